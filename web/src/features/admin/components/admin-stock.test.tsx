// Stock and visibility in the admin (issue 10): the product list shows the count and hidden
// products; the form edits the count and the Active switch and sends only what changed.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { stubAdminApi, signInAsAdmin } from '../test/admin-api-stub';
import { adminCategory, adminProduct } from '../test/fixtures';
import { hiddenBadge, stockText, stockTone } from '../lib/product-stock';
import { productRequest, productToForm, stockOf, validateProduct, EMPTY_PRODUCT_FORM, type ProductFormValues } from '../lib/product-form';
import { ProductFormScreen } from './product-form-screen';
import { ProductsScreen } from './products-screen';

beforeEach(() => signInAsAdmin());

/** The simple form's values with the one variant's fields changed. */
function first(values: ProductFormValues, change: Partial<ProductFormValues['variants'][number]>): ProductFormValues {
  return { ...values, variants: values.variants.map((row, i) => (i === 0 ? { ...row, ...change } : row)) };
}

describe('stock rules of the admin', () => {
  it('describes the count, the held units and why a product is hidden', () => {
    expect(stockText({ stockOnHand: 7, reserved: 2 })).toBe('7 in stock · 2 held');
    expect(stockText({ stockOnHand: 7, reserved: 0 })).toBe('7 in stock');
    expect(stockText({ stockOnHand: null, reserved: 0 })).toBe('Not counted');
    expect(stockTone({ stockOnHand: 2, reserved: 2 })).toBe('out');
    expect(stockTone({ stockOnHand: 6, reserved: 2 })).toBe('low');
    expect(stockTone({ stockOnHand: null })).toBe('ok');
    expect(hiddenBadge({ active: false, categoryActive: true })).toBe('Inactive');
    expect(hiddenBadge({ active: true, categoryActive: false })).toBe('Inactive category');
    expect(hiddenBadge({ active: true, categoryActive: true })).toBeNull();
  });

  it('takes empty or a whole number from 0 to 1000000 as stock', () => {
    expect(stockOf('')).toBeNull();
    expect(stockOf(' 0 ')).toBe(0);
    expect(stockOf('1000000')).toBe(1_000_000);
    for (const bad of ['1000001', '2.5', '-1', 'ten', '1e3']) expect(stockOf(bad)).toBeUndefined();
    const filled = first({ ...EMPTY_PRODUCT_FORM, name: 'Kiwi', categoryId: 'c1', mainImage: '/k.svg' }, { price: '10' });
    expect(validateProduct(first(filled, { stock: '2.5' }))).toBe(
      'Stock must be a whole number from 0 to 1000000, or empty when you do not count it.',
    );
    expect(validateProduct(first(filled, { stock: '12' }))).toBeNull();
  });

  it('sends stock and Active only when changed; an emptied stock as null', () => {
    const initial = productToForm(adminProduct());
    expect(initial).toMatchObject({ active: true, variants: [{ stock: '7' }] });
    expect(productToForm(adminProduct({ stockOnHand: null, active: false }))).toMatchObject({ active: false, variants: [{ stock: '' }] });
    const sentVariant = (values: ProductFormValues) => productRequest(values, initial).variants?.[0];
    expect(sentVariant(initial)).not.toHaveProperty('stock');
    expect(productRequest(initial, initial)).not.toHaveProperty('stock');
    expect(productRequest(initial, initial)).not.toHaveProperty('active');
    expect(sentVariant(first(initial, { stock: '2' }))).toMatchObject({ _id: 'p1-v', stock: 2 });
    expect(sentVariant(first(initial, { stock: '' }))).toMatchObject({ stock: null });
    expect(productRequest({ ...initial, active: false }, initial)).toMatchObject({ active: false });
  });
});

describe('admin product list', () => {
  it('shows the stock with held units, Not counted, and an Inactive badge for hidden products', async () => {
    stubAdminApi({
      '/api/admin/categories': [adminCategory()],
      '/api/admin/products': [
        adminProduct(),
        adminProduct({ _id: 'p2', name: 'Jamun', stock: null, stockOnHand: null, reserved: 0 }),
        adminProduct({ _id: 'p3', name: 'Mangosteen', active: false, stockOnHand: 4, reserved: 0, stock: 4 }),
        adminProduct({ _id: 'p4', name: 'Rambutan', categoryActive: false }),
      ],
    });
    renderWithProviders(<ProductsScreen />);
    const row = async (name: string) => (await screen.findByRole('rowheader', { name: new RegExp(name) })).closest('tr')!;
    expect(await row('Passion Fruit')).toHaveTextContent('7 in stock · 2 held');
    expect(within(await row('Passion Fruit')).queryByText(/Inactive/)).not.toBeInTheDocument();
    expect(await row('Jamun')).toHaveTextContent('Not counted');
    expect(within(await row('Mangosteen')).getByText('Inactive')).toBeInTheDocument();
    expect(await row('Mangosteen')).toHaveTextContent('4 in stock');
    expect(within(await row('Rambutan')).getByText('Inactive category')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Stock' })).toBeInTheDocument();
  });
});

describe('admin product form: stock and Active', () => {
  function renderEdit(product = adminProduct(), categories = [adminCategory()]) {
    const stub = stubAdminApi({
      '/api/admin/categories': categories,
      '/api/admin/products/other': adminProduct({ _id: 'other', name: 'Other' }),
      '/api/admin/products/p1': product,
      'PUT /api/admin/products/p1': (call: { body: unknown }) => ({ ...product, ...(call.body as object) }),
    });
    renderWithProviders(<ProductFormScreen productId="p1" />, {
      path: '/admin/products/edit/p1',
      route: '/admin/products/edit/p1',
      extraRoutes: [{ path: '/admin/products', element: <h1>Product list</h1> }],
    });
    const sent = () => stub.calls.find((c) => c.method === 'PUT')?.body as Record<string, unknown> | undefined;
    return { ...stub, sent };
  }

  it('opens with the units in the crate, the held units and the Active switch', async () => {
    renderEdit();
    const stock = await screen.findByLabelText(/^Stock/);
    expect(stock).toHaveValue(7);
    expect(stock).toHaveAccessibleDescription(/Leave empty when you do not count this product/);
    expect(stock).toHaveAccessibleDescription(/2 held by unpaid orders/);
    expect(screen.getByRole('checkbox', { name: 'Active' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Active' })).toHaveAccessibleDescription(/Show in the shop/);
  });

  it('sends the new count and leaves out the untouched switch', async () => {
    const user = userEvent.setup();
    const { sent } = renderEdit();
    const stock = await screen.findByLabelText(/^Stock/);
    await user.clear(stock);
    await user.type(stock, '2');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByRole('heading', { name: 'Product list' })).toBeInTheDocument();
    expect(sent()).toMatchObject({ name: 'Passion Fruit', variants: [{ _id: 'p1-v', stock: 2 }] });
    expect(sent()).not.toHaveProperty('active');
  });

  it('hides the product with Active unticked and leaves the count alone', async () => {
    const user = userEvent.setup();
    const { sent } = renderEdit();
    await user.click(await screen.findByRole('checkbox', { name: 'Active' }));
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByRole('heading', { name: 'Product list' })).toBeInTheDocument();
    expect(sent()).toMatchObject({ active: false });
    expect(sent()).not.toHaveProperty('stock');
    expect((sent()?.variants as object[])[0]).not.toHaveProperty('stock');
  });

  it('stops counting when the field is emptied', async () => {
    const user = userEvent.setup();
    const { sent } = renderEdit();
    await user.clear(await screen.findByLabelText(/^Stock/));
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByRole('heading', { name: 'Product list' })).toBeInTheDocument();
    expect(sent()).toMatchObject({ variants: [{ stock: null }] });
  });

  it('refuses a count that is not a whole number, before sending', async () => {
    const user = userEvent.setup();
    const { sent } = renderEdit();
    const stock = await screen.findByLabelText(/^Stock/);
    await user.clear(stock);
    await user.type(stock, '2.5');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Stock must be a whole number from 0 to 1000000, or empty when you do not count it.',
    );
    expect(sent()).toBeUndefined();
  });

  it('edits a hidden product and says when its category hides it', async () => {
    renderEdit(adminProduct({ active: false, categoryActive: false }), [adminCategory({ active: false })]);
    expect(await screen.findByRole('checkbox', { name: 'Active' })).not.toBeChecked();
    expect(screen.getByText('Its category is inactive, so customers do not see it until the category is active again.')).toBeInTheDocument();
  });

  it('starts a new product as active and not counted', async () => {
    stubAdminApi({ '/api/admin/categories': [adminCategory()] });
    renderWithProviders(<ProductFormScreen />);
    expect(await screen.findByLabelText(/^Stock/)).toHaveValue(null);
    expect(screen.getByRole('checkbox', { name: 'Active' })).toBeChecked();
  });
});
