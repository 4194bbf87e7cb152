// The checkout's WhatsApp choices: order updates for the customer, and a word to a gift's recipient
// on the delivery day. Both are offered only when the shop has set up WhatsApp, and start unticked.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetPaymentSdk } from '@/lib/payments/load-payment-sdk';
import { address, api, callsTo, FakeRazorpay, payButton, renderCheckout, setUp } from '../test/checkout-harness';

const shopConfig = (whatsappUpdates: boolean) => ({
  paymentProvider: 'sandbox',
  checkoutScriptUrl: '/sandbox/checkout.js',
  googleClientId: null,
  shop: { name: 'Tokri' },
  whatsappUpdates,
});

const UPDATES = 'Send me order updates on WhatsApp';
const NOTIFY = 'Tell the recipient on the delivery day that a gift is on its way';

async function orderBodies(fetchStub: ReturnType<typeof api>): Promise<Record<string, unknown>[]> {
  const posts = callsTo(fetchStub, '/api/orders').filter((request) => request.method === 'POST');
  return Promise.all(posts.map((request) => request.clone().json() as Promise<Record<string, unknown>>));
}

beforeEach(() => {
  vi.spyOn(window, 'alert').mockImplementation(() => {});
  FakeRazorpay.last = null;
  window.Razorpay = FakeRazorpay;
  setUp();
});
afterEach(() => {
  delete window.Razorpay;
  resetPaymentSdk();
});

describe('checkout WhatsApp choices', () => {
  it('offers nothing and sends nothing when the shop has no WhatsApp', async () => {
    const user = userEvent.setup();
    const fetchStub = api({ '/api/config': shopConfig(false) });
    await renderCheckout({ address, gift: true });
    await waitFor(() => expect(callsTo(fetchStub, '/api/config')).not.toHaveLength(0));
    expect(screen.getByRole('checkbox', { name: /This order is a gift/ })).toBeChecked();
    expect(screen.queryByRole('checkbox', { name: UPDATES })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: NOTIFY })).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: /This order is a gift/ }));
    await user.click(payButton());
    await waitFor(() => expect(FakeRazorpay.last?.opened).toBe(true));
    const [body] = await orderBodies(fetchStub);
    expect(body).not.toHaveProperty('whatsappUpdates');
  });

  it('sends order updates on WhatsApp only when ticked', async () => {
    const user = userEvent.setup();
    const fetchStub = api({ '/api/config': shopConfig(true) });
    await renderCheckout({ address });
    const updates = await screen.findByRole('checkbox', { name: UPDATES });
    expect(updates).not.toBeChecked();
    // The gift's choice shows only for a gift.
    expect(screen.queryByRole('checkbox', { name: NOTIFY })).toBeNull();

    await user.click(payButton());
    await waitFor(() => expect(FakeRazorpay.last?.opened).toBe(true));
    act(() => FakeRazorpay.last!.options.modal!.ondismiss!());
    await user.click(updates);
    await user.click(await screen.findByRole('button', { name: /^Pay / }));
    await waitFor(async () => expect(await orderBodies(fetchStub)).toHaveLength(2));
    const [first, second] = await orderBodies(fetchStub);
    expect(first).toMatchObject({ whatsappUpdates: false });
    expect(first).not.toHaveProperty('gift');
    expect(second).toMatchObject({ whatsappUpdates: true });
  });

  it("tells a gift's recipient on the delivery day when ticked", { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    const fetchStub = api({ '/api/config': shopConfig(true) });
    await renderCheckout({ address, gift: true });
    const notify = await screen.findByRole('checkbox', { name: NOTIFY });
    expect(notify).not.toBeChecked();
    await user.type(screen.getByRole('textbox', { name: "Recipient's name" }), 'Meera Joshi');
    await user.type(screen.getByRole('textbox', { name: "Recipient's mobile" }), '9822012345');
    await user.type(screen.getByRole('textbox', { name: "Recipient's PIN code" }), '411038');
    await user.type(screen.getByRole('textbox', { name: "Recipient's street and house" }), '5 Kothrud Lane');
    await user.click(notify);
    await user.click(payButton());
    await waitFor(() => expect(FakeRazorpay.last?.opened).toBe(true));
    const [body] = await orderBodies(fetchStub);
    expect(body).toMatchObject({
      whatsappUpdates: false,
      gift: { recipientName: 'Meera Joshi', recipientMobile: '9822012345', notifyRecipient: true },
    });
  });
});
