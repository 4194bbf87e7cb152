import { bannerHref } from './banner-link';
import { isPublicSlug, resolveCategory, selectedCategoryIds } from './category-match';
import { emblaDuration } from './embla-duration';
import { pickRandomOthers } from './pick-random';
import { parsePriceBound } from './price-filter';
import { category } from '@/test/fixtures';

describe('price filter', () => {
  it('parses numbers and ignores what is not a non-negative number', () => {
    expect(parsePriceBound('250')).toBe(250);
    expect(parsePriceBound(' 99.5 ')).toBe(99.5);
    expect(parsePriceBound('0')).toBe(0);
    expect(parsePriceBound('')).toBeNull();
    expect(parsePriceBound('abc')).toBeNull();
    expect(parsePriceBound('-5')).toBeNull();
    expect(parsePriceBound('Infinity')).toBeNull();
  });
});

describe('banner links', () => {
  it('turns /category/{slug} into /?category={slug}', () => {
    expect(bannerHref({ link: '/category/fruit-gift-boxes-or-combos' })).toBe('/?category=fruit-gift-boxes-or-combos');
  });

  it('uses other internal paths starting with a single slash', () => {
    expect(bannerHref({ link: '/about' })).toBe('/about');
    expect(bannerHref({ link: '/product/123' })).toBe('/product/123');
  });

  it('refuses external and protocol-relative links', () => {
    expect(bannerHref({ link: '//evil.example/x' })).toBeNull();
    expect(bannerHref({ link: 'https://example.com' })).toBeNull();
    expect(bannerHref({ link: 'javascript:alert(1)' })).toBeNull();
    expect(bannerHref({ link: '/\\evil.example' })).toBeNull();
  });

  it('falls back to the category slug when there is no link', () => {
    expect(bannerHref({ link: '', categorySlug: 'seasonal-fruits' })).toBe('/?category=seasonal-fruits');
    expect(bannerHref({ link: '' })).toBeNull();
  });
});

describe('category slugs', () => {
  const categories = [
    category(),
    category({ _id: 'c-gift', name: 'Fruit Gift Boxes or Combos', slug: 'fruit-gift-boxes-or-combos', layout: 'giftBox' }),
  ];

  it('maps the public slugs to their titles and category names', () => {
    expect(resolveCategory('diwali', [])).toEqual({
      title: 'Diwali Luxury Hampers',
      names: ['Fruit Gift Boxes or Combos'],
      ids: [],
    });
    expect(resolveCategory('fruits', [])?.names).toEqual([
      'Everyday Fruits',
      'Tropical Fruits',
      'Seasonal Fruits',
      'Exotic Fruits',
    ]);
    expect(resolveCategory('fruits', [])?.title).toBe('Fresh Juicy Fruits');
    expect(resolveCategory('combos', [])).toMatchObject({
      title: 'Healthy Combos',
      names: ['Fruit Gift Boxes or Combos', 'Dried Fruits & Nuts'],
    });
    expect(isPublicSlug('Diwali')).toBe(true);
    expect(isPublicSlug('tropical-fruits')).toBe(false);
  });

  it('matches any other value against a category slug, then its name', () => {
    expect(resolveCategory('tropical-fruits', categories)).toEqual({
      title: 'Tropical Fruits',
      names: ['Tropical Fruits'],
      ids: ['c-tropical'],
    });
    expect(resolveCategory('Fruit Gift Boxes or Combos', categories)?.ids).toEqual(['c-gift']);
    expect(resolveCategory('nothing-here', categories)).toBeNull();
    expect(resolveCategory('constructor', categories)).toBeNull();
  });

  it('turns a selection into category ids, public slugs by their category names', () => {
    const withNuts = [...categories, category({ _id: 'c-nuts', name: 'Dried Fruits & Nuts', slug: 'dried-fruits-nuts' })];
    const combos = resolveCategory('combos', withNuts);
    expect(combos && selectedCategoryIds(combos, withNuts)).toEqual(['c-gift', 'c-nuts']);
    const tropical = resolveCategory('tropical-fruits', withNuts);
    expect(tropical && selectedCategoryIds(tropical, withNuts)).toEqual(['c-tropical']);
    const diwali = resolveCategory('diwali', []);
    expect(diwali && selectedCategoryIds(diwali, [])).toEqual([]);
  });
});

describe('random other products', () => {
  it('picks up to six others, never the product itself', () => {
    const items = Array.from({ length: 10 }, (_, i) => ({ _id: `p${i}` }));
    const picked = pickRandomOthers(items, 'p3', 6);
    expect(picked).toHaveLength(6);
    expect(picked.map((p) => p._id)).not.toContain('p3');
    expect(new Set(picked.map((p) => p._id)).size).toBe(6);
    expect(pickRandomOthers(items.slice(0, 3), 'p0', 6)).toHaveLength(2);
  });
});

describe('carousel timing', () => {
  it('converts the 0.7 s banner transition into an Embla duration', () => {
    expect(emblaDuration(700)).toBe(27);
  });
});
