// The checkout's payment method and gift cards (issue 11 parts 3–5).
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { product, stubApi } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { resetPaymentSdk } from '@/lib/payments/load-payment-sdk';
import type { RazorpayOptions } from '@/lib/payments/razorpay';
import { CheckoutScreen } from './checkout-screen';

const address = { name: 'Asha Patil', mobile: '9876543210', street: '12 MG Road', city: 'Pune', state: 'Maharashtra', zip: '411001', country: 'India' };

class FakeRazorpay {
  static opened: FakeRazorpay[] = [];
  constructor(readonly options: RazorpayOptions) {}
  on() {
    return this;
  }
  open() {
    FakeRazorpay.opened.push(this);
  }
}

const config = (cashOnDelivery: unknown) => ({
  paymentProvider: 'sandbox',
  checkoutScriptUrl: '/sandbox/checkout.js',
  googleClientId: null,
  shop: { name: 'Tokri' },
  cashOnDelivery,
});
const online = { orderId: 'order_sbx_1', paymentMethod: 'online', key: 'rzp_test', amount: 191700, currency: 'INR', orderDocId: 'doc-1' };
const cod = { orderId: null, paymentMethod: 'cod', key: 'rzp_test', amount: 191700, currency: 'INR', orderDocId: 'doc-2' };

function api(overrides: Record<string, unknown> = {}) {
  return stubApi({
    '/api/config': config({ enabled: true, maxAmount: 5000 }),
    '/api/products': [product()],
    '/api/orders': { status: 201, body: online },
    ...overrides,
  });
}

async function renderCheckout() {
  localStorage.setItem('cart', JSON.stringify([{ ...product(), qty: 2 }]));
  localStorage.setItem('token', 'tok');
  localStorage.setItem('user', JSON.stringify({ _id: 'u1', name: 'Asha', email: 'asha@example.com', role: 'customer', createdAt: '2026-01-01T00:00:00Z' }));
  localStorage.setItem('selectedAddressId', 'a-home');
  const result = renderWithProviders(<h1>Start</h1>, {
    extraRoutes: [
      { path: '/checkout', element: <CheckoutScreen /> },
      { path: '/profile/orders', element: <h1>My orders page</h1> },
    ],
  });
  await act(() => result.router.navigate('/checkout', { state: { address } }));
  return result;
}

async function orderBodies(fetchStub: ReturnType<typeof stubApi>): Promise<unknown[]> {
  const requests = fetchStub.mock.calls
    .map(([input]) => input as Request)
    .filter((request) => new URL(request.url).pathname === '/api/orders' && request.method === 'POST');
  return Promise.all(requests.map((request) => request.clone().json() as Promise<unknown>));
}

const codChoice = () => screen.getByRole('radio', { name: 'Cash on delivery' });

let alert: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
  FakeRazorpay.opened = [];
  window.Razorpay = FakeRazorpay;
});
afterEach(() => {
  delete window.Razorpay;
  resetPaymentSdk();
});

describe('checkout payment method', () => {
  it('places a cash-on-delivery order without the payment window', async () => {
    const user = userEvent.setup();
    const fetchStub = api({ '/api/orders': { status: 201, body: cod } });
    await renderCheckout();
    expect(screen.getByRole('radio', { name: 'Pay online (UPI, cards, netbanking)' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Pay ₹1,917.00' })).toBeInTheDocument();
    await waitFor(() => expect(codChoice()).toBeEnabled());
    expect(codChoice()).toHaveAccessibleDescription('Pay in cash when your order arrives.');

    await user.click(codChoice());
    expect(screen.getByText('Please keep ₹1,917.00 ready in cash for the delivery.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place order (Cash on delivery)' }));
    await screen.findByRole('heading', { name: 'My orders page' });
    expect(await orderBodies(fetchStub)).toEqual([expect.objectContaining({ paymentMethod: 'cod', cart: [{ _id: 'p1', qty: 2 }] })]);
    expect(FakeRazorpay.opened).toHaveLength(0);
    expect(alert).toHaveBeenCalledWith('Order placed successfully!');
    expect(JSON.parse(localStorage.getItem('cart') ?? 'null')).toEqual([]);
    expect(localStorage.getItem('selectedAddressId')).toBeNull();
  });

  it('disables cash on delivery with the reason: over the limit, or turned off', async () => {
    api({ '/api/config': config({ enabled: true, maxAmount: 1500 }) });
    const { unmount } = await renderCheckout();
    await waitFor(() => expect(codChoice()).toHaveAccessibleDescription('Available on orders up to ₹1,500.00'));
    expect(codChoice()).toBeDisabled();
    unmount();

    api({ '/api/config': config({ enabled: false, maxAmount: null }) });
    await renderCheckout();
    await waitFor(() => expect(codChoice()).toHaveAccessibleDescription('Not available at the moment.'));
    expect(codChoice()).toBeDisabled();
  });

  it("shows the server's refusal of cash on delivery", async () => {
    const user = userEvent.setup();
    const refusal = 'Cash on delivery is not available. Please pay online.';
    api({ '/api/orders': { status: 400, body: { message: refusal } } });
    await renderCheckout();
    await waitFor(() => expect(codChoice()).toBeEnabled());
    await user.click(codChoice());
    await user.click(screen.getByRole('button', { name: 'Place order (Cash on delivery)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
  });

  it('opens the payment window again when Pay is pressed after closing it', async () => {
    const user = userEvent.setup();
    const fetchStub = api({ '/api/orders': { status: 200, body: online } });
    await renderCheckout();
    await user.click(screen.getByRole('button', { name: 'Pay ₹1,917.00' }));
    await waitFor(() => expect(FakeRazorpay.opened).toHaveLength(1));
    act(() => FakeRazorpay.opened[0]!.options.modal!.ondismiss!());
    await user.click(await screen.findByRole('button', { name: 'Pay ₹1,917.00' }));
    await waitFor(() => expect(FakeRazorpay.opened).toHaveLength(2));
    expect(FakeRazorpay.opened[1]!.options.order_id).toBe('order_sbx_1');
    const [first, second] = await orderBodies(fetchStub);
    expect(second).toEqual(first);
  });
});

describe('checkout gift', () => {
  // These type a whole address: give them time on a busy machine.
  it('checks the gift before paying, sends it trimmed to the recipient and bills the buyer', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    const fetchStub = api();
    await renderCheckout();
    expect(screen.queryByLabelText(/Recipient's name/)).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: /This order is a gift/ }));

    const message = screen.getByLabelText('Gift message (optional)');
    await user.type(message, 'Happy Diwali!');
    expect(screen.getByTestId('gift-message-count')).toHaveTextContent('13/200');
    await user.click(screen.getByRole('button', { name: 'Pay ₹1,917.00' }));
    const name = screen.getByRole('textbox', { name: "Recipient's name" });
    expect(name).toHaveAccessibleDescription("Please enter the recipient's name.");
    expect(name).toHaveFocus();
    expect(screen.getByRole('textbox', { name: "Recipient's mobile" })).toHaveAccessibleDescription(
      /Please enter the recipient's 10-digit mobile number\./,
    );
    await user.clear(message);
    await user.click(message);
    await user.paste('x'.repeat(201));
    expect(screen.getByTestId('gift-message-count')).toHaveTextContent('201/200');
    await user.click(screen.getByRole('button', { name: 'Pay ₹1,917.00' }));
    expect(message).toHaveAccessibleDescription(/The gift message can have at most 200 characters\./);
    expect(await orderBodies(fetchStub)).toEqual([]);

    await user.type(name, ' Meera Joshi ');
    await user.type(screen.getByRole('textbox', { name: "Recipient's mobile" }), '98220 12345');
    await user.type(screen.getByRole('textbox', { name: "Recipient's PIN code" }), '411038');
    await user.type(screen.getByRole('textbox', { name: "Recipient's street and house" }), '5 Kothrud Lane');
    // The PIN code filled the recipient's city and state.
    expect(screen.getByRole('textbox', { name: "Recipient's city" })).toHaveValue('Pune');
    expect(screen.getByRole('textbox', { name: "Recipient's state" })).toHaveValue('Maharashtra');
    await user.clear(message);
    await user.type(message, 'Happy Diwali!{Enter}Love, Ravi');
    // Prices are left off a gift's slip unless the sender asks for them.
    expect(screen.getByRole('checkbox', { name: 'Hide prices on the packing slip' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'From (printed on the card)' })).toHaveValue('Asha');
    await user.click(screen.getByRole('button', { name: 'Pay ₹1,917.00' }));
    await waitFor(() => expect(FakeRazorpay.opened).toHaveLength(1));
    expect(await orderBodies(fetchStub)).toEqual([
      expect.objectContaining({
        paymentMethod: 'online',
        gift: { recipientName: 'Meera Joshi', recipientMobile: '98220 12345', message: 'Happy Diwali!\nLove, Ravi', senderName: 'Asha', hidePrices: true },
        shippingAddress: {
          name: 'Meera Joshi',
          mobile: '98220 12345',
          street: '5 Kothrud Lane',
          city: 'Pune',
          state: 'Maharashtra',
          zip: '411038',
          country: 'India',
        },
        billingAddress: address,
      }),
    ]);
  });

  it("shows the server's gift errors at their fields", { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    const wrong = "Please enter the recipient's 10-digit mobile number.";
    api({ '/api/orders': { status: 400, body: { message: wrong, errors: { 'gift.recipientMobile': wrong } } } });
    await renderCheckout();
    await user.click(screen.getByRole('checkbox', { name: /This order is a gift/ }));
    await user.type(screen.getByRole('textbox', { name: "Recipient's name" }), 'Meera');
    await user.type(screen.getByRole('textbox', { name: "Recipient's mobile" }), '9822012345');
    await user.type(screen.getByRole('textbox', { name: "Recipient's PIN code" }), '411038');
    await user.type(screen.getByRole('textbox', { name: "Recipient's street and house" }), '5 Kothrud Lane');
    await user.type(screen.getByRole('textbox', { name: "Recipient's city" }), 'Pune');
    await user.type(screen.getByRole('textbox', { name: "Recipient's state" }), 'Maharashtra');
    await user.click(screen.getByRole('button', { name: 'Pay ₹1,917.00' }));
    expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent('Please check the highlighted details.');
    const mobile = screen.getByRole('textbox', { name: "Recipient's mobile" });
    expect(mobile).toHaveAccessibleDescription(new RegExp(wrong));
    expect(mobile).toHaveFocus();
  });
});
