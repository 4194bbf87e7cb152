// Pack declarations (issue 28, Legal Metrology rules 6(10), 6(11)) against the real binary: a
// visitor sees the demo almonds' declarations and unit price on the product page and its card; the
// admin cannot show a pre-packed product until its declarations, net quantity and MRP are filled
// in, and then the product page declares them. The product this spec adds is deleted again (the
// home page's specs count the demo's products). Screenshots (TOKRI_E2E_SHOTS=1) go to /tmp/shots/.
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { admin, bearer, card, openAsAdmin, TAKE_SHOTS } from './helpers';

test.describe.configure({ mode: 'serial' });

const SHOTS = '/tmp/shots';
const ALMONDS = 'California Almonds';
const run = Date.now().toString(36);
const NEW_PRODUCT = `E2E Cashews ${run}`;

interface PageAnswer {
  products: { _id: string; name: string; variants: { unitPrice?: string | null }[] }[];
}

test.afterAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  try {
    const headers = bearer(await admin(request));
    const products = (await (await request.get('/api/admin/products', { headers })).json()) as { _id: string; name: string }[];
    for (const p of products.filter((p) => p.name.includes(run))) {
      expect((await request.delete(`/api/admin/products/${p._id}`, { headers })).ok()).toBe(true);
    }
  } finally {
    await request.dispose();
  }
});

async function shot(page: Page, name: string, size: { width: number; height: number }) {
  if (!TAKE_SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize(size);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test('a visitor sees the almonds’ pack declarations and their unit price on the card', async ({ page, request }) => {
  const answer = (await (await request.get('/api/products/page?q=almonds')).json()) as PageAnswer;
  const almonds = answer.products.find((p) => p.name === ALMONDS);
  expect(almonds, 'the demo almonds are found').toBeTruthy();
  expect(almonds?.variants[0]?.unitPrice).toBe('₹1.10 per g');

  await page.goto('/search?q=almonds');
  await expect(card(page, ALMONDS)).toContainText('(₹1.10 per g)');

  await card(page, ALMONDS).getByRole('link', { name: ALMONDS }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${almonds?._id}`));
  await expect(page.getByRole('heading', { level: 1, name: ALMONDS })).toBeVisible();
  await expect(page.getByTestId('unit-price').first()).toHaveText('(₹1.10 per g)');
  const block = page.getByRole('region', { name: 'Pack declarations' });
  await expect(block).toBeVisible();
  for (const text of ['Almonds (California), raw, whole', 'Packed by', 'Tokri Fresh LLP', 'California, USA', '500 g', '₹599 (incl. of all taxes)', '₹1.10 per g', 'Best before 6 months from packing']) {
    await expect(block).toContainText(text);
  }
  await expect(block.locator('a[href^="tel:"]').or(block.locator('a[href^="mailto:"]')).first()).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'the page fits a phone').toBeLessThanOrEqual(390);
  await block.scrollIntoViewIfNeeded();
  await shot(page, 'declarations-almonds-phone', { width: 390, height: 844 });
  if (TAKE_SHOTS) {
    await page.getByRole('main').locator('p.flex', { hasText: '₹549' }).first().screenshot({ path: `${SHOTS}/declarations-almonds-price-phone.png` });
    await block.screenshot({ path: `${SHOTS}/declarations-almonds-block-phone.png` });
    await page.goto('/search?q=almonds');
    await card(page, ALMONDS).screenshot({ path: `${SHOTS}/declarations-almonds-card-phone.png` });
  }
});

test('the admin fills in the missing declarations before a pre-packed product is shown', async ({ page, request }) => {
  await openAsAdmin(page, request, '/admin/products/new');
  await page.getByLabel('Product Name').fill(NEW_PRODUCT);
  await page.getByLabel('Price (INR)').fill('499');
  await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Dried Fruits & Nuts' });
  await page.getByLabel('Main Product Image URL').fill('/images/products/california-almonds.svg');
  const fieldset = page.getByRole('group', { name: 'Pack declarations' });
  await fieldset.getByLabel('Sold pre-packed').check();
  await page.getByRole('button', { name: 'Add Product' }).click();

  // The server names each missing declaration under its field (exact: the form's note may repeat one); nothing is saved.
  await expect(page.getByText('A pre-packed product shows its common or generic name before it goes on sale.', { exact: true })).toBeVisible();
  await expect(page.getByText('A pre-packed product shows the name and address of its manufacturer, packer or importer before it goes on sale.', { exact: true })).toBeVisible();
  await expect(page.getByText('A pre-packed product shows its best-before or use-by before it goes on sale.', { exact: true })).toBeVisible();
  await expect(page.getByText('A pre-packed product shows its country of origin before it goes on sale.', { exact: true })).toBeVisible();
  await expect(page.getByText('A pre-packed product shows the net quantity of each pack before it goes on sale.', { exact: true })).toBeVisible();
  await expect(page.getByText('A pre-packed product shows the MRP (inclusive of all taxes) of each pack before it goes on sale.', { exact: true })).toBeVisible();
  await expect(fieldset.getByLabel('Generic name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/admin\/products\/new$/);
  await shot(page, 'declarations-admin-form', { width: 1280, height: 800 });

  await fieldset.getByLabel('Generic name').fill('Cashew kernels, whole, W240');
  await fieldset.getByLabel('Role').selectOption('packer');
  // Typed on two lines as on the label; sent on one (the server takes no line breaks there).
  await fieldset.getByLabel('Name and address').fill('Tokri Fresh LLP\nShop 4, Market Yard Road, Pune 411037');
  await fieldset.getByLabel('Best before').fill('Best before 6 months from packing');
  await page.getByLabel('Origin').fill('India');
  await page.getByLabel('Net quantity', { exact: true }).fill('250');
  await page.getByLabel('Unit', { exact: true }).selectOption('g');
  await page.getByLabel('MRP (INR)').fill('549');
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);

  const headers = bearer(await admin(request));
  const all = (await (await request.get('/api/admin/products', { headers })).json()) as { _id: string; name: string }[];
  const id = all.find((p) => p.name === NEW_PRODUCT)?._id;
  expect(id, 'the product was saved').toBeTruthy();

  await page.goto(`/product/${id}`);
  const block = page.getByRole('region', { name: 'Pack declarations' });
  await expect(block).toBeVisible();
  for (const text of ['Cashew kernels, whole, W240', 'Packed by', 'Tokri Fresh LLP, Shop 4, Market Yard Road', 'India', '250 g', '₹549 (incl. of all taxes)', 'Best before 6 months from packing']) {
    await expect(block).toContainText(text);
  }
  await expect(block).toContainText(/₹[\d.,]+ per g/);
  await expect(page.getByTestId('unit-price').first()).toHaveText(/^\(₹[\d.,]+ per g\)$/);
});
