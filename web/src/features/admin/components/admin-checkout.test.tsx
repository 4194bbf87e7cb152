// Admin screens of issue 11 parts 3–5: unpaid checkouts, cash on delivery, gifts, the packing
// slip and the checkout settings.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { signInAsAdmin, stubAdminApi } from '../test/admin-api-stub';
import { adminOrder, orderPage } from '../test/fixtures';
import { CheckoutSettingsScreen } from './checkout-settings-screen';
import { OrderDetailScreen } from './order-detail-screen';
import { OrdersScreen } from './orders-screen';
import { PackingSlipScreen } from './packing-slip-screen';

beforeEach(() => signInAsAdmin());

const gift = { recipientName: 'Meera Joshi', recipientMobile: '9822012345', message: 'Happy Diwali!\nLove, Ravi', hidePrices: true };
const codGift = adminOrder({ _id: 'o1-cod-gift', paymentMethod: 'cod', paymentStatus: 'cod_due', gift });
const config = {
  paymentProvider: 'sandbox',
  checkoutScriptUrl: '',
  googleClientId: null,
  shop: { name: 'Tokri Fresh', address: '12 FC Road, Pune 411004', phone: '+91 20 4000 1234', email: 'hello@tokri.in', hours: '' },
  cashOnDelivery: { enabled: true, maxAmount: 5000 },
};

describe('orders list', () => {
  it('shows unpaid checkouts only when asked, and marks unpaid and COD due orders', async () => {
    const user = userEvent.setup();
    const { calls } = stubAdminApi({ '/api/admin/orders': orderPage([codGift, adminOrder({ _id: 'o2-paid', paymentStatus: 'paid' })]) });
    renderWithProviders(<OrdersScreen />);
    const rows = await screen.findAllByTestId('order-row');
    expect(within(rows[0]!).getByTestId('payment-chip')).toHaveTextContent('COD due');
    expect(within(rows[0]!).getByTestId('order-gift-recipient')).toHaveTextContent(/^Gift for Meera Joshi · \d{6}$/);
    expect(within(rows[1]!).queryByTestId('order-gift-recipient')).toBeNull();
    expect(within(rows[1]!).queryByTestId('payment-chip')).toBeNull();
    expect(calls.at(-1)?.query.get('includeUnpaid')).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Show unpaid checkouts' }));
    await waitFor(() => expect(calls.at(-1)?.query.get('includeUnpaid')).toBe('true'));
    expect(calls.at(-1)?.query.get('page')).toBe('1');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Show unpaid checkouts' })).not.toBeChecked());
  });
});

describe('order detail', () => {
  it('shows the gift, records the cash after confirming, and then shows the order as Paid', async () => {
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const paid = { ...codGift, status: 'Processing' as const, paymentStatus: 'paid' as const, paymentInfo: { paymentId: 'cash_o1', provider: 'cod', method: 'cash' } };
    const { calls } = stubAdminApi({ '/api/admin/orders/o1-cod-gift': codGift, 'POST /api/admin/orders/o1-cod-gift/cash-payment': paid });
    renderWithProviders(<OrderDetailScreen orderId="o1-cod-gift" />);

    const giftBox = await screen.findByRole('region', { name: 'Gift' });
    expect(within(giftBox).getByTestId('gift-recipient')).toHaveTextContent('Meera Joshi');
    expect(within(giftBox).getByTestId('gift-message').textContent).toBe('Happy Diwali!\nLove, Ravi');
    expect(within(giftBox).getByText('Prices hidden')).toBeInTheDocument();
    expect(screen.getByText('Cash on delivery')).toBeInTheDocument();
    expect(screen.getByText('COD due')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Packing slip' })).toHaveAttribute('href', '/admin/orders/o1-cod-gift/packing-slip');

    const record = screen.getByRole('button', { name: 'Record cash received' });
    await user.click(record);
    expect(confirm).toHaveBeenLastCalledWith('Record ₹1,917.00 received in cash for order #10482? The order becomes Paid.');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(record);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Record cash received' })).toBeNull());
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(screen.getByText('Paid')).toBeInTheDocument();
    expect(screen.queryByText('COD due')).toBeNull();
  });

  it("shows the server's refusal to record cash", async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    stubAdminApi({
      '/api/admin/orders/o1-cod-gift': codGift,
      'POST /api/admin/orders/o1-cod-gift/cash-payment': { status: 409, body: { message: 'This order was cancelled; no cash is due.' } },
    });
    renderWithProviders(<OrderDetailScreen orderId="o1-cod-gift" />);
    await user.click(await screen.findByRole('button', { name: 'Record cash received' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to record the cash payment. This order was cancelled; no cash is due.');
  });
});

describe('packing slip', () => {
  it('prints the shop, the recipient, the items without prices and the gift message', async () => {
    const user = userEvent.setup();
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    stubAdminApi({ '/api/admin/orders/o1-cod-gift': codGift, '/api/config': config });
    renderWithProviders(<PackingSlipScreen orderId="o1-cod-gift" />);
    const slip = await screen.findByRole('article', { name: 'Packing slip' });
    expect(await within(slip).findByText('Tokri Fresh')).toBeInTheDocument();
    expect(within(slip).getByText('+91 20 4000 1234 · hello@tokri.in')).toBeInTheDocument();
    expect(within(slip).getByText('#10482')).toBeInTheDocument();
    expect(within(slip).queryByText(/o1-cod-g/)).toBeNull();
    expect(document.title).toMatch(/^Packing slip #10482/);
    const recipient = within(slip).getByTestId('slip-recipient');
    expect(recipient).toHaveTextContent('Meera Joshi');
    expect(recipient).toHaveTextContent('12 MG Road');
    expect(recipient).toHaveTextContent('Pune, Maharashtra 411001');
    expect(recipient).toHaveTextContent('Mobile: 9822012345');
    expect(within(slip).getAllByTestId('slip-item')[0]).toHaveTextContent('Alphonso Mango2');
    expect(within(slip).queryByText(/₹/)).toBeNull();
    expect(within(slip).getByTestId('slip-message').textContent).toBe('Happy Diwali!\nLove, Ravi');
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('shows prices and the shipping name for an ordinary order', async () => {
    stubAdminApi({ '/api/admin/orders/o3': adminOrder({ _id: 'o3' }), '/api/config': config });
    renderWithProviders(<PackingSlipScreen orderId="o3" />);
    const slip = await screen.findByRole('article', { name: 'Packing slip' });
    expect(within(slip).getByTestId('slip-recipient')).toHaveTextContent('Asha Rao');
    expect(within(slip).getAllByTestId('slip-item')[0]).toHaveTextContent('₹899');
    expect(within(slip).getByTestId('slip-total')).toHaveTextContent('₹1,917.00');
    expect(within(slip).queryByTestId('slip-message')).toBeNull();
  });
});

describe('checkout settings', () => {
  it('turns cash on delivery off, checks and saves the limit', async () => {
    const user = userEvent.setup();
    const { calls } = stubAdminApi({
      '/api/admin/settings/checkout': { cashOnDelivery: { enabled: true, maxAmount: 5000 } },
      'PUT /api/admin/settings/checkout': (call: { body: unknown }) => call.body,
    });
    renderWithProviders(<CheckoutSettingsScreen />);
    const toggle = await screen.findByRole('switch', { name: 'Cash on delivery' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    const limit = screen.getByRole('textbox', { name: 'Largest order total for cash (₹)' });
    expect(limit).toHaveValue('5000');

    await user.clear(limit);
    await user.type(limit, '12.345');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(limit).toHaveAccessibleDescription(/must be an amount above ₹0 with at most two decimals/);
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.clear(limit);
    await user.type(limit, '₹2,500.50');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ cashOnDelivery: { enabled: false, maxAmount: 2500.5 } }));
    await waitFor(() => expect(limit).toHaveValue('2500.5'));
  });

  it("shows the server's refusal", async () => {
    const user = userEvent.setup();
    stubAdminApi({
      '/api/admin/settings/checkout': { cashOnDelivery: { enabled: true, maxAmount: null } },
      'PUT /api/admin/settings/checkout': { status: 403, body: { message: 'Admins only.' } },
    });
    renderWithProviders(<CheckoutSettingsScreen />);
    expect(await screen.findByRole('textbox', { name: 'Largest order total for cash (₹)' })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save the checkout settings. Admins only.');
  });
});
