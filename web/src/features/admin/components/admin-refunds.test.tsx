// Refunds on the admin's order detail (issue 21): the Refunds card, the "Issue a refund" form and
// the refund-due notice's Refund button.

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Schemas } from '@/lib/api/client';
import { renderWithProviders } from '@/test/render';
import { signInAsAdmin, stubAdminApi, type RecordedCall } from '../test/admin-api-stub';
import { adminOrder, adminRefund, orderRefunds } from '../test/fixtures';
import { OrderDetailScreen } from './order-detail-screen';

beforeEach(() => signInAsAdmin());

const ORDER = '/api/admin/orders/o1';
const REFUNDS = '/api/admin/orders/o1/refunds';
const POST_REFUND = `POST ${REFUNDS}`;

const paidOrder = (overrides: Partial<Schemas['Order']> = {}) =>
  adminOrder({
    _id: 'o1',
    status: 'Delivered',
    paymentStatus: 'paid',
    paymentInfo: { method: 'upi', paymentId: 'pay_1', provider: 'sandbox' },
    invoiceNumber: 'TK/26-27/000001',
    ...overrides,
  });

function renderOrder() {
  return renderWithProviders(<OrderDetailScreen orderId="o1" />);
}

async function refundsCard() {
  return screen.findByRole('region', { name: 'Refunds' });
}

async function refundForm() {
  return screen.findByRole('form', { name: 'Issue a refund' });
}

function posts(calls: RecordedCall[]) {
  return calls.filter((c) => c.method === 'POST' && c.path === REFUNDS);
}

function requestIdOf(call: RecordedCall | undefined): string {
  return (call?.body as { requestId: string }).requestId;
}

describe('the refunds card', () => {
  it('shows what was paid, refunded and is left, and each refund with its credit note', async () => {
    stubAdminApi({
      [ORDER]: paidOrder({ refunded: 1018 }),
      [REFUNDS]: orderRefunds({
        refunded: 1018,
        lines: [
          { line: 0, description: 'Alphonso Mango', qty: 2, qtyLeft: 1, amount: 1798, left: 899 },
          { line: 1, description: 'Delivery charges', qty: 1, qtyLeft: 0, amount: 119, left: 0 },
        ],
        refunds: [
          adminRefund(),
          adminRefund({
            _id: 'r2',
            method: 'razorpay',
            amount: 119,
            reason: 'Delivery was late',
            status: 'failed',
            failure: 'The payment was already fully refunded.',
            lines: [{ line: 1, description: 'Delivery charges', qty: 1, gstRate: 18, taxable: 100.85, tax: 18.15, amount: 119 }],
            creditNote: null,
          }),
          adminRefund({ _id: 'r3', method: 'cash', status: 'pending', amount: 50, reason: 'Goodwill', lines: [], creditNote: null }),
        ],
      }),
    });
    renderOrder();
    const card = await refundsCard();
    expect(await within(card).findByText('Paid')).toBeInTheDocument();
    expect(within(card).getByText('Paid').parentElement).toHaveTextContent('₹1,917.00');
    expect(within(card).getByText('Refunded', { selector: 'dt' }).parentElement).toHaveTextContent('₹1,018.00');
    expect(within(card).getByText('Left to refund').parentElement).toHaveTextContent('₹899.00');

    const [mango, delivery, cash] = within(card).getAllByTestId('refund');
    expect(mango).toHaveTextContent('₹899.00');
    expect(within(mango!).getByTestId('refund-status')).toHaveTextContent('Refunded');
    expect(mango).toHaveTextContent('Sandbox');
    expect(mango).toHaveTextContent('Reason: One mango arrived bruised');
    expect(mango).toHaveTextContent('Alphonso Mango × 1');
    expect(mango).toHaveTextContent('Nov 23, 2026 3:30 PM');
    expect(within(mango!).getByTestId('credit-note-number')).toHaveTextContent('TK-C/26-27/00001');
    expect(within(mango!).getByRole('button', { name: 'Download credit note' })).toBeEnabled();

    expect(within(delivery!).getByTestId('refund-status')).toHaveTextContent('Failed');
    expect(delivery).toHaveTextContent('Razorpay');
    expect(delivery).toHaveTextContent('Failed: The payment was already fully refunded.');
    expect(within(delivery!).queryByRole('button', { name: 'Download credit note' })).not.toBeInTheDocument();

    expect(within(cash!).getByTestId('refund-status')).toHaveTextContent('Pending');
    expect(cash).toHaveTextContent('Cash handed back');
  });

  it('is not shown on an order nothing was paid for', async () => {
    const { calls } = stubAdminApi({ [ORDER]: adminOrder({ _id: 'o1' }) });
    renderOrder();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #10482' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Refunds' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === REFUNDS)).toBe(false);
  });

  it('hides the form once everything paid has been given back', async () => {
    stubAdminApi({
      [ORDER]: paidOrder({ refunded: 1917 }),
      [REFUNDS]: orderRefunds({
        refunded: 1917,
        lines: orderRefunds().lines.map((line) => ({ ...line, qtyLeft: 0, left: 0 })),
        refunds: [adminRefund({ amount: 1917 })],
      }),
    });
    renderOrder();
    const card = await refundsCard();
    expect(await within(card).findByText('Everything paid for this order has been given back.')).toBeInTheDocument();
    expect(within(card).getByText('Left to refund').parentElement).toHaveTextContent('₹0.00');
    expect(within(card).queryByRole('form')).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /^Refund/ })).not.toBeInTheDocument();
  });

  it('hides the form when the server says nothing was paid', async () => {
    stubAdminApi({ [ORDER]: paidOrder(), [REFUNDS]: orderRefunds({ paid: 0 }) });
    renderOrder();
    const card = await refundsCard();
    expect(await within(card).findByText(/Nothing has been paid for this order/)).toBeInTheDocument();
    expect(within(card).queryByRole('form')).not.toBeInTheDocument();
  });

  it('says when the refunds cannot be loaded', async () => {
    stubAdminApi({ [ORDER]: paidOrder(), [REFUNDS]: { status: 500, body: { message: 'down' } } });
    renderOrder();
    const card = await refundsCard();
    expect(await within(card).findByRole('alert')).toHaveTextContent('Failed to load the refunds of this order.');
  });
});

describe('the refund form', () => {
  it('switches between the whole order, an amount and items, previewing the amount on the button', async () => {
    const user = userEvent.setup();
    stubAdminApi({ [ORDER]: paidOrder(), [REFUNDS]: orderRefunds() });
    renderOrder();
    const form = await refundForm();
    const modes = within(form).getByRole('group', { name: 'What to refund' });
    expect(within(modes).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['Whole order', 'An amount', 'Items']);
    expect(within(modes).getByRole('radio', { name: 'Whole order' })).toBeChecked();
    expect(form).toHaveTextContent('Everything left of the sale, items and delivery: ₹1,917.00');
    expect(within(form).getByRole('button', { name: 'Refund ₹1,917.00' })).toBeInTheDocument();
    expect(within(form).queryByLabelText('Amount (₹)')).not.toBeInTheDocument();

    await user.click(within(modes).getByRole('radio', { name: 'An amount' }));
    const amount = within(form).getByLabelText('Amount (₹)');
    expect(within(form).getByRole('button', { name: 'Refund' })).toBeInTheDocument();
    await user.type(amount, '1,200.50');
    expect(within(form).getByRole('button', { name: 'Refund ₹1,200.50' })).toBeInTheDocument();

    await user.click(within(modes).getByRole('radio', { name: 'Items' }));
    expect(within(form).queryByLabelText('Amount (₹)')).not.toBeInTheDocument();
    const mango = within(form).getByLabelText('Units of Alphonso Mango to give back');
    expect(mango).toHaveAttribute('max', '2');
    expect(within(form).getByLabelText('Units of Delivery charges to give back')).toHaveAttribute('max', '1');
    expect(form).toHaveTextContent('2 of 2 left · ₹1,798.00');
    await user.type(mango, '1');
    expect(within(form).getByRole('button', { name: 'Refund ₹899.00' })).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Units of Delivery charges to give back'), '1');
    expect(within(form).getByRole('button', { name: 'Refund ₹1,018.00' })).toBeInTheDocument();
  });

  it('lists only the lines with units left', async () => {
    const user = userEvent.setup();
    stubAdminApi({
      [ORDER]: paidOrder(),
      [REFUNDS]: orderRefunds({
        refunded: 119,
        lines: [
          { line: 0, description: 'Alphonso Mango', qty: 2, qtyLeft: 2, amount: 1798, left: 1798 },
          { line: 1, description: 'Delivery charges', qty: 1, qtyLeft: 0, amount: 119, left: 0 },
        ],
      }),
    });
    renderOrder();
    const form = await refundForm();
    await user.click(within(form).getByRole('radio', { name: 'Items' }));
    expect(within(form).getByLabelText('Units of Alphonso Mango to give back')).toBeInTheDocument();
    expect(within(form).queryByLabelText('Units of Delivery charges to give back')).not.toBeInTheDocument();
  });

  it('sends the whole order with its reason after asking, and says what was refunded with the credit note', async () => {
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    let refunded = false;
    const { calls } = stubAdminApi({
      [ORDER]: () => paidOrder({ refunded: refunded ? 1917 : 0 }),
      [REFUNDS]: () =>
        refunded
          ? orderRefunds({ refunded: 1917, lines: orderRefunds().lines.map((l) => ({ ...l, qtyLeft: 0, left: 0 })), refunds: [adminRefund({ amount: 1917 })] })
          : orderRefunds(),
      [POST_REFUND]: () => {
        refunded = true;
        return { status: 201, body: adminRefund({ amount: 1917 }) };
      },
    });
    renderOrder();
    const form = await refundForm();
    await user.type(within(form).getByLabelText('Reason'), 'Order cancelled by the customer');
    expect(form).toHaveTextContent('31/300');
    await user.click(within(form).getByRole('button', { name: 'Refund ₹1,917.00' }));
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('Refund ₹1,917.00 on order #10482?'));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    const body = posts(calls)[0]!.body as Record<string, unknown>;
    expect(body).toEqual({ requestId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/) as unknown, reason: 'Order cancelled by the customer', mode: 'full' });

    const card = await refundsCard();
    expect(await within(card).findByRole('status')).toHaveTextContent(
      'Refunded ₹1,917.00. Credit note TK-C/26-27/00001 was issued and mailed to the customer.',
    );
    // Nothing is left: the form goes, the refund is listed, and the lists and dashboard are fetched again.
    expect(await within(card).findByText('Everything paid for this order has been given back.')).toBeInTheDocument();
    expect(within(card).queryByRole('form')).not.toBeInTheDocument();
    expect(within(card).getAllByTestId('refund')).toHaveLength(1);
    expect(calls.filter((c) => c.path === ORDER).length).toBeGreaterThan(1);
  });

  it('sends an amount', async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { calls } = stubAdminApi({
      [ORDER]: paidOrder(),
      [REFUNDS]: orderRefunds(),
      [POST_REFUND]: { status: 201, body: adminRefund({ amount: 250.5, lines: [] }) },
    });
    renderOrder();
    const form = await refundForm();
    await user.click(within(form).getByRole('radio', { name: 'An amount' }));
    await user.type(within(form).getByLabelText('Amount (₹)'), '₹250.50');
    await user.type(within(form).getByLabelText('Reason'), 'Mangoes were smaller than shown');
    await user.click(within(form).getByRole('button', { name: 'Refund ₹250.50' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]!.body).toEqual({
      requestId: expect.any(String) as unknown,
      reason: 'Mangoes were smaller than shown',
      mode: 'amount',
      amount: 250.5,
    });
  });

  it('sends units of the chosen lines, delivery included, leaving out lines with none', async () => {
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { calls } = stubAdminApi({
      [ORDER]: paidOrder({
        items: [
          { productId: 'p1', variantId: 'p1-v', variantLabel: '', name: 'Alphonso Mango', image: null, category: 'Tropical Fruits', qty: 2, price: 899, discount: 0 },
          { productId: 'p2', variantId: 'p2-v', variantLabel: '', name: 'Kiwi', image: null, category: 'Exotic Fruits', qty: 3, price: 50, discount: 0 },
        ],
      }),
      [REFUNDS]: orderRefunds({
        paid: 2067,
        lines: [
          { line: 0, description: 'Alphonso Mango', qty: 2, qtyLeft: 2, amount: 1798, left: 1798 },
          { line: 1, description: 'Kiwi', qty: 3, qtyLeft: 3, amount: 150, left: 150 },
          { line: 2, description: 'Delivery charges', qty: 1, qtyLeft: 1, amount: 119, left: 119 },
        ],
      }),
      [POST_REFUND]: { status: 201, body: adminRefund({ amount: 1018 }) },
    });
    renderOrder();
    const form = await refundForm();
    await user.click(within(form).getByRole('radio', { name: 'Items' }));
    await user.type(within(form).getByLabelText('Units of Alphonso Mango to give back'), '1');
    await user.type(within(form).getByLabelText('Units of Delivery charges to give back'), '1');
    await user.type(within(form).getByLabelText('Reason'), 'Bruised mango, delivery late');
    await user.click(within(form).getByRole('button', { name: 'Refund ₹1,018.00' }));
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('Refund about ₹1,018.00'));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]!.body).toEqual({
      requestId: expect.any(String) as unknown,
      reason: 'Bruised mango, delivery late',
      mode: 'lines',
      lines: [
        { line: 0, qty: 1 },
        { line: 2, qty: 1 },
      ],
    });
  });

  it('asks for a reason, an amount and units before sending anything', async () => {
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { calls } = stubAdminApi({ [ORDER]: paidOrder(), [REFUNDS]: orderRefunds() });
    renderOrder();
    const form = await refundForm();
    await user.click(within(form).getByRole('button', { name: 'Refund ₹1,917.00' }));
    expect(within(form).getByLabelText('Reason')).toHaveAccessibleDescription(/Say why the money goes back\./);
    expect(within(form).getByLabelText('Reason')).toHaveFocus();

    await user.click(within(form).getByRole('radio', { name: 'An amount' }));
    await user.type(within(form).getByLabelText('Amount (₹)'), '12.345');
    await user.type(within(form).getByLabelText('Reason'), 'Short weight');
    await user.click(within(form).getByRole('button', { name: 'Refund' }));
    expect(within(form).getByLabelText('Amount (₹)')).toHaveAccessibleDescription(/Enter an amount above ₹0/);

    await user.click(within(form).getByRole('radio', { name: 'Items' }));
    await user.click(within(form).getByRole('button', { name: 'Refund' }));
    expect(form).toHaveTextContent('Choose at least one unit to give back.');
    await user.type(within(form).getByLabelText('Units of Alphonso Mango to give back'), '3');
    await user.click(within(form).getByRole('button', { name: /^Refund/ }));
    expect(form).toHaveTextContent('Give whole units, from 0 up to what is left of each line.');

    expect(confirm).not.toHaveBeenCalled();
    expect(posts(calls)).toHaveLength(0);
  });

  it('sends nothing when the admin does not confirm', async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { calls } = stubAdminApi({ [ORDER]: paidOrder(), [REFUNDS]: orderRefunds() });
    renderOrder();
    const form = await refundForm();
    await user.type(within(form).getByLabelText('Reason'), 'Changed mind');
    await user.click(within(form).getByRole('button', { name: 'Refund ₹1,917.00' }));
    expect(posts(calls)).toHaveLength(0);
  });

  it("shows the server's message, retries with the same request id, and uses a new one after a refund", async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    let answers = 0;
    const { calls } = stubAdminApi({
      [ORDER]: paidOrder(),
      [REFUNDS]: orderRefunds(),
      [POST_REFUND]: () => {
        answers += 1;
        return answers === 1
          ? { status: 409, body: { message: 'Only ₹1,200.00 is left to refund on this order.' } }
          : { status: 201, body: adminRefund({ _id: `r${answers}`, amount: 100, lines: [], creditNote: null }) };
      },
    });
    renderOrder();
    const form = await refundForm();
    await user.click(within(form).getByRole('radio', { name: 'An amount' }));
    await user.type(within(form).getByLabelText('Amount (₹)'), '1500');
    await user.type(within(form).getByLabelText('Reason'), 'Damaged in transit');
    await user.click(within(form).getByRole('button', { name: 'Refund ₹1,500.00' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Only ₹1,200.00 is left to refund on this order.');
    // What was typed stays, to correct.
    expect(within(form).getByLabelText('Amount (₹)')).toHaveValue('1500');

    await user.clear(within(form).getByLabelText('Amount (₹)'));
    await user.type(within(form).getByLabelText('Amount (₹)'), '100');
    await user.click(within(form).getByRole('button', { name: 'Refund ₹100.00' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(2));
    const card = await refundsCard();
    expect(await within(card).findByRole('status')).toHaveTextContent('Refunded ₹100.00.');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    expect(requestIdOf(posts(calls)[1])).toBe(requestIdOf(posts(calls)[0]));

    // The form starts again, and the next refund is a new one.
    expect(within(form).getByLabelText('Reason')).toHaveValue('');
    await user.type(within(form).getByLabelText('Reason'), 'Goodwill');
    await user.click(within(form).getByRole('radio', { name: 'An amount' }));
    await user.type(within(form).getByLabelText('Amount (₹)'), '50');
    await user.click(within(form).getByRole('button', { name: 'Refund ₹50.00' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(3));
    expect(requestIdOf(posts(calls)[2])).not.toBe(requestIdOf(posts(calls)[1]));
  });

  it('disables the button while the refund is being made', async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { calls } = stubAdminApi({
      [ORDER]: paidOrder(),
      [REFUNDS]: orderRefunds(),
      [POST_REFUND]: async () => {
        await held;
        return { status: 201, body: adminRefund() };
      },
    });
    renderOrder();
    const form = await refundForm();
    await user.type(within(form).getByLabelText('Reason'), 'Damaged');
    const button = within(form).getByRole('button', { name: 'Refund ₹1,917.00' });
    await user.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    await user.click(button);
    release();
    await waitFor(() => expect(button).toBeEnabled());
    expect(posts(calls)).toHaveLength(1);
  });

  it('records cash handed back on a cash-on-delivery order', async () => {
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { calls } = stubAdminApi({
      [ORDER]: paidOrder({ paymentMethod: 'cod', paymentInfo: { method: 'cash', paymentId: 'cash_1', provider: 'cash' } }),
      [REFUNDS]: orderRefunds(),
      [POST_REFUND]: { status: 201, body: adminRefund({ method: 'cash', amount: 119, creditNote: null }) },
    });
    renderOrder();
    const form = await screen.findByRole('form', { name: 'Record cash handed back' });
    await user.click(within(form).getByRole('radio', { name: 'Items' }));
    await user.type(within(form).getByLabelText('Units of Delivery charges to give back'), '1');
    await user.type(within(form).getByLabelText('Reason'), 'Delivery was free that day');
    await user.click(within(form).getByRole('button', { name: 'Record cash handed back (₹119.00)' }));
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('handed back in cash'));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(await within(await refundsCard()).findByRole('status')).toHaveTextContent('Recorded ₹119.00 handed back in cash.');
  });
});

describe('the refund-due notice', () => {
  const flagged = {
    amount: 1917,
    due: true,
    flaggedAt: '2026-11-23T09:00:00Z',
    paymentIds: ['pay_late'],
    reason: 'cancelled' as const,
  };

  it('gives a payment that bought nothing back whole with its Refund button', async () => {
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    let refunded = false;
    const { calls } = stubAdminApi({
      [ORDER]: () =>
        paidOrder({
          status: 'Cancelled',
          paymentStatus: 'unpaid',
          invoiceNumber: null,
          refunded: refunded ? 1917 : 0,
          refund: refunded ? { ...flagged, due: false, paymentIds: [], refundedAt: '2026-11-23T10:00:00Z' } : flagged,
        }),
      [REFUNDS]: () =>
        refunded
          ? orderRefunds({ lines: [], refunded: 1917, refunds: [adminRefund({ kind: 'excess', amount: 1917, lines: [], creditNote: null })] })
          : orderRefunds({ lines: [], excessDue: 1917 }),
      [POST_REFUND]: () => {
        refunded = true;
        return { status: 201, body: adminRefund({ kind: 'excess', amount: 1917, lines: [], creditNote: null }) };
      },
    });
    renderOrder();
    const notice = await screen.findByRole('region', { name: 'Refund due: ₹1,917.00' });
    const button = await within(notice).findByRole('button', { name: 'Refund ₹1,917.00' });
    expect(within(notice).queryByRole('button', { name: 'Mark as refunded' })).not.toBeInTheDocument();
    // The card lists nothing to give back of the sale: there was none.
    const card = await refundsCard();
    expect(within(card).queryByRole('form')).not.toBeInTheDocument();
    expect(card).toHaveTextContent('₹1,917.00 of it is a payment that bought nothing');

    await user.click(button);
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('Payment received after the order was cancelled'));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]!.body).toEqual({
      requestId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/) as unknown,
      reason: 'Payment received after the order was cancelled',
      mode: 'excess',
    });
    expect(await screen.findByRole('region', { name: 'Refunded ₹1,917.00' })).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it("shows the server's message when the payment cannot go back", async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    stubAdminApi({
      [ORDER]: paidOrder({ refund: { ...flagged, reason: 'duplicate' } }),
      [REFUNDS]: orderRefunds({ paid: 3834, excessDue: 1917 }),
      [POST_REFUND]: { status: 409, body: { message: 'No payment of this order is due to be given back whole.' } },
    });
    renderOrder();
    const notice = await screen.findByRole('region', { name: 'Refund due: ₹1,917.00' });
    await user.click(await within(notice).findByRole('button', { name: 'Refund ₹1,917.00' }));
    expect(await within(notice).findByRole('alert')).toHaveTextContent('No payment of this order is due to be given back whole.');
  });

  it('still offers "Mark as refunded" for a refund flagged with no payment left to give back here', async () => {
    stubAdminApi({ [ORDER]: paidOrder({ refund: flagged }), [REFUNDS]: orderRefunds() });
    renderOrder();
    const notice = await screen.findByRole('region', { name: 'Refund due: ₹1,917.00' });
    expect(await within(notice).findByRole('button', { name: 'Mark as refunded' })).toBeInTheDocument();
    expect(within(notice).queryByRole('button', { name: /^Refund ₹/ })).not.toBeInTheDocument();
  });
});
