// The admin order detail's Messages card: the emails and WhatsApp messages sent about the order.
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { signInAsAdmin, stubAdminApi } from '../test/admin-api-stub';
import { adminOrder } from '../test/fixtures';
import { OrderDetailScreen } from './order-detail-screen';

beforeEach(() => signInAsAdmin());

const ORDER = '/api/admin/orders/o1';
const MESSAGES = '/api/admin/orders/o1/messages';

const message = (overrides = {}) => ({
  id: 'm1',
  event: 'new_order',
  channel: 'mail',
  audience: 'owner',
  recipient: 'owner@tokri.test',
  status: 'sent',
  attempts: 1,
  createdAt: '2026-11-20T04:30:00Z',
  sentAt: '2026-11-20T04:30:02Z',
  error: null,
  ...overrides,
});

async function messagesCard() {
  return screen.findByRole('region', { name: 'Messages' });
}

describe('the messages card', () => {
  it('lists each message oldest first: what for, how, to whom, when and how far it got, and why it failed', async () => {
    stubAdminApi({
      [ORDER]: adminOrder({ _id: 'o1' }),
      [MESSAGES]: [
        message(),
        message({ id: 'm2', event: 'out_for_delivery', channel: 'whatsapp', audience: 'customer', recipient: '+919822012345', status: 'read' }),
        message({
          id: 'm3',
          event: 'gift_on_the_way',
          channel: 'whatsapp',
          audience: 'recipient',
          recipient: '+919822054321',
          status: 'failed',
          sentAt: null,
          error: 'The number is not on WhatsApp.',
        }),
      ],
    });
    renderWithProviders(<OrderDetailScreen orderId="o1" />);
    const card = await messagesCard();
    const rows = await within(card).findAllByTestId('order-message');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('New order');
    expect(rows[0]).toHaveTextContent('Sent');
    expect(rows[0]).toHaveTextContent('Email to the owner (owner@tokri.test)');
    expect(within(rows[0]!).getByText(/2026|Nov/, { selector: 'time' })).toHaveAttribute('dateTime', '2026-11-20T04:30:00Z');
    expect(rows[1]).toHaveTextContent('Out for delivery');
    expect(rows[1]).toHaveTextContent('WhatsApp to the customer (+919822012345)');
    expect(rows[1]).toHaveTextContent('Read');
    expect(rows[2]).toHaveTextContent('Gift on its way');
    expect(rows[2]).toHaveTextContent('WhatsApp to the gift recipient');
    expect(rows[2]).toHaveTextContent('Failed');
    expect(within(rows[2]!).getByText('The number is not on WhatsApp.')).toBeInTheDocument();
    expect(within(rows[0]!).queryByText('The number is not on WhatsApp.')).toBeNull();
  });

  it('says when nothing was sent yet', async () => {
    stubAdminApi({ [ORDER]: adminOrder({ _id: 'o1' }), [MESSAGES]: [] });
    renderWithProviders(<OrderDetailScreen orderId="o1" />);
    expect(await within(await messagesCard()).findByText('No messages yet.')).toBeInTheDocument();
  });

  it('says when the messages could not be loaded, without an alert over the order', async () => {
    stubAdminApi({ [ORDER]: adminOrder({ _id: 'o1' }), [MESSAGES]: { status: 500, body: { message: 'Database unavailable.' } } });
    renderWithProviders(<OrderDetailScreen orderId="o1" />);
    expect(await within(await messagesCard()).findByText('Failed to load the messages of this order. Database unavailable.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
