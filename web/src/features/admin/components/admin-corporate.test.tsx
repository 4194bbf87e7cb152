// A corporate order in the admin: the deliveries on the parent's page, each linking to its own,
// and every delivery's packing slip printed at once, one to a page.
import { screen, within } from '@testing-library/react';
import type { Schemas } from '@/lib/api/client';
import type { CorporateOrderFields } from '@/lib/corporate-order';
import { renderWithProviders } from '@/test/render';
import { signInAsAdmin, stubAdminApi } from '../test/admin-api-stub';
import { adminOrder } from '../test/fixtures';
import { OrderDetailScreen } from './order-detail-screen';
import { PackingSlipsScreen } from './packing-slips-screen';

beforeEach(() => signInAsAdmin());

const PARENT = 'parent-1';
const config = {
  paymentProvider: 'sandbox',
  checkoutScriptUrl: '',
  googleClientId: null,
  shop: { name: 'Tokri Fresh', address: '12 FC Road, Pune 411004', phone: '+91 20 4000 1234', email: 'hello@tokri.in', hours: '' },
  cashOnDelivery: { enabled: true, maxAmount: 5000 },
};

function withFields(fields: CorporateOrderFields, overrides: Partial<Schemas['Order']>): Schemas['Order'] {
  return { ...adminOrder(overrides), ...fields };
}

const parent = withFields({ corporate: { deliveries: 3, delivered: 1, shipped: 1, cancelled: 0 } }, { _id: PARENT, orderNumber: 20001 });

function child(id: string, orderNumber: number, recipient: string, message: string): Schemas['Order'] {
  return withFields(
    { parentId: PARENT, parentNumber: 20001 },
    {
      _id: id,
      orderNumber,
      gift: { recipientName: recipient, recipientMobile: '9822012345', message, hidePrices: true, senderName: 'Acme Foods' },
      delivery: { date: '2026-11-28', label: '9–13', slotId: 's1' },
    },
  );
}

const children = [child('c1', 20002, 'Meera Joshi', 'Happy Diwali, Meera!'), child('c2', 20003, 'Ravi Kulkarni', 'Happy Diwali, Ravi!'), child('c3', 20004, 'Anil Rao', 'Happy Diwali, Anil!')];

describe('corporate orders in the admin', () => {
  it("shows the parent's progress and deliveries, linking each delivery and all the packing slips", async () => {
    const { calls } = stubAdminApi({ [`/api/admin/orders/${PARENT}`]: parent, [`/api/admin/orders/${PARENT}/deliveries`]: children });
    renderWithProviders(<OrderDetailScreen orderId={PARENT} />);
    const card = within(await screen.findByRole('region', { name: 'Deliveries' }));
    expect(card.getByTestId('deliveries-delivered')).toHaveTextContent('Delivered 1 of 3');
    expect(card.getByRole('link', { name: 'Print all packing slips' })).toHaveAttribute('href', `/admin/orders/${PARENT}/packing-slips`);
    const rows = await card.findAllByTestId('delivery-row');
    expect(rows.map((row) => within(row).getByRole('link').getAttribute('href'))).toEqual(['/admin/orders/c1', '/admin/orders/c2', '/admin/orders/c3']);
    expect(rows[1]).toHaveTextContent('Ravi Kulkarni');
    expect(calls.some((call) => call.path === `/api/admin/orders/${PARENT}/deliveries`)).toBe(true);
  });

  it('links a delivery back to its corporate order', async () => {
    stubAdminApi({ '/api/admin/orders/c2': children[1] });
    renderWithProviders(<OrderDetailScreen orderId="c2" />);
    const line = await screen.findByTestId('parent-order');
    expect(line).toHaveTextContent('Part of corporate order #20001');
    expect(within(line).getByRole('link')).toHaveAttribute('href', `/admin/orders/${PARENT}`);
    expect(screen.queryByRole('region', { name: 'Deliveries' })).not.toBeInTheDocument();
  });

  it('prints one packing slip per delivery, each after the first on a new page', async () => {
    stubAdminApi({ [`/api/admin/orders/${PARENT}`]: parent, [`/api/admin/orders/${PARENT}/deliveries`]: children, '/api/config': config });
    renderWithProviders(<PackingSlipsScreen orderId={PARENT} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Packing slips for order #20001' })).toBeInTheDocument();
    const slips = await screen.findAllByTestId('packing-slip');
    expect(slips).toHaveLength(3);
    expect(slips.map((slip) => slip.getAttribute('aria-label'))).toEqual(['Packing slip #20002', 'Packing slip #20003', 'Packing slip #20004']);
    expect(slips.map((slip) => slip.classList.contains('break-before-page'))).toEqual([false, true, true]);
    expect(within(slips[1]!).getByTestId('slip-recipient')).toHaveTextContent('Ravi Kulkarni');
    expect(within(slips[1]!).getByTestId('slip-message')).toHaveTextContent('Happy Diwali, Ravi!');
    expect(within(slips[1]!).getByTestId('slip-sender')).toHaveTextContent('From Acme Foods');
    expect(within(slips[0]!).getByRole('heading', { level: 2, name: 'Packing slip' })).toBeInTheDocument();
    // Every slip's sections are named by their own headings.
    const deliverTo = slips.map((slip) => within(slip).getByRole('region', { name: 'Deliver to' }));
    expect(new Set(deliverTo.map((region) => region.getAttribute('aria-labelledby'))).size).toBe(3);
    expect(screen.getByRole('button', { name: 'Print all' })).toBeEnabled();
  });
});
