// Product reviews against the real binary (issue 23): a customer pays an order in the sandbox and
// the admin marks it Delivered; the customer rates the product (4 stars and a text) on its
// Ratings tab and is told it waits for the shop; the admin approves it under Admin → Reviews; the
// Ratings tab then shows it, as a verified purchase, with the average. Screenshots go to
// /tmp/shots-reviews (1280 and 390 px wide).
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { admin, bearer, openAs, paidSandboxOrder, signInByApi } from './helpers';

test.describe.configure({ mode: 'serial' });

const SHOTS = '/tmp/shots-reviews';
const run = Date.now().toString(36);
const customer = { name: `Reena Review${run}`, email: `review.${run}@example.com`, password: 'secret-123' };
const TEXT = `Sweet, fresh and well packed (${run}).`;

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const [width, height, device] of [
    [1280, 800, 'desktop'],
    [390, 844, 'phone'],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${SHOTS}/${name}-${device}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function openRatings(page: Page) {
  await page.getByRole('tab', { name: 'Ratings' }).click();
  await expect(page.getByRole('tabpanel')).toBeVisible();
}

test('a customer reviews a delivered product and the admin approves it', async ({ page, request }) => {
  test.slow();
  const adminSession = await admin(request);
  expect((await request.post('/api/auth/signup', { data: customer })).status()).toBe(201);
  const buyer = await signInByApi(request, customer.email, customer.password);
  const products = (await (await request.get('/api/products')).json()) as { _id: string; name: string }[];
  const product = products[0];
  const orderId = await paidSandboxOrder(request, buyer, customer.name, product._id, 1);
  const delivered = await request.patch(`/api/admin/orders/${orderId}/status`, {
    headers: bearer(adminSession),
    data: { status: 'Delivered' },
  });
  expect(delivered.ok(), 'the admin marks the order delivered').toBe(true);

  // The customer rates it.
  await openAs(page, buyer, `/product/${product._id}`);
  await openRatings(page);
  const panel = page.getByRole('tabpanel');
  await panel.getByRole('button', { name: 'Submit Rating' }).click();
  await expect(panel.getByRole('alert')).toHaveText('Please select a rating.');
  // The star selector is a radio group: arrow keys move the choice.
  await panel.getByLabel('1 star', { exact: true }).focus();
  await page.keyboard.press('Space');
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight');
  await expect(panel.getByLabel('4 stars')).toBeChecked();
  await panel.getByLabel(/Your review/).fill(TEXT);
  await expect(panel.getByText(`${TEXT.length} / 2,000 characters`)).toBeVisible();
  await panel.getByRole('button', { name: 'Submit Rating' }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'Thanks!' })).toHaveText(
    'Thanks! Your review will appear once the shop has checked it.',
  );
  await shoot(page, 'customer-thanks');
  await page.reload();
  await openRatings(page);
  await expect(page.getByRole('tabpanel').getByText('Your review is waiting for approval.')).toBeVisible();

  // The admin approves it.
  await openAs(page, adminSession, '/admin/dashboard');
  const nav = page.getByRole('navigation', { name: 'Admin' });
  // At 1280 px the admin bar stays one row with the Reviews link.
  // Every item's middle on the Dashboard link's middle (two-line labels are taller, not lower).
  const first = await nav.getByRole('link', { name: 'Dashboard' }).boundingBox();
  for (const link of await nav.getByRole('listitem').all()) {
    const box = await link.boundingBox();
    expect(box && first && Math.abs(box.y + box.height / 2 - (first.y + first.height / 2)) < 6, 'one row').toBe(true);
  }
  await nav.getByRole('link', { name: 'Reviews' }).click();
  await expect(page).toHaveURL(/\/admin\/reviews$/);
  await expect(page.getByRole('heading', { name: 'Reviews', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pending' })).toHaveAttribute('aria-pressed', 'true');
  const card = page.getByTestId('review').filter({ hasText: TEXT });
  await expect(card).toBeVisible();
  await expect(card).toContainText(product.name);
  await expect(card).toContainText('by Reena');
  await shoot(page, 'admin-pending');
  await card.getByRole('button', { name: /^Approve/ }).click();
  await expect(card).toHaveCount(0);
  await page.getByRole('button', { name: 'Approved' }).click();
  await expect(page.getByTestId('review').filter({ hasText: TEXT })).toBeVisible();

  // The product page shows it.
  await openAs(page, buyer, `/product/${product._id}`);
  // Its header carries the average of approved reviews.
  await expect(page.getByText(/^\d\.\d of 5 · \d+ reviews?$/)).toBeVisible();
  await openRatings(page);
  const shown = page.getByRole('list', { name: 'Customer reviews' }).getByRole('listitem').filter({ hasText: TEXT });
  await expect(shown).toBeVisible();
  await expect(shown).toContainText('Reena');
  await expect(shown).toContainText('Verified purchase');
  await expect(page.getByRole('tabpanel').getByText(/^\d\.\d out of 5$/)).toBeVisible();
  await expect(page.getByRole('tabpanel').getByText(/^\d+ reviews?$/)).toBeVisible();
  await expect(page.getByRole('tabpanel').getByText('Your review is shown.')).toBeVisible();
  await page.getByRole('tab', { name: 'Ratings' }).scrollIntoViewIfNeeded();
  await shoot(page, 'product-ratings');
});
