import { shortDay, longDay } from './day-label';
import { MSG, withReason } from './messages';
import { EMPTY_PRODUCT_FORM, productRequest, productToForm, validateProduct, type ProductFormValues } from './product-form';
import { adminProduct } from '../test/fixtures';
import { layoutRevenueChart, niceCeiling } from './revenue-chart';

/** The simple form's values with the one variant's price. */
function priced(values: ProductFormValues, price: string): ProductFormValues {
  return { ...values, variants: values.variants.map((row, i) => (i === 0 ? { ...row, price } : row)) };
}

describe('product forms', () => {
  const filled = priced({ ...EMPTY_PRODUCT_FORM, name: ' Kiwi ', categoryId: 'c1', mainImage: '/k.svg' }, '149.50');

  it('requires name, price and category, then a main image', () => {
    expect(validateProduct(EMPTY_PRODUCT_FORM)).toBe('Product Name, Price, and Category are required.');
    expect(validateProduct({ ...filled, name: '  ' })).toBe('Product Name, Price, and Category are required.');
    expect(validateProduct(priced(filled, ''))).toBe('Product Name, Price, and Category are required.');
    expect(validateProduct({ ...filled, categoryId: '' })).toBe('Product Name, Price, and Category are required.');
    expect(validateProduct({ ...filled, mainImage: ' ' })).toBe('A main product image is required.');
    expect(validateProduct(filled)).toBeNull();
  });

  it('sends the main image first, drops blank extra images and sends the price as a number', () => {
    const body = productRequest({ ...filled, extraImages: [' /k2.svg ', '', '   ', '/k3.svg'] });
    expect(body.image).toEqual(['/k.svg', '/k2.svg', '/k3.svg']);
    expect(body.price).toBe(149.5);
    expect(body.name).toBe('Kiwi');
  });

  it('sends the HSN code (spaces and dots dropped) and GST rate only when they changed', () => {
    const opened = productToForm(adminProduct({ name: 'Almonds', price: 549, images: ['/a.svg'], hsnCode: '080212', gstRate: 5 }));
    expect(opened).toMatchObject({ hsnCode: '080212', gstRate: 5 });
    const unchanged = productRequest(opened, opened);
    expect(unchanged).not.toHaveProperty('hsnCode');
    expect(unchanged).not.toHaveProperty('gstRate');
    const changed = productRequest({ ...opened, hsnCode: '0802 12.10', gstRate: 12 }, opened);
    expect(changed).toMatchObject({ hsnCode: '08021210', gstRate: 12 });
  });

  it('fills the edit form from the admin product: first picture main, the rest extra', () => {
    const form = productToForm(adminProduct({ price: 899, images: ['/m1.svg', '/m2.svg'], categoryId: { _id: 'c1', name: 'Tropical' } }));
    expect(form).toMatchObject({ mainImage: '/m1.svg', extraImages: ['/m2.svg'], categoryId: 'c1', origin: 'Kerala' });
    expect(form.variants).toMatchObject([{ _id: 'p1-v', price: '899', label: '' }]);
    expect(form.variantList).toBe(false);
    expect(productToForm(adminProduct({ images: [], categoryId: null }))).toMatchObject({ mainImage: '', extraImages: [], categoryId: '' });
  });
});

describe('revenue chart', () => {
  it('rounds the axis up to a nice number', () => {
    expect(niceCeiling(0)).toBe(1000);
    expect(niceCeiling(42605.5)).toBe(50000);
    expect(niceCeiling(1800)).toBe(2000);
    expect(niceCeiling(2100)).toBe(2500);
    expect(niceCeiling(100)).toBe(100);
  });

  it('lays out one bar per day, scaled to the axis', () => {
    const { bars, max, ticks } = layoutRevenueChart(
      [
        { date: '2026-11-21', revenue: 0, orders: 0 },
        { date: '2026-11-22', revenue: 500, orders: 2 },
      ],
      200,
      100,
    );
    expect(max).toBe(500);
    expect(bars[0]).toMatchObject({ height: 0, y: 100 });
    expect(bars[1]).toMatchObject({ height: 100, y: 0 });
    expect(bars[1]!.x).toBeGreaterThan(100);
    expect(ticks.map((t) => t.value)).toEqual([0, 125, 250, 375, 500]);
  });

  it('labels IST days', () => {
    expect(shortDay('2026-11-03')).toBe('Nov 3');
    expect(longDay('2026-11-03')).toBe('November 3, 2026');
  });
});

describe('answers and messages', () => {
  it('adds the server reason to a failure message when there is one', () => {
    expect(withReason(MSG.categoryAddFailed, new Error('A category with this slug already exists.'))).toBe(
      'Failed to add category. A category with this slug already exists.',
    );
    expect(withReason(MSG.categoryAddFailed, new Error(MSG.categoryAddFailed))).toBe(MSG.categoryAddFailed);
    expect(withReason(MSG.categoryAddFailed, 'nope')).toBe(MSG.categoryAddFailed);
  });
});
