// A corporate order on the customer's order detail: its deliveries' progress and list; and a
// delivery, which names the corporate order it is part of.
import { screen, within } from '@testing-library/react';
import type { Schemas } from '@/lib/api/client';
import type { CorporateOrderFields } from '@/lib/corporate-order';
import { stubApi } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { order, signIn } from '../test/fixtures';
import { OrderDetailScreen } from './order-detail-screen';

const PARENT = 'parent-1';

function corporateOrder(fields: CorporateOrderFields, overrides: Partial<Schemas['Order']> = {}): Schemas['Order'] {
  return { ...order(overrides), ...fields };
}

function delivery(id: string, orderNumber: number, recipient: string, status: string, city: string, zip: string): Schemas['Order'] {
  return corporateOrder(
    { parentId: PARENT, parentNumber: 20001, corporate: null },
    {
      _id: id,
      orderNumber,
      status: status as Schemas['Order']['status'],
      gift: { recipientName: recipient, recipientMobile: '9822012345', message: 'Happy Diwali!', hidePrices: true },
      shippingAddress: { name: recipient, street: '1 Main St', city, state: 'Maharashtra', zip, country: 'India', mobile: '9822012345' },
      delivery: { date: '2026-11-28', label: '9–13', slotId: 's1' },
    },
  );
}

describe('corporate order detail', () => {
  beforeEach(signIn);

  it('shows how many deliveries are delivered, and each delivery', async () => {
    stubApi({
      [`/api/orders/${PARENT}`]: corporateOrder(
        { corporate: { deliveries: 400, delivered: 312, shipped: 60, cancelled: 3 }, parentId: null, parentNumber: null },
        { _id: PARENT, orderNumber: 20001 },
      ),
      [`/api/orders/${PARENT}/deliveries`]: [
        delivery('c1', 20002, 'Meera Joshi', 'Delivered', 'Pune', '411001'),
        delivery('c2', 20003, 'Ravi Kulkarni', 'Shipped', 'Mumbai', '400001'),
      ],
    });
    renderWithProviders(<OrderDetailScreen orderId={PARENT} />);
    const card = within(await screen.findByRole('region', { name: 'Deliveries' }));
    expect(card.getByTestId('deliveries-delivered')).toHaveTextContent('Delivered 312 of 400');
    const bar = card.getByRole('progressbar', { name: 'Delivered 312 of 400' });
    expect(bar).toHaveAttribute('aria-valuenow', '312');
    expect(bar).toHaveAttribute('aria-valuemax', '400');
    expect(card.getByTestId('deliveries-counts')).toHaveTextContent('60 on the way · 3 cancelled');

    const rows = await card.findAllByTestId('delivery-row');
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    expect(first.getByRole('link', { name: '#20002' })).toHaveAttribute('href', '/profile/orders/c1');
    expect(rows[0]).toHaveTextContent('Meera Joshi');
    expect(rows[0]).toHaveTextContent('Pune 411001');
    expect(rows[0]).toHaveTextContent('Sat 28 Nov, 9 am–1 pm');
    expect(first.getByTestId('order-status')).toHaveTextContent('Delivered');
    expect(within(rows[1]!).getByTestId('order-status')).toHaveTextContent('Shipped');
    expect(screen.queryByTestId('parent-order')).not.toBeInTheDocument();
  });

  it('names the corporate order a delivery is part of, with a link to it', async () => {
    stubApi({ '/api/orders/c1': delivery('c1', 20002, 'Meera Joshi', 'Processing', 'Pune', '411001') });
    renderWithProviders(<OrderDetailScreen orderId="c1" />);
    const parent = await screen.findByTestId('parent-order');
    expect(parent).toHaveTextContent('Part of corporate order #20001');
    expect(within(parent).getByRole('link', { name: '#20001' })).toHaveAttribute('href', `/profile/orders/${PARENT}`);
    expect(screen.queryByRole('region', { name: 'Deliveries' })).not.toBeInTheDocument();
  });
});
