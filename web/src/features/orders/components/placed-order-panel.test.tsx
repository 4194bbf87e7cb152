// The confirmation above the orders list at /profile/orders?placed=<orderId> (issue 26).
import { screen, within } from '@testing-library/react';
import { stubApi } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { OrdersScreen } from './orders-screen';
import { codGift, order, signIn } from '../test/fixtures';

const ID = '3f2a9c1e-4b5d-4e6f-8a7b-9c0d1e2f3a4b';
const PANEL = { name: 'Thank you! Your order is placed.' };

function renderPlaced(placed: string) {
  return renderWithProviders(<OrdersScreen />, { route: `/profile/orders?placed=${placed}`, path: '/profile/orders' });
}

function detailCalls(fetchStub: ReturnType<typeof stubApi>): string[] {
  return fetchStub.mock.calls
    .map(([input]) => new URL((input as Request).url).pathname)
    .filter((path) => path.startsWith('/api/orders/'));
}

describe('the order just placed', () => {
  beforeEach(() => {
    signIn();
    // 01:30 IST on Mon 23 Nov 2026: "tomorrow" is the 24th.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T20:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('thanks the customer with the number, the items with their packs, the total, the slot in words and what happens next', async () => {
    const placed = order({
      items: [
        { productId: 'p-mango', variantId: 'v-12', variantLabel: '12 pieces', name: 'Alphonso Mangoes', image: null, category: 'Tropical Fruits', qty: 1, price: 1299, discount: 0 },
        { productId: 'p2', variantId: 'p2-v', variantLabel: '', name: 'Kiwi', image: null, category: 'Exotic Fruits', qty: 2, price: 149, discount: 0 },
      ],
      subtotal: 1597,
      deliveryFee: 119,
      totalAmount: 1716,
      delivery: { date: '2026-11-24', slotId: 's1', label: '7–11' },
    });
    stubApi({ '/api/orders': [placed], [`/api/orders/${ID}`]: placed });
    renderPlaced(ID);

    const panel = await screen.findByRole('region', PANEL);
    expect(within(panel).getByTestId('placed-number')).toHaveTextContent('#10482');
    const items = within(within(panel).getByRole('list', { name: 'Items' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'Alphonso Mangoes · 12 pieces × 1₹1,299.00',
      'Kiwi × 2₹298.00',
      'Delivery₹119.00',
      'Total₹1,716.00',
    ]);
    expect(within(panel).getByTestId('placed-delivery')).toHaveTextContent('Tomorrow, 7–11 am');
    expect(within(panel).getByTestId('placed-to')).toHaveTextContent('Asha Patil, 12 MG Road, Pune 411001');
    expect(panel).toHaveTextContent('Your payment is received. A confirmation mail is on its way to asha@example.com.');
    expect(within(panel).queryByTestId('placed-message')).toBeNull();
    expect(within(panel).getByRole('link', { name: 'View order #10482' })).toHaveAttribute('href', `/profile/orders/${ID}`);
    // The list below still has the order, under the same number.
    expect(screen.getByRole('article', { name: 'Order #10482' })).toBeInTheDocument();
  });

  it("sums up a gift: recipient and door, the card's message and who it is from, and the cash to keep ready", async () => {
    const placed = order({
      ...codGift,
      gift: { ...codGift.gift!, senderName: 'Ravi' },
      delivery: { date: '2026-11-24', slotId: 's3', label: '17–21' },
      shippingAddress: { ...order().shippingAddress, name: 'Meera Joshi', street: '3 Koregaon Park Road' },
    });
    stubApi({ '/api/orders': [placed], [`/api/orders/${ID}`]: placed });
    renderPlaced(ID);

    const panel = await screen.findByRole('region', PANEL);
    expect(within(panel).getByTestId('placed-delivery')).toHaveTextContent('Tomorrow, 5–9 pm');
    expect(within(panel).getByTestId('placed-to')).toHaveTextContent('Meera Joshi, 3 Koregaon Park Road, Pune 411001');
    expect(within(panel).getByText('A gift for')).toBeInTheDocument();
    expect(within(panel).getByTestId('placed-message')).toHaveTextContent('Happy Diwali! Love, Ravi');
    expect(within(panel).getByTestId('placed-sender')).toHaveTextContent('Ravi');
    expect(panel).toHaveTextContent('Please keep ₹2,066.00 ready in cash for the courier.');
    expect(panel).not.toHaveTextContent('Your payment is received.');
  });

  it("lists the coupon's discount before the delivery and the total", async () => {
    const placed = { ...order(), discount: 194.7, coupon: 'MANGO10', totalAmount: 1871.3, offers: [{ _id: 'o1', code: 'MANGO10', title: '10% off', amount: 194.7, freeDelivery: false }] };
    stubApi({ '/api/orders': [placed], [`/api/orders/${ID}`]: placed });
    renderPlaced(ID);
    const panel = await screen.findByRole('region', PANEL);
    const rows = within(within(panel).getByRole('list', { name: 'Items' })).getAllByRole('listitem').map((row) => row.textContent);
    expect(rows.slice(-3)).toEqual(['Coupon MANGO10−₹194.70', 'Delivery₹119.00', 'Total₹1,871.30']);
    expect(within(panel).getByTestId('placed-discount')).toHaveTextContent('Coupon MANGO10');
  });

  it("shows nothing for an order that is not the customer's (the server answers 404)", async () => {
    const fetchStub = stubApi({ '/api/orders': [order()] });
    renderPlaced('someone-elses-order');
    await screen.findByRole('article', { name: 'Order #10482' });
    // Asked for, and refused: no panel, no error in its place.
    expect(detailCalls(fetchStub)).toEqual(['/api/orders/someone-elses-order']);
    await vi.waitFor(() => expect(screen.queryByRole('region', PANEL)).toBeNull());
    expect(screen.queryByTestId('placed-order')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is not asked for without ?placed', async () => {
    const fetchStub = stubApi({ '/api/orders': [order()] });
    renderWithProviders(<OrdersScreen />, { route: '/profile/orders', path: '/profile/orders' });
    await screen.findByRole('article', { name: 'Order #10482' });
    expect(detailCalls(fetchStub)).toEqual([]);
    expect(screen.queryByTestId('placed-order')).toBeNull();
  });
});
