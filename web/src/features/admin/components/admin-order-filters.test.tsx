// The orders list's delivery slot, PIN code, payment and gift filters, and the columns that show them.

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Schemas } from '@/lib/api/client';
import { renderWithProviders } from '@/test/render';
import { stubAdminApi, signInAsAdmin, type RecordedCall } from '../test/admin-api-stub';
import { adminOrder, orderPage } from '../test/fixtures';
import { OrdersScreen } from './orders-screen';

beforeEach(() => signInAsAdmin());

function slot(overrides: Partial<Schemas['DeliverySlot']>): Schemas['DeliverySlot'] {
  return { _id: 's-morning', active: true, capacity: 20, start: '07:00', end: '11:00', label: '7–11', ...overrides };
}

const deliverySettings: Schemas['DeliverySettings'] = {
  closedDates: [],
  cutoff: '12:00',
  days: [],
  today: '2026-11-22',
  slots: [slot({}), slot({ _id: 's-evening', active: false, start: '17:00', end: '21:00', label: '17–21' })],
};

const giftOrder = adminOrder({
  _id: 'a1b2c3d4-0000-4000-8000-000000000001',
  orderNumber: 10483,
  paymentMethod: 'cod',
  paymentStatus: 'cod_due',
  delivery: { date: '2026-11-27', label: '7–11', slotId: 's-morning' },
  gift: { recipientName: 'Meera', recipientMobile: '9876500000', message: 'Happy Diwali', hidePrices: true, senderName: null },
  shippingAddress: { ...adminOrder().shippingAddress, zip: '560001' },
});

function renderOrders(orders = [adminOrder()]) {
  const stub = stubAdminApi({ '/api/admin/orders': orderPage(orders), '/api/admin/delivery': deliverySettings });
  renderWithProviders(<OrdersScreen />);
  return stub;
}

const lastOrdersCall = (calls: RecordedCall[]) => calls.filter((c) => c.path === '/api/admin/orders').at(-1)!;

describe('orders list filters', () => {
  it('filters by delivery slot, listing every slot (switched-off ones marked)', async () => {
    const user = userEvent.setup();
    const { calls } = renderOrders();
    const select = screen.getByLabelText('Delivery slot');
    await screen.findByRole('option', { name: '7–11 am' });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['All', '7–11 am', '5–9 pm (off)']);
    expect(lastOrdersCall(calls).query.get('deliverySlot')).toBeNull();

    await user.selectOptions(select, '5–9 pm (off)');
    await waitFor(() => expect(lastOrdersCall(calls).query.get('deliverySlot')).toBe('s-evening'));
  });

  it('filters by payment method', async () => {
    const user = userEvent.setup();
    const { calls } = renderOrders();
    const select = screen.getByLabelText('Payment');
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['All', 'Online', 'Cash on delivery']);

    await user.selectOptions(select, 'Cash on delivery');
    await waitFor(() => expect(lastOrdersCall(calls).query.get('paymentMethod')).toBe('cod'));
    await user.selectOptions(select, 'Online');
    await waitFor(() => expect(lastOrdersCall(calls).query.get('paymentMethod')).toBe('online'));
  });

  it('lists gift orders only when asked', async () => {
    const user = userEvent.setup();
    const { calls } = renderOrders();
    await screen.findAllByTestId('order-row');
    expect(lastOrdersCall(calls).query.get('gift')).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Gifts only' }));
    await waitFor(() => expect(lastOrdersCall(calls).query.get('gift')).toBe('true'));
  });

  it('sends a PIN code only once it has 6 digits, and says what is missing until then', async () => {
    const user = userEvent.setup();
    const { calls } = renderOrders();
    await screen.findAllByTestId('order-row');
    const pin = screen.getByLabelText('PIN code');
    expect(pin).toHaveAttribute('inputmode', 'numeric');
    expect(pin).toHaveAttribute('maxlength', '6');

    await user.type(pin, '5600');
    expect(pin).toHaveAccessibleDescription('Enter all 6 digits of a PIN code.');
    expect(pin).toBeInvalid();
    expect(calls.some((c) => c.query.has('pinCode'))).toBe(false);

    await user.type(pin, '01');
    await waitFor(() => expect(lastOrdersCall(calls).query.get('pinCode')).toBe('560001'));
    expect(pin).toBeValid();
    expect(screen.queryByText('Enter all 6 digits of a PIN code.')).not.toBeInTheDocument();
  });

  it('Reset clears the slot, PIN code, payment and gift filters', async () => {
    const user = userEvent.setup();
    const { calls } = renderOrders();
    await screen.findByRole('option', { name: '7–11 am' });
    await user.selectOptions(screen.getByLabelText('Delivery slot'), '7–11 am');
    await user.type(screen.getByLabelText('PIN code'), '411001');
    await user.selectOptions(screen.getByLabelText('Payment'), 'Online');
    await user.click(screen.getByRole('checkbox', { name: 'Gifts only' }));
    await waitFor(() => {
      const query = lastOrdersCall(calls).query;
      expect([query.get('deliverySlot'), query.get('pinCode'), query.get('paymentMethod'), query.get('gift')]).toEqual([
        's-morning',
        '411001',
        'online',
        'true',
      ]);
    });

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByLabelText('Delivery slot')).toHaveValue('');
    expect(screen.getByLabelText('PIN code')).toHaveValue('');
    expect(screen.getByLabelText('Payment')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Gifts only' })).not.toBeChecked();
    await waitFor(() => {
      const query = lastOrdersCall(calls).query;
      expect(['deliverySlot', 'pinCode', 'paymentMethod', 'gift'].filter((name) => query.has(name))).toEqual([]);
    });
  });
});

describe('orders list columns', () => {
  const paidByUpi = adminOrder({ paymentStatus: 'paid', paymentInfo: { method: 'upi', paymentId: 'pay_1', provider: 'razorpay' } });
  const unpaidOnline = adminOrder({ _id: 'ffff0000-0000-4000-8000-000000000002', orderNumber: 10484 });

  it('shows the delivery slot, PIN code, payment method and gift mark in the table', async () => {
    renderOrders([giftOrder, paidByUpi, unpaidOnline]);
    const [gift, upi, online] = await screen.findAllByTestId('order-row');
    expect(screen.getByRole('columnheader', { name: 'Payment' })).toBeInTheDocument();

    expect(within(gift!).getByText('Fri, Nov 27, 7–11')).toBeInTheDocument();
    expect(within(gift!).getByText('PIN 560001')).toBeInTheDocument();
    expect(within(gift!).getByText('Cash on delivery')).toBeInTheDocument();
    expect(within(gift!).getByTestId('order-gift-mark')).toHaveTextContent('Gift');
    expect(within(gift!).getByTestId('order-gift-recipient')).toHaveTextContent('Gift for Meera · 560001');

    expect(within(upi!).getByText('PIN 411001')).toBeInTheDocument();
    expect(within(upi!).getByText('UPI')).toBeInTheDocument();
    expect(within(upi!).queryByTestId('order-gift-mark')).not.toBeInTheDocument();
    expect(within(online!).getByText('Online')).toBeInTheDocument();
  });

  it('shows them on the phone cards too', async () => {
    renderOrders([giftOrder, unpaidOnline]);
    const [gift, online] = await screen.findAllByTestId('order-card');
    expect(within(gift!).getByText('Delivery Fri, Nov 27, 7–11')).toBeInTheDocument();
    expect(within(gift!).getByText('PIN 560001')).toBeInTheDocument();
    expect(within(gift!).getByText('Cash on delivery')).toBeInTheDocument();
    expect(within(gift!).getByTestId('order-gift-mark')).toBeInTheDocument();
    expect(within(online!).getByText('Online')).toBeInTheDocument();
    expect(within(online!).queryByTestId('order-gift-mark')).not.toBeInTheDocument();
  });
});
