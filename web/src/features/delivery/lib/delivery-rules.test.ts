import { calendar, slot } from './delivery-fixtures';
import { INVALID_PINCODE, parsePincode } from './pincode';
import { dayHeading, earliestChoice, hasOpenSlot, isOpen, rememberedChoice } from './slot-choice';

describe('PIN codes as typed', () => {
  it('are six digits not starting with 0, one space allowed', () => {
    expect(parsePincode(' 411001 ')).toBe('411001');
    expect(parsePincode('411 001')).toBe('411001');
    for (const bad of ['4110', '011001', '41100a', '4110011', '']) expect(parsePincode(bad)).toBeNull();
    expect(INVALID_PINCODE).toBe('Please enter a valid 6-digit PIN code.');
  });
});

describe('choosing a delivery slot', () => {
  it.each([
    ['no slot remembered', null, null],
    ['the remembered slot on the first day it is open (today is past, tomorrow open)', 'a', { date: '2026-11-26', slotId: 'a' }],
    ['past a day where the remembered slot is full', 'b', { date: '2026-11-28', slotId: 'b' }],
    ['nothing for a slot the shop no longer offers', 'gone', null],
  ] as const)('preselects %s', (_case, slotId, expected) => {
    expect(rememberedChoice(calendar(), slotId)).toEqual(expected);
  });

  it('preselects nothing when the remembered slot is not open anywhere in the window', () => {
    const cal = calendar();
    const closedEverywhere = { ...cal, days: cal.days.map((d) => ({ ...d, slots: d.slots.map((s) => (s.slotId === 'c' ? { ...s, state: 'full' as const } : s)) })) };
    expect(rememberedChoice(closedEverywhere, 'c')).toBeNull();
  });

  it('finds the first open slot of the window (none free: the checkout says so)', () => {
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
