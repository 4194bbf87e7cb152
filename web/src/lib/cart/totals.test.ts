import { cartTotals, deliveryFee, mrpSavings, withAreaFee } from './totals';

describe('delivery fee', () => {
  it('is free from a subtotal of 1999 (inclusive)', () => {
    expect(deliveryFee(1999, false)).toBe(0);
    expect(deliveryFee(2500, false)).toBe(0);
  });

  it('is 119 below 1999', () => {
    expect(deliveryFee(1998.99, false)).toBe(119);
    expect(deliveryFee(79, false)).toBe(119);
  });

  it('is nothing for an empty cart', () => {
    expect(deliveryFee(0, true)).toBe(0);
  });
});

describe('cart totals', () => {
  it('adds the fee below the threshold', () => {
    expect(cartTotals([{ price: 899, qty: 2 }])).toEqual({ subtotal: 1798, deliveryFee: 119, total: 1917 });
  });

  it('has no fee at the threshold', () => {
    expect(cartTotals([{ price: 1999, qty: 1 }])).toEqual({ subtotal: 1999, deliveryFee: 0, total: 1999 });
  });

  it('sums paise exactly', () => {
    expect(cartTotals([{ price: 0.1, qty: 3 }, { price: 149.5, qty: 1 }])).toEqual({
      subtotal: 149.8,
      deliveryFee: 119,
      total: 268.8,
    });
  });

  it('is zero for an empty cart', () => {
    expect(cartTotals([])).toEqual({ subtotal: 0, deliveryFee: 0, total: 0 });
  });
});

describe('an area\'s extra delivery fee', () => {
  it('adds to the delivery fee and the total, even when standard delivery is free', () => {
    expect(withAreaFee(cartTotals([{ price: 500, qty: 1 }]), 40)).toEqual({ subtotal: 500, deliveryFee: 159, total: 659 });
    expect(withAreaFee(cartTotals([{ price: 2000, qty: 1 }]), 40.5)).toEqual({ subtotal: 2000, deliveryFee: 40.5, total: 2040.5 });
  });

  it('adds nothing to an empty cart or without a fee', () => {
    expect(withAreaFee(cartTotals([]), 40)).toEqual({ subtotal: 0, deliveryFee: 0, total: 0 });
    expect(withAreaFee(cartTotals([{ price: 500, qty: 1 }]), 0)).toEqual({ subtotal: 500, deliveryFee: 119, total: 619 });
  });
});

describe('what the MRP saves', () => {
  it('adds (MRP − price) × qty over lines with an MRP above the price, in paise', () => {
    expect(mrpSavings([{ price: 649, mrp: 749, qty: 2 }, { price: 1299, mrp: 1499, qty: 1 }])).toBe(400);
    expect(mrpSavings([{ price: 0.1, mrp: 0.3, qty: 3 }])).toBe(0.6);
    expect(mrpSavings([{ price: 899, mrp: null, qty: 1 }, { price: 899, mrp: 799, qty: 1 }, { price: 5, qty: 1 }])).toBe(0);
  });
});
