import { addressLines, cashLabel, daySummary, itemLine, sheetDate, shiftDay } from './day-sheet';

describe('day sheet rules', () => {
  it('moves between days across months and years, and refuses what is not a day', () => {
    expect(shiftDay('2026-11-30', 1)).toBe('2026-12-01');
    expect(shiftDay('2027-01-01', -1)).toBe('2026-12-31');
    expect(shiftDay('27/11/2026', 1)).toBeNull();
    expect(sheetDate('2026-02-30', '2026-11-27')).toBe('2026-11-27');
    expect(sheetDate(null, '2026-11-27')).toBe('2026-11-27');
    expect(sheetDate('2026-12-01', '2026-11-27')).toBe('2026-12-01');
  });

  it('reads the address, items, cash and summary as the owner says them', () => {
    expect(addressLines({ street: '12 MG Road', city: 'Pune', state: 'Maharashtra', zip: '411001', country: 'India' })).toEqual([
      '12 MG Road',
      'Pune, Maharashtra 411001',
      'India',
    ]);
    expect(itemLine({ name: 'Alphonso Mango Gift Box', variantLabel: 'Box of 12', qty: 2 })).toBe('2 × Alphonso Mango Gift Box · Box of 12');
    expect(itemLine({ name: 'Kiwi', variantLabel: '', qty: 1 })).toBe('1 × Kiwi');
    expect(cashLabel(650)).toBe('₹650 COD');
    expect(cashLabel(null)).toBe('Paid');
    expect(daySummary(12, 1850)).toBe('12 orders · ₹1,850 cash to collect');
    expect(daySummary(1, 0)).toBe('1 order · no cash to collect');
  });
});
