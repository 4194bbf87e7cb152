// Catalogue test data: the shop's answers for the storefront screens. GET /api/products/page is
// answered from the same product list as the server would: filtered by categories, ids and price,
// sorted, and cut into pages, each product with its position in the whole list.
import type { Schemas } from '@/lib/api/client';
import { category, product, stubApi } from '@/test/fixtures';

export const mango = product();

export const kiwi = product({ _id: 'p2', name: 'Kiwi', price: 149, categoryId: { _id: 'c-exotic', name: 'Exotic Fruits' } });

export const hamper = product({
  _id: 'p3',
  name: 'Diwali Dry Fruit Hamper',
  price: 2499,
  categoryId: { _id: 'c-gift', name: 'Fruit Gift Boxes or Combos' },
});

export const categories = [
  category(),
  category({ _id: 'c-exotic', name: 'Exotic Fruits', slug: 'exotic-fruits', bg: 'pink-50' }),
  category({ _id: 'c-gift', name: 'Fruit Gift Boxes or Combos', slug: 'fruit-gift-boxes-or-combos', layout: 'giftBox' }),
];

type Product = Schemas['Product'];

const COMPARE: Record<string, (a: Product, b: Product) => number> = {
  'price-asc': (a, b) => a.price - b.price,
  'price-desc': (a, b) => b.price - a.price,
  name: (a, b) => a.name.localeCompare(b.name, 'en-IN'),
};

/**
 * The page `url` asks for, from `products` (the shop's list, newest first). A search (`q`) keeps
 * the products whose name or category holds one of its words, in the list's order.
 */
export function productPage(products: readonly Product[], url: URL): Schemas['ProductPage'] {
  const get = (key: string) => url.searchParams.get(key);
  const list = (key: string) => get(key)?.split(',');
  const [categoryIds, ids, words] = [list('categoryId'), list('ids'), get('q')?.toLowerCase().split(/\s+/)];
  const [min, max] = [get('minPrice'), get('maxPrice')].map((bound) => (bound === null ? null : Number(bound)));
  const matching = products
    .map((item, position) => ({ item, position }))
    .filter(
      ({ item }) =>
        (!categoryIds || categoryIds.includes(item.categoryId?._id ?? '')) &&
        (!ids || ids.includes(item._id)) &&
        (!words || words.some((word) => `${item.name} ${item.categoryId?.name ?? ''}`.toLowerCase().includes(word))) &&
        (min == null || item.price >= min) &&
        (max == null || item.price <= max),
    );
  const compare = COMPARE[get('sort') ?? ''];
  if (compare) matching.sort((a, b) => compare(a.item, b.item) || a.position - b.position);
  const limit = Number(get('limit') ?? 24);
  const pages = Math.max(1, Math.ceil(matching.length / limit));
  const page = Math.min(Number(get('page') ?? 1), pages);
  const shown = matching.slice((page - 1) * limit, page * limit);
  return { products: shown.map(({ item }) => item), positions: shown.map(({ position }) => position), total: matching.length, all: products.length, page, pages };
}

/**
 * The storefront's answers; `products` is the shop's list, or an answer (`{ status, body }`, or a
 * body that is not a list) given as it is to both product list calls.
 */
export function api(products: unknown = [mango, kiwi, hamper], answers: Record<string, unknown> = {}) {
  const fetchStub = stubApi({
    '/api/products': products,
    '/api/products/page': products,
    '/api/categories': categories,
    '/api/banners': [],
    '/api/config': { paymentProvider: 'sandbox', checkoutScriptUrl: '', googleClientId: null, shop: {} },
    ...answers,
  });
  const answer = fetchStub.getMockImplementation();
  if (!answer || !Array.isArray(products)) return fetchStub;
  fetchStub.mockImplementation((input) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    return url.pathname === '/api/products/page' ? Promise.resolve(Response.json(productPage(products as Product[], url))) : answer(input);
  });
  return fetchStub;
}
