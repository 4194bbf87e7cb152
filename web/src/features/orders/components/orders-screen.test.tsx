import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubApi } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { OrdersScreen } from './orders-screen';
import { codGift, order, signIn } from '../test/fixtures';

describe('orders list', () => {
  beforeEach(signIn);

  it('shows each order with its number, IST date, total, status, items and a detail link', async () => {
    stubApi({ '/api/orders': [order()] });
    renderWithProviders(<OrdersScreen />);
    const card = await screen.findByRole('article', { name: 'Order #10482' });
    expect(within(card).getByText('Nov 23, 2026 1:30 AM')).toBeInTheDocument();
    expect(within(card).getByText('₹2,066.00')).toBeInTheDocument();
    expect(within(card).getByTestId('order-status')).toHaveTextContent('Processing');
    expect(within(card).getByText('Alphonso Mango × 2, Kiwi × 1')).toBeInTheDocument();
    expect(within(card).getByText('3 items')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View details of order #10482' })).toHaveAttribute(
      'href',
      '/profile/orders/3f2a9c1e-4b5d-4e6f-8a7b-9c0d1e2f3a4b',
    );
  });

  it("names each item with its pack's label", async () => {
    const packs = order({
      items: [
        { productId: 'p-mango', variantId: 'v-12', variantLabel: '12 pieces', name: 'Alphonso Mangoes', image: null, category: 'Tropical Fruits', qty: 1, price: 1299, discount: 0 },
        { productId: 'p-mango', variantId: 'v-6', variantLabel: '6 pieces', name: 'Alphonso Mangoes', image: null, category: 'Tropical Fruits', qty: 2, price: 649, discount: 0 },
      ],
    });
    stubApi({ '/api/orders': [packs] });
    renderWithProviders(<OrdersScreen />);
    const card = await screen.findByRole('article', { name: 'Order #10482' });
    expect(within(card).getByTestId('order-items')).toHaveTextContent('Alphonso Mangoes · 12 pieces × 1, Alphonso Mangoes · 6 pieces × 2');
    expect(screen.queryByTestId('placed-order')).toBeNull();
  });

  it('shows older orders a page at a time, following the cursor the server names', async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) => {
        const url = new URL(input instanceof Request ? input.url : String(input));
        asked.push(url.search);
        const older = url.searchParams.get('cursor') === '2~5~x~0';
        const body = older ? [order({ _id: 'bbbbbbbb-2', orderNumber: 10002 })] : [order({ _id: 'aaaaaaaa-1', orderNumber: 10001 })];
        const headers = new Headers({ 'Content-Type': 'application/json' });
        if (!older) headers.set('X-Next-Cursor', '2~5~x~0');
        return Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers }));
      }),
    );
    renderWithProviders(<OrdersScreen />);
    await screen.findByRole('article', { name: 'Order #10001' });
    expect(screen.queryByRole('article', { name: 'Order #10002' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show older orders' }));
    await screen.findByRole('article', { name: 'Order #10002' });
    expect(screen.getByRole('article', { name: 'Order #10001' })).toBeInTheDocument();
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
        order({ _id: 'aaaaaaaa-1', orderNumber: 10001, status: 'Pending', paymentStatus: 'unpaid', paymentInfo: null }),
        order({ _id: 'bbbbbbbb-2', orderNumber: 10002, status: 'Cancelled' }),
        order({ _id: 'cccccccc-3', orderNumber: 10003, status: 'Refunded' }),
      ],
    });
    renderWithProviders(<OrdersScreen />);
    const pending = await screen.findByRole('article', { name: 'Order #10001' });
    expect(within(pending).getByText('Order Placed').closest('li')).toHaveAttribute('aria-current', 'step');
    const cancelled = screen.getByRole('article', { name: 'Order #10002' });
    expect(within(cancelled).queryByRole('list', { name: 'Order progress' })).not.toBeInTheDocument();
    expect(within(cancelled).getByText('This order was cancelled.')).toBeInTheDocument();
    const refunded = screen.getByRole('article', { name: 'Order #10003' });
    expect(within(refunded).getByText('This order was refunded.')).toBeInTheDocument();
  });

  it('shows a cash-on-delivery gift order as COD due, and for whom it is', async () => {
    stubApi({ '/api/orders': [order(codGift)] });
    renderWithProviders(<OrdersScreen />);
    const card = await screen.findByRole('article', { name: 'Order #10482' });
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
