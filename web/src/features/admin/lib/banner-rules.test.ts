// Banner dates (shop time) and the banner forms.

import { bannerSchedule, fromDateTimeLocal, isValidDateTimeLocal, toDateTimeLocal } from './banner-dates';
import { bannerRequest, bannerToForm, EMPTY_BANNER_FORM, validateBanner } from './banner-form';

describe('banner dates (shop time, IST)', () => {
  it('shows stored times as datetime-local values in IST', () => {
    expect(toDateTimeLocal('2026-11-29T04:30:00Z')).toBe('2026-11-29T10:00');
    expect(toDateTimeLocal('2026-12-31T20:00:00.000Z')).toBe('2027-01-01T01:30');
    expect(toDateTimeLocal(null)).toBe('');
    expect(toDateTimeLocal('not a date')).toBe('');
  });

  it('sends datetime-local values as typed; empty or invalid values become null', () => {
    expect(fromDateTimeLocal('2026-11-29T10:00')).toBe('2026-11-29T10:00');
    expect(fromDateTimeLocal('')).toBeNull();
    expect(fromDateTimeLocal('  ')).toBeNull();
    expect(fromDateTimeLocal('2026-02-30T10:00')).toBeNull();
    expect(fromDateTimeLocal('tomorrow')).toBeNull();
    expect(isValidDateTimeLocal('2028-02-29T23:59')).toBe(true);
    expect(isValidDateTimeLocal('2026-13-01T00:00')).toBe(false);
  });

  it('places now in a banner window', () => {
    const now = Date.parse('2026-11-22T12:00:00Z');
    expect(bannerSchedule(null, null, now)).toBe('always');
    expect(bannerSchedule('2026-11-29T00:00:00Z', null, now)).toBe('scheduled');
    expect(bannerSchedule('2026-11-01T00:00:00Z', '2026-11-30T00:00:00Z', now)).toBe('live');
    expect(bannerSchedule(null, '2026-11-22T11:59:00Z', now)).toBe('expired');
  });
});

describe('banner forms', () => {
  it('needs an image URL', () => {
    expect(validateBanner({ img: ' ' })).toBe('Image URL is required for a banner.');
    expect(validateBanner({ img: '/images/b.svg' })).toBeNull();
  });

  it('builds the request: blank sort order left out, empty dates null, no category null', () => {
    expect(bannerRequest({ ...EMPTY_BANNER_FORM, img: ' /images/b.svg ', title: ' Big sale ' })).toEqual({
      title: 'Big sale',
      label: '',
      img: '/images/b.svg',
      link: '',
      categoryId: null,
      active: true,
      startAt: null,
      endAt: null,
    });
    expect(
      bannerRequest({ ...EMPTY_BANNER_FORM, img: '/b.svg', sortOrder: '2', categoryId: 'c1', startAt: '2026-11-29T10:00', endAt: 'junk' }),
    ).toMatchObject({ sortOrder: 2, categoryId: 'c1', startAt: '2026-11-29T10:00', endAt: null });
  });

  it('fills the edit form from a banner', () => {
    const form = bannerToForm({
      _id: 'b1',
      img: '/x.svg',
      title: 'T',
      label: '',
      link: '',
      active: false,
      sortOrder: 3,
      startAt: '2026-11-29T04:30:00Z',
    });
    expect(form).toMatchObject({ img: '/x.svg', title: 'T', active: false, sortOrder: '3', startAt: '2026-11-29T10:00', endAt: '' });
  });
});
