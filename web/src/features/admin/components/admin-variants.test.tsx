// Variants in the admin (issue 20): the product form's variants list (add, reorder, remove, checks,
// server field errors and what is sent), the product list's price range and low variants, and the
// variant of each order line.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { stubAdminApi, signInAsAdmin } from '../test/admin-api-stub';
import { adminCategory, adminOrder, adminProduct, adminVariant, packedAdminProduct } from '../test/fixtures';
import { OrderDetailScreen } from './order-detail-screen';
import { PackingSlipScreen } from './packing-slip-screen';
import { ProductFormScreen } from './product-form-screen';
import { ProductsScreen } from './products-screen';

beforeEach(() => signInAsAdmin());

const status = () => within(screen.getByRole('region', { name: 'Variants' })).getByRole('status');
const rows = () => screen.getAllByTestId('variant-row');
const row = (index: number) => within(rows()[index]!);
const labels = () => rows().map((r) => within(r).getByLabelText<HTMLInputElement>(/^Label/).value);

function renderNew() {
  const stub = stubAdminApi({
    '/api/admin/categories': [adminCategory()],
    'POST /api/admin/products': { status: 201, body: {} },
  });
  renderWithProviders(<ProductFormScreen />, {
    path: '/admin/products/new',
    route: '/admin/products/new',
    extraRoutes: [{ path: '/admin/products', element: <h1>Product list</h1> }],
  });
  const sent = () => stub.calls.find((c) => c.method === 'POST' && c.path === '/api/admin/products')?.body as Record<string, unknown> | undefined;
  return { ...stub, sent };
}

function renderEdit(product = packedAdminProduct(), put: unknown = (call: { body: unknown }) => ({ ...product, ...(call.body as object) })) {
  const stub = stubAdminApi({
    '/api/admin/categories': [adminCategory()],
    [`/api/admin/products/${product._id}`]: product,
    [`PUT /api/admin/products/${product._id}`]: put,
  });
  renderWithProviders(<ProductFormScreen productId={product._id} />, {
    path: '/admin/products/edit/:id',
    route: `/admin/products/edit/${product._id}`,
    extraRoutes: [{ path: '/admin/products', element: <h1>Product list</h1> }],
  });
  const sent = () => stub.calls.find((c) => c.method === 'PUT')?.body as Record<string, unknown> | undefined;
  return { ...stub, sent };
}

async function fillBasics(user: UserEvent) {
  await user.type(await screen.findByLabelText('Product Name'), 'Alphonso Mangoes');
  await user.selectOptions(screen.getByLabelText('Category'), 'c1');
  await user.type(screen.getByLabelText('Main Product Image URL'), '/m.svg');
}

describe('variants list of the product form', () => {
  it('turns the simple price into a list, adds, reorders by keyboard, removes and sends the variants in order', async () => {
    const user = userEvent.setup();
    const { sent } = renderNew();
    await fillBasics(user);
    await user.type(screen.getByLabelText('Price (INR)'), '649');
    expect(screen.queryByRole('region', { name: 'Variants' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add pack sizes' }));
    // The simple price and stock give way to the list, which starts with the price typed.
    expect(screen.getByLabelText(/^Option name/)).toHaveFocus();
    expect(rows()).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Add pack sizes' })).not.toBeInTheDocument();
    // Each variant has its own count; the simple one is gone.
    expect(screen.getAllByLabelText(/^Stock/)).toHaveLength(2);
    expect(row(0).getByLabelText('Price (INR)')).toHaveValue(649);
    await user.type(screen.getByLabelText(/^Option name/), 'Pack');
    await user.type(row(0).getByLabelText(/^Label/), '6 pieces');
    await user.type(row(1).getByLabelText(/^Label/), '12 pieces');
    await user.type(row(1).getByLabelText('Price (INR)'), '1299');
    await user.type(row(1).getByLabelText(/^MRP/), '1499');
    await user.type(row(1).getByLabelText(/^Stock/), '10');

    await user.click(screen.getByRole('button', { name: 'Add a variant' }));
    expect(rows()).toHaveLength(3);
    expect(row(2).getByLabelText(/^Label/)).toHaveFocus();
    await user.type(row(2).getByLabelText(/^Label/), '24 pieces');
    await user.type(row(2).getByLabelText('Price (INR)'), '2399');
    await user.type(row(2).getByLabelText(/^SKU/), 'MANGO-24');
    await user.type(row(2).getByLabelText(/^Weight in grams/), '4800');

    // Move "24 pieces" to the top with the keyboard: focus stays on the moved row.
    row(2).getByRole('button', { name: 'Move 24 pieces up' }).focus();
    await user.keyboard('{Enter}');
    expect(labels()).toEqual(['6 pieces', '24 pieces', '12 pieces']);
    expect(screen.getByRole('button', { name: 'Move 24 pieces up' })).toHaveFocus();
    expect(status()).toHaveTextContent('24 pieces moved to position 2 of 3.');
    await user.keyboard(' ');
    expect(labels()).toEqual(['24 pieces', '6 pieces', '12 pieces']);
    // At the top Move up is off, so focus goes to Move down.
    expect(screen.getByRole('button', { name: 'Move 24 pieces up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move 24 pieces down' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Remove 6 pieces' }));
    expect(labels()).toEqual(['24 pieces', '12 pieces']);
    expect(row(1).getByLabelText(/^Label/)).toHaveFocus();
    expect(status()).toHaveTextContent('6 pieces removed.');

    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByRole('heading', { name: 'Product list' })).toBeInTheDocument();
    expect(sent()).toMatchObject({
      name: 'Alphonso Mangoes',
      price: 1299,
      optionName: 'Pack',
      variants: [
        { label: '24 pieces', price: 2399, mrp: null, sku: 'MANGO-24', weightGrams: 4800 },
        { label: '12 pieces', price: 1299, mrp: 1499, stock: 10, sku: '', weightGrams: null },
      ],
    });
    const variants = sent()!.variants as object[];
    expect(variants[0]).not.toHaveProperty('stock');
    expect(variants[0]).not.toHaveProperty('_id');
    expect(sent()).not.toHaveProperty('stock');
  }, 20_000);

  it('checks the variants before sending and names the wrong fields beside their row', async () => {
    const user = userEvent.setup();
    const { sent } = renderNew();
    await fillBasics(user);
    await user.type(screen.getByLabelText('Price (INR)'), '649');
    await user.click(screen.getByRole('button', { name: 'Add pack sizes' }));
    await user.type(row(0).getByLabelText(/^MRP/), '600');
    await user.type(row(1).getByLabelText('Price (INR)'), '0');
    await user.click(screen.getByRole('button', { name: 'Add a variant' }));
    await user.type(row(2).getByLabelText(/^Label/), 'Big');
    await user.type(row(2).getByLabelText('Price (INR)'), '99');
    await user.click(screen.getByRole('button', { name: 'Add a variant' }));
    await user.type(row(3).getByLabelText(/^Label/), 'big ');
    await user.type(row(3).getByLabelText('Price (INR)'), '120');

    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the fields marked below.');
    expect(sent()).toBeUndefined();
    const label0 = row(0).getByLabelText(/^Label/);
    expect(label0).toHaveAccessibleDescription('Please name each variant (e.g. "12 pieces" or "1 kg").');
    expect(label0).toHaveFocus();
    expect(row(0).getByLabelText(/^MRP/)).toHaveAccessibleDescription('The MRP cannot be lower than the price.');
    expect(row(1).getByLabelText(/^Label/)).toHaveAttribute('aria-invalid', 'true');
    expect(row(1).getByLabelText('Price (INR)')).toHaveAccessibleDescription(
      'The price must be more than ₹0 and at most ₹10,00,000, in rupees and paise.',
    );
    expect(row(2).getByLabelText(/^Label/)).not.toHaveAttribute('aria-invalid');
    expect(row(3).getByLabelText(/^Label/)).toHaveAccessibleDescription('Two variants are called "big"; each needs its own name.');

    // Fixing a field clears its message; a removed row's messages go with it, the others follow their row.
    await user.type(row(0).getByLabelText(/^Label/), 'Small');
    expect(row(0).getByLabelText(/^Label/)).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Remove variant 2' }));
    expect(rows()).toHaveLength(3);
    expect(row(1).getByLabelText(/^Label/)).toHaveValue('Big');
    expect(row(2).getByLabelText(/^Label/)).toHaveAccessibleDescription('Two variants are called "big"; each needs its own name.');
  }, 20_000);

  it('keeps the simple form for a plain product and checks its price', async () => {
    const user = userEvent.setup();
    const { sent } = renderEdit(adminProduct());
    const price = await screen.findByLabelText('Price (INR)');
    expect(price).toHaveValue(299);
    expect(screen.getByLabelText(/^Stock/)).toHaveValue(7);
    expect(screen.queryByTestId('variant-row')).not.toBeInTheDocument();
    await user.clear(price);
    await user.type(price, '1.005');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(price).toHaveAccessibleDescription('The price must be more than ₹0 and at most ₹10,00,000, in rupees and paise.');
    expect(sent()).toBeUndefined();
    await user.clear(price);
    await user.type(price, '319');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByRole('heading', { name: 'Product list' })).toBeInTheDocument();
    expect(sent()).toMatchObject({ price: 319, optionName: '', variants: [{ _id: 'p1-v', label: '', price: 319 }] });
    expect((sent()!.variants as object[])[0]).not.toHaveProperty('stock');
  });

  it('opens a product of several variants in the list, with held units, and sends ids and changed counts only', async () => {
    const user = userEvent.setup();
    const { sent } = renderEdit();
    expect(await screen.findByLabelText(/^Option name/)).toHaveValue('Pack');
    expect(labels()).toEqual(['6 pieces', '12 pieces', '24 pieces']);
    expect(row(1).getByLabelText(/^MRP/)).toHaveValue(1499);
    expect(row(1).getByLabelText(/^Stock/)).toHaveAccessibleDescription('1 held by unpaid orders.');
    expect(screen.queryByRole('button', { name: 'Add pack sizes' })).not.toBeInTheDocument();
    await user.clear(row(2).getByLabelText(/^Stock/));
    await user.type(row(2).getByLabelText(/^Stock/), '5');
    await user.click(row(0).getByRole('button', { name: 'Remove 6 pieces' }));
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByRole('heading', { name: 'Product list' })).toBeInTheDocument();
    expect(sent()).toMatchObject({
      price: 1299,
      variants: [
        { _id: 'v-12', label: '12 pieces', price: 1299, mrp: 1499 },
        { _id: 'v-24', label: '24 pieces', price: 2399, stock: 5 },
      ],
    });
    expect((sent()!.variants as object[])[0]).not.toHaveProperty('stock');
  });

  it('shows the server’s field errors beside the right row, and the others in the message', async () => {
    const user = userEvent.setup();
    renderEdit(packedAdminProduct(), {
      status: 400,
      body: {
        message: 'Please check the variants.',
        errors: { 'variants.2.price': 'The price must be more than ₹0 and at most ₹10,00,000, in rupees and paise.', hsnCode: 'Bad HSN code.' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Update Product' }));
    const price = await waitFor(() => {
      const field = row(2).getByLabelText('Price (INR)');
      expect(field).toHaveAttribute('aria-invalid', 'true');
      return field;
    });
    expect(price).toHaveAccessibleDescription('The price must be more than ₹0 and at most ₹10,00,000, in rupees and paise.');
    expect(price).toHaveFocus();
    expect(row(0).getByLabelText('Price (INR)')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Failed to save product. Please check your inputs and try again. Please check the variants. Bad HSN code.',
    );
    // The message follows its row when the row moves.
    await user.click(row(2).getByRole('button', { name: 'Move 24 pieces up' }));
    expect(row(1).getByLabelText('Price (INR)')).toHaveAttribute('aria-invalid', 'true');
    expect(row(2).getByLabelText('Price (INR)')).not.toHaveAttribute('aria-invalid');
  });

  it('adds at most 20 variants', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 19 }, (_, i) => adminVariant({ _id: `v${i}`, label: `${i + 1} kg`, price: 100 + i }));
    renderEdit(packedAdminProduct({ variants: many }));
    await screen.findByLabelText(/^Option name/);
    await user.click(screen.getByRole('button', { name: 'Add a variant' }));
    expect(rows()).toHaveLength(20);
    expect(screen.getByRole('button', { name: 'Add a variant' })).toBeDisabled();
    expect(screen.getByText('A product can have at most 20 variants.')).toBeInTheDocument();
    // Twenty rows of six fields: 13–15 s alone in jsdom, more beside a build on two cores.
  }, 45_000);

  it('never removes the last variant', async () => {
    renderEdit(packedAdminProduct({ variants: [adminVariant({ _id: 'v1', label: '1 kg', price: 120 })] }));
    expect(await screen.findByRole('button', { name: 'Remove 1 kg' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move 1 kg up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move 1 kg down' })).toBeDisabled();
    expect(screen.getByLabelText(/^Label/)).toHaveAccessibleName('Label (optional)');
  });
});

describe('product list with variants', () => {
  it('shows the price range, the total count and each variant that runs low', async () => {
    stubAdminApi({
      '/api/admin/categories': [adminCategory()],
      '/api/admin/products': [
        packedAdminProduct(),
        adminProduct(),
        adminProduct({
          _id: 'p3',
          name: 'Jamun',
          variants: [adminVariant({ _id: 'j1', label: '250 g', price: 99, stockOnHand: 1 }), adminVariant({ _id: 'j2', label: '500 g', price: 189 })],
        }),
      ],
    });
    renderWithProviders(<ProductsScreen />);
    const line = async (name: string) => (await screen.findByRole('rowheader', { name: new RegExp(name) })).closest('tr')!;
    const mango = await line('Alphonso Mangoes');
    expect(mango).toHaveTextContent('₹649 – ₹2,399');
    expect(mango).toHaveTextContent('13 in stock · 1 held');
    expect(within(mango).getAllByText('12 pieces: 2 left').length).toBeGreaterThan(0);
    expect(within(mango).getAllByText('24 pieces: out of stock').length).toBeGreaterThan(0);
    expect(mango).not.toHaveTextContent('6 pieces:');
    const fruit = await line('Passion Fruit');
    expect(fruit).toHaveTextContent('₹299');
    expect(fruit).not.toHaveTextContent('–');
    const jamun = await line('Jamun');
    expect(jamun).toHaveTextContent('₹99 – ₹189');
    expect(jamun).toHaveTextContent('Not counted');
    expect(within(jamun).getAllByText('250 g: 1 left').length).toBeGreaterThan(0);
  });
});

describe('order lines with variants', () => {
  const order = adminOrder({
    items: [
      { productId: 'p-mango', variantId: 'v-12', variantLabel: '12 pieces', name: 'Alphonso Mangoes', image: null, category: 'Tropical Fruits', qty: 1, price: 1299, discount: 0 },
      { productId: 'p1', variantId: 'p1-v', variantLabel: '', name: 'Passion Fruit', image: null, category: 'Tropical Fruits', qty: 2, price: 299, discount: 0 },
    ],
  });

  it('shows the variant next to the name in the order detail', async () => {
    stubAdminApi({ '/api/admin/orders/o1': order });
    renderWithProviders(<OrderDetailScreen orderId="o1" />);
    const items = await screen.findByRole('region', { name: 'Items' });
    const [, mango, fruit] = within(items).getAllByRole('row');
    expect(mango).toHaveTextContent('Alphonso Mangoes · 12 pieces');
    expect(fruit).toHaveTextContent('Passion Fruit');
    expect(fruit).not.toHaveTextContent('·');
  });

  it('shows the variant next to the name on the packing slip', async () => {
    stubAdminApi({ '/api/admin/orders/o1': order });
    renderWithProviders(<PackingSlipScreen orderId="o1" />);
    const slip = await screen.findByRole('article', { name: 'Packing slip' });
    const [mango, fruit] = within(slip).getAllByTestId('slip-item');
    expect(mango).toHaveTextContent('Alphonso Mangoes · 12 pieces');
    expect(fruit).toHaveTextContent('Passion Fruit2');
  });
});
