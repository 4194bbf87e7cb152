import { packedMango, product, variant } from '@/test/fixtures';
import { cartCount, cartReducer, chooseNote, lineKey, orderLines, sanitizeCart, toCartItem, type CartItem, type CartState } from './cart-reducer';

const mango = product();
const kiwi = product({ _id: 'p2', name: 'Kiwi', price: 149 });

/** The line the cart makes of a product with one variant. */
const lineOf = (p: ReturnType<typeof product>, qty = 1): CartItem => ({
  v: 2,
  _id: p._id,
  variantId: `${p._id}-v`,
  name: p.name,
  variantLabel: '',
  image: p.image ?? null,
  weight: p.weight,
  price: p.price,
  mrp: p.mrp ?? null,
  stock: p.stock ?? null,
  qty,
});

describe('cart reducer', () => {
  it('ADD_ITEM adds a new product with quantity 1, as a line of its only variant', () => {
    const state = cartReducer([], { type: 'ADD_ITEM', product: mango });
    expect(state).toEqual([lineOf(mango)]);
  });

  it('ADD_ITEM raises the quantity by 1 when the product is already there', () => {
    const once = cartReducer([], { type: 'ADD_ITEM', product: mango });
    const twice = cartReducer(once, { type: 'ADD_ITEM', product: mango });
    expect(twice).toEqual([lineOf(mango, 2)]);
  });

  it('ADD_ITEM keeps only what the cart shows of a detail answer', () => {
    const detail = { ...mango, images: ['a.svg'], category: { _id: 'c', name: 'C', slug: 'c', layout: 'standard' as const } };
    const [line] = cartReducer([], { type: 'ADD_ITEM', product: detail });
    expect(line).not.toHaveProperty('images');
    expect(line).not.toHaveProperty('category');
    expect(line).not.toHaveProperty('description');
  });

  it('INCREMENT_QTY adds 1 and ignores unknown ids', () => {
    const state: CartState = [lineOf(mango)];
    expect(cartReducer(state, { type: 'INCREMENT_QTY', id: 'p1-v' })[0]?.qty).toBe(2);
    expect(cartReducer(state, { type: 'INCREMENT_QTY', id: 'nope' })).toBe(state);
  });

  it('DECREMENT_QTY subtracts 1 and removes the item when it would drop below 1', () => {
    const state: CartState = [lineOf(mango, 2), lineOf(kiwi)];
    const less = cartReducer(state, { type: 'DECREMENT_QTY', id: 'p1-v' });
    expect(less[0]?.qty).toBe(1);
    const gone = cartReducer(less, { type: 'DECREMENT_QTY', id: 'p2-v' });
    expect(gone.map((i) => i._id)).toEqual(['p1']);
    expect(cartReducer(gone, { type: 'DECREMENT_QTY', id: 'p1-v' })).toEqual([]);
  });

  it('REMOVE_ITEM removes the line whatever its quantity', () => {
    const state: CartState = [lineOf(mango, 5), lineOf(kiwi)];
    expect(cartReducer(state, { type: 'REMOVE_ITEM', id: 'p1-v' })).toEqual([lineOf(kiwi)]);
  });

  it('CLEAR_CART empties the cart', () => {
    expect(cartReducer([lineOf(mango, 3)], { type: 'CLEAR_CART' })).toEqual([]);
  });

  it('SYNC_WITH_CATALOGUE refreshes name, price and image and drops vanished products', () => {
    const state: CartState = [lineOf(mango, 2), lineOf(kiwi)];
    const fresh = product({ name: 'Alphonso Mango (Ratnagiri)', price: 949, image: null });
    const next = cartReducer(state, { type: 'SYNC_WITH_CATALOGUE', products: [fresh] });
    expect(next).toEqual([lineOf(fresh, 2)]);
  });

  it('counts the badge as the sum of quantities', () => {
    expect(cartCount([lineOf(mango, 2), lineOf(kiwi, 3)])).toBe(5);
    expect(cartCount([])).toBe(0);
  });
});

describe('cart lines per variant', () => {
  const mangoes = packedMango();
  const [six, twelve, twentyFour] = mangoes.variants;
  if (!six || !twelve || !twentyFour) throw new Error('three packs expected');

  it('adds the chosen variant with its label, unit price, MRP and stock', () => {
    const [line] = cartReducer([], { type: 'ADD_ITEM', product: mangoes, variant: twelve });
    expect(line).toEqual({
      v: 2,
      _id: 'p-mango',
      variantId: 'v-12',
      name: 'Alphonso Mangoes',
      variantLabel: '12 pieces',
      image: mangoes.image,
      weight: mangoes.weight,
      price: 1299,
      mrp: 1499,
      stock: 4,
      qty: 1,
    });
  });

  it('keeps two variants of one product as two lines, each stepped on its own', () => {
    let state = cartReducer([], { type: 'ADD_ITEM', product: mangoes, variant: six });
    state = cartReducer(state, { type: 'ADD_ITEM', product: mangoes, variant: twelve });
    state = cartReducer(state, { type: 'ADD_ITEM', product: mangoes, variant: six });
    expect(state.map((line) => [lineKey(line), line.qty])).toEqual([
      ['v-6', 2],
      ['v-12', 1],
    ]);
    state = cartReducer(state, { type: 'INCREMENT_QTY', id: 'v-12' });
    state = cartReducer(state, { type: 'REMOVE_ITEM', id: 'v-6' });
    expect(state.map((line) => [line.variantLabel, line.qty])).toEqual([['12 pieces', 2]]);
    expect(cartCount(state)).toBe(2);
  });

  it('never picks a variant for the customer, and never adds a sold-out one', () => {
    expect(cartReducer([], { type: 'ADD_ITEM', product: mangoes })).toEqual([]);
    expect(cartReducer([], { type: 'ADD_ITEM', product: mangoes, variant: twentyFour })).toEqual([]);
  });

  it("stops at the variant's units left", () => {
    let state: CartState = [toCartItem(mangoes, twelve, 4)];
    state = cartReducer(state, { type: 'ADD_ITEM', product: mangoes, variant: twelve });
    expect(state[0]?.qty).toBe(4);
  });

  it('SYNC_WITH_CATALOGUE refreshes each line from its variant and drops a line whose variant is gone', () => {
    const state: CartState = [toCartItem(mangoes, six, 2), toCartItem(mangoes, twelve, 1)];
    const fresh = packedMango({
      variants: [variant({ _id: 'v-6', label: '6 pcs', price: 599, mrp: 749, stock: 1 }), twentyFour],
    });
    const next = cartReducer(state, { type: 'SYNC_WITH_CATALOGUE', products: [fresh] });
    expect(next).toEqual([{ ...toCartItem(fresh, variant({ _id: 'v-6', label: '6 pcs', price: 599, mrp: 749, stock: 1 })), qty: 2 }]);
  });

  it('sends each line with its variant', () => {
    const state: CartState = [toCartItem(mangoes, six, 2), { ...lineOf(kiwi), variantId: undefined }];
    delete state[1]?.variantId;
    expect(orderLines(state)).toEqual([
      { _id: 'p-mango', variantId: 'v-6', qty: 2 },
      { _id: 'p2', qty: 1 },
    ]);
  });
});

describe('a cart saved before variants', () => {
  // What the cart stored before issue 20: a whole product snapshot plus qty, keyed by product.
  const oldLine = (p: ReturnType<typeof product>, qty: number) => {
    const { variants: _variants, mrp: _mrp, optionName: _optionName, ...fields } = p;
    return { ...fields, qty };
  };

  it('is read as lines without a variant, keyed by their product', () => {
    const [line] = sanitizeCart([oldLine(mango, 2)]);
    expect(line).toEqual({ ...lineOf(mango, 2), variantId: undefined });
    expect(line).not.toHaveProperty('variantId');
    expect(lineKey(line!)).toBe('p1');
    expect(orderLines([line!])).toEqual([{ _id: 'p1', qty: 2 }]);
  });

  it("is stepped and added to as the product's only variant", () => {
    let state = sanitizeCart([oldLine(mango, 1)]);
    state = cartReducer(state, { type: 'ADD_ITEM', product: mango });
    state = cartReducer(state, { type: 'INCREMENT_QTY', id: 'p1' });
    expect(state).toHaveLength(1);
    expect(state[0]).toMatchObject({ _id: 'p1', qty: 3 });
    expect(state[0]).not.toHaveProperty('variantId');
  });

  it('is refreshed from the catalogue and stays keyed by its product', () => {
    const state = sanitizeCart([oldLine(mango, 2)]);
    const next = cartReducer(state, { type: 'SYNC_WITH_CATALOGUE', products: [product({ price: 949, stock: 3 })] });
    expect(next).toEqual([{ v: 2, _id: 'p1', name: 'Alphonso Mango', variantLabel: '', image: mango.image, weight: '1 kg', price: 949, mrp: null, stock: 3, qty: 2 }]);
  });

  it('asks the customer to choose when the product now comes in several variants', () => {
    const state = sanitizeCart([oldLine(product({ _id: 'p-mango', name: 'Alphonso Mangoes' }), 1)]);
    const [line] = cartReducer(state, { type: 'SYNC_WITH_CATALOGUE', products: [packedMango()] });
    expect(line).toMatchObject({ _id: 'p-mango', price: 649, choose: 'pack' });
    expect(line).not.toHaveProperty('variantId');
    expect(chooseNote(line!)).toBe('Please choose a pack for Alphonso Mangoes.');
    // Adding a pack makes a line of its own; the old one stays until the customer removes it.
    const next = cartReducer([line!], { type: 'ADD_ITEM', product: packedMango(), variant: packedMango().variants[0] });
    expect(next.map(lineKey)).toEqual(['p-mango', 'v-6']);
  });
});

describe('restoring a stored cart', () => {
  it('keeps well-formed lines and drops the rest', () => {
    const stored = [lineOf(mango, 2), { _id: 'x', qty: 1 }, { ...lineOf(kiwi), qty: 0 }, null, 'junk'];
    expect(sanitizeCart(stored)).toEqual([lineOf(mango, 2)]);
  });

  it('restores anything that is not a list as empty', () => {
    expect(sanitizeCart({ items: [] })).toEqual([]);
    expect(sanitizeCart(null)).toEqual([]);
  });

  it('merges repeated lines of one variant', () => {
    expect(sanitizeCart([lineOf(mango, 2), lineOf(mango, 3)])).toEqual([lineOf(mango, 5)]);
  });

  it('keeps a line naming another product apart, for the next sync to drop', () => {
    const stored = [lineOf(kiwi), { ...lineOf(kiwi), _id: 'gone', name: 'Vanished' }];
    const state = sanitizeCart(stored);
    expect(state.map((line) => line.name)).toEqual(['Kiwi', 'Vanished']);
    expect(cartReducer(state, { type: 'SYNC_WITH_CATALOGUE', products: [kiwi] })).toEqual([lineOf(kiwi)]);
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
    expect(cartReducer(state, { type: 'INCREMENT_QTY', id: 'p4-v' })).toBe(state);
  });

  it('a fresh stock count given with the change replaces the stored one', () => {
    const state: CartState = [lineOf(dragon, 2)];
    // Restocked: the catalogue now says 6, so one more fits.
    expect(cartReducer(state, { type: 'INCREMENT_QTY', id: 'p4-v', stock: 6 })[0]).toMatchObject({ qty: 3, stock: 6 });
    expect(cartReducer(state, { type: 'ADD_ITEM', product: product({ _id: 'p4', stock: 6 }) })[0]).toMatchObject({ qty: 3, stock: 6 });
    // Sold out meanwhile: nothing is added, and the line learns it.
    expect(cartReducer(state, { type: 'INCREMENT_QTY', id: 'p4-v', stock: 0 })[0]).toMatchObject({ qty: 2, stock: 0 });
    // Not counted any more: no limit.
    expect(cartReducer(state, { type: 'INCREMENT_QTY', id: 'p4-v', stock: null })[0]).toMatchObject({ qty: 3, stock: null });
  });

  it('SYNC_WITH_CATALOGUE takes the stock left now but keeps the quantity for the customer to fix', () => {
    const state: CartState = [lineOf(dragon, 2)];
    const next = cartReducer(state, { type: 'SYNC_WITH_CATALOGUE', products: [product({ _id: 'p4', name: 'Dragon Fruit', stock: 1 })] });
    expect(next[0]).toMatchObject({ qty: 2, stock: 1 });
  });

  it('restores a stored line without a usable stock as not counted', () => {
    const stored = [
      { ...lineOf(mango), stock: 'lots' },
      { ...lineOf(dragon), qty: 1 },
    ];
    expect(sanitizeCart(stored).map((line) => line.stock)).toEqual([null, 2]);
    const old = { ...mango, qty: 1 } as Record<string, unknown>;
    delete old.stock;
    expect(sanitizeCart([old])[0]?.stock).toBeNull();
  });
});
