// The owner's notification settings against the real binary: the owner opens Notifications from
// the admin bar, sets two owner emails and the low-stock threshold, saves, reloads and finds them
// kept. A wrong threshold is refused before anything is sent. The settings found at the start are
// put back afterwards (through the API; secrets sent as null keep theirs), so other specs see them.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { admin, bearer, openAsAdmin, seriousViolations } from './helpers';

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
