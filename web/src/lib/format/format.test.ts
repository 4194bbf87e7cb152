import { deliveryWords, formatDate, formatDateTime, formatDeliveryDay, formatDeliverySlot, shortOrderId, slotWords } from './date';
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

  it('says today and tomorrow on the Indian calendar, else the day', () => {
    // 26 Nov 2026, 23:00 IST is 17:30 UTC: tomorrow is the 27th in Pune, whatever the browser's zone.
    const now = new Date('2026-11-26T17:30:00Z');
    expect(deliveryWords({ date: '2026-11-26', label: '17–21' }, now)).toBe('Today, 5–9 pm');
    expect(deliveryWords({ date: '2026-11-27', label: '7–11' }, now)).toBe('Tomorrow, 7–11 am');
    expect(deliveryWords({ date: '2026-11-28', label: '11–15' }, now)).toBe('Sat, Nov 28, 11 am–3 pm');
    // 27 Nov 2026, 00:30 IST (still the 26th in UTC): the 27th is today.
    expect(deliveryWords({ date: '2026-11-27', label: '7–11' }, new Date('2026-11-26T19:00:00Z'))).toBe('Today, 7–11 am');
  });
});
