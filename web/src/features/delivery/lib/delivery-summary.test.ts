import { nextSlotWords, servedAreasLine, servedLine } from './delivery-summary';

// Wednesday 25 November 2026 (IST) is "today" throughout.
const TODAY = '2026-11-25';

describe('the next slot in words', () => {
  it.each([
    ['2026-11-25', '17–21', 'today 5–9 pm'],
    ['2026-11-26', '7–11', 'tomorrow 7–11 am'],
    ['2026-11-26', '11–15', 'tomorrow 11 am–3 pm'],
    ['2026-11-28', '7–11', 'Sat 28 Nov, 7–11 am'],
    ['2026-12-01', '10–12', 'Tue 1 Dec, 10 am–12 noon'],
  ])('%s %s → %s', (date, label, words) => {
    expect(nextSlotWords({ date, label }, TODAY)).toBe(words);
  });

  it('counts tomorrow across a month and a year', () => {
    expect(nextSlotWords({ date: '2026-12-01', label: '7–11' }, '2026-11-30')).toBe('tomorrow 7–11 am');
    expect(nextSlotWords({ date: '2027-01-01', label: '7–11' }, '2026-12-31')).toBe('tomorrow 7–11 am');
  });
});

describe('the answer lines', () => {
  it.each([
    [{ pincode: '411001', earliest: { date: '2026-11-26', label: '7–11' } }, 'Delivering to 411001 · next slot tomorrow 7–11 am'],
    [{ pincode: '560001', earliest: { date: '2026-11-28', label: '17–21' } }, 'Delivering to 560001 · next slot Sat 28 Nov, 5–9 pm'],
    [{ pincode: '411045', earliest: null }, 'Delivering to 411045'],
    [{ pincode: '411045' }, 'Delivering to 411045'],
  ])('served %j → %s', (answer, line) => {
    expect(servedLine(answer, TODAY)).toBe(line);
  });

  it.each([
    ['411001–411062 and 560001', 'We deliver to 411001–411062 and 560001.'],
    ['', null],
    [null, null],
    [undefined, null],
  ])('served areas %j → %j', (areas, line) => {
    expect(servedAreasLine(areas)).toBe(line);
  });
});
