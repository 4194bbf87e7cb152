import { dayChipParts, dayWords, deliveryWords, formatDate, formatDateTime, formatDeliveryDay, formatDeliverySlot, istToday, shortDay, shortOrderId, slotWords } from './date';
import { formatMoney, formatPrice } from './money';

describe('money', () => {
  it('shows prices in rupees, with paise only when there are some', () => {
    expect(formatPrice(899)).toBe('₹899');
    expect(formatPrice(149.5)).toBe('₹149.50');
    expect(formatPrice(4999)).toBe('₹4,999');
  });

  it('shows amounts with two decimals and Indian grouping', () => {
    expect(formatMoney(2118)).toBe('₹2,118.00');
    expect(formatMoney(123456.5)).toBe('₹1,23,456.50');
  });
});

describe('dates in Asia/Kolkata', () => {
  it('formats order dates as MMM D, YYYY h:mm A', () => {
    expect(formatDateTime('2026-11-22T20:00:00Z')).toBe('Nov 23, 2026 1:30 AM');
  });

  it('formats calendar dates as MMMM D, YYYY', () => {
    expect(formatDate('2026-01-31T19:00:00Z')).toBe('February 1, 2026');
  });

  it('shows delivery days and slots as Fri, Nov 27, 7–11', () => {
    expect(formatDeliveryDay('2026-11-27')).toBe('Fri, Nov 27');
    expect(formatDeliverySlot({ date: '2027-01-01', label: '17–21' })).toBe('Fri, Jan 1, 17–21');
  });

  it('shows an order id by its first 8 characters', () => {
    expect(shortOrderId('3f2a9c1e-4b5d-4e6f-8a7b-9c0d1e2f3a4b')).toBe('3f2a9c1e');
  });
});

describe('delivery in words', () => {
  it.each([
    ['7–11', '7–11 am'],
    ['17–21', '5–9 pm'],
    ['11–15', '11 am–3 pm'],
    ['9-12', '9 am–12 noon'],
    ['20–24', '8 pm–12 midnight'],
    ['Evening', 'Evening'],
  ])('writes the slot %s as %s', (label, words) => {
    expect(slotWords(label)).toBe(words);
  });

  it.each([
    ['6–9', '6–9 am'],
    ['10–13', '10 am–1 pm'],
    ['12–16', '12 noon–4 pm'],
    ['13–17', '1–5 pm'],
    ['0–6', '12 midnight–6 am'],
    ['21–23', '9–11 pm'],
    [' 7 - 11 ', '7–11 am'],
  ])('writes the slot %j as %s', (label, words) => {
    expect(slotWords(label)).toBe(words);
  });

  it.each([
    // [delivery day, IST today, words]
    ['2026-11-26', '2026-11-26', 'Today'],
    ['2026-11-27', '2026-11-26', 'Tomorrow'],
    ['2026-11-28', '2026-11-26', 'Sat 28 Nov'],
    ['2026-11-25', '2026-11-26', 'Wed 25 Nov'],
    ['2027-01-01', '2026-12-31', 'Tomorrow'],
    ['2026-12-01', '2026-11-30', 'Tomorrow'],
    ['2028-03-01', '2028-02-29', 'Tomorrow'],
    ['2027-01-02', '2026-12-31', 'Sat 2 Jan'],
  ])('names the delivery day %s, seen on %s, %s', (date, today, words) => {
    expect(dayWords(date, today)).toBe(words);
  });

  it.each([
    // [now (UTC), IST day]: India is 5 h 30 min ahead of UTC, without summer time.
    ['2026-11-26T18:29:59Z', '2026-11-26'],
    ['2026-11-26T18:30:00Z', '2026-11-27'],
    ['2026-11-25T18:30:00Z', '2026-11-26'],
    ['2026-12-31T18:30:00Z', '2027-01-01'],
    ['2026-11-26T00:00:00Z', '2026-11-26'],
  ])('counts %s as the IST day %s', (now, day) => {
    expect(istToday(new Date(now))).toBe(day);
  });

  it.each([
    ['2026-11-26T12:00:00Z', { date: '2026-11-26', label: '17–21' }, 'Today, 5–9 pm'],
    ['2026-11-26T12:00:00Z', { date: '2026-11-27', label: '7–11' }, 'Tomorrow, 7–11 am'],
    ['2026-11-26T12:00:00Z', { date: '2026-11-28', label: '11–15' }, 'Sat 28 Nov, 11 am–3 pm'],
    // 23:59 IST on the 26th: the 27th is still tomorrow.
    ['2026-11-26T18:29:00Z', { date: '2026-11-27', label: '7–11' }, 'Tomorrow, 7–11 am'],
    // 00:00 IST on the 27th (still the 26th in UTC): the 27th is today, the 28th tomorrow.
    ['2026-11-26T18:30:00Z', { date: '2026-11-27', label: '7–11' }, 'Today, 7–11 am'],
    ['2026-11-26T18:30:00Z', { date: '2026-11-28', label: '17–21' }, 'Tomorrow, 5–9 pm'],
    // 05:00 IST on the 27th is 23:30 UTC on the 26th.
    ['2026-11-26T23:30:00Z', { date: '2026-11-26', label: '17–21' }, 'Thu 26 Nov, 5–9 pm'],
  ])('at %s writes %o as %s', (now, delivery, words) => {
    expect(deliveryWords(delivery, new Date(now))).toBe(words);
  });

  it("counts from the delivery calendar's own today when given one", () => {
    expect(deliveryWords({ date: '2026-11-27', label: '7–11' }, '2026-11-26')).toBe('Tomorrow, 7–11 am');
    expect(shortDay('2026-11-28')).toBe('Sat 28 Nov');
    expect(dayChipParts('2026-11-28')).toEqual(['Sat', '28 Nov']);
  });
});
