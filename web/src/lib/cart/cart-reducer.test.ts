import { product } from '@/test/fixtures';
import { cartCount, cartReducer, sanitizeCart, type CartState } from './cart-reducer';

const mango = product();
const kiwi = product({ _id: 'p2', name: 'Kiwi', price: 149 });

describe('cart reducer', () => {
  it('ADD_ITEM adds a new product with quantity 1', () => {
    const state = cartReducer([], { type: 'ADD_ITEM', product: mango });
    expect(state).toEqual([{ ...mango, qty: 1 }]);
  });

  it('ADD_ITEM raises the quantity by 1 when the product is already there', () => {
    const once = cartReducer([], { type: 'ADD_ITEM', product: mango });
    const twice = cartReducer(once, { type: 'ADD_ITEM', product: mango });
    expect(twice).toEqual([{ ...mango, qty: 2 }]);
  });

  it('ADD_ITEM keeps only the list fields of a detail answer', () => {
    const detail = { ...mango, images: ['a.svg'], category: { _id: 'c', name: 'C', slug: 'c', layout: 'standard' as const } };
    const [line] = cartReducer([], { type: 'ADD_ITEM', product: detail });
    expect(line).not.toHaveProperty('images');
    expect(line).not.toHaveProperty('category');
  });

  it('INCREMENT_QTY adds 1 and ignores unknown ids', () => {
    const state: CartState = [{ ...mango, qty: 1 }];
    expect(cartReducer(state, { type: 'INCREMENT_QTY', id: 'p1' })[0]?.qty).toBe(2);
    expect(cartReducer(state, { type: 'INCREMENT_QTY', id: 'nope' })).toBe(state);
  });

  it('DECREMENT_QTY subtracts 1 and removes the item when it would drop below 1', () => {
    const state: CartState = [
      { ...mango, qty: 2 },
      { ...kiwi, qty: 1 },
    ];
    const less = cartReducer(state, { type: 'DECREMENT_QTY', id: 'p1' });
    expect(less[0]?.qty).toBe(1);
    const gone = cartReducer(less, { type: 'DECREMENT_QTY', id: 'p2' });
    expect(gone.map((i) => i._id)).toEqual(['p1']);
    expect(cartReducer(gone, { type: 'DECREMENT_QTY', id: 'p1' })).toEqual([]);
  });

  it('REMOVE_ITEM removes the line whatever its quantity', () => {
    const state: CartState = [{ ...mango, qty: 5 }, { ...kiwi, qty: 1 }];
    expect(cartReducer(state, { type: 'REMOVE_ITEM', id: 'p1' })).toEqual([{ ...kiwi, qty: 1 }]);
  });

  it('CLEAR_CART empties the cart', () => {
    expect(cartReducer([{ ...mango, qty: 3 }], { type: 'CLEAR_CART' })).toEqual([]);
  });

  it('SYNC_WITH_CATALOGUE refreshes name, price and image and drops vanished products', () => {
    const state: CartState = [
      { ...mango, qty: 2 },
      { ...kiwi, qty: 1 },
    ];
    const fresh = { ...mango, name: 'Alphonso Mango (Ratnagiri)', price: 949, image: null };
    const next = cartReducer(state, { type: 'SYNC_WITH_CATALOGUE', products: [fresh] });
    expect(next).toEqual([{ ...fresh, qty: 2 }]);
  });

  it('counts the badge as the sum of quantities', () => {
    expect(cartCount([{ ...mango, qty: 2 }, { ...kiwi, qty: 3 }])).toBe(5);
    expect(cartCount([])).toBe(0);
  });
});

describe('restoring a stored cart', () => {
  it('keeps well-formed lines and drops the rest', () => {
    const stored = [{ ...mango, qty: 2 }, { _id: 'x', qty: 1 }, { ...kiwi, qty: 0 }, null, 'junk'];
    expect(sanitizeCart(stored)).toEqual([{ ...mango, qty: 2 }]);
  });

  it('restores anything that is not a list as empty', () => {
    expect(sanitizeCart({ items: [] })).toEqual([]);
    expect(sanitizeCart(null)).toEqual([]);
  });
});

describe('cart reducer and stock', () => {
  const cherries = product({ _id: 'p3', name: 'Kashmiri Cherries', stock: 0 });
  const dragon = product({ _id: 'p4', name: 'Dragon Fruit', stock: 2 });

  it('ADD_ITEM keeps the stock and never adds a sold-out product', () => {
    expect(cartReducer([], { type: 'ADD_ITEM', product: cherries })).toEqual([]);
    const [line] = cartReducer([], { type: 'ADD_ITEM', product: dragon });
    expect(line).toMatchObject({ _id: 'p4', qty: 1, stock: 2 });
  });

  it('ADD_ITEM and INCREMENT_QTY stop at the units left', () => {
    let state = cartReducer([], { type: 'ADD_ITEM', product: dragon });
    state = cartReducer(state, { type: 'ADD_ITEM', product: dragon });
    expect(state[0]?.qty).toBe(2);
    expect(cartReducer(state, { type: 'ADD_ITEM', product: dragon })).toBe(state);
    expect(cartReducer(state, { type: 'INCREMENT_QTY', id: 'p4' })).toBe(state);
  });

  it('a fresh stock count given with the change replaces the stored one', () => {
    const state: CartState = [{ ...dragon, qty: 2 }];
    // Restocked: the catalogue now says 6, so one more fits.
    expect(cartReducer(state, { type: 'INCREMENT_QTY', id: 'p4', stock: 6 })[0]).toMatchObject({ qty: 3, stock: 6 });
    expect(cartReducer(state, { type: 'ADD_ITEM', product: { ...dragon, stock: 6 } })[0]).toMatchObject({ qty: 3, stock: 6 });
    // Sold out meanwhile: nothing is added, and the line learns it.
    expect(cartReducer(state, { type: 'INCREMENT_QTY', id: 'p4', stock: 0 })[0]).toMatchObject({ qty: 2, stock: 0 });
    // Not counted any more: no limit.
    expect(cartReducer(state, { type: 'INCREMENT_QTY', id: 'p4', stock: null })[0]).toMatchObject({ qty: 3, stock: null });
  });

  it('SYNC_WITH_CATALOGUE takes the stock left now but keeps the quantity for the customer to fix', () => {
    const state: CartState = [{ ...dragon, qty: 2 }];
    const next = cartReducer(state, { type: 'SYNC_WITH_CATALOGUE', products: [{ ...dragon, stock: 1 }] });
    expect(next[0]).toMatchObject({ qty: 2, stock: 1 });
  });

  it('restores a stored line without a usable stock as not counted', () => {
    const stored = [
      { ...mango, qty: 1, stock: 'lots' },
      { ...dragon, qty: 1 },
    ];
    expect(sanitizeCart(stored).map((line) => line.stock)).toEqual([null, 2]);
    const old = { ...mango, qty: 1 } as Record<string, unknown>;
    delete old.stock;
    expect(sanitizeCart([old])[0]?.stock).toBeNull();
  });
});
