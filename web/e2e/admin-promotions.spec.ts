// The admin's promotions (issue 21) against the real binary: the owner creates the coupon
// DIWALI20 (20% off from ₹1,000) through the form, after the form has refused a wrong percentage,
// finds it in the list, opens it, and deactivates it. The server's own checks (a wrong percentage,
// a taken code) are asked through the API. Screenshots of the list and the form go to /tmp/promo.
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { admin, bearer, openAsAdmin, seriousViolations } from './helpers';

test.describe.configure({ mode: 'serial' });

const SHOTS = process.env.TOKRI_E2E_PROMO_SHOTS ?? '/tmp/promo';
const CODE = 'DIWALI20';
const TITLE = 'Diwali: 20% off above ₹1,000';

function row(page: Page) {
  return page.getByTestId('promotion-row').filter({ hasText: CODE });
}

test('the owner creates the coupon DIWALI20 after a wrong percentage is refused, and finds it in the list', async ({ page, request }) => {
  mkdirSync(SHOTS, { recursive: true });
  await openAsAdmin(page, request, '/admin/dashboard');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Promotions' }).click();
  await expect(page).toHaveURL(/\/admin\/promotions$/);
  await expect(page.getByRole('heading', { name: 'Promotions', level: 1 })).toBeVisible();
  // At 1280 px the admin bar is one row: every section link beside the brand, none under it.
  const nav = page.getByRole('navigation', { name: 'Admin' });
  const brand = await nav.getByRole('link', { name: 'Tokri home' }).boundingBox();
  for (const link of await nav.getByRole('listitem').all()) {
    const box = await link.boundingBox();
    expect(box && brand && box.y + box.height / 2 > brand.y && box.y + box.height / 2 < brand.y + brand.height + 20, 'one row').toBe(true);
  }

  await page.getByRole('link', { name: 'New promotion' }).click();
  await expect(page.getByRole('heading', { name: 'New promotion', level: 1 })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Coupon code/ })).toBeChecked();
  await page.getByLabel('Code', { exact: true }).fill('diwali20');
  await expect(page.getByLabel('Code', { exact: true })).toHaveValue(CODE);
  await page.getByLabel('Title').fill(TITLE);
  await expect(page.getByRole('radio', { name: 'Percent off' })).toBeChecked();
  const percent = page.getByLabel('Percentage');
  for (const wrong of ['150', '0']) {
    await percent.fill(wrong);
    await page.getByRole('button', { name: 'Create promotion' }).click();
    await expect(percent).toHaveAttribute('aria-invalid', 'true');
    await expect(percent).toHaveAccessibleDescription(/Enter a whole number from 1 to 100\./);
    await expect(percent).toBeFocused();
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/admin-form-error-desktop.png`, fullPage: true });
  await expect(page).toHaveURL(/\/admin\/promotions\/new$/);
  await percent.fill('20');
  await expect(percent).not.toHaveAttribute('aria-invalid');
  await page.getByLabel('Minimum cart value (optional)').fill('1000');
  await page.getByLabel('Uses per customer (optional)').fill('1');
  expect(await seriousViolations(page), 'the new promotion form').toEqual([]);
  // From the top: a full-page shot of a scrolled page draws the sticky bar halfway down.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/admin-form-desktop.png`, fullPage: true });

  await page.getByRole('button', { name: 'Create promotion' }).click();
  await expect(page).toHaveURL(/\/admin\/promotions$/);
  await expect(page.getByText(`Promotion ${CODE} created.`)).toBeVisible();
  await expect(row(page)).toHaveCount(1);
  await expect(row(page)).toContainText(TITLE);
  await expect(row(page)).toContainText('20% off');
  await expect(row(page)).toContainText('Minimum ₹1,000');
  await expect(row(page)).toContainText('Whole shop');
  await expect(row(page)).toContainText('1 per customer');
  await expect(row(page).getByTestId('promotion-state')).toHaveText('Running');
  // The newest first.
  await expect(page.getByTestId('promotion-row').first()).toContainText(CODE);
  // The main part: the toast above is still fading in (axe would measure its contrast mid-fade).
  expect(await seriousViolations(page, 'main'), 'the promotions list').toEqual([]);
  await page.screenshot({ path: `${SHOTS}/admin-list-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('promotion-card').filter({ hasText: CODE })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'the list fits a phone').toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SHOTS}/admin-list-phone.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
});

test('the server refuses a wrong percentage by field, and a taken code', async ({ request }) => {
  const headers = bearer(await admin(request));
  const base = {
    code: null,
    title: 'E2E refused',
    kind: 'percent',
    percent: 150,
    amount: null,
    maxDiscount: null,
    minSubtotal: null,
    startsAt: null,
    endsAt: null,
    maxUses: null,
    maxUsesPerCustomer: null,
    firstOrderOnly: false,
    scope: 'all',
    targets: [],
    active: false,
  };
  const wrong = await request.post('/api/admin/promotions', { headers, data: base });
  expect(wrong.status()).toBe(400);
  const body = (await wrong.json()) as { errors?: Record<string, string> };
  expect(Object.keys(body.errors ?? {})).toContain('percent');

  const taken = await request.post('/api/admin/promotions', { headers, data: { ...base, code: 'diwali20', percent: 10 } });
  expect(taken.status()).toBe(409);
});

test('the coupon opens in its form, is deactivated from the list and shows Inactive', async ({ page, request }) => {
  await openAsAdmin(page, request, '/admin/promotions');
  await row(page).getByRole('link', { name: new RegExp(CODE) }).click();
  await expect(page.getByRole('heading', { name: 'Edit promotion', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Code', { exact: true })).toHaveValue(CODE);
  await expect(page.getByLabel('Percentage')).toHaveValue('20');
  await expect(page.getByLabel('Minimum cart value (optional)')).toHaveValue('1000');
  await expect(page.getByRole('checkbox', { name: 'Active', exact: true })).toBeChecked();
  await page.getByRole('link', { name: 'Back to promotions' }).click();

  await row(page).getByRole('button', { name: `Deactivate ${CODE}` }).click();
  await expect(row(page).getByTestId('promotion-state')).toHaveText('Inactive');
  await expect(page.getByText(`${CODE} is now inactive.`)).toBeVisible();
  await expect(row(page).getByRole('button', { name: `Activate ${CODE}` })).toBeVisible();

  await page.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'Active', exact: true }).click();
  await expect(page).toHaveURL(/\?show=active$/);
  await expect(row(page)).toHaveCount(0);
  await page.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'Inactive' }).click();
  await expect(row(page).getByTestId('promotion-state')).toHaveText('Inactive');

  // Dark, too, without serious accessibility violations.
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.reload();
  await expect(row(page)).toHaveCount(1);
  expect(await seriousViolations(page), 'the promotions list (dark)').toEqual([]);
  await row(page).getByRole('link', { name: new RegExp(CODE) }).click();
  await expect(page.getByLabel('Code', { exact: true })).toHaveValue(CODE);
  expect(await seriousViolations(page), 'the promotion form (dark)').toEqual([]);
  await page.evaluate(() => localStorage.removeItem('theme'));

  const stored = (await (
    await request.get('/api/admin/promotions?active=false', { headers: bearer(await admin(request)) })
  ).json()) as { code: string | null; active: boolean; percent: number; minSubtotal: number }[];
  expect(stored.find((p) => p.code === CODE)).toMatchObject({ active: false, percent: 20, minSubtotal: 1000 });
});

test('the dashboard shows the discounts given in each period', async ({ page, request }) => {
  await openAsAdmin(page, request, '/admin/dashboard');
  for (const period of ['Today', 'Last 7 days', 'Last 30 days']) {
    await expect(page.getByRole('heading', { name: period, exact: true }).locator('..')).toContainText(/Discounts ₹[\d,]+\.\d\d/);
  }
});
