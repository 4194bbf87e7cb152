// A payment that cannot pay its order, against the real binary with the sandbox provider: the
// customer pays an order the shop had cancelled. The order stays cancelled, the dashboard lists
// it under "Refunds due", the order detail says what to refund, and its Refund button gives the
// payment back whole (issue 21), which clears the dashboard and shows on the customer's order.
// Screenshots go to /tmp/shots-refunds.
import { expect, test } from '@playwright/test';
import { ADMIN, admin, bearer, deliverySlot, openAs, screenshotBoth, seriousViolations, signInByApi, type Session } from './helpers';

test.describe.configure({ mode: 'serial' });

const SHOTS = '/tmp/shots-refunds';
const run = Date.now().toString(36);
const customer = { name: `Late Payer ${run}`, email: `late.${run}@example.com`, password: 'secret-123' };

let adminSession: Session;
let buyer: Session;
let orderId = '';
let amount = '';

test('a payment for a cancelled order is listed as a refund due, never as a confirmed order', async ({ page, request }) => {
  expect(ADMIN.email, 'TOKRI_E2E_ADMIN_EMAIL/TOKRI_E2E_ADMIN_PASSWORD must name the admin the server was started with').not.toBe('');
  adminSession = await admin(request);
  expect((await request.post('/api/auth/signup', { data: customer })).status()).toBe(201);
  buyer = await signInByApi(request, customer.email, customer.password);
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

test('the owner gives the payment back whole with the Refund button, and it leaves the dashboard', async ({ page }) => {
  await openAs(page, adminSession, `/admin/orders/${orderId}`);
  const notice = page.getByRole('region', { name: `Refund due: ${amount}` });
  const refund = notice.getByRole('button', { name: `Refund ${amount}` });
  await expect(refund).toBeVisible();
  await expect(notice.getByRole('button', { name: 'Mark as refunded' })).toHaveCount(0);
  let question = '';
  page.once('dialog', (dialog) => {
    question = dialog.message();
    void dialog.accept();
  });
  const saved = page.waitForResponse((r) => r.url().endsWith(`/api/admin/orders/${orderId}/refunds`) && r.request().method() === 'POST');
  await refund.click();
  const answer = await saved;
  expect(answer.status()).toBe(201);
  expect(question).toContain('Payment received after the order was cancelled');
  expect(answer.request().postDataJSON()).toMatchObject({ mode: 'excess', reason: 'Payment received after the order was cancelled' });
  await expect(page.getByRole('region', { name: `Refunded ${amount}` })).toBeVisible();
  const card = page.getByRole('region', { name: 'Refunds', exact: true });
  const made = card.getByTestId('refund');
  await expect(made).toHaveCount(1);
  await expect(made).toContainText(amount);
  await expect(made).toContainText('Refunded');
  await expect(made).toContainText('Sandbox');
  await expect(made).toContainText('given back whole');
  // Nothing was sold, so nothing else can be refunded.
  await expect(card.getByRole('form')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotBoth(page, SHOTS, 'order-refunded');

  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Revenue, last 30 days' })).toBeVisible();
  await expect(page.getByRole('region', { name: /Refunds due/ })).toHaveCount(0);
});

test('the customer sees the payment refunded on the order', async ({ page }) => {
  await openAs(page, buyer, `/profile/orders/${orderId}`);
  await expect(page.getByRole('status').filter({ hasText: 'arrived after this order was cancelled' })).toContainText('It has been refunded.');
  const refunds = page.getByRole('region', { name: 'Refunds' });
  await expect(refunds.getByTestId('customer-refund')).toContainText(amount);
  await expect(refunds.getByTestId('refund-status-words')).toHaveText(/^Refunded on /);
  // A payment that sold nothing has no credit note.
  await expect(refunds.getByRole('button', { name: 'Download credit note' })).toHaveCount(0);
  await screenshotBoth(page, SHOTS, 'customer-refunded');
});
