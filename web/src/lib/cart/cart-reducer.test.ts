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
