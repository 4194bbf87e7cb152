import { isoToIstLocal, istDateWords, istLocalToIso } from './admin-ist';

describe('promotion times in IST', () => {
  it.each([
    ['2026-11-12T18:00', '2026-11-12T18:00:00+05:30'],
    ['2026-11-12T00:00', '2026-11-12T00:00:00+05:30'],
    ['2026-12-31T23:59', '2026-12-31T23:59:00+05:30'],
    ['2028-02-29T09:15', '2028-02-29T09:15:00+05:30'],
    [' 2026-11-12T18:00 ', '2026-11-12T18:00:00+05:30'],
    ['', null],
    ['   ', null],
    ['2026-02-30T10:00', undefined],
    ['2027-02-29T10:00', undefined],
    ['2026-11-12T24:00', undefined],
    ['2026-11-12T10:60', undefined],
    ['2026-11-12', undefined],
    ['12/11/2026 18:00', undefined],
  ])('the form value %j is sent as %j', (local, iso) => {
    expect(istLocalToIso(local)).toBe(iso);
  });

  it.each([
    // UTC times shown in IST, across the day and the year's end.
    ['2026-11-12T12:30:00Z', '2026-11-12T18:00'],
    ['2026-11-11T18:30:00Z', '2026-11-12T00:00'],
    ['2026-12-31T20:00:00.000Z', '2027-01-01T01:30'],
    // Times with an offset, IST's own included.
    ['2026-11-12T18:00:00+05:30', '2026-11-12T18:00'],
    ['2026-11-12T08:00:00-04:00', '2026-11-12T17:30'],
    [null, ''],
    ['', ''],
    ['not a time', ''],
  ])('the stored time %j shows in the form as %j', (iso, local) => {
    expect(isoToIstLocal(iso)).toBe(local);
  });

  it('sends back the same time it shows (round trip)', () => {
    for (const local of ['2026-11-12T18:00', '2027-01-01T00:05', '2026-03-08T02:30']) {
      expect(isoToIstLocal(istLocalToIso(local))).toBe(local);
    }
  });

  it.each([
    ['2026-11-11T18:30:00Z', '12 Nov 2026'],
    ['2026-11-30T18:29:00Z', '30 Nov 2026, 11:59 pm'],
    ['2026-11-12T06:30:00Z', '12 Nov 2026, 12:00 pm'],
    ['2026-11-11T18:35:00Z', '12 Nov 2026, 12:05 am'],
    ['2026-09-01T04:00:00Z', '1 Sep 2026, 9:30 am'],
    ['nonsense', ''],
  ])('%j is the IST day %j', (iso, words) => {
    expect(istDateWords(iso)).toBe(words);
  });
});
