import { packedMango, product, variant } from '@/test/fixtures';
import { defaultVariant, hasChoice, onlyVariant, optionLabel, percentOff, priceRange, variantsOf, withVariantLabel } from './variants';

describe('variants', () => {
  it('rounds the percent off the MRP down, and has none without an MRP above the price', () => {
    expect(percentOff(1299, 1499)).toBe(13);
    expect(percentOff(649, 749)).toBe(13);
    expect(percentOff(149, 199)).toBe(25);
    expect(percentOff(99.5, 100)).toBe(0);
    expect(percentOff(899, null)).toBeNull();
    expect(percentOff(899, 899)).toBeNull();
    expect(percentOff(899, 799)).toBeNull();
  });

  it('says "from" only when the variants differ in price', () => {
    expect(priceRange(packedMango())).toEqual({ lowest: 649, differs: true });
    expect(priceRange(product())).toEqual({ lowest: 899, differs: false });
  });

  it('chooses the named variant, else the first not sold out', () => {
    const mangoes = packedMango();
    expect(defaultVariant(mangoes)._id).toBe('v-6');
    expect(defaultVariant(mangoes, 'v-12')._id).toBe('v-12');
    expect(defaultVariant(mangoes, 'v-24')._id).toBe('v-24');
    expect(defaultVariant(mangoes, 'nope')._id).toBe('v-6');
    const firstOut = product({ variants: [variant({ _id: 'a', stock: 0 }), variant({ _id: 'b', stock: 3 })] });
    expect(defaultVariant(firstOut)._id).toBe('b');
  });

  it("reads a product sold one way as its only variant, with the product's own price and stock", () => {
    const kiwi = product({ _id: 'p2', price: 149, stock: 3 });
    expect(hasChoice(kiwi)).toBe(false);
    expect(onlyVariant(kiwi)).toMatchObject({ _id: 'p2-v', label: '', price: 149, stock: 3 });
    expect(onlyVariant(packedMango())).toBeNull();
    // An answer without variants (an old cached one): one variant without an id.
    const { variants: _variants, ...old } = kiwi;
    expect(variantsOf(old)).toEqual([{ _id: '', label: '', price: 149, mrp: null, stock: 3, sku: '', weightGrams: null }]);
  });

  it('names the option and an item with its label', () => {
    expect(optionLabel(packedMango())).toBe('Pack');
    expect(optionLabel(product())).toBe('Option');
    expect(withVariantLabel('Alphonso Mangoes', '12 pieces')).toBe('Alphonso Mangoes · 12 pieces');
    expect(withVariantLabel('Kiwi', '')).toBe('Kiwi');
  });
});
