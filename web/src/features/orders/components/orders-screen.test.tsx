import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubApi } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { OrdersScreen } from './orders-screen';
import { codGift, order, signIn } from '../test/fixtures';

describe('orders list', () => {
  beforeEach(signIn);

  it('shows each order with its short id, IST date, total, status, items and a detail link', async () => {
    stubApi({ '/api/orders': [order()] });
    renderWithProviders(<OrdersScreen />);
    const card = await screen.findByRole('article', { name: 'Order #3f2a9c1e' });
    expect(within(card).getByText('Nov 23, 2026 1:30 AM')).toBeInTheDocument();
    expect(within(card).getByText('₹2,066.00')).toBeInTheDocument();
    expect(within(card).getByTestId('order-status')).toHaveTextContent('Processing');
    expect(within(card).getByText('Alphonso Mango × 2, Kiwi × 1')).toBeInTheDocument();
    expect(within(card).getByText('3 items')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View details of order #3f2a9c1e' })).toHaveAttribute(
      'href',
      '/profile/orders/3f2a9c1e-4b5d-4e6f-8a7b-9c0d1e2f3a4b',
    );
  });

  it("names each item with its pack's label, in the list and in the confirmation", async () => {
    const packs = order({
      items: [
        { productId: 'p-mango', variantId: 'v-12', variantLabel: '12 pieces', name: 'Alphonso Mangoes', image: null, category: 'Tropical Fruits', qty: 1, price: 1299 },
        { productId: 'p-mango', variantId: 'v-6', variantLabel: '6 pieces', name: 'Alphonso Mangoes', image: null, category: 'Tropical Fruits', qty: 2, price: 649 },
      ],
    });
    stubApi({ '/api/orders': [packs], [`/api/orders/${packs._id}`]: packs });
    renderWithProviders(<OrdersScreen />, { route: '/profile/orders', path: '/profile/orders', state: { placed: packs._id } });
    const card = await screen.findByRole('article', { name: 'Order #3f2a9c1e' });
    expect(within(card).getByTestId('order-items')).toHaveTextContent('Alphonso Mangoes · 12 pieces × 1, Alphonso Mangoes · 6 pieces × 2');
    const panel = await screen.findByRole('region', { name: 'Thank you! Your order is placed.' });
    expect(panel).toHaveTextContent('Alphonso Mangoes · 12 pieces × 1, Alphonso Mangoes · 6 pieces × 2');
  });

  it('shows older orders a page at a time, following the cursor the server names', async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) => {
        const url = new URL(input instanceof Request ? input.url : String(input));
        asked.push(url.search);
        const older = url.searchParams.get('cursor') === '2~5~x~0';
        const body = older ? [order({ _id: 'bbbbbbbb-2' })] : [order({ _id: 'aaaaaaaa-1' })];
        const headers = new Headers({ 'Content-Type': 'application/json' });
        if (!older) headers.set('X-Next-Cursor', '2~5~x~0');
        return Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers }));
      }),
    );
    renderWithProviders(<OrdersScreen />);
    await screen.findByRole('article', { name: 'Order #aaaaaaaa' });
    expect(screen.queryByRole('article', { name: 'Order #bbbbbbbb' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show older orders' }));
    await screen.findByRole('article', { name: 'Order #bbbbbbbb' });
    expect(screen.getByRole('article', { name: 'Order #aaaaaaaa' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show older orders' })).not.toBeInTheDocument();
    expect(asked).toEqual(['', '?cursor=2~5~x~0']);
  });

  it('highlights the tracking bar up to the current status', async () => {
    stubApi({ '/api/orders': [order({ status: 'Shipped' })] });
    renderWithProviders(<OrdersScreen />);
    const bar = await screen.findByRole('list', { name: 'Order progress' });
    const steps = within(bar).getAllByRole('listitem');
    expect(steps.map((step) => step.dataset.done)).toEqual(['true', 'true', 'true', 'false']);
    expect(within(bar).getByText('Shipped').closest('li')).toHaveAttribute('aria-current', 'step');
  });

  it('shows Pending as Order Placed and cancelled or refunded orders plainly', async () => {
    stubApi({
      '/api/orders': [
        order({ _id: 'aaaaaaaa-1', status: 'Pending', paymentStatus: 'unpaid', paymentInfo: null }),
        order({ _id: 'bbbbbbbb-2', status: 'Cancelled' }),
        order({ _id: 'cccccccc-3', status: 'Refunded' }),
      ],
    });
    renderWithProviders(<OrdersScreen />);
    const pending = await screen.findByRole('article', { name: 'Order #aaaaaaaa' });
    expect(within(pending).getByText('Order Placed').closest('li')).toHaveAttribute('aria-current', 'step');
    const cancelled = screen.getByRole('article', { name: 'Order #bbbbbbbb' });
    expect(within(cancelled).queryByRole('list', { name: 'Order progress' })).not.toBeInTheDocument();
    expect(within(cancelled).getByText('This order was cancelled.')).toBeInTheDocument();
    const refunded = screen.getByRole('article', { name: 'Order #cccccccc' });
    expect(within(refunded).getByText('This order was refunded.')).toBeInTheDocument();
  });

  it('opens the order just placed as a confirmation: number, total, when, where and what next', async () => {
    const placed = order({
      ...codGift,
      gift: { ...codGift.gift!, senderName: 'Ravi' },
      delivery: { date: '2099-01-02', slotId: 's1', label: '7–11' },
      shippingAddress: { ...order().shippingAddress, name: 'Meera Joshi', street: '3 Koregaon Park Road' },
    });
    stubApi({ '/api/orders': [placed], [`/api/orders/${placed._id}`]: placed });
    renderWithProviders(<OrdersScreen />, { route: '/profile/orders', path: '/profile/orders', state: { placed: placed._id } });
    const panel = await screen.findByRole('region', { name: 'Thank you! Your order is placed.' });
    expect(panel).toHaveTextContent('Order #3f2a9c1e · ₹2,066.00 · Alphonso Mango × 2, Kiwi × 1');
    expect(within(panel).getByTestId('placed-delivery')).toHaveTextContent('Fri, Jan 2, 7–11 am');
    expect(within(panel).getByTestId('placed-to')).toHaveTextContent('Meera Joshi, 3 Koregaon Park Road, Pune 411001 · from Ravi');
    expect(panel).toHaveTextContent('Please keep ₹2,066.00 ready in cash for the courier.');
    expect(panel).toHaveTextContent('A confirmation mail is on its way to asha@example.com.');
    expect(within(panel).getByRole('link', { name: 'View order #3f2a9c1e' })).toHaveAttribute('href', `/profile/orders/${placed._id}`);
  });

  it("shows no confirmation for an order that is not the customer's, and none without one just placed", async () => {
    stubApi({ '/api/orders': [order()] });
    renderWithProviders(<OrdersScreen />, { route: '/profile/orders', path: '/profile/orders', state: { placed: 'someone-elses' } });
    await screen.findByRole('article', { name: 'Order #3f2a9c1e' });
    expect(screen.queryByTestId('placed-order')).toBeNull();
  });

  it('shows a cash-on-delivery gift order as COD due, and for whom it is', async () => {
    stubApi({ '/api/orders': [order(codGift)] });
    renderWithProviders(<OrdersScreen />);
    const card = await screen.findByRole('article', { name: 'Order #3f2a9c1e' });
    expect(within(card).getByTestId('order-payment')).toHaveTextContent('Cash on delivery · COD due');
    expect(within(card).getByTestId('order-gift')).toHaveTextContent('Gift for Meera Joshi');
    expect(within(card).queryByText('Awaiting payment.')).toBeNull();
  });

  it('has an empty state', async () => {
    stubApi({ '/api/orders': [] });
    renderWithProviders(<OrdersScreen />);
    expect(await screen.findByText('You have not placed any orders yet.')).toBeInTheDocument();
  });

  it("says 'Failed to load orders. Please try again.'", async () => {
    stubApi({ '/api/orders': { status: 500, body: { message: 'boom' } } });
    renderWithProviders(<OrdersScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load orders. Please try again.');
  });
});

describe('orders without a session', () => {
  it("says 'Please log in to view your orders.'", () => {
    const fetchStub = stubApi({});
    renderWithProviders(<OrdersScreen />);
    expect(screen.getByRole('alert')).toHaveTextContent('Please log in to view your orders.');
    expect(fetchStub).not.toHaveBeenCalled();
  });
});
