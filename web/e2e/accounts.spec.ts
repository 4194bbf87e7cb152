// Accounts and sign-in against the real binary: signup, login, the account area (profile,
// addresses, settings), logout with server-side revocation, password reset by mail, admin login
// and the route guards. Screenshots of every screen go to /tmp/shots-accounts/.
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { pauseClock, runUntil, TAKE_SHOTS } from './helpers';

const SHOTS = '/tmp/shots-accounts';
const run = Date.now().toString(36);
const customer = { name: 'Asha Patil', email: `asha.${run}@example.com`, password: 'mango-season-1' };
const newPassword = 'guava-season-2';

// ---------------------------------------------------------------------------------------------
// The shop's mail outbox and its admin (both set up by playwright.config.ts).

/** Undoes quoted-printable: soft line breaks and =XX escapes. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function outbox(): string {
  const dataDir = test.info().project.metadata.dataDir as string | undefined;
  if (!dataDir) throw new Error("the project's metadata names no dataDir (see playwright.config.ts)");
  return join(dataDir, 'outbox');
}

/** The mails in the outbox sent to `to` with `subject`, oldest first. */
function mailsTo(to: string, subject: string): string[] {
  const folder = outbox();
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .map((file) => decodeQuotedPrintable(readFileSync(join(folder, file), 'utf8')))
    .filter((text) => text.toLowerCase().includes(to.toLowerCase()) && text.includes(`Subject: ${subject}`));
}

async function waitForMail(to: string, subject: string): Promise<string> {
  let mails: string[] = [];
  await expect
    .poll(() => {
      mails = mailsTo(to, subject);
      return mails.length;
    }, { message: `mail "${subject}" to ${to}` })
    .toBeGreaterThan(0);
  const last = mails.at(-1);
  if (!last) throw new Error(`no mail "${subject}" to ${to}`);
  return last;
}

/** The admin the server was started with (TOKRI_ADMIN_EMAIL/PASSWORD from the config). */
function admin(): { email: string; password: string } {
  const { TOKRI_E2E_ADMIN_EMAIL: email, TOKRI_E2E_ADMIN_PASSWORD: password } = process.env;
  if (!email || !password) throw new Error('TOKRI_E2E_ADMIN_EMAIL/PASSWORD are not set (see playwright.config.ts)');
  return { email, password };
}

// ---------------------------------------------------------------------------------------------

async function signUpByApi(request: APIRequestContext, user: { name: string; email: string; password: string }) {
  const response = await request.post('/api/auth/signup', { data: user });
  expect(response.status()).toBe(201);
}

async function signInByApi(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { token: string; user: Record<string, unknown> };
}

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

async function storage(page: Page, key: string) {
  return page.evaluate((k) => localStorage.getItem(k), key);
}

test.describe.configure({ mode: 'serial' });

test('a visitor signs up, is sent to login after 2 s, signs in and sees the profile', async ({ page }) => {
  await page.clock.install();
  await page.goto('/signup');
  await page.getByLabel('Name').fill(customer.name);
  await page.getByLabel('Email', { exact: true }).fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await pauseClock(page);
  await page.getByRole('button', { name: 'Sign up' }).click();
  const status = page.getByRole('status').filter({ hasText: 'Signup successful! Please log in.' });
  await runUntil(page, () => status.isVisible(), 1_000, 10);
  await expect(status).toHaveAttribute('data-tone', 'success');
  await page.clock.runFor(1_900);
  await expect(page).toHaveURL(/\/signup$/);
  await page.clock.runFor(150);
  await expect(page).toHaveURL(/\/login$/);
  await page.clock.resume();

  await fillLogin(page, customer.email, 'not-my-password');
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');

  await fillLogin(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 2, name: customer.name })).toBeVisible();
  await expect(page.getByText(customer.email)).toBeVisible();
  const joined = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'Asia/Kolkata' }).format(new Date());
  await expect(page.getByText(joined)).toBeVisible();
  expect(await storage(page, 'token')).toBeTruthy();
});

test('a signed-in customer adds, edits and deletes an address, and keeps the dark theme', async ({ page, request }) => {
  const { token, user } = await signInByApi(request, customer.email, customer.password);
  await page.goto('/');
  await page.evaluate(([t, u]) => {
    localStorage.setItem('token', t);
    localStorage.setItem('user', u);
  }, [token, JSON.stringify(user)] as const);

  await page.goto('/profile/addresses');
  await expect(page.getByRole('heading', { name: 'No saved addresses yet' })).toBeVisible();
  await page.getByRole('button', { name: 'Add New Address' }).click();
  await expect(page.getByLabel('Full name')).toBeFocused();
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Full name').fill('  Asha Patil ');
  await page.getByLabel('Mobile number').fill('12345');
  await page.getByLabel('Street address').fill('Flat 4, Sunshine Society, FC Road');
  await page.getByLabel('City').fill('Pune');
  await page.getByLabel('State').fill('Maharashtra');
  await page.getByLabel('PIN code').fill('411004');
  await page.getByRole('button', { name: 'Save address' }).click();
  // The server checks the mobile number; its message shows at the field.
  await expect(page.getByLabel('Mobile number')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Please enter a valid 10-digit mobile number.').first()).toBeVisible();
  await page.getByLabel('Mobile number').fill('9822012345');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Address added.')).toBeVisible();
  const card = page.getByRole('article', { name: 'Asha Patil' });
  await expect(card).toContainText('Flat 4, Sunshine Society, FC Road');
  await expect(card).toContainText('Pune, Maharashtra 411004');

  await card.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('City').fill('Pimpri-Chinchwad');
  await page.getByLabel('PIN code').fill('411018');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Address updated.')).toBeVisible();
  await expect(card).toContainText('Pimpri-Chinchwad, Maharashtra 411018');
  await page.reload();
  await expect(page.getByRole('article', { name: 'Asha Patil' })).toContainText('Pimpri-Chinchwad');

  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Are you sure you want to delete this address?');
    void dialog.dismiss();
  });
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('article', { name: 'Asha Patil' })).toBeVisible();
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('heading', { name: 'No saved addresses yet' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/profile\/settings$/);
  await page.getByText('Dark', { exact: true }).click();
  await expect(page.getByRole('radio', { name: /Dark/ })).toBeChecked();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.getByRole('switch', { name: 'Notifications' }).click();
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByRole('radio', { name: /Dark/ })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Notifications' })).toHaveAttribute('aria-checked', 'false');
  expect(await storage(page, 'theme')).toBe('dark');
  expect(await storage(page, 'notifications')).toBe('false');
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/dark/);

  // Signing out clears the session and revokes the token on the server.
  await page.goto('/profile');
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await storage(page, 'token')).toBeNull();
  expect(await storage(page, 'user')).toBeNull();
  await expect
    .poll(async () => (await request.get('/api/user/profile', { headers: { Authorization: `Bearer ${token}` } })).status())
    .toBe(401);

  // A refused (revoked) token ends a stored session cleanly: back to /login.
  await page.evaluate(([t, u]) => {
    localStorage.setItem('token', t);
    localStorage.setItem('user', u);
  }, [token, JSON.stringify(user)] as const);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  expect(await storage(page, 'token')).toBeNull();
});

test('a forgotten password is reset through the mailed link', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(customer.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'If an account exists for this email, a password reset link has been sent.',
  );
  const mail = await waitForMail(customer.email, 'Reset your Tokri password');
  const link = /\/reset-password\?token=([0-9a-f]+)/.exec(mail);
  expect(link).not.toBeNull();

  await page.clock.install();
  await page.goto(`/reset-password?token=${link?.[1]}`);
  await page.getByLabel('New password').fill('short');
  await page.getByLabel('Confirm password').fill('short');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Password must be at least 6 characters long.')).toBeVisible();
  await page.getByLabel('New password').fill(newPassword);
  await page.getByLabel('Confirm password').fill(`${newPassword}x`);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Passwords do not match.')).toBeVisible();
  await page.getByLabel('Confirm password').fill(newPassword);
  await pauseClock(page);
  await page.getByRole('button', { name: 'Reset password' }).click();
  const status = page.getByRole('status').filter({ hasText: 'Your password has been reset.' });
  await runUntil(page, () => status.isVisible(), 1_000, 10);
  await page.clock.runFor(2_900);
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await page.clock.runFor(150);
  await expect(page).toHaveURL(/\/login$/);
  await page.clock.resume();

  await fillLogin(page, customer.email, newPassword);
  await expect(page).toHaveURL(/\/profile$/);
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/$/);

  // The link works once.
  await page.goto(`/reset-password?token=${link?.[1]}`);
  await page.getByLabel('New password').fill('another-one');
  await page.getByLabel('Confirm password').fill('another-one');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Password reset failed. The link may have expired.');

  await page.goto('/reset-password');
  await expect(page.getByText('Reset link is missing or invalid.')).toBeVisible();
  await expect(
    page.getByText('Invalid or missing reset link. Please try the "Forgot Password" process again.'),
  ).toBeVisible();
});

test('admin login lets only admins in', async ({ page }) => {
  await page.goto('/admin/login');
  await fillLogin(page, customer.email, newPassword);
  await expect(page.getByRole('alert')).toHaveText('Invalid admin credentials');
  expect(await storage(page, 'token')).toBeNull();

  const { email, password } = admin();
  await fillLogin(page, email, password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  expect(await storage(page, 'token')).toBeTruthy();
  // A signed-in admin is kept out of the customer screens.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test('the guards send visitors to login and signed-in customers to their profile', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/profile/addresses');
  await expect(page).toHaveURL(/\/login$/);

  await fillLogin(page, customer.email, newPassword);
  await expect(page).toHaveURL(/\/profile$/);
  for (const path of ['/login', '/signup', '/forgot-password', '/reset-password?token=abc']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/profile$/);
  }
});

// ---------------------------------------------------------------------------------------------
// Screenshots of every screen, desktop and phone, light and dark.

test('screenshots of every accounts screen', async ({ browser, request }) => {
  test.skip(!TAKE_SHOTS, 'screenshots only: set TOKRI_E2E_SHOTS=1 to take them');
  test.setTimeout(240_000);
  mkdirSync(SHOTS, { recursive: true });
  const shopper = { name: 'Meera Deshpande', email: `meera.${run}@example.com`, password: 'chikoo-season-3' };
  await signUpByApi(request, shopper);
  const { token, user } = await signInByApi(request, shopper.email, shopper.password);
  const auth = { headers: { Authorization: `Bearer ${token}` } };
  for (const address of [
    { name: 'Meera Deshpande', mobile: '9822012345', street: 'Flat 12, Aditya Residency, Baner Road', city: 'Pune', state: 'Maharashtra', zip: '411045', country: 'India' },
    { name: 'Meera (Office)', mobile: '9890098900', street: 'Level 5, Cybercity Tower 3, Magarpatta', city: 'Pune', state: 'Maharashtra', zip: '411013', country: 'India' },
  ]) {
    expect((await request.post('/api/user/addresses', { ...auth, data: address })).status()).toBe(201);
  }
  const products = (await (await request.get('/api/products')).json()) as { _id: string }[];
  const favourites = products.slice(1, 4).map((product) => product._id);

  for (const width of [1280, 390]) {
    for (const theme of ['light', 'dark'] as const) {
      const shot = (page: Page, name: string) =>
        page.screenshot({ path: `${SHOTS}/${width}-${theme}-${name}.png`, fullPage: true, animations: 'disabled' });

      const visitor = await browser.newContext({ viewport: { width, height: width > 500 ? 800 : 844 } });
      await visitor.addInitScript((t) => localStorage.setItem('theme', t), theme);
      const page = await visitor.newPage();
      for (const [name, path] of [
        ['login', '/login'],
        ['signup', '/signup'],
        ['forgot-password', '/forgot-password'],
        ['reset-password', '/reset-password?token=demo'],
        ['reset-password-missing', '/reset-password'],
        ['admin-login', '/admin/login'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await shot(page, name);
      }
      await page.goto('/login');
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
      await shot(page, 'login-errors');
      await visitor.close();

      const signedIn = await browser.newContext({ viewport: { width, height: width > 500 ? 800 : 844 } });
      await signedIn.addInitScript(
        ([t, u, th, f]) => {
          localStorage.setItem('token', t);
          localStorage.setItem('user', u);
          localStorage.setItem('theme', th);
          localStorage.setItem('favourites', f);
        },
        [token, JSON.stringify(user), theme, JSON.stringify(favourites)] as const,
      );
      const account = await signedIn.newPage();
      await account.goto('/profile');
      await expect(account.getByText(shopper.email)).toBeVisible();
      await shot(account, 'profile');
      await account.goto('/profile/favourites');
      await expect(account.getByRole('list', { name: 'Favourite products' }).getByRole('article')).toHaveCount(3);
      await account.evaluate(() => document.querySelectorAll('img').forEach((img) => (img.loading = 'eager')));
      await account.waitForLoadState('networkidle');
      await shot(account, 'favourites');
      await account.goto('/profile/addresses');
      await expect(account.getByRole('article')).toHaveCount(2);
      await shot(account, 'addresses');
      await account.getByRole('button', { name: 'Add New Address' }).click();
      await account.getByLabel('Mobile number').fill('123');
      await account.getByRole('button', { name: 'Save address' }).click();
      await expect(account.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');
      await shot(account, 'address-add-errors');
      await account.getByRole('button', { name: 'Cancel' }).click();
      await account.getByRole('button', { name: 'Edit' }).first().click();
      await shot(account, 'address-edit');
      await account.goto('/profile/settings');
      await expect(account.getByRole('radio', { name: /Dark/ })).toBeChecked({ checked: theme === 'dark' });
      await shot(account, 'settings');
      await signedIn.close();
    }
  }
});
