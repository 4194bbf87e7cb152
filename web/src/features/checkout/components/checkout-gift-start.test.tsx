// Checkout after the cart's "Is this a gift?": a gift opens the recipient's fields and bills the
// cart's address; the buyer can still change their mind, and a placed order forgets the answer.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetPaymentSdk } from '@/lib/payments/load-payment-sdk';
import { address, api, FakeRazorpay, payButton, renderCheckout, setUp, success } from '../test/checkout-harness';

const giftBox = () => screen.getByRole('checkbox', { name: /This order is a gift/ });

beforeEach(() => {
  vi.spyOn(window, 'alert').mockImplementation(() => {});
  FakeRazorpay.last = null;
  window.Razorpay = FakeRazorpay;
});
afterEach(() => {
  delete window.Razorpay;
  resetPaymentSdk();
});

describe('checkout after the cart said it is a gift', () => {
  it("opens with the recipient's fields and bills the cart's address", async () => {
    setUp();
    api();
    await renderCheckout({ address, gift: true });
    expect(giftBox()).toBeChecked();
    expect(screen.getByLabelText("Recipient's name")).toBeVisible();
    expect(screen.getByLabelText("Recipient's PIN code")).toBeVisible();
    expect(screen.getByLabelText('Gift message (optional)')).toBeVisible();
    expect(screen.getByLabelText('From (printed on the card)')).toHaveValue('Asha');
    expect(screen.getByRole('heading', { name: 'Your address (billed)' })).toBeInTheDocument();
  });

  it('lets the buyer change their mind, and remembers it for the cart', async () => {
    const user = userEvent.setup();
    setUp();
    api();
    sessionStorage.setItem('giftOrder', 'true');
    await renderCheckout({ address, gift: true });
    await user.click(giftBox());
    expect(screen.queryByLabelText("Recipient's name")).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Delivery address' })).toBeInTheDocument();
    expect(sessionStorage.getItem('giftOrder')).toBeNull();
    await user.click(giftBox());
    expect(sessionStorage.getItem('giftOrder')).toBe('true');
  });

  it('opens closed without it, as before', async () => {
    setUp();
    api();
    await renderCheckout({ address });
    expect(giftBox()).not.toBeChecked();
    expect(screen.queryByLabelText("Recipient's name")).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Delivery address' })).toBeInTheDocument();
  });

  it('forgets the answer once the order is placed', async () => {
    const user = userEvent.setup();
    setUp();
    api();
    sessionStorage.setItem('giftOrder', 'true');
    await renderCheckout({ address });
    await user.click(payButton());
    await waitFor(() => expect(FakeRazorpay.last?.opened).toBe(true));
    act(() => FakeRazorpay.last!.options.handler(success));
    await screen.findByRole('heading', { name: 'My orders page' });
    expect(sessionStorage.getItem('giftOrder')).toBeNull();
  });
});
