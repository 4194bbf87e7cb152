// The checkout route composes the delivery feature into the checkout feature: the slot chosen
// goes with the order, an area's extra fee shows in the totals, and Pay waits for a slot.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetPaymentSdk } from '@/lib/payments/load-payment-sdk';
import type { RazorpayOptions } from '@/lib/payments/razorpay';
import { calendar, served } from '@/features/delivery/lib/delivery-fixtures';
import { product, stubApi } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { Checkout } from './checkout';

const address = { name: 'Asha Patil', mobile: '9876543210', street: '12 FC Road', city: 'Pune', state: 'Maharashtra', zip: '411045', country: 'India' };

class FakeRazorpay {
  static opened = false;
  static last: FakeRazorpay | null = null;
  constructor(readonly options: RazorpayOptions) {
    FakeRazorpay.last = this;
  }
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

it('asks for a slot at the slots when Pay is pressed without one, then remembers the slot and address of the order placed', async () => {
  const user = userEvent.setup();
  vi.spyOn(window, 'alert').mockImplementation(() => {});
  localStorage.setItem('selectedAddressId', 'a-home');
  const fetchStub = stubApi({
    '/api/config': { paymentProvider: 'sandbox', checkoutScriptUrl: '/sandbox/checkout.js', googleClientId: null, shop: { name: 'Tokri' } },
    '/api/products': [product()],
    '/api/delivery/slots': calendar(),
    '/api/delivery/check': served('411045'),
    '/api/orders': { status: 201, body: { orderId: 'order_1', key: 'k', amount: 101800, currency: 'INR', orderDocId: 'doc-1' } },
    '/api/orders/verify-payment': { message: 'Payment verified.', order: {} },
  });
  const { router } = renderWithProviders(<h1>Start</h1>, {
    extraRoutes: [
      { path: '/checkout', element: <Checkout /> },
      { path: '/profile/orders', element: <h1>My orders page</h1> },
    ],
  });
  await act(() => router.navigate('/checkout', { state: { address } }));

  // The bar holds the total and Pay; nothing is chosen for the customer, and Pay says what is missing.
  const bar = screen.getByTestId('checkout-summary');
  const pay = await within(bar).findByRole('button', { name: 'Pay ₹1,018.00' });
  expect(within(bar).getByTestId('checkout-bar-total')).toHaveTextContent('Total (incl. ₹119.00 delivery)₹1,018.00');
  const morning = await screen.findByRole('radio', { name: /7–11 am/ });
  expect(morning).not.toBeChecked();
  await waitFor(() => expect(pay).toBeEnabled());
  await user.click(pay);
  await waitFor(() => expect(morning).toHaveFocus());
  expect(screen.getByTestId('slot-prompt')).toHaveTextContent('Please choose a delivery slot.');
  expect(FakeRazorpay.opened).toBe(false);
  expect(fetchStub.mock.calls.some(([input]) => new URL((input as Request).url).pathname === '/api/orders')).toBe(false);

  await user.click(screen.getByRole('radio', { name: /5–9 pm/ }));
  expect(screen.getByTestId('slot-choice-words')).toHaveTextContent('Delivery: Tomorrow, 5–9 pm');
  await user.click(pay);
  await waitFor(() => expect(FakeRazorpay.opened).toBe(true));
  act(() => FakeRazorpay.last?.options.handler({ razorpay_payment_id: 'pay_1', razorpay_order_id: 'order_1', razorpay_signature: 'sig' }));
  expect(await screen.findByRole('heading', { name: 'My orders page' })).toBeInTheDocument();
  expect(localStorage.getItem('lastSlotId')).toBe('c');
  expect(localStorage.getItem('lastAddressId')).toBe('a-home');
  expect(localStorage.getItem('selectedAddressId')).toBeNull();
});
