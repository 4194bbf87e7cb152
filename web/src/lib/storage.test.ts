import { restoreCart } from './cart/cart-context';
import { restoreFavourites } from './favourites';
import { restoreSession } from './session';
import { readJson, STORAGE_KEYS } from './storage';
import { storedTheme } from './theme';
import { product } from '@/test/fixtures';

describe('browser storage', () => {
  it('names every stored value', () => {
    expect(Object.values(STORAGE_KEYS).sort()).toEqual(
      ['cart', 'deliveryPincode', 'tokri.coupon', 'favourites', 'lastAddressId', 'lastSlotId', 'notifications', 'selectedAddressId', 'theme', 'token', 'user'].sort(),
    );
  });

  it('falls back when the stored JSON is corrupt', () => {
    localStorage.setItem('cart', '{not json');
    expect(readJson('cart', 'fallback', (v): v is string => typeof v === 'string')).toBe('fallback');
    expect(restoreCart()).toEqual([]);
  });

  it('restores a saved cart, a cart saved before variants as lines without a variant', () => {
    localStorage.setItem('cart', JSON.stringify([{ ...product(), qty: 3 }]));
    expect(restoreCart()).toEqual([
      {
        v: 2,
        _id: 'p1',
        name: 'Alphonso Mango',
        variantLabel: '',
        image: '/images/products/alphonso-mango.svg',
        weight: '1 kg',
        price: 899,
        mrp: null,
        stock: null,
        qty: 3,
      },
    ]);
  });

  it('restores favourites as a list of unique ids, ignoring anything else', () => {
    localStorage.setItem('favourites', JSON.stringify(['a', 'b', 'a']));
    expect(restoreFavourites()).toEqual(['a', 'b']);
    localStorage.setItem('favourites', JSON.stringify([1, 2]));
    expect(restoreFavourites()).toEqual([]);
  });

  it('restores the session only when both token and user are stored', () => {
    const user = { _id: 'u1', name: 'Asha', email: 'asha@example.com', role: 'customer', createdAt: '2026-01-01T00:00:00Z' };
    localStorage.setItem('token', 'tkn');
    expect(restoreSession()).toEqual({ token: null, user: null });
    localStorage.setItem('user', JSON.stringify(user));
    expect(restoreSession()).toEqual({ token: 'tkn', user });
    localStorage.setItem('user', '{broken');
    expect(restoreSession()).toEqual({ token: null, user: null });
  });

  it('reads the theme, defaulting to light', () => {
    expect(storedTheme()).toBe('light');
    localStorage.setItem('theme', 'dark');
    expect(storedTheme()).toBe('dark');
    localStorage.setItem('theme', 'purple');
    expect(storedTheme()).toBe('light');
  });
});
