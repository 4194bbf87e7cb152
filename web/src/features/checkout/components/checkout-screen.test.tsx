import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { product, stubApi } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { resetPaymentSdk } from '../lib/load-payment-sdk';
import type { RazorpayFailure, RazorpayOptions, RazorpaySuccess } from '../lib/razorpay';
import { CheckoutScreen } from './checkout-screen';

const address = {
  _id: 'a-home',
  name: 'Asha Patil',
  mobile: '9876543210',
  street: '12 MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  zip: '411001',
  country: 'India',
};

/** A stand-in for Razorpay Checkout that records its options and lets the test act as the customer. */
class FakeRazorpay {
  static last: FakeRazorpay | null = null;
  options: RazorpayOptions;
  failed: ((response: RazorpayFailure) => void) | null = null;
  opened = false;
  constructor(options: RazorpayOptions) {
    this.options = options;
    FakeRazorpay.last = this;
  }
  on(_event: 'payment.failed', handler: (response: RazorpayFailure) => void) {
    this.failed = handler;
    return this;
  }
  open() {
    this.opened = true;
  }
}

const orderResponse = { orderId: 'order_sbx_1', key: 'rzp_test_sandbox', amount: 191700, currency: 'INR', orderDocId: 'doc-1' };
const success: RazorpaySuccess = { razorpay_payment_id: 'pay_1', razorpay_order_id: 'order_sbx_1', razorpay_signature: 'sig' };

function api(overrides: Record<string, unknown> = {}) {
  return stubApi({
    '/api/config': { paymentProvider: 'sandbox', checkoutScriptUrl: '/sandbox/checkout.js', googleClientId: null, shop: { name: 'Tokri' } },
    '/api/products': [product()],
    '/api/orders': { status: 201, body: orderResponse },
    '/api/orders/verify-payment': { message: 'Payment verified.', order: {} },
    ...overrides,
  });
}

function setUp({ cart = true, signedIn = true } = {}) {
  if (cart) localStorage.setItem('cart', JSON.stringify([{ ...product(), qty: 2 }]));
  if (signedIn) {
    localStorage.setItem('token', 'tok');
    localStorage.setItem(
      'user',
      JSON.stringify({ _id: 'u1', name: 'Asha', email: 'asha@example.com', role: 'guest', createdAt: '2026-01-01T00:00:00Z' }),
    );
  }
  localStorage.setItem('selectedAddressId', 'a-home');
}

async function renderCheckout(state: unknown = { address }) {
  const result = renderWithProviders(<h1>Start</h1>, {
    extraRoutes: [
      { path: '/checkout', element: <CheckoutScreen /> },
      { path: '/profile/orders', element: <h1>My orders page</h1> },
    ],
  });
  await act(() => result.router.navigate('/checkout', { state }));
  return result;
}

function callsTo(fetchStub: ReturnType<typeof stubApi>, path: string): Request[] {
  return fetchStub.mock.calls
    .map(([input]) => input as Request)
    .filter((request) => new URL(request.url).pathname === path);
}

const payButton = () => screen.getByRole('button', { name: /^Pay / });

let alert: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
  FakeRazorpay.last = null;
  window.Razorpay = FakeRazorpay;
});
afterEach(() => {
  delete window.Razorpay;
  resetPaymentSdk();
});

describe('checkout', () => {
  it('redirects to /cart without an address in navigation state', async () => {
    setUp();
    api();
    await renderCheckout(null);
    expect(screen.getByRole('heading', { name: 'Cart page' })).toBeInTheDocument();
  });

  it('redirects to /cart when the cart is empty', async () => {
    setUp({ cart: false });
    api();
    await renderCheckout();
    expect(screen.getByRole('heading', { name: 'Cart page' })).toBeInTheDocument();
  });

  it('shows the items, the totals with two decimals and the delivery address', async () => {
    setUp();
    api();
    await renderCheckout();
    expect(screen.getByRole('heading', { name: 'Alphonso Mango' })).toBeInTheDocument();
    expect(screen.getByText('2 × ₹899')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-subtotal')).toHaveTextContent('₹1,798.00');
    expect(screen.getByTestId('checkout-delivery')).toHaveTextContent('₹119.00');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('₹1,917.00');
    expect(screen.getByTestId('checkout-address')).toHaveTextContent('12 MG Road');
    expect(screen.getByTestId('checkout-address')).toHaveTextContent('Pune, Maharashtra 411001');
    expect(payButton()).toHaveTextContent('Pay ₹1,917.00');
  });

  it('creates the order, opens the payment window, verifies, clears the cart and goes to the orders', async () => {
    const user = userEvent.setup();
    setUp();
    const fetchStub = api();
    await renderCheckout();
    await user.click(payButton());
    await waitFor(() => expect(FakeRazorpay.last?.opened).toBe(true));

    const [create] = callsTo(fetchStub, '/api/orders');
    expect(create?.method).toBe('POST');
    expect(await create?.json()).toEqual({
      paymentMethod: 'online',
      cart: [{ _id: 'p1', qty: 2 }],
      shippingAddress: {
        name: 'Asha Patil',
        mobile: '9876543210',
        street: '12 MG Road',
        city: 'Pune',
        state: 'Maharashtra',
        zip: '411001',
        country: 'India',
      },
    });
    const options = FakeRazorpay.last!.options;
    expect(options).toMatchObject({
      key: 'rzp_test_sandbox',
      amount: 191700,
      currency: 'INR',
      order_id: 'order_sbx_1',
      name: 'Tokri',
      prefill: { name: 'Asha', email: 'asha@example.com', contact: '9876543210' },
    });
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();

    act(() => options.handler(success));
    await screen.findByRole('heading', { name: 'My orders page' });
    const [verify] = callsTo(fetchStub, '/api/orders/verify-payment');
    expect(await verify?.json()).toEqual({ orderDocId: 'doc-1', paymentId: 'pay_1', signature: 'sig' });
    expect(alert).toHaveBeenCalledWith('Order placed successfully!');
    expect(JSON.parse(localStorage.getItem('cart') ?? 'null')).toEqual([]);
    expect(localStorage.getItem('selectedAddressId')).toBeNull();
  });

  it("says 'Payment cancelled' when the window is dismissed and keeps the cart", async () => {
    const user = userEvent.setup();
    setUp();
    api();
    await renderCheckout();
    await user.click(payButton());
    await waitFor(() => expect(FakeRazorpay.last?.opened).toBe(true));
    act(() => FakeRazorpay.last!.options.modal!.ondismiss!());
    expect(await screen.findByRole('status')).toHaveTextContent('Payment cancelled');
    expect(payButton()).toBeEnabled();
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toHaveLength(1);
    expect(localStorage.getItem('selectedAddressId')).toBe('a-home');
  });

  it('shows a failed payment', async () => {
    const user = userEvent.setup();
    setUp();
    api();
    await renderCheckout();
    await user.click(payButton());
    await waitFor(() => expect(FakeRazorpay.last?.opened).toBe(true));
    act(() => FakeRazorpay.last!.failed!({ error: { description: 'Your card was declined.' } }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(payButton()).toBeEnabled();
  });

  it("says 'Payment successful, but order could not be finalized. Please contact support.' when verification fails", async () => {
    const user = userEvent.setup();
    setUp();
    api({ '/api/orders/verify-payment': { status: 400, body: { message: 'Signature mismatch' } } });
    await renderCheckout();
    await user.click(payButton());
    await waitFor(() => expect(FakeRazorpay.last?.opened).toBe(true));
    act(() => FakeRazorpay.last!.options.handler(success));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Payment successful, but order could not be finalized. Please contact support.',
    );
    expect(alert).not.toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toHaveLength(1);
  });

  it("shows the server's error when the order cannot be created", async () => {
    const user = userEvent.setup();
    setUp();
    api({ '/api/orders': { status: 400, body: { message: 'Some products are no longer available.' } } });
    await renderCheckout();
    await user.click(payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Some products are no longer available.');
    expect(FakeRazorpay.last).toBeNull();
  });

  it('shows a sold-out answer with a way back to the cart, and the item learns the stock left', async () => {
    const user = userEvent.setup();
    setUp();
    const soldOut = 'Sold out: only 1 of Alphonso Mango left. Please lower the quantity in your cart.';
    const answers: Record<string, unknown> = {
      '/api/config': { paymentProvider: 'sandbox', checkoutScriptUrl: '/sandbox/checkout.js', googleClientId: null, shop: { name: 'Tokri' } },
      '/api/products': [product({ stock: 5 })],
      '/api/orders': { status: 409, body: { message: soldOut } },
    };
    stubApi(answers);
    await renderCheckout();
    // Someone else bought them meanwhile: the catalogue now has one left.
    answers['/api/products'] = [product({ stock: 1 })];
    await user.click(payButton());
    const alertBox = await screen.findByRole('alert');
    expect(alertBox).toHaveTextContent(soldOut);
    expect(within(alertBox).getByRole('link', { name: 'Update your cart' })).toHaveAttribute('href', '/cart');
    expect(await screen.findByText('Only 1 left now. Please lower the quantity to 1.')).toBeInTheDocument();
    expect(FakeRazorpay.last).toBeNull();
  });

  it("falls back to 'Payment or order processing failed.'", async () => {
    const user = userEvent.setup();
    setUp();
    const fetchStub = api();
    await renderCheckout();
    fetchStub.mockImplementation((input: RequestInfo | URL) =>
      new URL(input instanceof Request ? input.url : String(input)).pathname === '/api/orders'
        ? Promise.reject(new TypeError('offline'))
        : Promise.resolve(new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } })),
    );
    await user.click(payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment or order processing failed.');
  });

  it("says 'Failed to load payment SDK. Please try again later.' when the SDK cannot load", async () => {
    const user = userEvent.setup();
    delete window.Razorpay;
    setUp();
    const fetchStub = api({ '/api/config': { status: 500, body: { message: 'down' } } });
    await renderCheckout();
    await user.click(payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load payment SDK. Please try again later.');
    expect(callsTo(fetchStub, '/api/orders')).toHaveLength(0);
  });
});
