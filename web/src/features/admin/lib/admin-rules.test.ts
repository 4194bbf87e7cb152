import { bannerSchedule, fromDateTimeLocal, isValidDateTimeLocal, toDateTimeLocal } from './banner-dates';
import { bannerRequest, bannerToForm, EMPTY_BANNER_FORM, validateBanner } from './banner-form';
import { categoryCreateRequest, categoryToForm, categoryUpdateRequest, EMPTY_CATEGORY_FORM, validateCategory } from './category-form';
import { shortDay, longDay } from './day-label';
import { MSG, withReason } from './messages';
import { canGoNext, canGoPrevious, pageLabel, showPagination } from './pagination';
import { EMPTY_PRODUCT_FORM, productRequest, productToForm, validateProduct } from './product-form';
import { adminProduct } from '../test/fixtures';
import { layoutRevenueChart, niceCeiling } from './revenue-chart';
import { slugify, slugPreview } from './slug';
import { parseSortOrder, sortOrderField } from './sort-order';

describe('category slugs', () => {
  it('lowercases, keeps letters, digits, spaces and hyphens, turns spaces into hyphens and collapses repeats', () => {
    expect(slugify('Dried Fruits & Nuts')).toBe('dried-fruits-nuts');
    expect(slugify('  Summer  Specials 2026!  ')).toBe('summer-specials-2026');
    expect(slugify('Fruit -- Boxes')).toBe('fruit-boxes');
    expect(slugify('Exotic_Fruits')).toBe('exoticfruits');
  });

  it('previews the typed slug, or one made from the name when the slug is empty', () => {
    expect(slugPreview('', 'Monsoon Mangoes')).toBe('monsoon-mangoes');
    expect(slugPreview('  ', 'Monsoon Mangoes')).toBe('monsoon-mangoes');
    expect(slugPreview('My Slug', 'Ignored')).toBe('my-slug');
    expect(slugPreview('', '')).toBe('');
  });
});

describe('sort order fields', () => {
  it('reads numbers and leaves out blank or non-numeric values', () => {
    expect(parseSortOrder('3')).toBe(3);
    expect(parseSortOrder(' 0 ')).toBe(0);
    expect(parseSortOrder('2.5')).toBe(2.5);
    expect(parseSortOrder('')).toBeUndefined();
    expect(parseSortOrder('   ')).toBeUndefined();
    expect(parseSortOrder('abc')).toBeUndefined();
    expect(parseSortOrder(null)).toBeUndefined();
    expect(sortOrderField('')).toEqual({});
    expect(sortOrderField('x1')).toEqual({});
    expect(sortOrderField('7')).toEqual({ sortOrder: 7 });
  });
});

describe('category forms', () => {
  const values = { ...EMPTY_CATEGORY_FORM, name: '  Monsoon Mangoes ', image: ' /images/m.svg ', bg: 'pink-50' as const };

  it('needs a name', () => {
    expect(validateCategory({ name: '   ' })).toBe('Category name cannot be empty.');
    expect(validateCategory({ name: 'Kiwi' })).toBeNull();
  });

  it('omits a blank sort order on create (the server uses count + 1) and sends the layout', () => {
    expect(categoryCreateRequest(values)).toEqual({
      name: 'Monsoon Mangoes',
      slug: '',
      image: '/images/m.svg',
      bg: 'pink-50',
      active: true,
      layout: 'standard',
    });
    expect(categoryCreateRequest({ ...values, sortOrder: '4', layout: 'giftBox' })).toMatchObject({ sortOrder: 4, layout: 'giftBox' });
  });

  it('omits a blank or non-numeric sort order on edit', () => {
    expect(categoryUpdateRequest({ ...values, sortOrder: '' })).not.toHaveProperty('sortOrder');
    expect(categoryUpdateRequest({ ...values, sortOrder: 'abc' })).not.toHaveProperty('sortOrder');
    expect(categoryUpdateRequest({ ...values, sortOrder: '2', active: false })).toMatchObject({ sortOrder: 2, active: false });
  });

  it('fills the edit form from a category', () => {
    expect(
      categoryToForm({ _id: 'c1', name: 'Kiwi', slug: 'kiwi', image: null, bg: 'green-50', active: false, layout: 'giftBox' }),
    ).toEqual({ name: 'Kiwi', slug: 'kiwi', image: '', bg: 'green-50', sortOrder: '', active: false, layout: 'giftBox' });
  });
});

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

describe('product forms', () => {
  const filled = { ...EMPTY_PRODUCT_FORM, name: ' Kiwi ', price: '149.50', categoryId: 'c1', mainImage: '/k.svg' };

  it('requires name, price and category, then a main image', () => {
    expect(validateProduct(EMPTY_PRODUCT_FORM)).toBe('Product Name, Price, and Category are required.');
    expect(validateProduct({ ...filled, name: '  ' })).toBe('Product Name, Price, and Category are required.');
    expect(validateProduct({ ...filled, price: '' })).toBe('Product Name, Price, and Category are required.');
    expect(validateProduct({ ...filled, categoryId: '' })).toBe('Product Name, Price, and Category are required.');
    expect(validateProduct({ ...filled, mainImage: ' ' })).toBe('A main product image is required.');
    expect(validateProduct(filled)).toBeNull();
  });

  it('sends the main image first, drops blank extra images and sends the price as a number', () => {
    const body = productRequest({ ...filled, extraImages: [' /k2.svg ', '', '   ', '/k3.svg'] });
    expect(body.image).toEqual(['/k.svg', '/k2.svg', '/k3.svg']);
    expect(body.price).toBe(149.5);
    expect(body.name).toBe('Kiwi');
  });

  it('sends the HSN code (spaces and dots dropped) and GST rate only when they changed', () => {
    const opened = productToForm(adminProduct({ name: 'Almonds', price: 549, images: ['/a.svg'], hsnCode: '080212', gstRate: 5 }));
    expect(opened).toMatchObject({ hsnCode: '080212', gstRate: 5 });
    const unchanged = productRequest(opened, opened);
    expect(unchanged).not.toHaveProperty('hsnCode');
    expect(unchanged).not.toHaveProperty('gstRate');
    const changed = productRequest({ ...opened, hsnCode: '0802 12.10', gstRate: 12 }, opened);
    expect(changed).toMatchObject({ hsnCode: '08021210', gstRate: 12 });
  });

  it('fills the edit form from the admin product: first picture main, the rest extra', () => {
    const form = productToForm(adminProduct({ price: 899, images: ['/m1.svg', '/m2.svg'], categoryId: { _id: 'c1', name: 'Tropical' } }));
    expect(form).toMatchObject({ mainImage: '/m1.svg', extraImages: ['/m2.svg'], price: '899', categoryId: 'c1', origin: 'Kerala' });
    expect(productToForm(adminProduct({ images: [], categoryId: null }))).toMatchObject({ mainImage: '', extraImages: [], categoryId: '' });
  });
});

describe('order pages', () => {
  it('shows Previous/Next only with more than one page', () => {
    expect(showPagination(1)).toBe(false);
    expect(showPagination(undefined)).toBe(false);
    expect(showPagination(2)).toBe(true);
    expect(pageLabel(1, 2)).toBe('Page 1 of 2');
    expect(canGoPrevious(1)).toBe(false);
    expect(canGoPrevious(2)).toBe(true);
    expect(canGoNext(2, 2)).toBe(false);
    expect(canGoNext(1, 2)).toBe(true);
  });
});

describe('revenue chart', () => {
  it('rounds the axis up to a nice number', () => {
    expect(niceCeiling(0)).toBe(1000);
    expect(niceCeiling(42605.5)).toBe(50000);
    expect(niceCeiling(1800)).toBe(2000);
    expect(niceCeiling(2100)).toBe(2500);
    expect(niceCeiling(100)).toBe(100);
  });

  it('lays out one bar per day, scaled to the axis', () => {
    const { bars, max, ticks } = layoutRevenueChart(
      [
        { date: '2026-11-21', revenue: 0, orders: 0 },
        { date: '2026-11-22', revenue: 500, orders: 2 },
      ],
      200,
      100,
    );
    expect(max).toBe(500);
    expect(bars[0]).toMatchObject({ height: 0, y: 100 });
    expect(bars[1]).toMatchObject({ height: 100, y: 0 });
    expect(bars[1]!.x).toBeGreaterThan(100);
    expect(ticks.map((t) => t.value)).toEqual([0, 125, 250, 375, 500]);
  });

  it('labels IST days', () => {
    expect(shortDay('2026-11-03')).toBe('Nov 3');
    expect(longDay('2026-11-03')).toBe('November 3, 2026');
  });
});

describe('answers and messages', () => {
  it('adds the server reason to a failure message when there is one', () => {
    expect(withReason(MSG.categoryAddFailed, new Error('A category with this slug already exists.'))).toBe(
      'Failed to add category. A category with this slug already exists.',
    );
    expect(withReason(MSG.categoryAddFailed, new Error(MSG.categoryAddFailed))).toBe(MSG.categoryAddFailed);
    expect(withReason(MSG.categoryAddFailed, 'nope')).toBe(MSG.categoryAddFailed);
  });
});
