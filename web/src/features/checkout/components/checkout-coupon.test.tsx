// Checkout with a coupon (issue 21): the applied coupon goes with the order and is cleared once it
// is placed; an order refused for its coupon says why in the coupon box and under Pay.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetPaymentSdk } from '@/lib/payments/load-payment-sdk';
import { api, callsTo, FakeRazorpay, payButton, renderCheckout, setUp, success } from '../test/checkout-harness';

const USED_UP = 'This coupon has been used up.';

/** Two Alphonso Mangoes (₹1,798) with PHONE10 taking ₹179.80 off. */
const quote = {
  subtotal: 1798,
  deliveryFee: 119,
  total: 1737.2,
  mrpSavings: 0,
  freeDeliveryFrom: 1999,
  discount: 179.8,
  offers: [{ _id: 'promo-1', code: 'PHONE10', title: '10% off', amount: 179.8, freeDelivery: false }],
  coupon: { code: 'PHONE10', applied: true, problem: null },
  lines: [{ productId: 'p1', variantId: 'p1-v', variantLabel: '', name: 'Alphonso Mango', qty: 2, unitPrice: 899, lineTotal: 1798, mrp: null, discount: 179.8 }],
};

beforeEach(() => {
  vi.spyOn(window, 'alert').mockImplementation(() => {});
  FakeRazorpay.last = null;
  window.Razorpay = FakeRazorpay;
});
afterEach(() => {
  delete window.Razorpay;
  resetPaymentSdk();
});

describe('checkout with a coupon', () => {
  it('shows the coupon line and the lower total, sends the coupon with the order and forgets it once placed', async () => {
    const user = userEvent.setup();
    setUp();
    localStorage.setItem('tokri.coupon', 'PHONE10');
    const fetchStub = api({ '/api/cart/quote': quote });
    await renderCheckout();

    const summary = screen.getByTestId('checkout-summary');
    await waitFor(() => expect(within(summary).getByTestId('checkout-total')).toHaveTextContent('₹1,737.20'));
    expect(within(summary).getByTestId('checkout-discount')).toHaveTextContent('Coupon PHONE10−₹179.80');
    expect(within(summary).getByTestId('coupon-applied')).toHaveTextContent('Coupon PHONE10 applied — you save ₹179.80');
    expect(payButton()).toHaveTextContent('Pay ₹1,737.20');
    // Below lg the same lines show in a card in the page.
    expect(within(screen.getByTestId('checkout-totals-card')).getByTestId('checkout-phone-discount')).toHaveTextContent('−₹179.80');
    const [quoted] = callsTo(fetchStub, '/api/cart/quote');
    expect(await quoted?.json()).toMatchObject({ coupon: 'PHONE10', pinCode: '411001' });

    await user.click(payButton());
    await waitFor(() => expect(FakeRazorpay.last?.opened).toBe(true));
    const [create] = callsTo(fetchStub, '/api/orders');
    expect(await create?.json()).toMatchObject({ coupon: 'PHONE10', cart: [{ _id: 'p1', qty: 2 }] });
    expect(localStorage.getItem('tokri.coupon')).toBe('PHONE10');

    act(() => FakeRazorpay.last!.options.handler(success));
    await screen.findByRole('heading', { name: 'My orders page' });
    expect(localStorage.getItem('tokri.coupon')).toBeNull();
  });

  it("shows the server's coupon refusal in the coupon box and under Pay, and places nothing", async () => {
    const user = userEvent.setup();
    setUp();
    localStorage.setItem('tokri.coupon', 'PHONE10');
    api({
      '/api/cart/quote': quote,
      '/api/orders': { status: 400, body: { message: USED_UP, code: 'coupon_used_up' } },
    });
    await renderCheckout();
    await waitFor(() => expect(payButton()).toHaveTextContent('Pay ₹1,737.20'));
    await user.click(payButton());

    const summary = screen.getByTestId('checkout-summary');
    await waitFor(() => expect(within(summary).getByTestId('coupon-problem')).toHaveTextContent(USED_UP));
    const alerts = within(summary).getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toEqual([USED_UP, USED_UP]);
    expect(within(summary).getByRole('textbox', { name: 'Coupon code' })).toHaveValue('PHONE10');
    expect(within(summary).getByRole('button', { name: 'Remove coupon PHONE10' })).toBeInTheDocument();
    expect(FakeRazorpay.last).toBeNull();
    expect(localStorage.getItem('tokri.coupon')).toBe('PHONE10');

    // Removed, the box is empty again; the order goes without a coupon next time.
    await user.click(within(summary).getByRole('button', { name: 'Remove coupon PHONE10' }));
    expect(localStorage.getItem('tokri.coupon')).toBeNull();
    expect(within(summary).queryByTestId('coupon-problem')).not.toBeInTheDocument();
  });
});
