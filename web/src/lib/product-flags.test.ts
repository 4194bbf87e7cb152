import { describe, expect, it } from 'vitest';
import { productFlags } from './product-flags';

describe('New and Best Seller flags', () => {
  it('flags the first three products New', () => {
    expect([0, 1, 2, 3].map((i) => productFlags(i).isNew)).toEqual([true, true, true, false]);
  });

  it('flags every fifth product Best Seller, starting at the first', () => {
    const best = Array.from({ length: 12 }, (_, i) => i).filter((i) => productFlags(i).isBestSeller);
    expect(best).toEqual([0, 5, 10]);
  });

  it('flags nothing for a product not in the list', () => {
    expect(productFlags(-1)).toEqual({ isNew: false, isBestSeller: false });
  });
});
