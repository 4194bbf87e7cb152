// The admin's order detail for an order waiting for a bank transfer: the "Bank transfer received"
// form sends the bank's reference (UTR), shows the server's refusal at the field, and on success
// reads the order again (now Paid) and says so.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/lib/toast';
import { renderWithProviders } from '@/test/render';
import { signInAsAdmin, stubAdminApi } from '../test/admin-api-stub';
import { adminOrder } from '../test/fixtures';
import { OrderDetailScreen } from './order-detail-screen';

beforeEach(() => signInAsAdmin());

const account = 'Tokri Fresh LLP · HDFC Bank · A/c 50200012345678 · IFSC HDFC0001234';
const id = 'o7-transfer';
const orderPath = `/api/admin/orders/${id}`;
const transferPath = `POST /api/admin/orders/${id}/bank-transfer`;
const waiting = { ...adminOrder({ _id: id, paymentStatus: 'unpaid' }), bankTransfer: account };
const paid = {
  ...adminOrder({ _id: id, status: 'Processing', paymentStatus: 'paid', paymentInfo: { paymentId: 'HDFCN52026112212345', provider: 'bank_transfer', method: 'bank_transfer' } }),
  bankTransfer: null,
};
const BAD_REFERENCE = "Enter the bank's reference (UTR): 6 to 40 letters and digits.";

function renderDetail() {
  return renderWithProviders(<OrderDetailScreen orderId={id} />);
}

describe('bank transfer received', () => {
  it('is offered only while the order waits for a bank transfer', async () => {
    stubAdminApi({ [orderPath]: { ...adminOrder({ _id: id }), bankTransfer: null } });
    renderDetail();
    await screen.findByRole('heading', { name: 'Order #10482' });
    expect(screen.queryByRole('region', { name: 'Bank transfer received' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Bank reference (UTR)')).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a bad reference at the field, and asks for one when empty", async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    const { calls } = stubAdminApi({
      [orderPath]: waiting,
      [transferPath]: { status: 400, body: { message: BAD_REFERENCE } },
    });
    renderDetail();
    const box = await screen.findByRole('region', { name: 'Bank transfer received' });
    expect(box).toHaveTextContent(`This order waits for ₹1,917.00 by bank transfer to: ${account}.`);
    const field = within(box).getByLabelText('Bank reference (UTR)');
    const mark = within(box).getByRole('button', { name: 'Mark paid' });

    await user.click(mark);
    expect(field).toHaveAccessibleDescription(BAD_REFERENCE);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(field, 'UTR-12');
    expect(field).not.toHaveAttribute('aria-invalid');
    await user.click(mark);
    await waitFor(() => expect(field).toHaveAccessibleDescription(BAD_REFERENCE));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({ reference: 'UTR-12' });
    expect(posts[0]?.headers.get('Authorization')).toBe('Bearer admin-token');
    expect(field).toHaveValue('UTR-12');
    expect(success).not.toHaveBeenCalled();
  });

  it('shows a 409 (the order no longer waits for a transfer) at the field', async () => {
    const user = userEvent.setup();
    stubAdminApi({
      [orderPath]: waiting,
      [transferPath]: { status: 409, body: { message: 'This order does not wait for a bank transfer.' } },
    });
    renderDetail();
    const field = await screen.findByLabelText('Bank reference (UTR)');
    await user.type(field, 'HDFCN52026112212345');
    await user.click(screen.getByRole('button', { name: 'Mark paid' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('This order does not wait for a bank transfer.'));
  });

  it('records the payment, reads the order again and shows it as Paid', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    let recorded = false;
    const { calls } = stubAdminApi({
      [orderPath]: () => (recorded ? paid : waiting),
      [transferPath]: () => {
        recorded = true;
        return paid;
      },
    });
    renderDetail();
    const field = await screen.findByLabelText('Bank reference (UTR)');
    expect(screen.queryByText('Paid')).not.toBeInTheDocument();
    await user.type(field, '  HDFCN52026112212345 ');
    await user.click(screen.getByRole('button', { name: 'Mark paid' }));

    await waitFor(() => expect(screen.queryByRole('region', { name: 'Bank transfer received' })).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ reference: 'HDFCN52026112212345' });
    expect(success).toHaveBeenCalledWith('Payment recorded.');
    // The order is read again after the payment is recorded.
    await waitFor(() => expect(calls.filter((call) => call.method === 'GET' && call.path === orderPath)).toHaveLength(2));
    expect(screen.getByText('Paid')).toBeInTheDocument();
  });
});
