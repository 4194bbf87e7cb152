// The customer's order detail: the refunds of the order (issue 21).

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubApi } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { order, refund, signIn } from '../test/fixtures';
import { OrderDetailScreen } from './order-detail-screen';

describe('refunds on the order detail', () => {
  beforeEach(signIn);
  const id = '3f2a9c1e-4b5d-4e6f-8a7b-9c0d1e2f3a4b';
  const path = `/api/orders/${id}`;

  function renderDetail() {
    return renderWithProviders(<OrderDetailScreen orderId={id} />);
  }

  it('lists each refund with where it stands, and the credit notes to download', async () => {
    stubApi({
      [path]: order({ refunded: 1067 }),
      [`${path}/refunds`]: [
        refund(),
        refund({ _id: 'r2', amount: 119, status: 'pending', processedAt: null, reason: 'Delivery was late', lines: [], creditNote: null }),
        refund({ _id: 'r3', amount: 49, status: 'failed', reason: 'Goodwill', lines: [], creditNote: null }),
      ],
    });
    renderDetail();
    const section = await screen.findByRole('region', { name: 'Refunds' });
    const entries = await within(section).findAllByTestId('customer-refund');
    expect(entries).toHaveLength(3);
    const [mango, delivery, goodwill] = entries;
    expect(mango).toHaveTextContent('₹899.00');
    expect(within(mango!).getByTestId('refund-status-words')).toHaveTextContent('Refunded on November 24, 2026');
    expect(mango).toHaveTextContent('One mango arrived bruised');
    expect(mango).toHaveTextContent('For Alphonso Mango × 1');
    expect(mango).toHaveTextContent('Credit note TK-C/26-27/00001');
    expect(within(mango!).getByRole('button', { name: 'Download credit note' })).toBeEnabled();

    expect(delivery).toHaveTextContent('₹119.00');
    expect(within(delivery!).getByTestId('refund-status-words')).toHaveTextContent('Refund on its way');
    expect(within(delivery!).queryByRole('button', { name: 'Download credit note' })).not.toBeInTheDocument();

    expect(within(goodwill!).getByTestId('refund-status-words')).toHaveTextContent('Refund failed — we will contact you');
    expect(within(section).getAllByRole('button', { name: 'Download credit note' })).toHaveLength(1);
  });

  it('downloads a credit note from its own address', async () => {
    const user = userEvent.setup();
    const fetchStub = stubApi({ [path]: order({ refunded: 899 }), [`${path}/refunds`]: [refund()] });
    renderDetail();
    const button = await screen.findByRole('button', { name: 'Download credit note' });
    await user.click(button);
    await vi.waitFor(() =>
      expect(fetchStub.mock.calls.map(([input]) => new URL((input as Request).url).pathname)).toContain(
        `${path}/refunds/r1/credit-note`,
      ),
    );
  });

  it('has no refunds section, and asks for none, while nothing was refunded', async () => {
    const fetchStub = stubApi({ [path]: order() });
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #10482' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Refunds' })).not.toBeInTheDocument();
    expect(fetchStub.mock.calls.some(([input]) => (input as Request).url.endsWith('/refunds'))).toBe(false);
  });

  it('says when the refunds cannot be loaded', async () => {
    stubApi({ [path]: order({ refunded: 899 }), [`${path}/refunds`]: { status: 500, body: { message: 'down' } } });
    renderDetail();
    const section = await screen.findByRole('region', { name: 'Refunds' });
    expect(await within(section).findByRole('alert')).toHaveTextContent('Your refunds could not be loaded. Please try again.');
  });
});
