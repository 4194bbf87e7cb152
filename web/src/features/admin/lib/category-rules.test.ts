// Category slugs, sort order fields and the category forms.

import { categoryCreateRequest, categoryToForm, categoryUpdateRequest, EMPTY_CATEGORY_FORM, validateCategory } from './category-form';
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
