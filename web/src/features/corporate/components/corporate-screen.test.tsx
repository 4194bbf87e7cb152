// The corporate gifting screen: rows pasted and checked, errors at their fields, edits checked
// again, the company form and totals once every row passes, the payment (online, or by bank
// transfer when the shop takes them), and a refused payment (409).
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubApi, type Call } from '@/test/api-calls';
import { renderWithProviders } from '@/test/render';
import type { CorporateRowRequest } from '../lib/corporate-types';
import { resetPaymentSdk } from '@/lib/payments/load-payment-sdk';
import { toast } from '@/lib/toast';
import type { RazorpayFailure, RazorpayOptions } from '@/lib/payments/razorpay';
import { checked, pasted, ready } from '../test/fixtures';
import { ORDER_PLACED_BANK_TRANSFER } from '../hooks/use-corporate-payment';
import { TRANSFER_TERMS } from './company-payment';
import { CorporateScreen, NOTHING_RESERVED } from './corporate-screen';

class FakeRazorpay {
  static last: FakeRazorpay | null = null;
  options: RazorpayOptions;
  opened = false;
  constructor(options: RazorpayOptions) {
    this.options = options;
    FakeRazorpay.last = this;
  }
  on(_event: 'payment.failed', _handler: (response: RazorpayFailure) => void) {
    return this;
  }
  open() {
    this.opened = true;
  }
}

const config = { paymentProvider: 'sandbox', checkoutScriptUrl: '/sandbox/checkout.js', googleClientId: null, shop: { name: 'Tokri' } };
const orderResponse = { orderId: 'order_sbx_9', paymentMethod: 'online', key: 'rzp_test', amount: 139600, currency: 'INR', orderDocId: 'doc-9', orderNumber: 20001 };
const account = 'Tokri Fresh LLP · HDFC Bank · A/c 50200012345678 · IFSC HDFC0001234';
const transferResponse = { ...orderResponse, orderId: null, bankTransfer: account };
const pinError = { errors: { pinCode: 'Enter a 6-digit PIN code.' }, line: null };

beforeEach(() => {
  localStorage.setItem('token', 'tok');
  localStorage.setItem('user', JSON.stringify({ _id: 'u1', name: 'Asha', email: 'asha@example.com', role: 'customer', createdAt: '2026-01-01T00:00:00Z' }));
  FakeRazorpay.last = null;
  (window as unknown as { Razorpay?: unknown }).Razorpay = FakeRazorpay;
});
afterEach(() => {
  delete (window as unknown as { Razorpay?: unknown }).Razorpay;
  resetPaymentSdk();
});

function renderScreen() {
  return renderWithProviders(<CorporateScreen />, {
    route: '/corporate',
    path: '/corporate',
    extraRoutes: [{ path: '/profile/orders/:orderId', element: <h1>Order page</h1> }],
  });
}

async function pasteRows(user: ReturnType<typeof userEvent.setup>, text = pasted) {
  await user.click(screen.getByLabelText('Or paste rows'));
  await user.paste(text);
  await user.click(screen.getByRole('button', { name: 'Check pasted rows' }));
}

async function fillCompany(user: ReturnType<typeof userEvent.setup>, form: HTMLElement) {
  for (const [label, value] of [
    ['Legal name', 'Acme Foods Pvt Ltd'],
    ['Contact name', 'Asha Patil'],
    ['Mobile number', '9876543210'],
    ['Street address', '5 Baner Road'],
    ['City', 'Pune'],
    ['State', 'Maharashtra'],
    ['PIN code', '411045'],
  ] as const) {
    await user.type(within(form).getByLabelText(label), value);
  }
}

const checks = (calls: Call[]) => calls.filter((call) => call.path === '/api/corporate/check');
const sentRows = (call: Call | undefined) => (call?.body as { rows: CorporateRowRequest[] }).rows;

describe('corporate gifting', () => {
  it('says nothing is reserved until paying, and checks pasted rows, showing each error at its field', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'POST /api/corporate/check': {
        body: checked([ready(), pinError], { problems: ['2 rows send gifts to the same person.'] }),
      },
    });
    renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Corporate gifting' })).toBeInTheDocument();
    expect(screen.getByText(NOTHING_RESERVED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download the CSV template' })).toBeEnabled();

    await pasteRows(user);
    expect(await screen.findByText(/rows ready/)).toHaveTextContent('1 of 2 rows ready');
    const sent = sentRows(checks(calls)[0]);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toEqual({
      name: 'Meera Joshi',
      mobile: '9822012345',
      address: 'Flat 4, Sunrise Apts',
      city: 'Pune',
      state: 'Maharashtra',
      pinCode: '411001',
      product: 'Alphonso Mangoes',
      variant: '6 pieces',
      quantity: '1',
      message: 'Happy Diwali!',
      deliveryDate: '',
      slot: '',
    });
    expect(checks(calls)[0]?.authorization).toBe('Bearer tok');

    expect(screen.getByText('2 rows send gifts to the same person.')).toBeInTheDocument();
    const pin = screen.getByLabelText('Row 2 PIN code');
    expect(pin).toHaveValue('41100');
    expect(pin).toHaveAttribute('aria-invalid', 'true');
    expect(pin).toHaveAccessibleDescription('Enter a 6-digit PIN code.');
    expect(screen.getByLabelText('Row 1 PIN code')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Row 2 Name')).toHaveValue('Ravi Kulkarni');
    const first = screen.getAllByTestId('recipient-row')[0]!;
    expect(within(first).getByText('Ready')).toBeInTheDocument();
    expect(within(first).getByText('Alphonso Mangoes · 6 pieces × 1')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Company and payment' })).not.toBeInTheDocument();
  });

  it('sends the edited row when checking again, and forgets a removed row', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'POST /api/corporate/check': (call) => {
        const rows = sentRows(call);
        return { body: checked(rows.map((row) => (row.pinCode === '41100' ? pinError : ready()))) };
      },
    });
    renderScreen();
    await pasteRows(user, `${pasted}\nAnil Rao,9822000000,1 Main St,Pune,Maharashtra,411002,Kiwi,,1,,,`);
    expect(await screen.findByText(/rows ready/)).toHaveTextContent('2 of 3 rows ready');

    const pin = screen.getByLabelText('Row 2 PIN code');
    await user.clear(pin);
    await user.type(pin, '411038');
    expect(screen.getByText('Rows were changed: check them again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove row 3' }));
    expect(screen.getAllByTestId('recipient-row')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Check again' }));

    await vi.waitFor(() => expect(screen.getByText(/rows ready/)).toHaveTextContent('2 of 2 rows ready'));
    const again = sentRows(checks(calls)[1]);
    expect(again).toHaveLength(2);
    expect(again[1]).toMatchObject({ name: 'Ravi Kulkarni', pinCode: '411038' });
    expect(screen.getByLabelText('Row 2 PIN code')).not.toHaveAttribute('aria-invalid');
  });

  it('shows the company form and totals when every row passes, then pays and opens the order', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /api/config': { body: config },
      'POST /api/corporate/check': { body: checked([ready(), ready({ quantity: 2, total: 1347 })]) },
      'POST /api/corporate/orders': { status: 201, body: orderResponse },
      'POST /api/orders/verify-payment': { body: { message: 'Payment verified.', order: {} } },
    });
    const { router } = renderScreen();
    await pasteRows(user);
    const form = await screen.findByRole('form', { name: 'Company and payment' });
    expect(within(form).getByTestId('corporate-recipients')).toHaveTextContent('2');
    // The shop takes no bank transfers (its config has no account): no choice of how to pay.
    await vi.waitFor(() => expect(calls.some((call) => call.path === '/api/config')).toBe(true));
    expect(within(form).queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(within(form).queryByRole('radio')).not.toBeInTheDocument();
    expect(within(form).getByTestId('corporate-items')).toHaveTextContent('3');
    expect(within(form).getByTestId('corporate-subtotal')).toHaveTextContent('₹1,947.00');
    expect(within(form).getByTestId('corporate-delivery')).toHaveTextContent('₹98.00');
    expect(within(form).getByTestId('corporate-total')).toHaveTextContent('₹2,045.00');

    // A wrong GSTIN is caught before anything is sent.
    const pay = within(form).getByRole('button', { name: 'Pay ₹2,045.00' });
    await user.type(within(form).getByLabelText('GSTIN (optional)'), '27AAPFU0939F1ZX');
    await user.click(pay);
    expect(within(form).getByLabelText('GSTIN (optional)')).toHaveAccessibleDescription(/valid 15-character GSTIN/);
    expect(within(form).getByLabelText('Legal name')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.path === '/api/corporate/orders')).toBe(false);

    await user.clear(within(form).getByLabelText('GSTIN (optional)'));
    await user.type(within(form).getByLabelText('GSTIN (optional)'), '27aapfu0939f1zv');
    await user.type(within(form).getByLabelText('Legal name'), 'Acme Foods Pvt Ltd');
    await user.type(within(form).getByLabelText('Contact name'), 'Asha Patil');
    await user.type(within(form).getByLabelText('Mobile number'), '9876543210');
    await user.type(within(form).getByLabelText('Street address'), '5 Baner Road');
    await user.type(within(form).getByLabelText('City'), 'Pune');
    await user.type(within(form).getByLabelText('State'), 'Maharashtra');
    await user.type(within(form).getByLabelText('PIN code'), '411045');
    await user.click(pay);

    await vi.waitFor(() => expect(FakeRazorpay.last?.opened).toBe(true));
    const order = calls.find((call) => call.path === '/api/corporate/orders');
    expect(order?.body).toEqual({
      rows: sentRows(checks(calls)[0]),
      company: {
        legalName: 'Acme Foods Pvt Ltd',
        gstin: '27AAPFU0939F1ZV',
        billingAddress: { name: 'Asha Patil', mobile: '9876543210', street: '5 Baner Road', city: 'Pune', state: 'Maharashtra', zip: '411045', country: 'India' },
      },
      paymentMethod: 'online',
    });
    expect(FakeRazorpay.last!.options).toMatchObject({ key: 'rzp_test', amount: 139600, currency: 'INR', order_id: 'order_sbx_9', name: 'Tokri' });

    act(() => FakeRazorpay.last!.options.handler({ razorpay_payment_id: 'pay_9', razorpay_order_id: 'order_sbx_9', razorpay_signature: 'sig' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/profile/orders/doc-9'));
    expect(calls.find((call) => call.path === '/api/orders/verify-payment')?.body).toEqual({ orderDocId: 'doc-9', paymentId: 'pay_9', signature: 'sig' });
  });

  it('offers a bank transfer when the shop takes them, and places the order without a payment window', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    const calls = stubApi({
      'GET /api/config': { body: { ...config, bankTransfer: account } },
      'POST /api/corporate/check': { body: checked([ready(), ready({ quantity: 2, total: 1347 })]) },
      'POST /api/corporate/orders': { status: 201, body: transferResponse },
    });
    const { router } = renderScreen();
    await pasteRows(user);
    const form = await screen.findByRole('form', { name: 'Company and payment' });

    const choice = await within(form).findByRole('radiogroup', { name: 'How will you pay?' });
    const online = within(choice).getByRole('radio', { name: 'Pay online now (card, UPI, net banking)' });
    const transfer = within(choice).getByRole('radio', { name: 'Bank transfer (NEFT, RTGS or IMPS)' });
    expect(online).toBeChecked();
    expect(transfer).not.toBeChecked();
    expect(within(form).queryByText(account)).not.toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Pay ₹2,045.00' })).toBeInTheDocument();

    await user.click(transfer);
    expect(transfer).toBeChecked();
    expect(within(form).getByTestId('corporate-bank-transfer')).toHaveTextContent(account);
    expect(within(form).getByText(TRANSFER_TERMS)).toBeInTheDocument();
    expect(transfer).toHaveAccessibleDescription(expect.stringContaining(TRANSFER_TERMS));
    expect(within(form).queryByRole('button', { name: 'Pay ₹2,045.00' })).not.toBeInTheDocument();

    await fillCompany(user, form);
    await user.click(within(form).getByRole('button', { name: 'Place order — pay ₹2,045.00 by bank transfer' }));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/profile/orders/doc-9'));
    const order = calls.find((call) => call.path === '/api/corporate/orders');
    expect(order?.body).toMatchObject({ paymentMethod: 'bank_transfer', company: { legalName: 'Acme Foods Pvt Ltd', gstin: '' } });
    expect(sentRows(order)).toEqual(sentRows(checks(calls)[0]));
    expect(FakeRazorpay.last).toBeNull();
    expect(calls.some((call) => call.path === '/api/orders/verify-payment')).toBe(false);
    expect(success).toHaveBeenCalledWith(ORDER_PLACED_BANK_TRANSFER);
    expect(ORDER_PLACED_BANK_TRANSFER).toBe('Order placed: pay by bank transfer to confirm it.');
  });

  it("shows the server's refusal of a bank transfer and stays on the form", async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /api/config': { body: { ...config, bankTransfer: account } },
      'POST /api/corporate/check': { body: checked([ready()]) },
      'POST /api/corporate/orders': { status: 400, body: { message: 'The shop takes no bank transfers.' } },
    });
    const { router } = renderScreen();
    await pasteRows(user);
    const form = await screen.findByRole('form', { name: 'Company and payment' });
    await user.click(await within(form).findByRole('radio', { name: 'Bank transfer (NEFT, RTGS or IMPS)' }));
    await fillCompany(user, form);
    await user.click(within(form).getByRole('button', { name: /^Place order — pay .* by bank transfer$/ }));

    expect(await within(form).findByRole('alert')).toHaveTextContent('The shop takes no bank transfers.');
    expect(router.state.location.pathname).toBe('/corporate');
    expect(FakeRazorpay.last).toBeNull();
  });

  it('checks the rows again when the order is refused because a row no longer passes (409)', async () => {
    const user = userEvent.setup();
    let round = 0;
    const calls = stubApi({
      'GET /api/config': { body: config },
      'POST /api/corporate/check': () => {
        round += 1;
        return round === 1
          ? { body: checked([ready(), ready()]) }
          : { body: checked([ready(), { errors: { slot: 'The 9–13 slot on Sat 28 Nov is full.' }, line: null }]) };
      },
      'POST /api/corporate/orders': { status: 409, body: { message: 'Row 2: the slot is full.' } },
    });
    renderScreen();
    await pasteRows(user);
    const form = await screen.findByRole('form', { name: 'Company and payment' });
    await fillCompany(user, form);
    await user.click(within(form).getByRole('button', { name: /^Pay / }));

    await vi.waitFor(() => expect(screen.getByText(/rows ready/)).toHaveTextContent('1 of 2 rows ready'));
    expect(checks(calls)).toHaveLength(2);
    expect(screen.getByText(/Row 2: the slot is full\. Some rows no longer pass/)).toBeInTheDocument();
    expect(screen.getByLabelText('Row 2 Slot')).toHaveAccessibleDescription('The 9–13 slot on Sat 28 Nov is full.');
    expect(screen.queryByRole('form', { name: 'Company and payment' })).not.toBeInTheDocument();
    expect(FakeRazorpay.last).toBeNull();
  });

  it('refuses more than 1,000 pasted rows without sending them', async () => {
    const user = userEvent.setup();
    const calls = stubApi({});
    renderScreen();
    const row = 'Asha,9822012345,1 Main St,Pune,Maharashtra,411001,Kiwi,,1,,,';
    await pasteRows(user, ['name,mobile,address,city,state,pin_code,product,variant,quantity,message,delivery_date,slot', ...Array.from({ length: 1001 }, () => row)].join('\n'));
    expect(await screen.findByRole('alert')).toHaveTextContent('This file has 1,001 recipients; one order takes up to 1,000.');
    expect(checks(calls)).toHaveLength(0);
  });
});
