import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { stubAdminApi, signInAsAdmin } from '../test/admin-api-stub';
import { adminCategory, adminOrder, orderPage } from '../test/fixtures';
import { BannersScreen } from './banners-screen';
import { CategoriesScreen } from './categories-screen';
import { DashboardScreen } from './dashboard-screen';
import { OrderDetailScreen } from './order-detail-screen';
import { OrdersScreen } from './orders-screen';
import { ProductFormScreen } from './product-form-screen';
import { ProductsScreen } from './products-screen';
import { ProfileScreen } from './profile-screen';

beforeEach(() => signInAsAdmin());

const stats = {
  today: { orders: 2, revenue: 1917 },
  last7Days: { orders: 5, revenue: 4200.5 },
  last30Days: { orders: 9, revenue: 12345 },
  byStatus: [
    { status: 'Pending', count: 3 },
    { status: 'Shipped', count: 1 },
  ],
  unpaidOrders: 4,
  topProducts: [{ productId: 'p1', name: 'Alphonso Mango', qty: 7, revenue: 6293 }],
  daily: Array.from({ length: 30 }, (_, i) => ({
    date: `2026-11-${String(i + 1).padStart(2, '0')}`,
    revenue: i === 29 ? 1917 : 0,
    orders: i === 29 ? 2 : 0,
  })),
};

describe('admin profile', () => {
  it('shows email and role', async () => {
    stubAdminApi({ '/api/admin/profile': { email: 'admin@tokri.local', role: 'admin', name: 'admin' } });
    renderWithProviders(<ProfileScreen />);
    expect(await screen.findByText('admin@tokri.local')).toBeInTheDocument();
    expect(screen.getByText('Role').closest('div')).toHaveTextContent('admin');
  });

  it('says when it cannot load the profile', async () => {
    stubAdminApi({ '/api/admin/profile': { status: 500, body: { message: 'boom' } } });
    renderWithProviders(<ProfileScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch admin profile');
  });

  it('says Not authenticated without a token', () => {
    window.localStorage.clear();
    stubAdminApi({});
    renderWithProviders(<ProfileScreen />);
    expect(screen.getByRole('alert')).toHaveTextContent('Not authenticated');
  });
});

describe('dashboard', () => {
  it('shows revenue and paid orders per period, statuses, unpaid orders, top products and the chart', async () => {
    stubAdminApi({ '/api/admin/stats': stats });
    renderWithProviders(<DashboardScreen />);
    const today = (await screen.findByRole('heading', { name: 'Today' })).parentElement!;
    expect(today).toHaveTextContent('₹1,917.00');
    expect(today).toHaveTextContent('2 paid orders');
    expect(screen.getByText('₹4,200.50')).toBeInTheDocument();
    expect(screen.getByText('₹12,345.00')).toBeInTheDocument();
    expect(screen.getByText('Unpaid orders').parentElement).toHaveTextContent('4');
    expect(screen.getByText('Alphonso Mango')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Daily revenue, last 30 days/ })).toBeInTheDocument();
    const refunded = screen.getByText('Refunded').closest('li');
    expect(refunded).toHaveTextContent('0');
  });

  it('says when statistics fail to load', async () => {
    stubAdminApi({ '/api/admin/stats': { status: 500, body: { message: 'x' } } });
    renderWithProviders(<DashboardScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load statistics. Please check your network or try again.',
    );
  });
});

describe('orders list', () => {
  it('shows orders without paging when there is one page', async () => {
    stubAdminApi({ '/api/admin/orders': orderPage([adminOrder()]) });
    renderWithProviders(<OrdersScreen />);
    const row = (await screen.findByRole('rowheader', { name: '3f2a9c1e' })).closest('tr')!;
    expect(within(row).getByText('Asha Rao')).toBeInTheDocument();
    expect(within(row).getByText('₹1,917.00')).toBeInTheDocument();
    expect(within(row).getByText('Nov 22, 2026 1:30 PM')).toBeInTheDocument();
    expect(screen.queryByText(/Page \d of \d/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Next/ })).not.toBeInTheDocument();
  });

  it('pages with Previous and Next when there is more than one page', async () => {
    const user = userEvent.setup();
    const { calls } = stubAdminApi({
      '/api/admin/orders': (call: { query: URLSearchParams }) =>
        orderPage([adminOrder({ _id: `order-page-${call.query.get('page')}` })], 2, Number(call.query.get('page'))),
    });
    renderWithProviders(<OrdersScreen />);
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Previous/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(calls.at(-1)?.query.get('page')).toBe('2');
    expect(calls.at(-1)?.query.get('limit')).toBe('20');
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();
  });

  it('changes a status at once and updates the row', async () => {
    const user = userEvent.setup();
    const { calls } = stubAdminApi({
      '/api/admin/orders': orderPage([adminOrder()]),
      'PATCH /api/admin/orders/3f2a9c1e-4b5d-4e6f-8a7b-9c0d1e2f3a4b/status': adminOrder({ status: 'Shipped' }),
      '/api/admin/stats': stats,
    });
    renderWithProviders(<OrdersScreen />);
    const [select] = await screen.findAllByRole('combobox', { name: 'Status of order 3f2a9c1e' });
    await user.selectOptions(select!, 'Shipped');
    await waitFor(() => expect(select).toHaveValue('Shipped'));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ status: 'Shipped' });
    expect(select!.className).toContain('indigo');
  });

  it('alerts when a status change fails', async () => {
    const user = userEvent.setup();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    stubAdminApi({
      '/api/admin/orders': orderPage([adminOrder()]),
      'PATCH /api/admin/orders/3f2a9c1e-4b5d-4e6f-8a7b-9c0d1e2f3a4b/status': { status: 500, body: { message: 'no' } },
    });
    renderWithProviders(<OrdersScreen />);
    const [select] = await screen.findAllByRole('combobox', { name: 'Status of order 3f2a9c1e' });
    await user.selectOptions(select!, 'Delivered');
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to update order status'));
    expect(select).toHaveValue('Pending');
  });

  it('searches 500 ms after typing stops, and Reset clears the filters', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
      const { calls } = stubAdminApi({ '/api/admin/orders': orderPage([]) });
      renderWithProviders(<OrdersScreen />);
      expect(await screen.findByText('No orders found matching the criteria.')).toBeInTheDocument();
      await user.type(screen.getByLabelText('Search by ID or user'), 'asha');
      await act(async () => {
        await vi.advanceTimersByTimeAsync(400);
      });
      expect(calls.some((c) => c.query.get('search'))).toBe(false);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(150);
      });
      await waitFor(() => expect(calls.at(-1)?.query.get('search')).toBe('asha'));
      expect(calls.filter((c) => c.query.get('search')).length).toBe(1);

      await user.selectOptions(screen.getByLabelText('Status'), 'Shipped');
      await waitFor(() => expect(calls.at(-1)?.query.get('status')).toBe('Shipped'));
      await user.click(screen.getByRole('button', { name: 'Reset' }));
      expect(screen.getByLabelText('Search by ID or user')).toHaveValue('');
      expect(screen.getByLabelText('Status')).toHaveValue('All');
      await act(async () => {
        await vi.advanceTimersByTimeAsync(500);
      });
      await waitFor(() => {
        const last = calls.at(-1)!;
        expect(last.query.get('status')).toBeNull();
        expect(last.query.get('search')).toBeNull();
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('says when orders fail to load', async () => {
    stubAdminApi({ '/api/admin/orders': { status: 500, body: { message: 'x' } } });
    renderWithProviders(<OrdersScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load orders. Please try again.');
  });
});

describe('order detail', () => {
  it('shows the order with the customer and a Back link', async () => {
    stubAdminApi({
      '/api/admin/orders/o1': adminOrder({
        status: 'Shipped',
        paymentInfo: { method: 'upi', paymentId: 'pay_1', provider: 'razorpay' },
      }),
    });
    renderWithProviders(<OrderDetailScreen orderId="o1" />);
    expect(await screen.findByText('asha@example.com')).toBeInTheDocument();
    expect(screen.getByText('3f2a9c1e')).toBeInTheDocument();
    expect(screen.getByText('Paid')).toBeInTheDocument();
    expect(screen.getByText('UPI')).toBeInTheDocument();
    expect(screen.getByText('9876543210')).toBeInTheDocument();
    expect(screen.getByText('₹1,798.00', { selector: 'td.font-semibold' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back/ })).toHaveAttribute('href', '/admin/orders');
  });

  it('shows N/A without payment and No items found without items', async () => {
    stubAdminApi({ '/api/admin/orders/o1': adminOrder({ items: [] }) });
    renderWithProviders(<OrderDetailScreen orderId="o1" />);
    expect(await screen.findByText('No items found')).toBeInTheDocument();
    expect(screen.getAllByText('N/A')).toHaveLength(2);
  });
});

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

  it('says when the list fails to load', async () => {
    stubAdminApi({ '/api/admin/products': { status: 403, body: { message: 'Admins only' } }, '/api/admin/categories': [] });
    renderWithProviders(<ProductsScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load products. Please ensure you are logged in as an admin.');
  });
});

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

  it('fills the edit form from the admin product list and reports a failed save', async () => {
    const user = userEvent.setup();
    stubAdminApi({
      '/api/admin/categories': [adminCategory()],
      '/api/admin/products': [{
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
      }],
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
