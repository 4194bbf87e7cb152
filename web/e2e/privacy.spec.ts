// Personal data (issue 28 part 4) against the real binary: the /your-data notice, and a customer
// who signs up, gives a consent in the account, downloads their data, deletes the account and can
// no longer sign in. With TOKRI_E2E_SHOTS=1, screenshots (phone and desktop) of the notice, the
// account's privacy page with the delete dialog open and the admin's data requests go to
// TOKRI_E2E_SHOTS_DIR (default /tmp/shots-privacy).
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { bearer, deliverySlot, openAs, openAsAdmin, screenshotBoth, signInByApi, TAKE_SHOTS } from './helpers';

test.describe.configure({ mode: 'serial' });

const SHOTS = process.env.TOKRI_E2E_SHOTS_DIR ?? '/tmp/shots-privacy';
const run = Date.now().toString(36);
const customer = { name: 'Kavya Rao', email: `kavya.${run}@example.com`, password: 'chikoo-season-1' };

interface Notice {
  sections: { title: string }[];
  processors: { name: string }[];
  rights: string[];
}

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

test('/your-data shows who is responsible, each section, the services, the rights and the grievance contact', async ({ page, request }) => {
  const notice = (await (await request.get('/api/privacy/notice')).json()) as Notice;
  expect(notice.sections.length).toBeGreaterThan(0);

  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Your personal data' }).click();
  await expect(page).toHaveURL(/\/your-data$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your personal data' })).toBeVisible();
  for (const name of ['Who is responsible', 'What we keep, why, and for how long', 'Services we share data with', 'Your rights', 'Grievance officer']) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  await expect(page.getByTestId('notice-section')).toHaveCount(notice.sections.length);
  for (const section of notice.sections) {
    const card = page.getByTestId('notice-section').filter({ has: page.getByRole('heading', { level: 3, name: section.title, exact: true }) });
    await expect(card).toContainText('What we keep');
    await expect(card).toContainText('Why');
    await expect(card).toContainText('How long');
  }
  for (const processor of notice.processors) await expect(page.getByText(processor.name, { exact: true }).first()).toBeVisible();
  if (notice.rights[0]) await expect(page.getByText(notice.rights[0])).toBeVisible();
  // A visitor is asked to log in to manage their data.
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  if (TAKE_SHOTS) await screenshotBoth(page, SHOTS, 'your-data');
});

test('a customer gives a consent, downloads their data, deletes the account and can no longer sign in', async ({ page }) => {
  await page.goto('/signup');
  const marketingAtSignup = page.getByRole('checkbox', { name: 'Send me offers and news by email' });
  await expect(marketingAtSignup).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Send me order updates on WhatsApp' })).not.toBeChecked();
  await page.getByLabel('Name').fill(customer.name);
  // Exact: the marketing checkbox's label says "by email" too.
  await page.getByLabel('Email', { exact: true }).fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
  await fillLogin(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/profile$/);

  await page.getByRole('navigation', { name: 'Account shortcuts' }).getByRole('link', { name: /Privacy and your data/ }).click();
  await expect(page).toHaveURL(/\/profile\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy and your data' })).toBeVisible();

  // The consent is saved as soon as it is ticked, and says since when.
  const marketing = page.getByRole('checkbox', { name: 'Send me offers and news by email' });
  await expect(marketing).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Send me order updates on WhatsApp' })).not.toBeChecked();
  await marketing.check();
  await expect(page.getByText('Saved: we will email you offers and news.')).toBeVisible();
  await expect(marketing).toHaveAccessibleDescription(/^Given on \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m IST$/);
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Send me offers and news by email' })).toBeChecked();

  // A copy of the data, as a JSON file that names the customer.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download my data (JSON)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('tokri-my-data.json');
  const text = readFileSync(await download.path(), 'utf8');
  expect(text).toContain(customer.email);
  expect(() => JSON.parse(text) as unknown).not.toThrow();

  // Deleting the account: the password and the word DELETE.
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText('as tax law requires');
  await dialog.getByLabel('Your password').fill('not-my-password');
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/profile\/privacy$/);

  await dialog.getByLabel('Your password').fill(customer.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Your account and personal data have been erased.', { exact: false })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  await page.goto('/login');
  await fillLogin(page, customer.email, customer.password);
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
  await expect(page).toHaveURL(/\/login$/);
});

/** A customer with an order on its way who deletes the account: a pending erasure. */
async function pendingErasure(request: APIRequestContext) {
  const someone = { name: 'Imran Shaikh', email: `imran.${run}@example.com`, password: 'jamun-season-1' };
  expect((await request.post('/api/auth/signup', { data: someone })).status()).toBe(201);
  const session = await signInByApi(request, someone.email, someone.password);
  const products = (await (await request.get('/api/products')).json()) as { _id: string }[];
  const address = { name: someone.name, mobile: '9876543210', street: '7 Laxmi Road', city: 'Pune', state: 'Maharashtra', zip: '411030', country: 'India' };
  const placed = await request.post('/api/orders', {
    headers: bearer(session),
    data: { cart: [{ _id: products[0]._id, qty: 1 }], shippingAddress: address, delivery: await deliverySlot(request) },
  });
  expect(placed.ok()).toBe(true);
  const closed = await request.delete('/api/user/account', {
    headers: bearer(session),
    data: { password: someone.password, confirm: 'DELETE' },
  });
  expect(closed.ok(), await closed.text()).toBe(true);
}

test('screenshots of the privacy page with the delete dialog and the admin data requests', async ({ page, request }) => {
  test.skip(!TAKE_SHOTS, 'screenshots only (TOKRI_E2E_SHOTS=1)');
  const someone = { name: 'Neha Kulkarni', email: `neha.${run}@example.com`, password: 'sitaphal-season-1' };
  expect((await request.post('/api/auth/signup', { data: { ...someone, marketingConsent: true } })).status()).toBe(201);
  await openAs(page, await signInByApi(request, someone.email, someone.password), '/profile/privacy');
  await expect(page.getByRole('checkbox', { name: 'Send me offers and news by email' })).toBeChecked();
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete your account?' })).toBeVisible();
  await screenshotBoth(page, SHOTS, 'account-privacy-delete');

  await pendingErasure(request);
  await openAsAdmin(page, request, '/admin/dashboard');
  await expect(page.getByRole('link', { name: /data requests? pending/ })).toBeVisible();
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Data requests' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Data requests' })).toBeVisible();
  await page.getByRole('button', { name: 'All', exact: true }).click();
  await expect(page.getByRole('table')).toBeVisible();
  await screenshotBoth(page, SHOTS, 'admin-data-requests');
});
