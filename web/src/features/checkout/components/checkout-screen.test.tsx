// The checkout screen: its guards, what it shows, and an order paid online.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
      // No business invoice unless the buyer asks for one.
      business: null,
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

});
