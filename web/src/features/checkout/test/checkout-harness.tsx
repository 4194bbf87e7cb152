// The checkout screen's test harness: a stand-in for Razorpay Checkout, the API answers, the
// stored cart and session, and the screen rendered with an address in navigation state.
import { act, screen } from '@testing-library/react';
import { product, stubApi } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { CheckoutScreen } from '../components/checkout-screen';
import type { RazorpayFailure, RazorpayOptions, RazorpaySuccess } from '@/lib/payments/razorpay';

export const address = {
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
export class FakeRazorpay {
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

export const orderResponse = { orderId: 'order_sbx_1', key: 'rzp_test_sandbox', amount: 191700, currency: 'INR', orderDocId: 'doc-1' };
export const success: RazorpaySuccess = { razorpay_payment_id: 'pay_1', razorpay_order_id: 'order_sbx_1', razorpay_signature: 'sig' };

export function api(overrides: Record<string, unknown> = {}) {
  return stubApi({
    '/api/config': { paymentProvider: 'sandbox', checkoutScriptUrl: '/sandbox/checkout.js', googleClientId: null, shop: { name: 'Tokri' } },
    '/api/products': [product()],
    '/api/orders': { status: 201, body: orderResponse },
    '/api/orders/verify-payment': { message: 'Payment verified.', order: {} },
    ...overrides,
  });
}

export function setUp({ cart = true, signedIn = true } = {}) {
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

export async function renderCheckout(state: unknown = { address }) {
  const result = renderWithProviders(<h1>Start</h1>, {
    extraRoutes: [
      { path: '/checkout', element: <CheckoutScreen /> },
      { path: '/profile/orders', element: <h1>My orders page</h1> },
    ],
  });
  await act(() => result.router.navigate('/checkout', { state }));
  return result;
}

export function callsTo(fetchStub: ReturnType<typeof stubApi>, path: string): Request[] {
  return fetchStub.mock.calls
    .map(([input]) => input as Request)
    .filter((request) => new URL(request.url).pathname === path);
}

export const payButton = () => screen.getByRole('button', { name: /^Pay / });
