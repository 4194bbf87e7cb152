import { istToday } from '@/lib/format/date';
import { firstOfMonth, previousMonth } from './report-dates';
import { isMonth, monthWords, taxOf } from './gstr1';

describe('report dates', () => {
  it('starts the orders on the first of the month', () => {
    expect(firstOfMonth('2026-12-09')).toBe('2026-12-01');
  });

  it('takes the month before, across a new year', () => {
    expect(previousMonth('2026-12-09')).toBe('2026-11');
    expect(previousMonth('2026-10-31')).toBe('2026-09');
    expect(previousMonth('2027-01-01')).toBe('2026-12');
  });

  it('counts from the Indian day, not the browser’s', () => {
    // 31 December, 8 pm in London is already 1 January in India.
    const today = istToday(new Date('2026-12-31T20:00:00Z'));
    expect(today).toBe('2027-01-01');
    expect(firstOfMonth(today)).toBe('2027-01-01');
    expect(previousMonth(today)).toBe('2026-12');
  });
});

describe('GSTR-1 helpers', () => {
  it('knows a month when it sees one, and says it in words', () => {
    expect(isMonth('2026-11')).toBe(true);
    expect(isMonth('2026-13')).toBe(false);
    expect(isMonth('')).toBe(false);
    expect(monthWords('2026-11')).toBe('November 2026');
  });

  it('adds the tax heads to the paisa', () => {
    expect(taxOf({ igst: 0.1, cgst: 0.2, sgst: 0 })).toBe(0.3);
  });
});
