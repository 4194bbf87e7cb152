// The admin's promotion form, new and edit, against a stubbed API.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import { renderWithProviders } from '@/test/render';
import { FORM_TEXT } from '../lib/admin-promotion-form';
import { signInAsAdmin, stubPromotionApi, type StubCall } from '../test/admin-api-stub';
import { promotion } from '../test/admin-fixtures';
import { AdminPromotionFormScreen } from './admin-promotion-form-screen';

beforeEach(() => signInAsAdmin());

const categories = [
  { _id: 'c-sweets', name: 'Sweets', slug: 'sweets', active: true, bg: 'yellow-50', layout: 'standard' },
  { _id: 'c-hampers', name: 'Hampers', slug: 'hampers', active: false, bg: 'orange-50', layout: 'giftBox' },
];
const products = [
  { _id: 'p-kaju', name: 'Kaju Katli', active: true },
  { _id: 'p-ladoo', name: 'Besan Ladoo', active: true },
];

function EditPage() {
  const { id = '' } = useParams();
  return <AdminPromotionFormScreen promotionId={id} />;
}

function renderNew() {
  return renderWithProviders(<AdminPromotionFormScreen />, {
    route: '/admin/promotions/new',
    path: '/admin/promotions/new',
    extraRoutes: [{ path: '/admin/promotions', element: <h1>Promotions list</h1> }],
  });
}

function renderEdit(id: string) {
  return renderWithProviders(<EditPage />, {
    route: `/admin/promotions/${id}`,
    path: '/admin/promotions/:id',
    extraRoutes: [{ path: '/admin/promotions', element: <h1>Promotions list</h1> }],
  });
}

const save = () => screen.getByRole('button', { name: /Create promotion|Save changes/ });

// Typing a whole form takes a few seconds, more on a busy machine.
describe('new promotion', { timeout: 20_000 }, () => {
  it('shows each missing or wrong value under its field, focuses the first, and sends nothing', async () => {
    const calls = stubPromotionApi({});
    const user = userEvent.setup();
    renderNew();
    expect(screen.getByRole('heading', { level: 1, name: 'New promotion' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAttribute('placeholder', '10% off hampers above ₹2,999');
    await user.click(save());
    expect(screen.getByLabelText('Code')).toHaveAccessibleDescription(expect.stringContaining(FORM_TEXT.codeRequired));
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription(expect.stringContaining(FORM_TEXT.titleRequired));
    expect(screen.getByLabelText('Percentage')).toHaveAccessibleDescription(expect.stringContaining(FORM_TEXT.percentInvalid));
    expect(screen.getByLabelText('Code')).toHaveFocus();

    await user.type(screen.getByLabelText('Code'), 'ok20');
    await user.type(screen.getByLabelText('Title'), '20% off');
    await user.type(screen.getByLabelText('Percentage'), '150');
    await user.type(screen.getByLabelText('Uses per customer (optional)'), '0');
    fireEvent.change(screen.getByLabelText('Valid from (optional)'), { target: { value: '2026-11-30T10:00' } });
    fireEvent.change(screen.getByLabelText('Valid until (optional)'), { target: { value: '2026-11-12T10:00' } });
    await user.click(save());
    expect(screen.getByLabelText('Code')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Percentage')).toHaveAccessibleDescription(expect.stringContaining(FORM_TEXT.percentInvalid));
    expect(screen.getByLabelText('Percentage')).toHaveFocus();
    expect(screen.getByLabelText('Valid until (optional)')).toHaveAccessibleDescription(expect.stringContaining(FORM_TEXT.endsBeforeStart));
    expect(screen.getByLabelText('Uses per customer (optional)')).toHaveAccessibleDescription(expect.stringContaining(FORM_TEXT.usesInvalid));
    // Typing a new value clears that field's error.
    await user.clear(screen.getByLabelText('Percentage'));
    expect(screen.getByLabelText('Percentage')).not.toHaveAttribute('aria-invalid');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('creates a coupon (code in capitals, times in IST) and goes back to the list', async () => {
    const calls = stubPromotionApi({ 'POST /api/admin/promotions': (call: StubCall) => ({ status: 201, body: promotion(call.body as object) }) });
    const user = userEvent.setup();
    const { router } = renderNew();
    await user.type(screen.getByLabelText('Code'), 'diwali20');
    expect(screen.getByLabelText('Code')).toHaveValue('DIWALI20');
    await user.type(screen.getByLabelText('Title'), 'Diwali: 20% off');
    await user.type(screen.getByLabelText('Percentage'), '20');
    await user.type(screen.getByLabelText('Up to (optional)'), '500');
    await user.type(screen.getByLabelText('Minimum cart value (optional)'), '1000');
    fireEvent.change(screen.getByLabelText('Valid from (optional)'), { target: { value: '2026-11-12T00:00' } });
    fireEvent.change(screen.getByLabelText('Valid until (optional)'), { target: { value: '2026-11-30T23:59' } });
    await user.type(screen.getByLabelText('Total uses (optional)'), '100');
    await user.click(screen.getByLabelText(/First order only/));
    await user.click(save());
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/promotions'));
    expect(await screen.findByText('Promotion DIWALI20 created.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      code: 'DIWALI20',
      title: 'Diwali: 20% off',
      kind: 'percent',
      percent: 20,
      amount: null,
      maxDiscount: 500,
      minSubtotal: 1000,
      startsAt: '2026-11-12T00:00:00+05:30',
      endsAt: '2026-11-30T23:59:00+05:30',
      maxUses: 100,
      maxUsesPerCustomer: null,
      firstOrderOnly: true,
      scope: 'all',
      targets: [],
      active: true,
    });
  });

  it('makes an automatic offer on chosen categories, without a code field', async () => {
    const calls = stubPromotionApi({
      '/api/admin/categories': categories,
      'POST /api/admin/promotions': (call: StubCall) => ({ status: 201, body: promotion(call.body as object) }),
    });
    const user = userEvent.setup();
    const { router } = renderNew();
    await user.click(screen.getByRole('radio', { name: /Automatic offer/ }));
    expect(screen.queryByLabelText('Code')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Title'), '₹200 off sweets');
    await user.click(screen.getByRole('radio', { name: 'Amount off' }));
    await user.type(screen.getByLabelText('Amount'), '200');
    await user.click(screen.getByRole('radio', { name: 'Chosen categories' }));
    await user.click(save());
    expect(await screen.findByText(FORM_TEXT.categoriesRequired)).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Categories' });
    expect(within(list).getByText('(hidden)')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Find a category'), 'swe');
    expect(within(list).queryByText('Hampers')).not.toBeInTheDocument();
    await user.click(within(list).getByRole('checkbox', { name: 'Sweets' }));
    expect(within(screen.getByRole('list', { name: 'Chosen categories' })).getByText('Sweets')).toBeInTheDocument();
    await user.click(save());
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/promotions'));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      code: null,
      kind: 'fixed',
      amount: 200,
      percent: null,
      scope: 'categories',
      targets: ['c-sweets'],
    });
  });

  it('chooses products from a search', async () => {
    const calls = stubPromotionApi({
      '/api/admin/products': (call: StubCall) => {
        const search = call.query.get('search')?.toLowerCase() ?? '';
        return products.filter((p) => p.name.toLowerCase().includes(search));
      },
      'POST /api/admin/promotions': (call: StubCall) => ({ status: 201, body: promotion(call.body as object) }),
    });
    const user = userEvent.setup();
    renderNew();
    await user.type(screen.getByLabelText('Code'), 'KAJU');
    await user.type(screen.getByLabelText('Title'), 'Free delivery with Kaju Katli');
    await user.click(screen.getByRole('radio', { name: 'Free delivery' }));
    await user.click(screen.getByRole('radio', { name: 'Chosen products' }));
    await user.type(screen.getByLabelText('Find a product by name'), 'kaju');
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Products' })).queryByText('Besan Ladoo')).not.toBeInTheDocument());
    await user.click(screen.getByRole('checkbox', { name: 'Kaju Katli' }));
    await user.click(save());
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ kind: 'freeDelivery', scope: 'products', targets: ['p-kaju'] }));
    expect(calls.find((c) => c.path === '/api/admin/products' && c.query.get('search') === 'kaju')).toBeDefined();
  });

  it('shows the server’s field errors under the fields, and a taken code under the code', async () => {
    let answer: unknown = { status: 400, body: { message: 'Please correct the fields.', errors: { percent: 'The percentage must be from 1 to 100.', maxUses: 'Too many.' } } };
    stubPromotionApi({ 'POST /api/admin/promotions': () => answer });
    const user = userEvent.setup();
    renderNew();
    await user.type(screen.getByLabelText('Code'), 'DIWALI20');
    await user.type(screen.getByLabelText('Title'), 'Diwali');
    await user.type(screen.getByLabelText('Percentage'), '20');
    await user.click(save());
    await waitFor(() => expect(screen.getByLabelText('Percentage')).toHaveAccessibleDescription(expect.stringContaining('The percentage must be from 1 to 100.')));
    expect(screen.getByLabelText('Total uses (optional)')).toHaveAccessibleDescription(expect.stringContaining('Too many.'));
    expect(screen.getByLabelText('Percentage')).toHaveFocus();

    answer = { status: 409, body: { message: 'The code DIWALI20 is already used by another promotion.' } };
    await user.click(save());
    await waitFor(() =>
      expect(screen.getByLabelText('Code')).toHaveAccessibleDescription(expect.stringContaining('The code DIWALI20 is already used by another promotion.')),
    );
    expect(screen.getByLabelText('Percentage')).not.toHaveAttribute('aria-invalid');

    answer = { status: 500, body: { message: 'Something broke.' } };
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent('Something broke.');
  });
});

describe('edit promotion', { timeout: 20_000 }, () => {
  it('shows the saved values (times in IST) and its results, and saves with a PUT', async () => {
    const stored = promotion({ scope: 'categories', targets: ['c-hampers'] });
    const calls = stubPromotionApi({
      '/api/admin/promotions/p-diwali': stored,
      '/api/admin/categories': categories,
      'PUT /api/admin/promotions/p-diwali': (call: StubCall) => ({ ...stored, ...(call.body as object) }),
    });
    const user = userEvent.setup();
    const { router } = renderEdit('p-diwali');
    expect(await screen.findByLabelText('Code')).toHaveValue('DIWALI20');
    expect(screen.getByRole('heading', { level: 1, name: 'Edit promotion' })).toBeInTheDocument();
    expect(screen.getByText(/used 7 times · 5 paid orders, ₹12,500.00 revenue, ₹1,750.50 discount given/)).toBeInTheDocument();
    expect(screen.getByLabelText('Percentage')).toHaveValue('20');
    expect(screen.getByLabelText('Valid from (optional)')).toHaveValue('2026-11-12T00:00');
    expect(screen.getByLabelText('Valid until (optional)')).toHaveValue('2026-12-01T00:00');
    expect(screen.getByRole('radio', { name: 'Chosen categories' })).toBeChecked();
    expect(await screen.findByRole('checkbox', { name: /Hampers/ })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Active' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/promotions'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      code: 'DIWALI20',
      startsAt: '2026-11-12T00:00:00+05:30',
      endsAt: '2026-12-01T00:00:00+05:30',
      targets: ['c-hampers'],
      active: false,
    });
  });

  it('says so when the promotion is not there', async () => {
    stubPromotionApi({});
    renderEdit('nope');
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no such promotion.');
  });
});
