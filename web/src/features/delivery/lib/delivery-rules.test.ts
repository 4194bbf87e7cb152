import { calendar, slot } from './delivery-fixtures';
import { INVALID_PINCODE, parsePincode } from './pincode';
import { dayHeading, earliestChoice, hasOpenSlot, isOpen } from './slot-choice';

describe('PIN codes as typed', () => {
  it('are six digits not starting with 0, one space allowed', () => {
    expect(parsePincode(' 411001 ')).toBe('411001');
    expect(parsePincode('411 001')).toBe('411001');
    for (const bad of ['4110', '011001', '41100a', '4110011', '']) expect(parsePincode(bad)).toBeNull();
    expect(INVALID_PINCODE).toBe('Please enter a valid 6-digit PIN code.');
  });
});

describe('choosing a delivery slot', () => {
  it('preselects the first open slot of the window', () => {
    expect(earliestChoice(calendar())).toEqual({ date: '2026-11-26', slotId: 'a' });
    const none = { ...calendar(), days: [{ date: '2026-11-25', closed: false, slots: [slot('a', 'full')] }] };
    expect(earliestChoice(none)).toBeNull();
  });

  it('keeps a choice only while its slot is open', () => {
    const cal = calendar();
    expect(isOpen(cal, { date: '2026-11-26', slotId: 'c' })).toBe(true);
    expect(isOpen(cal, { date: '2026-11-26', slotId: 'b' })).toBe(false);
    expect(isOpen(cal, { date: '2026-11-27', slotId: 'a' })).toBe(false);
    expect(isOpen(cal, { date: '2026-12-25', slotId: 'a' })).toBe(false);
    expect(isOpen(cal, null)).toBe(false);
  });

  it('names the first two days Today and Tomorrow', () => {
    const cal = calendar();
    expect(dayHeading(cal, '2026-11-25', 'Wed')).toBe('Today');
    expect(dayHeading(cal, '2026-11-26', 'Thu')).toBe('Tomorrow');
    expect(dayHeading(cal, '2026-11-27', 'Fri')).toBe('Fri');
    expect(cal.days.map(hasOpenSlot)).toEqual([false, true, false, true]);
  });
});
