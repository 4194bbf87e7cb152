// The variant rules of the admin (issue 20): the checks that mirror the server's, what one variant
// sends, how field errors follow moved rows, and how the product list reads prices and stock.
import { adminProduct, adminVariant, packedAdminProduct } from '../test/fixtures';
import { productRequest, productToForm, saveFailure } from './product-form';
import { priceRangeText, stockText, totalStock, variantStockNotes } from './product-stock';
import {
  gramsOf,
  moneyOf,
  moveRow,
  moveVariantErrors,
  newVariant,
  variantErrors,
  variantRequest,
  type VariantFormValues,
} from './variant-form';

function row(values: Partial<VariantFormValues> = {}): VariantFormValues {
  return { ...newVariant(), ...values };
}

describe('variant checks', () => {
  it('reads amounts in rupees and paise, and grams', () => {
    expect(moneyOf('')).toBeNull();
    expect(moneyOf(' 349.5 ')).toBe(349.5);
    expect(moneyOf('0.07')).toBe(0.07);
    expect(moneyOf('1000000')).toBe(1_000_000);
    for (const bad of ['0', '0.00', '-5', '1.005', '1000000.01', 'ten', '1e3']) expect(moneyOf(bad)).toBeUndefined();
    expect(gramsOf('')).toBeNull();
    expect(gramsOf('2400')).toBe(2400);
    for (const bad of ['0', '2.5', '100001', '-1']) expect(gramsOf(bad)).toBeUndefined();
  });

  it('names each wrong field as the server does', () => {
    const errors = variantErrors(
      'Pack',
      [
        row({ label: '6 pieces', price: '649', mrp: '500' }),
        row({ label: ' ', price: '0' }),
        row({ label: '6 PIECES ', price: '899', stock: '2.5', weightGrams: '0', sku: 'X'.repeat(41) }),
        row({ label: 'L'.repeat(41), price: '', mrp: '0' }),
      ],
      true,
    );
    expect(errors).toEqual({
      'variants.0.mrp': 'The MRP cannot be lower than the price.',
      'variants.1.label': 'Please name each variant (e.g. "12 pieces" or "1 kg").',
      'variants.1.price': 'The price must be more than ₹0 and at most ₹10,00,000, in rupees and paise.',
      'variants.2.label': 'Two variants are called "6 PIECES"; each needs its own name.',
      'variants.2.stock': 'Stock must be a whole number from 0 to 1000000, or empty when you do not count it.',
      'variants.2.sku': 'A SKU can have at most 40 characters.',
      'variants.2.weightGrams': 'The weight must be a whole number of grams from 1 to 100000.',
      'variants.3.label': "A variant's name can have at most 40 characters.",
      'variants.3.price': 'The price must be more than ₹0 and at most ₹10,00,000, in rupees and paise.',
      'variants.3.mrp': 'The MRP must be more than ₹0 and at most ₹10,00,000.',
    });
  });

  it('takes an MRP equal to the price, a lone variant without a label, and at most 20 variants', () => {
    expect(variantErrors('', [row({ price: '499', mrp: '499' })], true)).toEqual({});
    const many = Array.from({ length: 21 }, (_, i) => row({ label: `v${i}`, price: '10' }));
    expect(variantErrors('', many, true)).toEqual({ variants: 'A product can have at most 20 variants.' });
    expect(variantErrors('O'.repeat(31), [row({ price: '1' })], true)).toEqual({
      optionName: 'The option name can have at most 30 characters.',
    });
  });

  it('leaves an empty price and a bad count to the simple form’s own message', () => {
    expect(variantErrors('', [row({ price: '', stock: '2.5' })], false)).toEqual({});
    expect(variantErrors('', [row({ price: '0' })], false)).toEqual({
      'variants.0.price': 'The price must be more than ₹0 and at most ₹10,00,000, in rupees and paise.',
    });
  });
});

describe('what a variant sends', () => {
  it('sends a stored variant’s id, and its stock only when changed', () => {
    const [stored] = productToForm(packedAdminProduct()).variants;
    expect(variantRequest(stored!)).toEqual({ _id: 'v-6', label: '6 pieces', price: 649, mrp: null, sku: 'MANGO-6', weightGrams: 1200 });
    expect(variantRequest({ ...stored!, stock: '4' })).toMatchObject({ stock: 4 });
    expect(variantRequest({ ...stored!, stock: '' })).toMatchObject({ stock: null });
  });

  it('sends a new variant without an id, and its stock only when a count was typed', () => {
    expect(variantRequest(row({ label: ' 1 kg ', price: '120', mrp: '150', sku: ' K-1 ', weightGrams: '1000' }))).toEqual({
      label: '1 kg',
      price: 120,
      mrp: 150,
      sku: 'K-1',
      weightGrams: 1000,
    });
    expect(variantRequest(row({ price: '120', stock: '0' }))).toMatchObject({ stock: 0 });
  });

  it('opens a product of several variants in the list and sends them in order, priced from the lowest', () => {
    const form = productToForm(packedAdminProduct());
    expect(form).toMatchObject({ optionName: 'Pack', variantList: true });
    expect(form.variants.map((v) => [v.label, v.price, v.mrp, v.stock, v.reserved])).toEqual([
      ['6 pieces', '649', '', '10', 0],
      ['12 pieces', '1299', '1499', '3', 1],
      ['24 pieces', '2399', '', '0', 0],
    ]);
    const body = productRequest({ ...form, variants: moveRow(form.variants, 2, -2) }, form);
    expect(body.optionName).toBe('Pack');
    expect(body.price).toBe(649);
    expect(body.variants?.map((v) => v._id)).toEqual(['v-24', 'v-6', 'v-12']);
  });

  it('opens a lone plain variant in the simple form, and one with an MRP in the list', () => {
    expect(productToForm(adminProduct()).variantList).toBe(false);
    expect(productToForm(adminProduct({ variants: [adminVariant({ price: 299, mrp: 349 })] })).variantList).toBe(true);
    expect(productToForm(adminProduct({ optionName: 'Size' })).variantList).toBe(true);
  });
});

describe('field errors of moved rows', () => {
  it('follow their row, go with a removed one, and keep the rest', () => {
    const [a, b, c] = [row(), row(), row()];
    const errors = { 'variants.0.price': 'A', 'variants.2.label': 'C', variants: 'too many', name: 'Name' };
    expect(moveVariantErrors(errors, [a, b, c], [c, a, b])).toEqual({ 'variants.1.price': 'A', 'variants.0.label': 'C', name: 'Name' });
    expect(moveVariantErrors(errors, [a, b, c], [b, c])).toEqual({ 'variants.1.label': 'C', name: 'Name' });
  });

  it('adds the server’s messages that no field shows to the form’s message', () => {
    const form = productToForm(packedAdminProduct());
    expect(saveFailure('Failed.', form, { 'variants.1.price': 'Bad price', name: 'Name is required.' })).toBe('Failed. Name is required.');
    expect(saveFailure('Failed. Name is required.', form, { name: 'Name is required.' })).toBe('Failed. Name is required.');
    // The simple form shows only the price and the count.
    expect(saveFailure('Failed.', productToForm(adminProduct()), { 'variants.0.sku': 'Long SKU', 'variants.0.price': 'Bad' })).toBe('Failed. Long SKU');
  });
});

describe('product list: prices and stock over variants', () => {
  it('shows the price range when the variants differ, else the price', () => {
    expect(priceRangeText(packedAdminProduct())).toBe('₹649 – ₹2,399');
    expect(priceRangeText(adminProduct({ price: 299 }))).toBe('₹299');
    const same = adminProduct({ variants: [adminVariant({ _id: 'a', label: 'A', price: 149.5 }), adminVariant({ _id: 'b', label: 'B', price: 149.5 })] });
    expect(priceRangeText(same)).toBe('₹149.50');
  });

  it('sums the counts when every variant is counted, else says Not counted', () => {
    expect(stockText(totalStock(packedAdminProduct()))).toBe('13 in stock · 1 held');
    const partly = packedAdminProduct({
      variants: [adminVariant({ _id: 'a', label: 'A', stockOnHand: 4 }), adminVariant({ _id: 'b', label: 'B', stockOnHand: null })],
    });
    expect(stockText(totalStock(partly))).toBe('Not counted');
    expect(stockText(totalStock(adminProduct()))).toBe('7 in stock · 2 held');
  });

  it('names each variant that runs low or out', () => {
    expect(variantStockNotes(packedAdminProduct())).toEqual([
      { key: 'v-12', tone: 'low', text: '12 pieces: 2 left' },
      { key: 'v-24', tone: 'out', text: '24 pieces: out of stock' },
    ]);
    expect(variantStockNotes(adminProduct({ stockOnHand: 1, reserved: 0 }))).toEqual([]);
  });
});
