// GST invoices against the real binary with the sandbox provider: the owner enters the shop's
// GSTIN and state, a customer pays for almonds (5 %) and mangoes (exempt) and downloads the
// invoice from the order detail, and the admin downloads the same invoice. Screenshots go to
// /tmp/shots-invoices.
import { readFileSync } from 'node:fs';
import { expect, test, type Download, type Locator, type Page } from '@playwright/test';
import { admin, bearer, card, chooseSlot, openAs, openAsAdmin, PLACED_URL, placedOrderId, productId, screenshotBoth, seriousViolations, signInByApi } from './helpers';

test.describe.configure({ mode: 'serial' });

const SHOTS = '/tmp/shots-invoices';
const run = Date.now().toString(36);
const INVOICE_FILE = /^TK-\d{2}-\d{2}-\d{6}\.pdf$/;

async function downloadInvoice(page: Page, scope: Locator | Page): Promise<Download> {
  const download = page.waitForEvent('download');
  await scope.getByRole('button', { name: 'Download invoice' }).click();
  return download;
}

async function isPdf(download: Download) {
  const path = await download.path();
  return readFileSync(path).subarray(0, 5).toString() === '%PDF-';
}

let orderId = '';
let fileName = '';

test('the owner enters the GSTIN; a customer pays and downloads the invoice from the order', async ({ page, request }) => {
  test.slow();
  // The owner's settings: a wrong check character is refused, the right GSTIN saved.
  await openAsAdmin(page, request, '/admin/invoice-settings');
  await expect(page.getByRole('heading', { name: 'Business and invoice settings' })).toBeVisible();
  await page.getByLabel('Legal name').fill('Tokri Fresh LLP');
  await page.getByLabel('State').selectOption('27');
  await page.getByLabel('GSTIN').fill('27AAPFU0939F1ZW');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('alert').first()).toContainText('check character is wrong');
  await page.getByLabel('GSTIN').fill('27aapfu0939f1zv');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Invoice settings saved')).toBeVisible();
  await expect(page.getByLabel('GSTIN')).toHaveValue('27AAPFU0939F1ZV');
  await expect(page.getByText(/Next invoice: TK\/\d{2}-\d{2}\/\d{6}/)).toBeVisible();
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await screenshotBoth(page, SHOTS, 'settings');

  // The demo almonds carry their HSN code and rate in the product form.
  const almonds = await productId(request, 'California Almonds');
  await page.goto(`/admin/products/edit/${almonds}`);
  await expect(page.getByLabel('HSN code')).toHaveValue('080212');
  await expect(page.getByLabel('GST rate')).toHaveValue('5');
  await screenshotBoth(page, SHOTS, 'product-form');

  // A customer in Pune pays in the sandbox.
  const email = `invoice.${run}@example.com`;
  expect((await request.post('/api/auth/signup', { data: { name: 'Meera Joshi', email, password: 'secret-123' } })).ok()).toBe(true);
  const buyer = await signInByApi(request, email, 'secret-123');
  const address = {
    name: 'Meera Joshi',
    mobile: '9822012345',
    street: '7 Law College Road, Erandwane',
    city: 'Pune',
    state: 'Maharashtra',
    zip: '411004',
    country: 'India',
  };
  expect((await request.post('/api/user/addresses', { headers: bearer(buyer), data: address })).ok()).toBe(true);
  await openAs(page, buyer, '/');
  for (const name of ['California Almonds', 'Alphonso Mango']) {
    await card(page, name).getByRole('button', { name: `Add to Cart, ${name}` }).click();
  }
  await page.goto('/cart');
  await page.getByRole('group', { name: 'Choose a saved address' }).getByRole('radio', { name: /7 Law College Road/ }).check();
  page.on('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Proceed to checkout' }).click();
  await chooseSlot(page);
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await page.locator('#sandbox-pay').click();
  await expect(page).toHaveURL(PLACED_URL);

  const [order] = (await (await request.get('/api/orders', { headers: bearer(buyer) })).json()) as {
    _id: string;
    invoiceNumber: string | null;
  }[];
  expect(order?.invoiceNumber).toMatch(/^TK\/\d{2}-\d{2}\/\d{6}$/);
  expect(order._id).toBe(placedOrderId(page));
  orderId = order._id;
  await page.goto(`/profile/orders/${orderId}`);
  await expect(page.getByTestId('detail-invoice-number')).toHaveText(order.invoiceNumber!);
  const download = await downloadInvoice(page, page);
  fileName = download.suggestedFilename();
  expect(fileName).toMatch(INVOICE_FILE);
  expect(fileName).toBe(`${order.invoiceNumber!.replaceAll('/', '-')}.pdf`);
  expect(await isPdf(download)).toBe(true);
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await screenshotBoth(page, SHOTS, 'customer-order');
});

test('the admin downloads the same invoice from the order detail', async ({ page, request }) => {
  await openAs(page, await admin(request), `/admin/orders/${orderId}`);
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary).toContainText(fileName.replace('.pdf', '').replace(/^TK-(\d{2}-\d{2})-/, 'TK/$1/'));
  const download = await downloadInvoice(page, summary);
  expect(download.suggestedFilename()).toBe(fileName);
  expect(await isPdf(download)).toBe(true);
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await screenshotBoth(page, SHOTS, 'admin-order');
});
