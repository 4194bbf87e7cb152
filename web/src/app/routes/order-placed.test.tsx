// From checkout to the confirmation (issue 26): the spec's alert and landing on /profile/orders
// stay, and the order just placed opens there, named by ?placed=<orderId>.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckoutScreen } from '@/features/checkout/components/checkout-screen';
import { order } from '@/features/orders/test/fixtures';
import { product } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { Orders } from './orders';

const ORDER_ID = '7c1d2e3f-0000-4000-8000-000000000001';
const address = { name: 'Asha Patil', mobile: '9876543210', street: '12 MG Road', city: 'Pune', state: 'Maharashtra', zip: '411001', country: 'India' };
const placed = order({ _id: ORDER_ID, orderNumber: 10483, status: 'Pending', paymentMethod: 'cod', paymentStatus: 'cod_due', paymentInfo: null });

/** Answers by method and path; 404 for anything else. */
function stubShop() {
  const answers: Record<string, [number, unknown]> = {
    'GET /api/config': [200, { paymentProvider: 'sandbox', checkoutScriptUrl: '', googleClientId: null, shop: { name: 'Tokri' }, cashOnDelivery: { enabled: true, maxAmount: 5000 } }],
    'GET /api/products': [200, [product()]],
    'POST /api/orders': [201, { orderId: null, paymentMethod: 'cod', key: 'k', amount: 206600, currency: 'INR', orderDocId: ORDER_ID, orderNumber: 10483 }],
    'GET /api/orders': [200, [placed]],
    [`GET /api/orders/${ORDER_ID}`]: [200, placed],
  };
  vi.stubGlobal(
    'fetch',
    vi.fn((input: Request) => {
      const [status, body] = answers[`${input.method} ${new URL(input.url).pathname}`] ?? [404, { message: 'Not found' }];
      return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
    }),
  );
}

it("alerts 'Order placed successfully!', lands on /profile/orders and opens the order just placed there", async () => {
  const user = userEvent.setup();
  const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
  stubShop();
  localStorage.setItem('cart', JSON.stringify([{ ...product(), qty: 2 }]));
  localStorage.setItem('token', 'tok');
  localStorage.setItem('user', JSON.stringify({ _id: 'u1', name: 'Asha', email: 'asha@example.com', role: 'customer', createdAt: '2026-01-01T00:00:00Z' }));
  const { router } = renderWithProviders(<h1>Start</h1>, {
    extraRoutes: [
      { path: '/checkout', element: <CheckoutScreen /> },
      { path: '/profile/orders', element: <Orders /> },
    ],
  });
  await act(() => router.navigate('/checkout', { state: { address } }));

  const cod = screen.getByRole('radio', { name: 'Cash on delivery' });
  await waitFor(() => expect(cod).toBeEnabled());
  await user.click(cod);
  await user.click(screen.getByRole('button', { name: 'Place order (Cash on delivery)' }));

  const panel = await screen.findByRole('region', { name: 'Thank you! Your order is placed.' });
  expect(alert).toHaveBeenCalledExactlyOnceWith('Order placed successfully!');
  expect(router.state.location.pathname).toBe('/profile/orders');
  expect(router.state.location.search).toBe(`?placed=${ORDER_ID}`);
  expect(within(panel).getByTestId('placed-number')).toHaveTextContent('#10483');
  expect(within(panel).getByRole('link', { name: 'View order #10483' })).toHaveAttribute('href', `/profile/orders/${ORDER_ID}`);
  expect(screen.getByRole('article', { name: 'Order #10483' })).toBeInTheDocument();
});
