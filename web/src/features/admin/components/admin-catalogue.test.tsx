// The admin's categories and products lists.

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { stubAdminApi, signInAsAdmin } from '../test/admin-api-stub';
import { adminCategory } from '../test/fixtures';
import { CategoriesScreen } from './categories-screen';
import { ProductsScreen } from './products-screen';

beforeEach(() => signInAsAdmin());

describe('categories', () => {
  const categories = [adminCategory(), adminCategory({ _id: 'c2', name: 'Exotic Fruits', slug: 'exotic-fruits', active: false, sortOrder: 2 })];

  it('lists rows with slug, badge, sort number and background', async () => {
    stubAdminApi({ '/api/admin/categories': categories });
    renderWithProviders(<CategoriesScreen />);
    const rows = await screen.findAllByTestId('category-row');
    expect(rows[0]).toHaveTextContent('/tropical-fruits');
    expect(rows[0]).toHaveTextContent('Active');
    expect(rows[0]).toHaveTextContent('orange-50');
    expect(rows[1]).toHaveTextContent('Inactive');
  });

  it('edits one row at a time, checks the name and leaves out a blank sort order', async () => {
    const user = userEvent.setup();
    const { calls } = stubAdminApi({
      '/api/admin/categories': categories,
      'PUT /api/admin/categories/c1': adminCategory({ name: 'Tropical' }),
    });
    renderWithProviders(<CategoriesScreen />);
    await user.click(await screen.findByRole('button', { name: 'Edit Tropical Fruits' }));
    await user.click(screen.getByRole('button', { name: 'Edit Exotic Fruits' }));
    expect(screen.getAllByRole('button', { name: 'Save' })).toHaveLength(1);
    const form = screen.getByRole('form', { name: 'Edit Exotic Fruits' });
    await user.clear(within(form).getByLabelText('Name'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Category name cannot be empty.');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Edit Tropical Fruits' }));
    const edit = screen.getByRole('form', { name: 'Edit Tropical Fruits' });
    expect(within(edit).getByLabelText('Background')).toHaveValue('orange-50');
    await user.clear(within(edit).getByLabelText('Sort Order'));
    await user.click(within(edit).getByLabelText('Active'));
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const body = calls.find((c) => c.method === 'PUT')!.body as Record<string, unknown>;
    expect(body).not.toHaveProperty('sortOrder');
    expect(body).toMatchObject({ name: 'Tropical Fruits', active: false, bg: 'orange-50' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument());
  });

  it('creates with layout and without a blank sort order', async () => {
    const user = userEvent.setup();
    const { calls } = stubAdminApi({
      '/api/admin/categories': categories,
      'POST /api/admin/categories': { status: 201, body: adminCategory({ _id: 'c3', name: 'Monsoon Mangoes' }) },
    });
    renderWithProviders(<CategoriesScreen />);
    const form = (await screen.findByRole('heading', { name: 'Add a category' })).closest('section')!;
    await user.click(within(form).getByRole('button', { name: 'Add Category' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Category name cannot be empty.');
    await user.type(within(form).getByLabelText('Name'), 'Monsoon Mangoes');
    expect(within(form).getByText('/c/monsoon-mangoes')).toBeInTheDocument();
    await user.selectOptions(within(form).getByLabelText('Layout'), 'giftBox');
    await user.selectOptions(within(form).getByLabelText('Background'), 'green-50');
    await user.click(within(form).getByRole('button', { name: 'Add Category' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const body = calls.find((c) => c.method === 'POST')!.body as Record<string, unknown>;
    expect(body).toMatchObject({ name: 'Monsoon Mangoes', layout: 'giftBox', bg: 'green-50', active: true });
    expect(body).not.toHaveProperty('sortOrder');
  });

  it('shows the server reason when adding fails', async () => {
    const user = userEvent.setup();
    stubAdminApi({
      '/api/admin/categories': categories,
      'POST /api/admin/categories': { status: 409, body: { message: 'A category with this slug already exists.' } },
    });
    renderWithProviders(<CategoriesScreen />);
    const form = (await screen.findByRole('heading', { name: 'Add a category' })).closest('section')!;
    await user.type(within(form).getByLabelText('Name'), 'Tropical Fruits');
    await user.click(within(form).getByRole('button', { name: 'Add Category' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Failed to add category. A category with this slug already exists.',
    );
  });

  it('asks before deleting and explains a refusal', async () => {
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { calls } = stubAdminApi({
      '/api/admin/categories': categories,
      'DELETE /api/admin/categories/c1': { status: 409, body: { message: 'This category is used by 3 products.' } },
    });
    renderWithProviders(<CategoriesScreen />);
    await user.click(await screen.findByRole('button', { name: 'Delete Tropical Fruits' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this category? This action cannot be undone.');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Delete Tropical Fruits' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to delete category. It might be referenced by products or you lack permissions.');
    expect(alert).toHaveTextContent('This category is used by 3 products.');
  });
});

describe('products', () => {
  const products = [
    {
      _id: 'p1',
      name: 'Alphonso Mango',
      description: '',
      price: 899,
      image: '/m.svg',
      images: ['/m.svg'],
      categoryId: { _id: 'c1', name: 'Tropical Fruits' },
      weight: '',
      origin: '',
      createdAt: '2026-11-22T08:00:00Z',
    },
    { ...{ _id: 'p2', name: 'Mystery Box', description: '', price: 149.5, image: null, images: [], weight: '', origin: '', createdAt: '2026-11-22T08:00:00Z' }, categoryId: null },
  ];

  it('lists name, category or N/A, price and actions', async () => {
    stubAdminApi({ '/api/admin/products': products, '/api/admin/categories': [adminCategory()] });
    renderWithProviders(<ProductsScreen />);
    const row = (await screen.findByRole('rowheader', { name: /Mystery Box/ })).closest('tr')!;
    expect(row).toHaveTextContent('N/A');
    expect(row).toHaveTextContent('₹149.50');
    expect(screen.getByRole('link', { name: 'Edit Alphonso Mango' })).toHaveAttribute('href', '/admin/products/edit/p1');
    expect(screen.getByRole('link', { name: /Add Product/ })).toHaveAttribute('href', '/admin/products/new');
    expect(screen.getByRole('option', { name: 'All Categories' })).toBeInTheDocument();
  });

  it('filters by category and says when nothing is found', async () => {
    const user = userEvent.setup();
    const { calls } = stubAdminApi({
      '/api/admin/products': (call: { query: URLSearchParams }) => (call.query.get('categoryId') ? [] : products),
      '/api/admin/categories': [adminCategory()],
    });
    renderWithProviders(<ProductsScreen />);
    await screen.findByText('Alphonso Mango');
    await user.selectOptions(screen.getByLabelText('Category'), 'c1');
    expect(await screen.findByText('No products found.')).toBeInTheDocument();
    expect(calls.at(-1)?.query.get('categoryId')).toBe('c1');
  });

  it('confirms deletes and reports failures', async () => {
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    stubAdminApi({
      '/api/admin/products': products,
      '/api/admin/categories': [],
      'DELETE /api/admin/products/p1': { status: 500, body: { message: 'x' } },
    });
    renderWithProviders(<ProductsScreen />);
    await user.click(await screen.findByRole('button', { name: 'Delete Alphonso Mango' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this product?');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete product.');
  });

  it('shows more products a page at a time, following the cursor the server names', async () => {
    const user = userEvent.setup();
    const { calls } = stubAdminApi({
      '/api/admin/products': (call: { query: URLSearchParams }) =>
        call.query.get('cursor') === '2~9~p1~0'
          ? [products[1]]
          : { status: 200, body: [products[0]], headers: { 'X-Next-Cursor': '2~9~p1~0' } },
      '/api/admin/categories': [],
    });
    renderWithProviders(<ProductsScreen />);
    await screen.findByRole('rowheader', { name: /Alphonso Mango/ });
    expect(screen.queryByRole('rowheader', { name: /Mystery Box/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more products' }));
    await screen.findByRole('rowheader', { name: /Mystery Box/ });
    expect(screen.getByRole('rowheader', { name: /Alphonso Mango/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more products' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/admin/products').map((c) => c.query.get('cursor'))).toEqual([null, '2~9~p1~0']);
  });

  it('says when the list fails to load', async () => {
    stubAdminApi({ '/api/admin/products': { status: 403, body: { message: 'Admins only' } }, '/api/admin/categories': [] });
    renderWithProviders(<ProductsScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load products. Please ensure you are logged in as an admin.');
  });
});
