// The customer's order detail.

import { screen, within } from '@testing-library/react';
import { stubApi } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { OrderDetailScreen } from './order-detail-screen';
import { codGift, order, signIn } from '../test/fixtures';

describe('order detail', () => {
  beforeEach(signIn);
  const path = '/api/orders/3f2a9c1e-4b5d-4e6f-8a7b-9c0d1e2f3a4b';

  function renderDetail() {
    return renderWithProviders(<OrderDetailScreen orderId="3f2a9c1e-4b5d-4e6f-8a7b-9c0d1e2f3a4b" />);
  }

  it('shows number, id, date, status, total, payment, shipping address and items, without customer info', async () => {
    stubApi({ [path]: order() });
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #10482' })).toBeInTheDocument();
    // The spec's order id, with the short number beside it.
    expect(screen.getByTestId('detail-number')).toHaveTextContent(/^#10482$/);
    expect(screen.getByTestId('detail-id')).toHaveTextContent(/^3f2a9c1e$/);
    expect(screen.getByTestId('detail-date')).toHaveTextContent('Nov 23, 2026 1:30 AM');
    expect(screen.getByTestId('detail-status')).toHaveTextContent('Processing');
    expect(screen.getByTestId('detail-total')).toHaveTextContent('₹2,066.00');
    expect(screen.getByTestId('detail-payment-method')).toHaveTextContent('Card');
    expect(screen.getByTestId('detail-payment-status')).toHaveTextContent('Paid');
    expect(screen.getByTestId('address-street')).toHaveTextContent('12 MG Road');
    expect(screen.getByTestId('address-city')).toHaveTextContent('Pune');
    expect(screen.getByTestId('address-state')).toHaveTextContent('Maharashtra');
    expect(screen.getByTestId('address-zip')).toHaveTextContent('411001');
    expect(screen.getByTestId('address-country')).toHaveTextContent('India');
    expect(screen.getByTestId('address-phone')).toHaveTextContent('9876543210');

    const table = screen.getByRole('table', { name: 'Items in this order' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Product',
      'Quantity',
      'Price',
      'Subtotal',
    ]);
    const mango = within(table).getByRole('row', { name: /Alphonso Mango/ });
    expect(within(mango).getAllByRole('cell').map((td) => td.textContent)).toEqual(['2', '₹899', '₹1,798.00']);
    expect(screen.getByRole('link', { name: 'Back to orders' })).toHaveAttribute('href', '/profile/orders');
    expect(screen.queryByText('Asha Customer')).not.toBeInTheDocument();
    expect(screen.queryByText('asha@example.com')).not.toBeInTheDocument();
  });

  it("shows each item's pack label next to its name", async () => {
    const items = [
      { productId: 'p-mango', variantId: 'v-12', variantLabel: '12 pieces', name: 'Alphonso Mangoes', image: null, category: 'Tropical Fruits', qty: 1, price: 1299, discount: 0 },
      { productId: 'p2', variantId: 'p2-v', variantLabel: '', name: 'Kiwi', image: null, category: 'Exotic Fruits', qty: 1, price: 149, discount: 0 },
    ];
    stubApi({ [path]: order({ items }) });
    renderDetail();
    const table = await screen.findByRole('table', { name: 'Items in this order' });
    const rows = within(table).getAllByTestId('order-item');
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Alphonso Mangoes · 12 pieces');
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent(/^Kiwi$/);
  });

  it("shows 'N/A' for an unpaid order's payment and 'No items found' without items", async () => {
    stubApi({ [path]: order({ paymentInfo: null, paymentStatus: 'unpaid', status: 'Pending', items: [] }) });
    renderDetail();
    expect(await screen.findByTestId('detail-payment-method')).toHaveTextContent('N/A');
    expect(screen.getByTestId('detail-payment-status')).toHaveTextContent('N/A');
    expect(screen.getByText('No items found')).toBeInTheDocument();
  });

  it('shows a cash-on-delivery gift order: COD due and the gift', async () => {
    stubApi({ [path]: order(codGift) });
    renderDetail();
    expect(await screen.findByTestId('detail-payment-method')).toHaveTextContent('Cash on delivery');
    expect(screen.getByTestId('detail-payment-status')).toHaveTextContent('COD due');
    const gift = screen.getByRole('region', { name: 'Gift' });
    expect(within(gift).getByTestId('gift-recipient')).toHaveTextContent('Meera Joshi');
    expect(within(gift).getByTestId('gift-mobile')).toHaveTextContent('9822012345');
    expect(within(gift).getByTestId('gift-message').textContent).toBe('Happy Diwali!\nLove, Ravi');
    expect(within(gift).getByText('Prices are left off the packing slip.')).toBeInTheDocument();
  });

  it('names the business an order was bought for, with its GSTIN', async () => {
    stubApi({ [path]: order({ business: { gstin: '27AAPFU0939F1ZV', legalName: 'Acme Foods Pvt Ltd' } }) });
    renderDetail();
    expect(await screen.findByTestId('business-invoice')).toHaveTextContent(
      /^Business invoice: Acme Foods Pvt Ltd · GSTIN 27AAPFU0939F1ZV$/,
    );
  });

  it('names no business for a personal order', async () => {
    stubApi({ [path]: order({ business: null }) });
    renderDetail();
    await screen.findByRole('table', { name: 'Items in this order' });
    expect(screen.queryByTestId('business-invoice')).not.toBeInTheDocument();
    expect(screen.queryByText(/Business invoice/)).not.toBeInTheDocument();
  });

  it('writes the delivery day and slot in the words of checkout and the confirmation', async () => {
    stubApi({ [path]: order({ delivery: { date: '2099-01-02', slotId: 's1', label: '11–15' } }) });
    renderDetail();
    expect(await screen.findByTestId('detail-delivery')).toHaveTextContent('Fri 2 Jan, 11 am–3 pm (IST)');
  });

  it("shows the offers' and coupon's discounts between the items and the delivery fee", async () => {
    const discounted = {
      subtotal: 1947,
      discount: 294.7,
      deliveryFee: 0,
      totalAmount: 1652.3,
      coupon: 'MANGO10',
      offers: [
        { _id: 'o1', code: null, title: 'Tropical week', amount: 100, freeDelivery: false },
        { _id: 'o2', code: 'MANGO10', title: '10% off', amount: 194.7, freeDelivery: false },
        { _id: 'o3', code: null, title: 'Free delivery weekend', amount: 0, freeDelivery: true },
      ],
    };
    stubApi({ [path]: order(discounted) });
    renderDetail();
    const table = await screen.findByRole('table', { name: 'Items in this order' });
    const footer = within(table).getAllByRole('row').slice(-5).map((row) => row.textContent);
    expect(footer).toEqual([
      'Items₹1,947.00',
      'Offer: Tropical week−₹100.00',
      'Coupon MANGO10−₹194.70',
      'Delivery feeFree delivery weekendFree',
      'Total₹1,652.30',
    ]);
    expect(screen.getByTestId('detail-total')).toHaveTextContent('₹1,652.30');
  });

  it('shows no discount line for an order without one, or answered before promotions', async () => {
    const { discount: _discount, coupon: _coupon, offers: _offers, ...before } = order();
    stubApi({ [path]: before });
    renderDetail();
    await screen.findByRole('table', { name: 'Items in this order' });
    expect(screen.queryByTestId('order-discount')).not.toBeInTheDocument();
  });

  it('says how to pay an order that waits for a bank transfer, and nothing once it is paid', async () => {
    const account = 'Tokri Fresh LLP · HDFC Bank · A/c 50200012345678 · IFSC HDFC0001234';
    stubApi({ [path]: { ...order({ status: 'Pending', paymentStatus: 'unpaid', paymentInfo: null }), bankTransfer: account } });
    const { unmount } = renderDetail();
    expect(await screen.findByTestId('bank-transfer-notice')).toHaveTextContent(
      `Pay ₹2,066.00 by bank transfer (NEFT, RTGS or IMPS) to: ${account}. Quote order #10482 as the reference. We confirm your order when the money arrives.`,
    );
    unmount();

    stubApi({ [path]: { ...order(), bankTransfer: null } });
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Order #10482' });
    expect(screen.queryByTestId('bank-transfer-notice')).not.toBeInTheDocument();
    expect(screen.queryByText(/by bank transfer/)).not.toBeInTheDocument();
  });

  it("says 'Order not found.' for someone else's order, with a back link", async () => {
    stubApi({ [path]: { status: 404, body: { message: 'Order not found.' } } });
    renderDetail();
    expect(await screen.findByRole('alert')).toHaveTextContent('Order not found.');
    expect(screen.getByRole('link', { name: 'Back to orders' })).toHaveAttribute('href', '/profile/orders');
  });

  it("says 'Failed to load order details.' on other failures", async () => {
    stubApi({ [path]: { status: 500, body: { message: 'boom' } } });
    renderDetail();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load order details.');
  });
});
