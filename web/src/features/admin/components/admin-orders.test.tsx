// The admin's orders list and order detail.

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { stubAdminApi, signInAsAdmin } from '../test/admin-api-stub';
import { adminOrder, adminStats, orderPage } from '../test/fixtures';
import { OrderDetailScreen } from './order-detail-screen';
import { OrdersScreen } from './orders-screen';

beforeEach(() => signInAsAdmin());

describe('orders list', () => {
  it('shows orders without paging when there is one page', async () => {
    stubAdminApi({ '/api/admin/orders': orderPage([adminOrder()]) });
    renderWithProviders(<OrdersScreen />);
    // The short number, with the spec's Order ID (first 8 characters) under it.
    const row = (await screen.findByRole('rowheader', { name: '#10482 3f2a9c1e' })).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'View order #10482' })).toHaveAttribute('href', `/admin/orders/${adminOrder()._id}`);
    expect(within(row).getByText('Asha Rao')).toBeInTheDocument();
    expect(within(row).getByText('₹1,917.00')).toBeInTheDocument();
    expect(within(row).getByText('Nov 22, 2026 1:30 PM')).toBeInTheDocument();
    expect(screen.queryByText(/Page \d of \d/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Next/ })).not.toBeInTheDocument();
  });

  it('pages with Previous and Next when there is more than one page', async () => {
    const user = userEvent.setup();
    const { calls } = stubAdminApi({
      '/api/admin/orders': (call: { query: URLSearchParams }) =>
        orderPage([adminOrder({ _id: `order-page-${call.query.get('page')}` })], 2, Number(call.query.get('page'))),
    });
    renderWithProviders(<OrdersScreen />);
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Previous/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(calls.at(-1)?.query.get('page')).toBe('2');
    expect(calls.at(-1)?.query.get('limit')).toBe('20');
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();
  });

  it('changes a status at once and updates the row', async () => {
    const user = userEvent.setup();
    const { calls } = stubAdminApi({
      '/api/admin/orders': orderPage([adminOrder()]),
      'PATCH /api/admin/orders/3f2a9c1e-4b5d-4e6f-8a7b-9c0d1e2f3a4b/status': adminOrder({ status: 'Shipped' }),
      '/api/admin/stats': adminStats,
    });
    renderWithProviders(<OrdersScreen />);
    const [select] = await screen.findAllByRole('combobox', { name: 'Status of order #10482' });
    await user.selectOptions(select!, 'Shipped');
    await waitFor(() => expect(select).toHaveValue('Shipped'));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ status: 'Shipped' });
    expect(select!.className).toContain('indigo');
  });

  it('alerts when a status change fails', async () => {
    const user = userEvent.setup();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    stubAdminApi({
      '/api/admin/orders': orderPage([adminOrder()]),
      'PATCH /api/admin/orders/3f2a9c1e-4b5d-4e6f-8a7b-9c0d1e2f3a4b/status': { status: 500, body: { message: 'no' } },
    });
    renderWithProviders(<OrdersScreen />);
    const [select] = await screen.findAllByRole('combobox', { name: 'Status of order #10482' });
    await user.selectOptions(select!, 'Delivered');
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to update order status'));
    expect(select).toHaveValue('Pending');
  });

  it('searches 500 ms after typing stops, and Reset clears the filters', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
      const { calls } = stubAdminApi({ '/api/admin/orders': orderPage([]) });
      renderWithProviders(<OrdersScreen />);
      expect(await screen.findByText('No orders found matching the criteria.')).toBeInTheDocument();
      await user.type(screen.getByLabelText('Search by ID or user'), 'asha');
      await act(async () => {
        await vi.advanceTimersByTimeAsync(400);
      });
      expect(calls.some((c) => c.query.get('search'))).toBe(false);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(150);
      });
      await waitFor(() => expect(calls.at(-1)?.query.get('search')).toBe('asha'));
      expect(calls.filter((c) => c.query.get('search')).length).toBe(1);

      await user.selectOptions(screen.getByLabelText('Status'), 'Shipped');
      await waitFor(() => expect(calls.at(-1)?.query.get('status')).toBe('Shipped'));
      await user.click(screen.getByRole('button', { name: 'Reset' }));
      expect(screen.getByLabelText('Search by ID or user')).toHaveValue('');
      expect(screen.getByLabelText('Status')).toHaveValue('All');
      await act(async () => {
        await vi.advanceTimersByTimeAsync(500);
      });
      await waitFor(() => {
        const last = calls.at(-1)!;
        expect(last.query.get('status')).toBeNull();
        expect(last.query.get('search')).toBeNull();
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('says when orders fail to load', async () => {
    stubAdminApi({ '/api/admin/orders': { status: 500, body: { message: 'x' } } });
    renderWithProviders(<OrdersScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load orders. Please try again.');
  });
});

describe('order detail', () => {
  it('shows the order with the customer and a Back link', async () => {
    stubAdminApi({
      '/api/admin/orders/o1': adminOrder({
        status: 'Shipped',
        paymentInfo: { method: 'upi', paymentId: 'pay_1', provider: 'razorpay' },
      }),
    });
    renderWithProviders(<OrderDetailScreen orderId="o1" />);
    expect(await screen.findByText('asha@example.com')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Order #10482' })).toBeInTheDocument();
    expect(screen.getByText('#10482', { selector: 'dd span' })).toBeInTheDocument();
    expect(screen.getByText('3f2a9c1e')).toBeInTheDocument();
    expect(screen.getByText('Paid')).toBeInTheDocument();
    expect(screen.getByText('UPI')).toBeInTheDocument();
    expect(screen.getByText('9876543210')).toBeInTheDocument();
    expect(screen.getByText('₹1,798.00', { selector: 'td.font-semibold' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back/ })).toHaveAttribute('href', '/admin/orders');
  });

  it('names the business the order was bought for, with its GSTIN, with the customer', async () => {
    stubAdminApi({ '/api/admin/orders/o1': adminOrder({ business: { gstin: '29AAGCB7383J1Z4', legalName: 'Acme Foods Pvt Ltd' } }) });
    renderWithProviders(<OrderDetailScreen orderId="o1" />);
    const customer = await screen.findByRole('region', { name: 'Customer' });
    expect(within(customer).getByTestId('business-invoice')).toHaveTextContent(
      /^Business invoice: Acme Foods Pvt Ltd · GSTIN 29AAGCB7383J1Z4$/,
    );
  });

  it('names no business for a personal order', async () => {
    stubAdminApi({ '/api/admin/orders/o1': adminOrder({ business: null }) });
    renderWithProviders(<OrderDetailScreen orderId="o1" />);
    expect(await screen.findByText('asha@example.com')).toBeInTheDocument();
    expect(screen.queryByTestId('business-invoice')).not.toBeInTheDocument();
  });

  it('shows N/A without payment and No items found without items', async () => {
    stubAdminApi({ '/api/admin/orders/o1': adminOrder({ items: [] }) });
    renderWithProviders(<OrderDetailScreen orderId="o1" />);
    expect(await screen.findByText('No items found')).toBeInTheDocument();
    expect(screen.getAllByText('N/A')).toHaveLength(2);
  });
});
