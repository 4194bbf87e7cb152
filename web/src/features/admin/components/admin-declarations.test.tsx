// Pack declarations in the admin's product form (issue 28): "Sold pre-packed" and its fields, the
// net quantity of each variant and of the simple form, what is sent, the server's field errors
// under their fields, and an existing product's declarations filled in.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { stubAdminApi, signInAsAdmin } from '../test/admin-api-stub';
import { adminCategory, adminProduct, adminVariant } from '../test/fixtures';
import { ProductFormScreen } from './product-form-screen';

beforeEach(() => signInAsAdmin());

const MISSING = {
  'declaration.genericName': 'A pre-packed product shows its common or generic name before it goes on sale.',
  'declaration.packer': 'A pre-packed product shows the name and address of its manufacturer, packer or importer before it goes on sale.',
  'declaration.bestBefore': 'A pre-packed product shows its best-before or use-by before it goes on sale.',
  origin: 'A pre-packed product shows its country of origin before it goes on sale.',
  'variants.0.netQuantity': 'A pre-packed product shows the net quantity of each pack before it goes on sale.',
  'variants.0.mrp': 'A pre-packed product shows the MRP (inclusive of all taxes) of each pack before it goes on sale.',
};

function renderNew(answer: unknown = { status: 201, body: {} }) {
  const stub = stubAdminApi({ '/api/admin/categories': [adminCategory()], 'POST /api/admin/products': answer });
  renderWithProviders(<ProductFormScreen />, {
    path: '/admin/products/new',
    route: '/admin/products/new',
    extraRoutes: [{ path: '/admin/products', element: <h1>Product list</h1> }],
  });
  const posts = () => stub.calls.filter((c) => c.method === 'POST' && c.path === '/api/admin/products').map((c) => c.body as Record<string, unknown>);
  return { ...stub, posts };
}

async function fillBasics(user: UserEvent) {
  await user.type(await screen.findByLabelText('Product Name'), 'Cashews');
  await user.type(screen.getByLabelText('Price (INR)'), '499');
  await user.selectOptions(screen.getByLabelText('Category'), 'c1');
  await user.type(screen.getByLabelText('Main Product Image URL'), '/c.svg');
}

const declarations = () => screen.getByRole('group', { name: 'Pack declarations' });

describe('pack declarations in the product form', () => {
  it('shows the declaration fields only while "Sold pre-packed" is ticked, and the MRP beside the simple price', async () => {
    const user = userEvent.setup();
    renderNew();
    await screen.findByLabelText('Product Name');
    expect(within(declarations()).queryByLabelText('Generic name')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('MRP (INR)')).not.toBeInTheDocument();
    // The simple form's net quantity is always there, beside the price.
    expect(screen.getByLabelText('Net quantity')).toBeInTheDocument();

    await user.click(within(declarations()).getByLabelText('Sold pre-packed'));
    const group = within(declarations());
    expect(group.getByLabelText('Generic name')).toBeInTheDocument();
    expect(group.getByLabelText('Role')).toHaveValue('packer');
    expect(group.getAllByRole('option').map((o) => o.textContent)).toEqual(['Manufacturer', 'Packer', 'Importer']);
    expect(group.getByLabelText('Name and address').tagName).toBe('TEXTAREA');
    expect(group.getByLabelText('Best before')).toHaveAttribute('placeholder', 'Best before 6 months from packing');
    expect(screen.getByLabelText('MRP (INR)')).toBeInTheDocument();
  });

  it('sends the declaration, and the simple form net quantity in its variant and at the top level', async () => {
    const user = userEvent.setup();
    const { posts } = renderNew();
    await fillBasics(user);
    await user.type(screen.getByLabelText(/^Origin/), 'Kollam, Kerala');
    await user.type(screen.getByLabelText('Net quantity'), '250');
    await user.selectOptions(screen.getByLabelText('Unit'), 'g');
    await user.click(screen.getByLabelText('Sold pre-packed'));
    await user.type(screen.getByLabelText('MRP (INR)'), '549');
    await user.type(screen.getByLabelText('Generic name'), '  Cashew kernels, W240 ');
    await user.selectOptions(screen.getByLabelText('Role'), 'importer');
    await user.type(screen.getByLabelText('Name and address'), 'Tokri Fresh LLP{Enter}  Market Yard, Pune ');
    await user.type(screen.getByLabelText('Best before'), 'Best before 6 months from packing');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByRole('heading', { name: 'Product list' })).toBeInTheDocument();
    expect(posts()[0]).toMatchObject({
      origin: 'Kollam, Kerala',
      declaration: {
        packed: true,
        genericName: 'Cashew kernels, W240',
        packerRole: 'importer',
        packer: 'Tokri Fresh LLP, Market Yard, Pune',
        bestBefore: 'Best before 6 months from packing',
      },
      netQuantity: 250,
      netUnit: 'g',
      variants: [{ label: '', price: 499, mrp: 549, sku: '', weightGrams: null, netQuantity: 250, netUnit: 'g' }],
    });
  }, 20_000);

  it('names a bad net quantity before sending', async () => {
    const user = userEvent.setup();
    const { posts } = renderNew();
    await fillBasics(user);
    await user.type(screen.getByLabelText('Net quantity'), '12.5');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(screen.getByLabelText('Net quantity')).toHaveAccessibleDescription(
      expect.stringContaining('The net quantity is a whole number of grams, millilitres or units, from 1 to 100000.') as string,
    );
    expect(posts()).toEqual([]);
  });

  it('shows the server’s missing declarations under their fields, and each goes when its field is edited', async () => {
    const user = userEvent.setup();
    const { posts } = renderNew({ status: 400, body: { message: MISSING['declaration.genericName'], errors: MISSING } });
    await fillBasics(user);
    await user.click(screen.getByLabelText('Sold pre-packed'));
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toMatchObject({ declaration: { packed: true, genericName: '', packer: '', bestBefore: '' }, netQuantity: null, netUnit: '' });

    const described = (label: string | RegExp) => screen.getByLabelText(label).getAttribute('aria-describedby') ?? '';
    const errorOf = (label: string | RegExp) =>
      described(label)
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
    expect(await screen.findByText(MISSING['declaration.genericName'])).toBeInTheDocument();
    expect(errorOf('Generic name')).toContain(MISSING['declaration.genericName']);
    expect(errorOf('Name and address')).toContain(MISSING['declaration.packer']);
    expect(errorOf('Best before')).toContain(MISSING['declaration.bestBefore']);
    expect(errorOf(/^Origin/)).toContain(MISSING.origin);
    expect(errorOf('Net quantity')).toContain(MISSING['variants.0.netQuantity']);
    expect(errorOf('MRP (INR)')).toContain(MISSING['variants.0.mrp']);
    expect(screen.getByLabelText('Generic name')).toHaveAttribute('aria-invalid', 'true');
    // Every message has a field: the form's own note adds none of them.
    const note = screen.getAllByRole('alert').find((a) => a.textContent?.startsWith('Failed to save product'));
    expect(note?.textContent).not.toContain(MISSING.origin);

    await user.type(screen.getByLabelText('Generic name'), 'Cashew kernels');
    expect(screen.getByLabelText('Generic name')).not.toHaveAttribute('aria-invalid');
    await user.type(screen.getByLabelText('Net quantity'), '250');
    expect(screen.queryByText(MISSING['variants.0.netQuantity'])).not.toBeInTheDocument();
    expect(screen.getByText(MISSING['declaration.packer'])).toBeInTheDocument();
  }, 20_000);

  it('fills an existing product’s declarations and net quantities, and sends each variant’s', async () => {
    const user = userEvent.setup();
    const almonds = adminProduct({
      _id: 'p-alm',
      name: 'California Almonds',
      price: 549,
      origin: 'California, USA',
      optionName: 'Pack',
      declaration: {
        packed: true,
        genericName: 'Almonds (California), raw, whole',
        packerRole: 'packer',
        packerLabel: 'Packed by',
        packer: 'Tokri Fresh LLP\nPune 411037',
        bestBefore: 'Best before 6 months from packing',
      },
      variants: [
        adminVariant({ _id: 'a-500', label: '500 g', price: 549, mrp: 599, netQuantity: { amount: 500, unit: 'g', label: '500 g' }, unitPrice: '₹1.10 per g' }),
        adminVariant({ _id: 'a-1', label: '1 kg', price: 999, mrp: 1099, netQuantity: { amount: 1000, unit: 'g', label: '1 kg' }, unitPrice: '₹999.00 per kg' }),
      ],
    });
    const stub = stubAdminApi({
      '/api/admin/categories': [adminCategory()],
      '/api/admin/products/p-alm': almonds,
      'PUT /api/admin/products/p-alm': (call: { body: unknown }) => ({ ...almonds, ...(call.body as object) }),
    });
    renderWithProviders(<ProductFormScreen productId="p-alm" />, {
      path: '/admin/products/edit/:id',
      route: '/admin/products/edit/p-alm',
      extraRoutes: [{ path: '/admin/products', element: <h1>Product list</h1> }],
    });
    expect(await screen.findByLabelText('Product Name')).toHaveValue('California Almonds');
    expect(screen.getByLabelText('Sold pre-packed')).toBeChecked();
    expect(screen.getByLabelText('Generic name')).toHaveValue('Almonds (California), raw, whole');
    expect(screen.getByLabelText('Role')).toHaveValue('packer');
    expect(screen.getByLabelText('Name and address')).toHaveValue('Tokri Fresh LLP\nPune 411037');
    expect(screen.getByLabelText('Best before')).toHaveValue('Best before 6 months from packing');
    const rows = screen.getAllByTestId('variant-row');
    expect(within(rows[0]!).getByLabelText('Net quantity')).toHaveValue(500);
    expect(within(rows[1]!).getByLabelText('Net quantity')).toHaveValue(1000);
    expect(within(rows[1]!).getByLabelText('Unit')).toHaveValue('g');

    await user.clear(within(rows[1]!).getByLabelText('Net quantity'));
    await user.type(within(rows[1]!).getByLabelText('Net quantity'), '6');
    await user.selectOptions(within(rows[1]!).getByLabelText('Unit'), 'unit');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByRole('heading', { name: 'Product list' })).toBeInTheDocument();
    const body = stub.calls.find((c) => c.method === 'PUT')?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      declaration: { packed: true, genericName: 'Almonds (California), raw, whole', packerRole: 'packer', packer: 'Tokri Fresh LLP, Pune 411037' },
      variants: [
        { _id: 'a-500', netQuantity: 500, netUnit: 'g', mrp: 599 },
        { _id: 'a-1', netQuantity: 6, netUnit: 'unit', mrp: 1099 },
      ],
    });
    // The variants list sends no top-level net quantity (the variants carry theirs).
    expect(body).not.toHaveProperty('netQuantity');
    expect(body).not.toHaveProperty('netUnit');
  }, 20_000);
});
