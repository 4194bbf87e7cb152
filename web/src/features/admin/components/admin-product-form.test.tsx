// The admin's product form and banners.

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { stubAdminApi, signInAsAdmin } from '../test/admin-api-stub';
import { adminCategory } from '../test/fixtures';
import { BannersScreen } from './banners-screen';
import { ProductFormScreen } from './product-form-screen';

beforeEach(() => signInAsAdmin());

describe('product form', () => {
  it('validates, adds a category inline and saves with the price as a number', async () => {
    const user = userEvent.setup();
    const { calls } = stubAdminApi({
      '/api/admin/categories': [adminCategory()],
      'POST /api/admin/categories': { status: 201, body: adminCategory({ _id: 'c9', name: 'Berries', slug: 'berries' }) },
      'POST /api/admin/products': { status: 201, body: {} },
    });
    renderWithProviders(<ProductFormScreen />, {
      path: '/admin/products/new',
      route: '/admin/products/new',
      extraRoutes: [{ path: '/admin/products', element: <h1>Product list</h1> }],
    });
    const submit = await screen.findByRole('button', { name: 'Add Product' });
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Product Name, Price, and Category are required.');

    await user.type(screen.getByLabelText('Product Name'), '  Blueberries ');
    await user.type(screen.getByLabelText('Price (INR)'), '349.5');
    await user.type(screen.getByLabelText('Add new category'), 'Berries{Enter}');
    await waitFor(() => expect(screen.getByLabelText('Category')).toHaveValue('c9'));
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/admin/categories')?.body).toEqual({ name: 'Berries' });

    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('A main product image is required.');

    await user.type(screen.getByLabelText('Main Product Image URL'), '/b1.svg');
    await user.click(screen.getByRole('button', { name: 'Add image URL' }));
    await user.click(screen.getByRole('button', { name: 'Add image URL' }));
    await user.type(screen.getByLabelText('Extra image URL 2'), '/b3.svg');
    await user.click(submit);
    expect(await screen.findByRole('heading', { name: 'Product list' })).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/admin/products')?.body).toEqual({
      name: 'Blueberries',
      description: '',
      image: ['/b1.svg', '/b3.svg'],
      price: 349.5,
      categoryId: 'c9',
      weight: '',
      origin: '',
      optionName: '',
      variants: [{ label: '', price: 349.5, mrp: null, sku: '', weightGrams: null }],
      declaration: { packed: false, genericName: '', packerRole: 'packer', packer: '', bestBefore: '' },
      netQuantity: null,
      netUnit: '',
    });
    // Much typing in a large form: slow on a busy machine.
  }, 15_000);

  it('reports a failed inline category add', async () => {
    const user = userEvent.setup();
    stubAdminApi({
      '/api/admin/categories': [adminCategory()],
      'POST /api/admin/categories': { status: 403, body: { message: 'Admins only' } },
    });
    renderWithProviders(<ProductFormScreen />);
    await user.type(await screen.findByLabelText('Add new category'), 'Berries');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to add category. Make sure you are logged in as admin.');
  });

  it('fills the edit form from the admin’s read of the product and reports a failed save', async () => {
    const user = userEvent.setup();
    stubAdminApi({
      '/api/admin/categories': [adminCategory()],
      '/api/admin/products/p1': {
        _id: 'p1',
        name: 'Alphonso Mango',
        description: 'King of mangoes',
        price: 899,
        image: '/m1.svg',
        images: ['/m1.svg', '/m2.svg', '/m3.svg'],
        categoryId: { _id: 'c1', name: 'Tropical Fruits' },
        weight: '1 kg',
        origin: 'Ratnagiri',
        createdAt: '2026-11-22T08:00:00Z',
      },
      'PUT /api/admin/products/p1': { status: 400, body: { message: 'Price must be more than zero.' } },
    });
    renderWithProviders(<ProductFormScreen productId="p1" />);
    expect(await screen.findByLabelText('Product Name')).toHaveValue('Alphonso Mango');
    expect(screen.getByLabelText('Main Product Image URL')).toHaveValue('/m1.svg');
    expect(screen.getByLabelText('Extra image URL 2')).toHaveValue('/m3.svg');
    expect(screen.getByLabelText('Category')).toHaveValue('c1');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save product. Please check your inputs and try again.');
  });

  it('says when the form data cannot be loaded', async () => {
    stubAdminApi({ '/api/admin/categories': [adminCategory()], '/api/admin/products': { status: 500, body: { message: 'x' } } });
    renderWithProviders(<ProductFormScreen productId="p1" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load product and categories data.');
  });
});

describe('banners', () => {
  const banner = {
    _id: 'b1',
    title: '',
    label: 'Shop now',
    img: '/images/banners/b.svg',
    link: '/category/seasonal-fruits',
    categoryId: 'c1',
    active: false,
    sortOrder: 2,
    startAt: '2026-11-29T04:30:00Z',
    endAt: null,
  };

  it('lists rows with title or (No title), state, order, assignment, link and window', async () => {
    stubAdminApi({ '/api/admin/banners': [banner], '/api/admin/categories': [adminCategory()] });
    renderWithProviders(<BannersScreen />);
    const row = await screen.findByTestId('banner-row');
    expect(row).toHaveTextContent('(No title)');
    expect(row).toHaveTextContent('Inactive');
    expect(row).toHaveTextContent('#2');
    expect(row).toHaveTextContent('Assigned: Tropical Fruits');
    expect(row).toHaveTextContent('/category/seasonal-fruits');
    expect(row).toHaveTextContent('From Nov 29, 2026 10:00 AM');
  });

  it('requires an image, sends IST datetime-local values and stays silent when categories fail', async () => {
    const user = userEvent.setup();
    const saved: unknown[] = [];
    const { calls } = stubAdminApi({
      '/api/admin/banners': () => saved,
      '/api/admin/categories': { status: 500, body: { message: 'x' } },
      'POST /api/admin/banners': () => {
        saved.push({ ...banner, _id: 'b2', title: 'Winter' });
        return { status: 201, body: saved[0] };
      },
    });
    renderWithProviders(<BannersScreen />);
    expect(await screen.findByText(/No banners yet/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const form = screen.getByRole('heading', { name: 'Create a banner' }).closest('section')!;
    await user.type(within(form).getByLabelText('Title'), 'Winter');
    await user.click(within(form).getByRole('button', { name: 'Create Banner' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Image URL is required for a banner.');
    await user.type(within(form).getByLabelText(/Image URL/), '/w.svg');
    await user.type(within(form).getByLabelText('Start At'), '2026-11-29T10:00');
    await user.click(within(form).getByRole('button', { name: 'Create Banner' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      title: 'Winter',
      img: '/w.svg',
      startAt: '2026-11-29T10:00',
      endAt: null,
      categoryId: null,
    });
    expect(await screen.findByText('Winter')).toBeInTheDocument();
  });

  it('edits inline, leaving out a blank sort order, and confirms deletes', async () => {
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { calls } = stubAdminApi({
      '/api/admin/banners': [banner],
      '/api/admin/categories': [adminCategory()],
      'PUT /api/admin/banners/b1': { ...banner, title: 'Renamed' },
      'DELETE /api/admin/banners/b1': { status: 500, body: { message: 'x' } },
    });
    renderWithProviders(<BannersScreen />);
    await user.click(await screen.findByRole('button', { name: 'Edit banner (No title)' }));
    const form = screen.getByRole('form', { name: 'Edit banner (No title)' });
    expect(within(form).getByLabelText('Start At')).toHaveValue('2026-11-29T10:00');
    await user.type(within(form).getByLabelText('Title'), 'Renamed');
    await user.clear(within(form).getByLabelText('Sort Order'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
    const body = calls.find((c) => c.method === 'PUT')!.body as Record<string, unknown>;
    expect(body).not.toHaveProperty('sortOrder');
    expect(body).toMatchObject({ title: 'Renamed', startAt: '2026-11-29T10:00', categoryId: 'c1' });
    await user.click(screen.getByRole('button', { name: /Delete banner/ }));
    expect(confirm).toHaveBeenCalledWith('Delete this banner? This action cannot be undone.');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete banner. Check API permissions or references.');
  });

  it('says when banners fail to load', async () => {
    stubAdminApi({ '/api/admin/banners': { status: 403, body: { message: 'no' } }, '/api/admin/categories': [] });
    renderWithProviders(<BannersScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch banners. Check API and permissions.');
  });
});
