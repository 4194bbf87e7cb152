// Complaints, "Help with an order" (issue 28 part 3), against the real binary: a guest complains
// about an order placed with their email and follows it by the link with its key; the shop
// answers and closes it from the admin's Complaints, and the guest's page then shows it closed,
// with the answer. Screenshots (TOKRI_E2E_SHOTS=1) go to /tmp/c28/shots.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { admin, bearer, deliverySlot, openAs, screenshotBoth, seriousViolations, TAKE_SHOTS } from './helpers';

test.describe.configure({ mode: 'serial' });

const SHOTS = '/tmp/c28/shots';
const run = Date.now().toString(36);
const guest = { name: `Help Guest ${run}`, email: `help.${run}@example.com` };
const reply = `Fresh mangoes are on their way tomorrow (${run}).`;
let ticketUrl = '';
let complaint = '';

/** A guest's order placed through the API; its short number. */
async function guestOrder(request: APIRequestContext): Promise<number> {
  const address = { name: guest.name, mobile: '9876543210', street: '7 Laxmi Road', city: 'Pune', state: 'Maharashtra', zip: '411030', country: 'India' };
  const made = await request.post('/api/auth/guest-checkout', { data: { ...guest, address } });
  expect(made.ok()).toBe(true);
  const session = (await made.json()) as { token: string; user: Record<string, unknown> };
  const products = (await (await request.get('/api/products')).json()) as { _id: string }[];
  const placed = await request.post('/api/orders', {
    headers: bearer(session),
    data: { cart: [{ _id: products[0]._id, qty: 1 }], shippingAddress: address, delivery: await deliverySlot(request) },
  });
  expect(placed.ok()).toBe(true);
  const { orderDocId } = (await placed.json()) as { orderDocId: string };
  const order = (await (await request.get(`/api/orders/${orderDocId}`, { headers: bearer(session) })).json()) as { orderNumber: number };
  return order.orderNumber;
}

test('a guest opens a complaint about an order and sees its page', async ({ page, request }) => {
  const orderNumber = await guestOrder(request);
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Help with an order' })).toBeVisible();
  await page.getByLabel('Topic').selectOption({ label: 'Quality of the fruit or hamper' });
  await page.getByLabel('Order number').fill(String(orderNumber));
  await page.getByLabel('Your name').fill(guest.name);
  await page.getByLabel('Email').fill(guest.email);
  await page.getByLabel('What happened?').fill('Two of the mangoes arrived bruised and soft.');
  expect(await seriousViolations(page, 'main')).toEqual([]);
  if (TAKE_SHOTS) await screenshotBoth(page, SHOTS, 'help-form');
  await page.getByRole('button', { name: 'Send complaint' }).click();

  await expect(page).toHaveURL(/\/help\/tickets\/[^/?]+\?key=.+/);
  complaint = (await page.getByTestId('ticket-number').textContent())?.trim() ?? '';
  expect(complaint).not.toBe('');
  ticketUrl = page.url();
  await expect(page.getByTestId('ticket-received')).toContainText(`Your complaint number is ${complaint}.`);
  await expect(page.getByTestId('ticket-status')).toHaveText('Open');
  await expect(page.getByTestId('ticket-order')).toHaveText(`#${orderNumber}`);
  await expect(page.getByTestId('ticket-due')).toContainText('We will answer by');
  if (TAKE_SHOTS) await screenshotBoth(page, SHOTS, 'ticket');
});

test('the shop answers and closes it; the guest then sees it closed, with the answer', async ({ page, request }) => {
  test.skip(!complaint, 'needs the complaint of the test before');
  await openAs(page, await admin(request), '/admin/complaints');
  await page.getByRole('row').filter({ hasText: guest.name }).getByRole('link', { name: complaint, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Complaint ${complaint}` })).toBeVisible();
  await expect(page.getByTestId('ticket-message').first()).toContainText('arrived bruised');
  await page.getByLabel('Your reply').fill(reply);
  expect(await seriousViolations(page, 'main')).toEqual([]);
  if (TAKE_SHOTS) await screenshotBoth(page, SHOTS, 'admin-complaint');
  await page.getByRole('button', { name: 'Send reply and close' }).click();
  await expect(page.getByTestId('ticket-status')).toHaveText('Closed');
  await expect(page.getByTestId('ticket-message').last()).toContainText(reply);

  // The guest's link (no session).
  await page.evaluate(() => localStorage.clear());
  await page.goto(ticketUrl);
  await expect(page.getByTestId('ticket-status')).toHaveText('Closed');
  await expect(page.getByTestId('ticket-message').last()).toContainText(reply);
  await expect(page.getByRole('button', { name: 'Send message' })).toHaveCount(0);
  if (TAKE_SHOTS) await screenshotBoth(page, SHOTS, 'ticket-closed');
});
