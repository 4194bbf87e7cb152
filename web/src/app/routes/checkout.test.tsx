// The checkout route composes the delivery feature into the checkout feature: the slot chosen
// goes with the order, an area's extra fee shows in the totals, and Pay waits for a slot.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetPaymentSdk } from '@/features/checkout/lib/load-payment-sdk';
import { calendar, served } from '@/features/delivery/lib/delivery-fixtures';
import { product, stubApi } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { Checkout } from './checkout';

const address = { name: 'Asha Patil', mobile: '9876543210', street: '12 FC Road', city: 'Pune', state: 'Maharashtra', zip: '411045', country: 'India' };

class FakeRazorpay {
  static opened = false;
  on() {
    return this;
  }
  open() {
    FakeRazorpay.opened = true;
  }
}

beforeEach(() => {
  FakeRazorpay.opened = false;
  window.Razorpay = FakeRazorpay;
  localStorage.setItem('cart', JSON.stringify([{ ...product(), qty: 1 }]));
  localStorage.setItem('token', 'tok');
  localStorage.setItem('user', JSON.stringify({ _id: 'u1', name: 'Asha', email: 'asha@example.com', role: 'customer', createdAt: '2026-01-01T00:00:00Z' }));
});
afterEach(() => {
  delete window.Razorpay;
  resetPaymentSdk();
});

it('sends the chosen delivery slot with the order and adds the area fee to the total', async () => {
  const fetchStub = stubApi({
    '/api/config': { paymentProvider: 'sandbox', checkoutScriptUrl: '/sandbox/checkout.js', googleClientId: null, shop: { name: 'Tokri' } },
    '/api/products': [product()],
    '/api/delivery/slots': calendar(),
    '/api/delivery/check': served('411045', 40),
    '/api/orders': { status: 201, body: { orderId: 'order_1', key: 'k', amount: 105800, currency: 'INR', orderDocId: 'doc-1' } },
  });
  const { router } = renderWithProviders(<h1>Start</h1>, { extraRoutes: [{ path: '/checkout', element: <Checkout /> }] });
  await act(() => router.navigate('/checkout', { state: { address } }));

  // ₹899 + ₹119 standard delivery + ₹40 for 411045.
  const pay = await screen.findByRole('button', { name: 'Pay ₹1,058.00' });
  expect(screen.getByTestId('checkout-delivery')).toHaveTextContent('₹159.00');
  await waitFor(() => expect(pay).toBeEnabled());
  await userEvent.click(screen.getByRole('radio', { name: /5–9 pm/ }));
  await userEvent.click(pay);
  await waitFor(() => expect(FakeRazorpay.opened).toBe(true));
  const create = fetchStub.mock.calls.map(([input]) => input as Request).find((r) => new URL(r.url).pathname === '/api/orders');
  expect(await create?.json()).toMatchObject({ delivery: { date: '2026-11-26', slotId: 'c' }, shippingAddress: { zip: '411045' } });
});
