// Catalogue test data: the shop's answers for the storefront screens.
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

export function api(products: unknown = [mango, kiwi, hamper]) {
  return stubApi({
    '/api/products': products,
    '/api/categories': categories,
    '/api/banners': [],
    '/api/config': { paymentProvider: 'sandbox', checkoutScriptUrl: '', googleClientId: null, shop: {} },
  });
}
