// The admin's promotions list and form, against a stubbed API.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { promotion } from '../test/admin-fixtures';
import { signInAsAdmin, stubPromotionApi, type StubCall } from '../test/admin-api-stub';
import { AdminPromotionsScreen } from './admin-promotions-screen';

beforeEach(() => {
  signInAsAdmin();
  // States are as of the answer: 20 Nov 2026, while the Diwali coupon runs.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-20T12:00:00Z') });
});

const diwali = promotion();
const automatic = promotion({
  _id: 'p-hampers',
  code: null,
  title: '10% off hampers above ₹2,999',
  kind: 'percent',
  percent: 10,
  maxDiscount: null,
  minSubtotal: 2999,
  startsAt: null,
  endsAt: null,
  maxUses: null,
  maxUsesPerCustomer: null,
  scope: 'categories',
  targets: ['c-hampers'],
  uses: 3,
  paidOrders: 2,
  revenue: 7000,
  discountGiven: 700,
});
const scheduled = promotion({ _id: 'p-xmas', code: 'XMAS200', title: 'Christmas', kind: 'fixed', percent: null, amount: 200, maxDiscount: null, minSubtotal: null, startsAt: '2099-12-20T00:00:00+05:30', endsAt: null, firstOrderOnly: true, maxUses: null, maxUsesPerCustomer: null, uses: 0, paidOrders: 0, revenue: 0, discountGiven: 0 });
const ended = promotion({ _id: 'p-old', code: 'OLDFREE', title: 'Free delivery in October', kind: 'freeDelivery', percent: null, maxDiscount: null, startsAt: '2025-10-01T00:00:00+05:30', endsAt: '2025-10-31T00:00:00+05:30', scope: 'products', targets: ['p1', 'p2'] });
const off = promotion({ _id: 'p-off', code: 'PAUSED', title: 'Paused', active: false });

const categories = [{ _id: 'c-hampers', name: 'Hampers', slug: 'hampers', active: true, bg: 'yellow-50', layout: 'standard' }];

function renderList(route = '/admin/promotions') {
  return renderWithProviders(<AdminPromotionsScreen />, {
    route,
    path: '/admin/promotions',
    extraRoutes: [
      { path: '/admin/promotions/new', element: <h1>New promotion page</h1> },
      { path: '/admin/promotions/:id', element: <h1>Edit promotion page</h1> },
    ],
  });
}

function rows() {
  return screen.getAllByTestId('promotion-row');
}

describe('admin promotions list', { timeout: 20_000 }, () => {
  it('shows each promotion: code or Automatic, what it gives, conditions, validity, state, uses and results', async () => {
    const calls = stubPromotionApi({
      '/api/admin/promotions': [diwali, automatic, scheduled, ended, off],
      '/api/admin/categories': categories,
    });
    renderList();
    await screen.findAllByTestId('promotion-row');
    const [first, second, third, fourth, fifth] = rows();
    expect(first).toHaveTextContent('DIWALI20');
    expect(first).toHaveTextContent('Diwali: 20% off');
    expect(first).toHaveTextContent('20% off, up to ₹500');
    expect(first).toHaveTextContent('Minimum ₹1,000');
    expect(first).toHaveTextContent('Whole shop');
    expect(first).toHaveTextContent('12 Nov 2026 – 1 Dec 2026');
    expect(first).toHaveTextContent('7 of 10');
    expect(first).toHaveTextContent('1 per customer');
    expect(within(first!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(
      expect.arrayContaining(['5', '₹12,500.00', '₹1,750.50']),
    );
    expect(within(first!).getByRole('link', { name: /DIWALI20/ })).toHaveAttribute('href', '/admin/promotions/p-diwali');

    expect(second).toHaveTextContent('Automatic');
    expect(second).toHaveTextContent('10% off hampers above ₹2,999');
    expect(second).toHaveTextContent('On Hampers');
    expect(second).toHaveTextContent('No end date');
    expect(third).toHaveTextContent('₹200 off');
    expect(third).toHaveTextContent('First order only');
    expect(third).toHaveTextContent('From 20 Dec 2099');
    expect(fourth).toHaveTextContent('Free delivery');
    expect(fourth).toHaveTextContent('On 2 products');

    const states = [first, second, third, fourth, fifth].map((row) => within(row!).getByTestId('promotion-state').textContent);
    expect(states).toEqual(['Running', 'Running', 'Scheduled', 'Ended', 'Inactive']);
    expect(within(fifth!).getByRole('button', { name: 'Activate PAUSED' })).toBeInTheDocument();
    expect(within(second!).getByRole('button', { name: 'Deactivate 10% off hampers above ₹2,999' })).toBeInTheDocument();
    // All by default: no `active` filter is sent.
    expect(calls.find((c) => c.path === '/api/admin/promotions')?.query.has('active')).toBe(false);
    // On a phone the same promotions are cards.
    expect(screen.getAllByTestId('promotion-card')).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'New promotion' })).toHaveAttribute('href', '/admin/promotions/new');
  });

  it('loads the next page with “Show more” while the server names one', async () => {
    const calls = stubPromotionApi({
      '/api/admin/promotions': (call: StubCall) =>
        call.query.get('cursor') === 'c2'
          ? [off]
          : { status: 200, body: [diwali, automatic], headers: { 'X-Next-Cursor': 'c2' } },
      '/api/admin/categories': categories,
    });
    const user = userEvent.setup();
    renderList();
    await screen.findAllByTestId('promotion-row');
    expect(rows()).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(rows()[2]).toHaveTextContent('PAUSED');
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/admin/promotions').map((c) => c.query.get('cursor'))).toEqual([null, 'c2']);
  });

  it('filters by Active and Inactive', async () => {
    const calls = stubPromotionApi({
      '/api/admin/promotions': (call: StubCall) =>
        call.query.get('active') === 'false' ? [off] : call.query.get('active') === 'true' ? [diwali] : [diwali, off],
      '/api/admin/categories': categories,
    });
    const user = userEvent.setup();
    const { router } = renderList();
    await screen.findAllByTestId('promotion-row');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Inactive' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('PAUSED');
    expect(router.state.location.search).toBe('?show=inactive');
    await user.click(screen.getByRole('button', { name: 'Active' }));
    await waitFor(() => expect(rows()[0]).toHaveTextContent('DIWALI20'));
    expect(calls.filter((c) => c.path === '/api/admin/promotions').map((c) => c.query.get('active'))).toEqual([null, 'false', 'true']);
  });

  it('says so when there are none', async () => {
    stubPromotionApi({ '/api/admin/promotions': [], '/api/admin/categories': categories });
    renderList('/admin/promotions?show=active');
    expect(await screen.findByText('No active promotions.')).toBeInTheDocument();
  });

  it('shows the error when the list cannot be loaded', async () => {
    stubPromotionApi({ '/api/admin/promotions': { status: 500, body: {} }, '/api/admin/categories': categories });
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the promotions.');
  });

  it('deactivates with a PUT of the same fields and active false, then shows it Inactive', async () => {
    let current = [promotion({ endsAt: null })];
    const calls = stubPromotionApi({
      '/api/admin/promotions': () => current,
      'PUT /api/admin/promotions/p-diwali': (call: StubCall) => {
        current = [{ ...current[0]!, ...(call.body as object) }];
        return current[0];
      },
      '/api/admin/categories': categories,
    });
    const user = userEvent.setup();
    renderList();
    await screen.findAllByTestId('promotion-row');
    expect(within(rows()[0]!).getByTestId('promotion-state')).toHaveTextContent('Running');
    await user.click(within(rows()[0]!).getByRole('button', { name: 'Deactivate DIWALI20' }));
    await waitFor(() => expect(within(rows()[0]!).getByTestId('promotion-state')).toHaveTextContent('Inactive'));
    expect(within(rows()[0]!).getByRole('button', { name: 'Activate DIWALI20' })).toBeInTheDocument();
    expect(await screen.findByText('DIWALI20 is now inactive.')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({
      code: 'DIWALI20',
      title: 'Diwali: 20% off',
      kind: 'percent',
      percent: 20,
      amount: null,
      maxDiscount: 500,
      minSubtotal: 1000,
      startsAt: '2026-11-11T18:30:00Z',
      endsAt: null,
      maxUses: 10,
      maxUsesPerCustomer: 1,
      firstOrderOnly: false,
      scope: 'all',
      targets: [],
      active: false,
    });
  });
});
