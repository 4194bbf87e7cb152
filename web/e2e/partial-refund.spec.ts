// A partial refund against the real binary with the sandbox provider (issue 21): a customer pays
// an order of two units in the sandbox; the admin gives one unit back with a reason, sees it
// listed with its GST credit note and downloads the note; the customer's order then shows the
// refund and its credit note. Screenshots go to /tmp/shots-refunds2.
import { mkdirSync, readFileSync } from 'node:fs';
import { expect, test, type Download, type Locator, type Page } from '@playwright/test';
import { admin, openAs, paidSandboxOrder, screenshotBoth, seriousViolations, signInByApi, type Session } from './helpers';

test.describe.configure({ mode: 'serial' });

const SHOTS = '/tmp/shots-refunds2';
const CREDIT_NOTE = /^[A-Z0-9]{1,4}-C\/\d\d-\d\d\/\d+$/;
const run = Date.now().toString(36);
const customer = { name: `Partial Refund ${run}`, email: `partial.${run}@example.com`, password: 'secret-123' };

let buyer: Session;
let orderId = '';
let refunded = '';
let creditNote = '';

async function isPdf(download: Download) {
  return readFileSync(await download.path()).subarray(0, 5).toString() === '%PDF-';
}

async function downloadCreditNote(page: Page, scope: Locator): Promise<Download> {
  const download = page.waitForEvent('download');
  await scope.getByRole('button', { name: 'Download credit note' }).click();
  return download;
}

/**
 * The element alone, as it looks on a desktop (1280 px) and on a phone (390 px): cut out of a
 * full-page shot taken from the top, so the sticky header stays at the top and off the element.
 */
async function shootElement(page: Page, element: Locator, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const [width, height, device] of [
    [1280, 800, 'desktop'],
    [390, 844, 'phone'],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.evaluate(() => window.scrollTo(0, 0));
    const box = await element.evaluate((el) => {
      const rect = el.getBoundingClientRect();
      return { x: rect.x + window.scrollX, y: rect.y + window.scrollY, width: rect.width, height: rect.height };
    });
    const pad = 8;
    await page.screenshot({
      path: `${SHOTS}/${name}-${device}.png`,
      fullPage: true,
      clip: { x: Math.max(0, box.x - pad), y: Math.max(0, box.y - pad), width: Math.min(width, box.width + 2 * pad), height: box.height + 2 * pad },
    });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Runs `shoot` with the dark theme on (the `dark` class on <html>), then puts the light one back. */
async function inDarkMode(page: Page, shoot: () => Promise<void>) {
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  await shoot();
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
}

test('the admin gives one unit of a paid order back and downloads its credit note', async ({ page, request }) => {
  test.slow();
  const adminSession = await admin(request);
  expect((await request.post('/api/auth/signup', { data: customer })).status()).toBe(201);
  buyer = await signInByApi(request, customer.email, customer.password);
  const products = (await (await request.get('/api/products')).json()) as { _id: string }[];
  orderId = await paidSandboxOrder(request, buyer, customer.name, products[0]._id, 2);

  await openAs(page, adminSession, `/admin/orders/${orderId}`);
  const card = page.getByRole('region', { name: 'Refunds', exact: true });
  await expect(card).toBeVisible();
  await expect(card.getByText('No refunds yet.')).toBeVisible();
  const form = card.getByRole('form', { name: 'Issue a refund' });
  await form.getByRole('radio', { name: 'Items' }).check();
  // One row per invoice line with units left, delivery included when it was charged.
  const units = form.getByRole('spinbutton');
  await expect(units.first()).toHaveAttribute('max', '2');
  await units.first().fill('1');
  await form.getByLabel('Reason').fill('One unit arrived damaged');
  await expect(form).toContainText('24/300');
  const button = form.getByRole('button', { name: /^Refund ₹/ });
  refunded = ((await button.textContent()) ?? '').replace('Refund', '').trim();
  expect(refunded).toMatch(/^₹[\d,]+\.\d\d$/);
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await shootElement(page, card, 'admin-card-form');

  let question = '';
  page.once('dialog', (dialog) => {
    question = dialog.message();
    void dialog.accept();
  });
  const saved = page.waitForResponse((r) => r.url().endsWith(`/api/admin/orders/${orderId}/refunds`) && r.request().method() === 'POST');
  await button.click();
  const answer = await saved;
  expect(answer.status()).toBe(201);
  expect(question).toContain(`Refund about ${refunded}`);
  const body = answer.request().postDataJSON() as { requestId: string; mode: string; lines: { line: number; qty: number }[] };
  expect(body).toMatchObject({ mode: 'lines', reason: 'One unit arrived damaged', lines: [{ line: 0, qty: 1 }] });
  expect(body.requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);

  const made = card.getByTestId('refund');
  await expect(made).toHaveCount(1);
  await expect(made).toContainText(refunded);
  await expect(made.getByTestId('refund-status')).toHaveText('Refunded');
  await expect(made).toContainText('Sandbox');
  await expect(made).toContainText('Reason: One unit arrived damaged');
  await expect(made).toContainText('× 1');
  creditNote = (await made.getByTestId('credit-note-number').textContent()) ?? '';
  expect(creditNote).toMatch(CREDIT_NOTE);
  await expect(card.getByRole('status')).toContainText(`Refunded ${refunded}. Credit note ${creditNote} was issued`);
  await expect(card.locator('dt', { hasText: /^Refunded$/ }).locator('..')).toContainText(refunded);
  // One unit is left of the line; the form is ready for another refund.
  await form.getByRole('radio', { name: 'Items' }).check();
  await expect(form.getByRole('spinbutton').first()).toHaveAttribute('max', '1');
  await expect(form.getByLabel('Reason')).toHaveValue('');

  const download = await downloadCreditNote(page, made);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  expect(download.suggestedFilename()).toBe(`${creditNote.replaceAll('/', '-')}.pdf`);
  expect(await isPdf(download)).toBe(true);
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await form.getByRole('radio', { name: 'Whole order' }).check();
  await shootElement(page, card, 'admin-card');
  await screenshotBoth(page, SHOTS, 'admin-order');
  await form.getByRole('radio', { name: 'Items' }).check();
  await inDarkMode(page, () => shootElement(page, card, 'admin-card-dark'));
});

test('the customer sees the refund on the order and downloads the credit note', async ({ page }) => {
  await openAs(page, buyer, `/profile/orders/${orderId}`);
  const section = page.getByRole('region', { name: 'Refunds' });
  const entry = section.getByTestId('customer-refund');
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(refunded);
  await expect(entry.getByTestId('refund-status-words')).toHaveText(/^Refunded on /);
  await expect(entry).toContainText('One unit arrived damaged');
  await expect(entry).toContainText(creditNote);
  const download = await downloadCreditNote(page, entry);
  expect(download.suggestedFilename()).toBe(`${creditNote.replaceAll('/', '-')}.pdf`);
  expect(await isPdf(download)).toBe(true);
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await shootElement(page, section, 'customer-section');
  await inDarkMode(page, () => shootElement(page, section, 'customer-section-dark'));
  await screenshotBoth(page, SHOTS, 'customer-order');
});
