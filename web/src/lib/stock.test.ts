import { canAddMore, cartHasStockProblem, cartLineStockNote, isSoldOut, stockLabel } from './stock';

describe('stock rules', () => {
  it('says "Only N left" under 5 units, "Out of stock" at 0, and nothing otherwise', () => {
    expect(stockLabel(0)).toBe('Out of stock');
    expect(stockLabel(1)).toBe('Only 1 left');
    expect(stockLabel(4)).toBe('Only 4 left');
    expect(stockLabel(5)).toBeNull();
    expect(stockLabel(120)).toBeNull();
    expect(stockLabel(null)).toBeNull();
    expect(stockLabel(undefined)).toBeNull();
  });

  it('is sold out only for a counted product with nothing left', () => {
    expect(isSoldOut(0)).toBe(true);
    expect(isSoldOut(1)).toBe(false);
    expect(isSoldOut(null)).toBe(false);
    expect(isSoldOut(undefined)).toBe(false);
  });

  it('lets the cart grow up to the units left, and without limit for uncounted products', () => {
    expect(canAddMore(3, 2)).toBe(true);
    expect(canAddMore(3, 3)).toBe(false);
    expect(canAddMore(0, 0)).toBe(false);
    expect(canAddMore(null, 98)).toBe(true);
  });

  it('notes cart lines the shop can no longer fill', () => {
    expect(cartLineStockNote(0, 1)).toBe('Out of stock now. Please remove it from your cart.');
    expect(cartLineStockNote(2, 3)).toBe('Only 2 left now. Please lower the quantity to 2.');
    expect(cartLineStockNote(2, 2)).toBeNull();
    expect(cartLineStockNote(null, 40)).toBeNull();
    expect(cartHasStockProblem([{ stock: null, qty: 4 }, { stock: 1, qty: 2 }])).toBe(true);
    expect(cartHasStockProblem([{ stock: 5, qty: 4 }, { qty: 2 }])).toBe(false);
  });
});
