import { bannerHref } from './banner-link';
import { isPublicSlug, matchesCategory, resolveCategory } from './category-match';
import { emblaDuration } from './embla-duration';
import { pickRandomOthers } from './pick-random';
import { applyProductFilter, EMPTY_FILTER, parsePriceBound } from './price-filter';
import { category, product } from '@/test/fixtures';

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

  const items = [product({ _id: 'a', price: 79 }), product({ _id: 'b', price: 149.5 }), product({ _id: 'c', price: 899 })];

  it('keeps prices between min and max, inclusive', () => {
    const kept = applyProductFilter(items, { ...EMPTY_FILTER, min: '79', max: '149.5' }, []);
    expect(kept.map((p) => p._id)).toEqual(['a', 'b']);
  });

  it('ignores a bound that is not a number', () => {
    const kept = applyProductFilter(items, { ...EMPTY_FILTER, min: 'cheap', max: '200' }, []);
    expect(kept.map((p) => p._id)).toEqual(['a', 'b']);
  });

  it('keeps only favourites when asked', () => {
    const kept = applyProductFilter(items, { ...EMPTY_FILTER, favouritesOnly: true }, ['c']);
    expect(kept.map((p) => p._id)).toEqual(['c']);
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

  it('matches products by category id or name', () => {
    const selection = resolveCategory('combos', categories);
    expect(selection).not.toBeNull();
    if (!selection) return;
    expect(matchesCategory(product({ categoryId: { _id: 'x', name: 'Dried Fruits & Nuts' } }), selection)).toBe(true);
    expect(matchesCategory(product(), selection)).toBe(false);
    expect(matchesCategory(product({ categoryId: null }), selection)).toBe(false);
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
