// A payment that cannot pay its order, against the real binary with the sandbox provider: the
// customer pays an order the shop had cancelled. The order stays cancelled, the dashboard lists
// it under "Refunds due", the order detail says what to refund, and marking it refunded clears
// the dashboard. Screenshots go to /tmp/shots-refunds.
import { expect, test } from '@playwright/test';
import { ADMIN, admin, bearer, deliverySlot, openAs, screenshotBoth, seriousViolations, signInByApi, type Session } from './helpers';

test.describe.configure({ mode: 'serial' });

const SHOTS = '/tmp/shots-refunds';
const run = Date.now().toString(36);
const customer = { name: `Late Payer ${run}`, email: `late.${run}@example.com`, password: 'secret-123' };

let adminSession: Session;
let orderId = '';
let amount = '';

test('a payment for a cancelled order is listed as a refund due, never as a confirmed order', async ({ page, request }) => {
  expect(ADMIN.email, 'TOKRI_E2E_ADMIN_EMAIL/TOKRI_E2E_ADMIN_PASSWORD must name the admin the server was started with').not.toBe('');
  adminSession = await admin(request);
  expect((await request.post('/api/auth/signup', { data: customer })).status()).toBe(201);
  const buyer = await signInByApi(request, customer.email, customer.password);
  const products = (await (await request.get('/api/products')).json()) as { _id: string }[];
  const placed = await request.post('/api/orders', {
    headers: bearer(buyer),
    data: {
      cart: [{ _id: products[0]._id, qty: 2 }],
      shippingAddress: {
        name: customer.name,
        mobile: '9876543210',
        street: '7 Laxmi Road',
        city: 'Pune',
        state: 'Maharashtra',
        zip: '411030',
        country: 'India',
      },
      delivery: await deliverySlot(request),
    },
  });
  expect(placed.ok()).toBe(true);
  const order = (await placed.json()) as { orderDocId: string; orderId: string; amount: number };
  orderId = order.orderDocId;
  // Screens name the order by its short number (issue 26).
  const { orderNumber } = (await (await request.get(`/api/orders/${orderId}`, { headers: bearer(buyer) })).json()) as {
    orderNumber: number;
  };
  const number = `#${orderNumber}`;
  amount = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(order.amount / 100);

  // The shop cancels the unpaid order; the customer then pays it from a tab left open.
  const cancelled = await request.patch(`/api/admin/orders/${orderId}/status`, { headers: bearer(adminSession), data: { status: 'Cancelled' } });
  expect(cancelled.ok()).toBe(true);
  const paid = await request.post(`/api/payments/sandbox/${order.orderId}/pay`);
  expect(paid.ok()).toBe(true);
  const payment = (await paid.json()) as { razorpay_payment_id: string; razorpay_signature: string };
  const verify = await request.post('/api/orders/verify-payment', {
    headers: bearer(buyer),
    data: { orderDocId: orderId, paymentId: payment.razorpay_payment_id, signature: payment.razorpay_signature },
  });
  expect(verify.status(), 'the customer is not told the order is placed').toBe(409);

  // The customer's own order says what happens to the money.
  await openAs(page, buyer, `/profile/orders/${orderId}`);
  await expect(page.getByTestId('detail-status')).toHaveText('Cancelled');
  await expect(page.getByRole('status').filter({ hasText: 'arrived after this order was cancelled' })).toContainText(
    'We will refund it to the way you paid.',
  );
  await screenshotBoth(page, SHOTS, 'customer-order');

  await openAs(page, adminSession, '/admin/dashboard');
  const refunds = page.getByRole('region', { name: /Refunds due/ });
  await expect(refunds).toBeVisible();
  const row = refunds.getByRole('row').filter({ has: page.getByRole('rowheader', { name: number, exact: true }) });
  await expect(row).toContainText('Paid after the order was cancelled');
  await expect(row).toContainText(customer.name);
  await expect(row).toContainText(amount);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotBoth(page, SHOTS, 'dashboard');

  await row.getByRole('link', { name: number, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${orderId}$`));
  const notice = page.getByRole('region', { name: `Refund due: ${amount}` });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Paid after the order was cancelled');
  await expect(notice).toContainText('must not be delivered');
  await expect(notice).toContainText(payment.razorpay_payment_id);
  await expect(page.getByRole('region', { name: 'Summary' })).toContainText('Cancelled');
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotBoth(page, SHOTS, 'order-detail');
});

test('once refunded at the provider, the owner marks it and it leaves the dashboard', async ({ page }) => {
  await openAs(page, adminSession, `/admin/orders/${orderId}`);
  page.once('dialog', (dialog) => void dialog.accept());
  const saved = page.waitForResponse((r) => r.url().endsWith(`/api/admin/orders/${orderId}/refund`) && r.request().method() === 'PATCH');
  await page.getByRole('button', { name: 'Mark as refunded' }).click();
  expect((await saved).ok()).toBe(true);
  await expect(page.getByRole('region', { name: `Refunded ${amount}` })).toBeVisible();
  await screenshotBoth(page, SHOTS, 'order-refunded');

  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Revenue, last 30 days' })).toBeVisible();
  await expect(page.getByRole('region', { name: /Refunds due/ })).toHaveCount(0);
});
