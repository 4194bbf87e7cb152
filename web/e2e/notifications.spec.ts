// The owner's notification settings against the real binary: the owner opens Notifications from
// the admin bar, sets two owner emails and the low-stock threshold, saves, reloads and finds them
// kept. A wrong threshold is refused before anything is sent. The settings found at the start are
// put back afterwards (through the API; secrets sent as null keep theirs), so other specs see them.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { admin, bearer, card, chooseSlot, openAsAdmin, PLACED_URL, placedOrderId, seriousViolations, signInByApi } from './helpers';

const SHOTS = '/tmp/shots-notifications';

test.describe.configure({ mode: 'serial' });

const URL = '/api/admin/settings/notifications';
const EMAILS = ['owner@tokri.test', 'kitchen@tokri.test'];

interface Settings {
  ownerEmails: string[];
  ownerWhatsapp: string | null;
  events: Record<string, boolean>;
  lowStockThreshold: number;
  summaryHour: number;
  whatsapp: { phoneNumberId: string; language: string };
}

async function currentSettings(request: APIRequestContext): Promise<Settings> {
  const response = await request.get(URL, { headers: bearer(await admin(request)) });
  expect(response.ok(), 'GET notification settings').toBe(true);
  return (await response.json()) as Settings;
}

let original: Settings | null = null;

test.beforeAll(async ({ request }) => {
  original = await currentSettings(request);
});

test.afterAll(async ({ request }) => {
  if (!original) return;
  const { ownerEmails, ownerWhatsapp, events, lowStockThreshold, summaryHour, whatsapp } = original;
  const response = await request.put(URL, {
    headers: bearer(await admin(request)),
    data: {
      ownerEmails,
      ownerWhatsapp,
      events,
      lowStockThreshold,
      summaryHour,
      whatsapp: { phoneNumberId: whatsapp.phoneNumberId, language: whatsapp.language, accessToken: null, appSecret: null, verifyToken: null },
    },
  });
  expect(response.ok(), 'restoring the notification settings').toBe(true);
});

test('the owner sets two owner emails and the low-stock threshold, and they are kept', async ({ page, request }) => {
  await openAsAdmin(page, request, '/admin/dashboard');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Notifications' }).click();
  await expect(page).toHaveURL(/\/admin\/notifications$/);
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();

  const emails = page.getByRole('textbox', { name: 'Owner emails' });
  const threshold = page.getByRole('textbox', { name: 'Low-stock threshold' });
  await expect(emails).toBeVisible();
  expect(await seriousViolations(page), 'the notification settings').toEqual([]);

  // Checked before sending.
  await threshold.fill('5000');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(threshold).toHaveAttribute('aria-invalid', 'true');
  await expect(threshold).toHaveAccessibleDescription(/from 0 to 1000/);

  await emails.fill(`${EMAILS[0]},\n${EMAILS[1]}`);
  await threshold.fill('7');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Notification settings saved.' })).toBeVisible();
  await expect(emails).toHaveValue(EMAILS.join('\n'));

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Owner emails' })).toHaveValue(EMAILS.join('\n'));
  await expect(page.getByRole('textbox', { name: 'Low-stock threshold' })).toHaveValue('7');
  const saved = await currentSettings(request);
  expect(saved.ownerEmails).toEqual(EMAILS);
  expect(saved.lowStockThreshold).toBe(7);
});

test('with WhatsApp on, a buyer ticks "Send me order updates on WhatsApp" and the order logs the messages', async ({ page, request }) => {
  test.slow();
  const adminSession = await admin(request);
  // Keys that reach no real WhatsApp: the messages wait in the queue, which is what is checked.
  const on = await request.put(URL, {
    headers: bearer(adminSession),
    data: {
      ownerEmails: EMAILS,
      ownerWhatsapp: '98765 43210',
      events: { newOrder: true, morningSummary: true, lowStock: true, outForDelivery: true, delivered: true, cancelled: true, refunded: true },
      lowStockThreshold: 5,
      summaryHour: 7,
      whatsapp: { phoneNumberId: '106540352242922', accessToken: 'EAAG-e2e-token', language: 'en' },
    },
  });
  expect(on.ok(), 'WhatsApp keys saved').toBe(true);
  const run = Date.now().toString(36);
  const email = `whatsapp.${run}@example.com`;
  expect((await request.post('/api/auth/signup', { data: { name: 'Kavya Kulkarni', email, password: 'fresh-fruit-26' } })).status()).toBe(201);
  const buyer = await signInByApi(request, email, 'fresh-fruit-26');
  const saved = await request.post('/api/user/addresses', {
    headers: bearer(buyer),
    data: { name: 'Kavya Kulkarni', mobile: '9822098220', street: '7 Law College Road', city: 'Pune', state: 'Maharashtra', zip: '411004', country: 'India' },
  });
  expect(saved.ok()).toBe(true);
  const [address] = (await (await request.get('/api/user/addresses', { headers: bearer(buyer) })).json()) as { _id: string }[];

  await page.goto('/api/health');
  await page.evaluate(
    ({ token, user, addressId }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
      localStorage.setItem('selectedAddressId', addressId);
      localStorage.setItem('cart', '[]');
    },
    { ...buyer, addressId: address._id },
  );
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await card(page, 'Alphonso Mango').getByRole('button', { name: 'Add to Cart, Alphonso Mango' }).click();
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Proceed to checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  const box = page.getByRole('checkbox', { name: 'Send me order updates on WhatsApp' });
  await expect(box).not.toBeChecked();
  await box.check();
  await chooseSlot(page);
  await page.getByRole('radio', { name: 'Cash on delivery' }).check();
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/checkout-whatsapp-phone.png`, fullPage: true });
  page.on('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Place order (Cash on delivery)' }).click();
  await expect(page).toHaveURL(PLACED_URL);
  const orderId = placedOrderId(page);

  // The admin's order page lists the confirmation by mail and WhatsApp, and the owner's alerts.
  await page.setViewportSize({ width: 1280, height: 800 });
  await openAsAdmin(page, request, `/admin/orders/${orderId}`);
  const messages = page.getByRole('region', { name: 'Messages' });
  await expect(messages).toContainText('WhatsApp to the customer');
  await expect(messages).toContainText('Email to the owner');
  await page.screenshot({ path: `${SHOTS}/order-messages-desktop.png`, fullPage: true });
  const consents = (await (await request.get('/api/user/consents', { headers: bearer(buyer) })).json()) as { whatsapp: boolean };
  expect(consents.whatsapp, 'ticking the box is the consent').toBe(true);
});
