// The checkout screen when a payment is cancelled, fails or cannot be finalised, and when the
// order cannot be created.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { product, stubApi } from '@/test/fixtures';
import { resetPaymentSdk } from '@/lib/payments/load-payment-sdk';
import { api, callsTo, FakeRazorpay, payButton, renderCheckout, setUp, success } from '../test/checkout-harness';

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

describe('checkout: payment outcomes', () => {
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
