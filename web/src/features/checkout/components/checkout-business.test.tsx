// The checkout's business invoice (issue 24): an unticked "Add my GSTIN" box that reveals the GSTIN
// and the business's legal name, checked before the order is sent and sent with it as `business`.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetPaymentSdk } from '@/lib/payments/load-payment-sdk';
import { api, callsTo, FakeRazorpay, payButton, renderCheckout, setUp } from '../test/checkout-harness';

const ADD_GSTIN = 'Add my GSTIN for a business invoice (GST input credit)';
const BAD_GSTIN = 'Enter a valid 15-character GSTIN.';
const NO_NAME = "Enter the business's legal name.";

const card = () => screen.getByRole('region', { name: 'Business invoice' });
const gstinField = () => screen.getByRole('textbox', { name: 'GSTIN' });
const nameField = () => screen.getByRole('textbox', { name: 'Business legal name (as registered for GST)' });

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

describe('checkout business invoice', () => {
  it('shows the GSTIN and legal name only when ticked, and upper-cases the GSTIN as typed', async () => {
    const user = userEvent.setup();
    api();
    await renderCheckout();
    const box = within(card()).getByRole('checkbox', { name: ADD_GSTIN });
    expect(box).not.toBeChecked();
    expect(screen.queryByRole('textbox', { name: 'GSTIN' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Business legal name/ })).toBeNull();

    await user.click(box);
    const gstin = gstinField();
    expect(gstin).toHaveAttribute('maxlength', '15');
    expect(gstin).toHaveAttribute('autocomplete', 'off');
    expect(gstin).toHaveAttribute('inputmode', 'text');
    expect(nameField()).toBeVisible();
    await user.type(gstin, '27aapfu0939f1zv');
    expect(gstin).toHaveValue('27AAPFU0939F1ZV');

    await user.click(box);
    expect(screen.queryByRole('textbox', { name: 'GSTIN' })).toBeNull();
  });

  it('blocks the order with a wrong GSTIN or no legal name, at the fields', async () => {
    const user = userEvent.setup();
    const fetchStub = api();
    await renderCheckout();
    await user.click(screen.getByRole('checkbox', { name: ADD_GSTIN }));
    // One character off: the check character does not match.
    await user.type(gstinField(), '27AAPFU0939F1ZW');
    await user.click(payButton());

    const gstin = gstinField();
    expect(gstin).toHaveAttribute('aria-invalid', 'true');
    expect(gstin).toHaveAccessibleDescription(new RegExp(BAD_GSTIN));
    expect(gstin).toHaveFocus();
    expect(nameField()).toHaveAttribute('aria-invalid', 'true');
    expect(nameField()).toHaveAccessibleDescription(NO_NAME);
    expect(callsTo(fetchStub, '/api/orders')).toHaveLength(0);
    expect(FakeRazorpay.last).toBeNull();

    // A corrected field loses its message.
    await user.clear(gstin);
    await user.type(gstin, '27AAPFU0939F1ZV');
    expect(gstin).not.toHaveAttribute('aria-invalid');
    expect(within(card()).queryByText(BAD_GSTIN)).toBeNull();
  });

  it('sends the business with the order when ticked', async () => {
    const user = userEvent.setup();
    const fetchStub = api();
    await renderCheckout();
    await user.click(screen.getByRole('checkbox', { name: ADD_GSTIN }));
    await user.type(gstinField(), '29aagcb7383j1z4');
    await user.type(nameField(), '  Acme Foods Pvt Ltd ');
    await user.click(payButton());
    await waitFor(() => expect(FakeRazorpay.last?.opened).toBe(true));
    const [body] = await orderBodies(fetchStub);
    expect(body).toMatchObject({ business: { gstin: '29AAGCB7383J1Z4', legalName: 'Acme Foods Pvt Ltd' } });
  });

  it('sends no business when unticked, even after typing one', async () => {
    const user = userEvent.setup();
    const fetchStub = api();
    await renderCheckout();
    const box = screen.getByRole('checkbox', { name: ADD_GSTIN });
    await user.click(box);
    await user.type(gstinField(), 'nope');
    await user.click(box);
    await user.click(payButton());
    await waitFor(() => expect(FakeRazorpay.last?.opened).toBe(true));
    const [body] = await orderBodies(fetchStub);
    expect(body).toHaveProperty('business', null);
  });

  it("shows the server's business errors on the card", async () => {
    const user = userEvent.setup();
    const wrong = "Enter the business's legal name (2 to 100 characters).";
    api({ '/api/orders': { status: 400, body: { message: wrong, errors: { 'business.legalName': wrong } } } });
    await renderCheckout();
    await user.click(screen.getByRole('checkbox', { name: ADD_GSTIN }));
    await user.type(gstinField(), '27AAPFU0939F1ZV');
    await user.type(nameField(), 'Acme Foods');
    await user.click(payButton());
    expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent('Please check the highlighted details.');
    const name = nameField();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(wrong);
    expect(name).toHaveFocus();
    expect(gstinField()).not.toHaveAttribute('aria-invalid');
  });
});
