import { screen, within } from '@testing-library/react';
import type { Schemas } from '@/lib/api/client';
import { stubApi } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { OrdersScreen } from './orders-screen';

type Order = Schemas['Order'];

const codGift: Partial<Order> = {
  status: 'Pending',
  paymentMethod: 'cod',
  paymentStatus: 'cod_due',
  paymentInfo: null,
  gift: { recipientName: 'Meera Joshi', recipientMobile: '9822012345', message: 'Happy Diwali!\nLove, Ravi', hidePrices: true },
};

function order(overrides: Partial<Order> = {}): Order {
  return {
    _id: '3f2a9c1e-4b5d-4e6f-8a7b-9c0d1e2f3a4b',
    status: 'Processing',
    createdAt: '2026-11-22T20:00:00Z',
    subtotal: 1947,
    deliveryFee: 119,
    totalAmount: 2066,
    currency: 'INR',
    paymentStatus: 'paid',
    paymentMethod: 'online',
    gift: null,
    paymentInfo: { method: 'card', paymentId: 'pay_1', provider: 'razorpay', paidAt: '2026-11-22T20:01:00Z' },
    items: [
      { productId: 'p1', name: 'Alphonso Mango', image: null, category: 'Tropical Fruits', qty: 2, price: 899 },
      { productId: 'p2', name: 'Kiwi', image: null, category: 'Exotic Fruits', qty: 1, price: 149 },
    ],
    shippingAddress: {
      name: 'Asha Patil',
      street: '12 MG Road',
      city: 'Pune',
      state: 'Maharashtra',
      zip: '411001',
      country: 'India',
      mobile: '9876543210',
    },
    userId: { _id: 'u1', name: 'Asha Customer', email: 'asha@example.com' },
    ...overrides,
  };
}

function signIn() {
  localStorage.setItem('token', 'tok');
  localStorage.setItem(
    'user',
    JSON.stringify({ _id: 'u1', name: 'Asha', email: 'asha@example.com', role: 'customer', createdAt: '2026-01-01T00:00:00Z' }),
  );
}

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
