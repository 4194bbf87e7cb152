// Stock and visibility (issue 10) against the real binary: the admin's Stock field and Active
// switch reach the storefront (card, product page, cart, checkout). It uses demo products no other
// spec uses (Passion Fruit, Himachal Plums) and leaves them as it found them: not counted and active
// (through the form, with an API sweep as a safety net). The shopper has a browser context of
// their own, so the admin's session never touches the cart.
import { mkdirSync } from 'node:fs';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { admin, card, chooseSlot, openAsAdmin, productId, seriousViolations, showAllProducts } from './helpers';

test.describe.configure({ mode: 'serial' });

const SHOTS = '/tmp/shots-stock';
const COUNTED = 'Passion Fruit';
const HIDDEN = 'Himachal Plums';

interface AdminProduct {
  _id: string;
  name: string;
  description: string;
  price: number;
  images: string[];
  categoryId: { _id: string } | null;
  weight: string;
  origin: string;
  stockOnHand: number | null;
  active: boolean;
}

async function shopper(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
  return context.newPage();
}

/** The admin product list's row of `name`, found by searching for it. */
async function adminRow(page: Page, name: string) {
  await page.getByLabel('Search by name').fill(name);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: `Edit ${name}`, exact: true }) });
  await expect(row).toHaveCount(1);
  await expect(page.getByRole('row')).toHaveCount(2);
  return row;
}

/** Opens the edit form of `name` from the admin list, lets `change` fill it, saves, and returns the row. */
async function editProduct(page: Page, name: string, change: (form: Page) => Promise<void>) {
  await page.goto('/admin/products');
  const row = await adminRow(page, name);
  await row.getByRole('link', { name: `Edit ${name}`, exact: true }).click();
  await expect(page.getByLabel('Product Name')).toHaveValue(name);
  await change(page);
  await page.getByRole('button', { name: 'Update Product' }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  return adminRow(page, name);
}

async function setStock(page: Page, name: string, stock: string) {
  return editProduct(page, name, async (form) => {
    await form.getByLabel('Stock').fill(stock);
  });
}

async function shot(locator: Locator, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await locator.scrollIntoViewIfNeeded();
  await locator.screenshot({ path: `${SHOTS}/${name}.png` });
}

test.afterAll(async ({ playwright }, testInfo) => {
  // Safety net: whatever a failed test left behind goes back to not counted and active.
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  try {
    const headers = { Authorization: `Bearer ${(await admin(request)).token}` };
    const all = (await (await request.get('/api/admin/products', { headers })).json()) as AdminProduct[];
    for (const p of all.filter((p) => [COUNTED, HIDDEN].includes(p.name) && (p.stockOnHand !== null || !p.active))) {
      const response = await request.put(`/api/admin/products/${p._id}`, {
        headers,
        data: {
          name: p.name,
          description: p.description,
          image: p.images,
          price: p.price,
          categoryId: p.categoryId?._id,
          weight: p.weight,
          origin: p.origin,
          stock: null,
          active: true,
        },
      });
      expect(response.ok(), `restoring ${p.name}`).toBe(true);
    }
  } finally {
    await request.dispose();
  }
});

test('stock set in the admin form reaches the card, the product page, the cart and checkout', async ({ page, request, browser, baseURL }) => {
  // A long journey through two browsers and six admin saves.
  test.setTimeout(180_000);
  const id = await productId(request, COUNTED);
  await openAsAdmin(page, request, '/admin/products');
  await expect(await adminRow(page, COUNTED)).toContainText('Not counted');

  // The admin counts 2 units.
  await page.getByRole('link', { name: `Edit ${COUNTED}`, exact: true }).click();
  const stockField = page.getByLabel('Stock');
  await expect(stockField).toHaveValue('');
  await expect(stockField).toHaveAccessibleDescription(/Leave empty when you do not count this product/);
  await expect(page.getByRole('checkbox', { name: 'Active' })).toBeChecked();
  await stockField.fill('2.5');
  await page.getByRole('button', { name: 'Update Product' }).click();
  await expect(page.getByRole('alert')).toHaveText('Stock must be a whole number from 0 to 1000000, or empty when you do not count it.');
  await stockField.fill('2');
  expect(await seriousViolations(page, 'main')).toEqual([]);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/admin-product-form.png`, fullPage: true });
  await page.getByRole('button', { name: 'Update Product' }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(await adminRow(page, COUNTED)).toContainText('2 in stock');
  await shot(page.locator('main'), 'admin-products-list');

  // The shopper sees "Only 2 left" and cannot put more than 2 in the cart.
  const shop = await shopper(browser, baseURL);
  await shop.goto('/');
  await showAllProducts(shop);
  const passion = card(shop, COUNTED);
  await expect(passion).toContainText('Only 2 left');
  await shot(passion, 'card-only-2-left');
  expect(await seriousViolations(shop, 'main')).toEqual([]);
  await passion.getByRole('button', { name: `Add to Cart, ${COUNTED}` }).click();
  const more = passion.getByRole('button', { name: `Increase quantity of ${COUNTED}` });
  await more.click();
  await expect(passion.getByRole('group', { name: `Quantity of ${COUNTED}` })).toContainText('2');
  await expect(more).toBeDisabled();
  await shop.goto(`/product/${id}`);
  await expect(shop.getByRole('main')).toContainText('Only 2 left');
  await expect(shop.getByRole('button', { name: `Increase quantity of ${COUNTED}` })).toBeDisabled();

  // One is sold elsewhere: the cart says so, and checkout shows the server's sold-out answer.
  await setStock(page, COUNTED, '1');
  await shop.goto('/cart');
  const line = shop.getByRole('listitem').filter({ has: shop.getByRole('link', { name: COUNTED, exact: true }) });
  await expect(line).toContainText('Only 1 left now. Please lower the quantity to 1.');
  await shot(line, 'cart-line-only-1-left');
  const guest = {
    'Full name': 'Kavya Menon',
    Email: `stock${Date.now()}@example.com`,
    Mobile: '9847012345',
    'Street (house, street, area)': '14 Boat Club Road',
    City: 'Pune',
    State: 'Maharashtra',
    'Zip (PIN code)': '411001',
    Country: 'India',
  };
  for (const [label, value] of Object.entries(guest)) await shop.getByLabel(label, { exact: true }).fill(value);
  await shop.getByRole('button', { name: 'Proceed to checkout' }).click();
  await expect(shop).toHaveURL(/\/checkout$/);
  await chooseSlot(shop);
  await shop.getByRole('button', { name: /^Pay / }).click();
  const alert = shop.getByRole('alert');
  await expect(alert).toContainText(`Sold out: only 1 of ${COUNTED} left. Please lower the quantity in your cart.`);
  await expect(shop.getByRole('main')).toContainText('Only 1 left now. Please lower the quantity to 1.');
  await shot(shop.getByRole('main'), 'checkout-sold-out');
  await alert.getByRole('link', { name: 'Update your cart' }).click();
  await expect(shop).toHaveURL(/\/cart$/);

  // Sold out: the cart line asks to remove it; the card and the product page refuse to add.
  await setStock(page, COUNTED, '0');
  await expect(page.getByRole('row').filter({ hasText: COUNTED })).toContainText('0 in stock');
  await shop.reload();
  await expect(line).toContainText('Out of stock now. Please remove it from your cart.');
  await shop.getByRole('button', { name: `Remove ${COUNTED} from cart` }).click();
  await shop.goto('/');
  await showAllProducts(shop);
  await expect(passion).toContainText('Out of stock');
  await expect(passion.getByRole('button', { name: `Add to Cart, ${COUNTED}` })).toBeDisabled();
  await shot(passion, 'card-out-of-stock');
  await shop.goto(`/product/${id}`);
  await expect(shop.getByRole('main')).toContainText('Out of stock');
  await expect(shop.getByRole('button', { name: `Add to Cart, ${COUNTED}` })).toBeDisabled();
  await expect(shop.getByRole('button', { name: 'Buy Now' })).toBeDisabled();
  await shop.screenshot({ path: `${SHOTS}/product-page-out-of-stock.png` });

  // Back to not counted: nothing to say any more.
  await expect(await setStock(page, COUNTED, '')).toContainText('Not counted');
  await shop.goto('/');
  await showAllProducts(shop);
  await expect(passion.getByRole('button', { name: `Add to Cart, ${COUNTED}` })).toBeEnabled();
  await expect(passion).not.toContainText(/Only \d+ left|Out of stock/);
  await shop.context().close();
});

test('an inactive product leaves the storefront and comes back when ticked again', async ({ page, request, browser, baseURL }) => {
  test.slow();
  const id = await productId(request, HIDDEN);
  await openAsAdmin(page, request, '/admin/products');
  const row = await editProduct(page, HIDDEN, async (form) => {
    await form.getByRole('checkbox', { name: 'Active' }).uncheck();
  });
  await expect(row.getByText('Inactive', { exact: true })).toBeVisible();
  await shot(row, 'admin-row-inactive');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/admin-list-inactive-phone.png` });
  await page.setViewportSize({ width: 1280, height: 800 });

  const shop = await shopper(browser, baseURL);
  await shop.goto('/');
  await showAllProducts(shop);
  await expect(card(shop, COUNTED)).toBeVisible();
  await expect(card(shop, HIDDEN)).toHaveCount(0);
  await shop.goto('/c/seasonal-fruits');
  await expect(card(shop, 'Kinnow')).toBeVisible();
  await expect(card(shop, HIDDEN)).toHaveCount(0);
  await shop.goto(`/product/${id}`);
  await expect(shop.getByText('Product not found.')).toBeVisible();

  // Hidden from customers, never from the admin: the form still opens it.
  const back = await editProduct(page, HIDDEN, async (form) => {
    await expect(form.getByRole('checkbox', { name: 'Active' })).not.toBeChecked();
    await form.getByRole('checkbox', { name: 'Active' }).check();
  });
  await expect(back.getByText('Inactive', { exact: true })).toHaveCount(0);

  await shop.goto('/');
  await showAllProducts(shop);
  await expect(card(shop, HIDDEN)).toBeVisible();
  await shop.goto(`/product/${id}`);
  await expect(shop.getByRole('heading', { level: 1, name: HIDDEN })).toBeVisible();
  await shop.context().close();
});
