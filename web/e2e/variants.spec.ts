// Variants (issue 20) against the real binary: the chips of the demo's Alphonso Mango Gift Box set
// the price, MRP and address on a phone and on desktop, and a shared `?variant=` link opens its
// pack; two packs of it are bought side by side and named on the order and its invoice; the admin
// adds a weight to the Nashik Green Grapes and the storefront offers it. No other spec uses these
// two products; the grapes get their three weights back at the end. Screenshots go to
// /tmp/shots-variants.
import { mkdirSync, readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { admin, bearer, card, chooseSlot, openAs, openAsAdmin, PLACED_URL, productId, screenshotBoth, seriousViolations, showAllProducts, signInByApi } from './helpers';

const SHOTS = '/tmp/shots-variants';
const run = Date.now().toString(36);
const GIFT_BOX = 'Alphonso Mango Gift Box';
const GRAPES = 'Nashik Green Grapes';
const NEW_WEIGHT = '5 kg';

interface Variant {
  _id: string;
  label: string;
  price: number;
  mrp: number | null;
  sku: string;
  weightGrams: number | null;
}

interface ProductWithVariants {
  _id: string;
  name: string;
  description: string;
  images: string[];
  categoryId: { _id: string } | null;
  weight: string;
  origin: string;
  optionName: string;
  variants: Variant[];
}

/** The product's variant ids by label. */
async function variantIds(request: APIRequestContext, id: string): Promise<Record<string, string>> {
  const product = (await (await request.get(`/api/products/${id}`)).json()) as ProductWithVariants;
  return Object.fromEntries(product.variants.map((v) => [v.label, v._id]));
}

/** The price line under the product's name: price, struck-through MRP and percent off. */
function priceTag(page: Page) {
  return page.getByRole('main').locator('p', { has: page.locator('del') }).first();
}

/** Chooses a chip as a user does: by clicking it (the radio itself is visually hidden). */
async function choose(page: Page, option: string, label: string) {
  const group = page.getByRole('radiogroup', { name: option });
  await group.locator('label', { hasText: label }).click();
  await expect(group.getByRole('radio', { name: new RegExp(`^${label}`) })).toBeChecked();
}

/** A screenshot of the page as it is; at phone width nothing may stick out sideways. */
async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  const width = page.viewportSize()?.width ?? 1280;
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} fits`).toBeLessThanOrEqual(width);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/**
 * The text an (uncompressed) PDF shows with `Tj`, its strings joined by spaces. Literal strings
 * may hold balanced parentheses unescaped ("(Box (of 6)) Tj"), so they are read by nesting depth.
 */
function pdfText(path: string): string {
  const raw = readFileSync(path).toString('latin1');
  const shown: string[] = [];
  for (let i = raw.indexOf('('); i !== -1; i = raw.indexOf('(', i)) {
    let depth = 0;
    let text = '';
    let j = i;
    for (; j < raw.length; j++) {
      const c = raw[j];
      if (c === '\\') {
        text += raw[++j] ?? '';
        continue;
      }
      if (c === '(' && depth++ === 0) continue;
      if (c === ')' && --depth === 0) break;
      text += c;
    }
    i = j + 1;
    if (/^\s*Tj/.test(raw.slice(i, i + 8))) shown.push(text);
  }
  return shown.join(' ').replace(/\s+/g, ' ');
}

/** Puts the grapes back to their demo weights (drops the one the admin test adds). */
async function dropNewWeight(request: APIRequestContext) {
  const headers = bearer(await admin(request));
  const all = (await (await request.get('/api/admin/products', { headers })).json()) as ProductWithVariants[];
  const grapes = all.find((p) => p.name === GRAPES);
  if (!grapes || !grapes.variants.some((v) => v.label === NEW_WEIGHT)) return;
  const response = await request.put(`/api/admin/products/${grapes._id}`, {
    headers,
    data: {
      name: grapes.name,
      description: grapes.description,
      image: grapes.images,
      price: 0,
      categoryId: grapes.categoryId?._id,
      weight: grapes.weight,
      origin: grapes.origin,
      optionName: grapes.optionName,
      variants: grapes.variants
        .filter((v) => v.label !== NEW_WEIGHT)
        .map(({ _id, label, price, mrp, sku, weightGrams }) => ({ _id, label, price, mrp, sku, weightGrams })),
    },
  });
  expect(response.ok(), `restoring ${GRAPES}: ${await response.text()}`).toBe(true);
}

test.afterAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  try {
    await dropNewWeight(request);
  } finally {
    await request.dispose();
  }
});

for (const [device, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test(`${device}: the chips set the price, MRP and address; a shared link opens its pack`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    const id = await productId(request, GIFT_BOX);
    const ids = await variantIds(request, id);
    await page.goto(`/product/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: GIFT_BOX })).toBeVisible();

    // The first pack is chosen first, with its MRP struck through and the percent off.
    const packs = page.getByRole('radiogroup', { name: 'Pack' });
    await expect(packs.getByRole('radio')).toHaveCount(3);
    await expect(packs.getByRole('radio', { name: /^Box of 6/ })).toBeChecked();
    await expect(priceTag(page)).toHaveText(/^₹1,199\s*MRP ₹1,399\s*14% off$/);
    // The product's own weight ("Box of 12", one pack's) is not shown beside another pack's price.
    await expect(page.getByRole('main').locator('p', { hasText: /^Box of 12$/ })).toHaveCount(0);

    await choose(page, 'Pack', 'Box of 12');
    await expect(priceTag(page)).toHaveText(/^₹2,199\s*MRP ₹2,499\s*12% off$/);
    await expect(page).toHaveURL(new RegExp(`/product/${id}\\?variant=${ids['Box of 12']}$`));
    if (device === 'phone') await shot(page, 'product-page-phone');

    // The arrow keys move through the chips (a native radio group) and the address follows.
    await packs.getByRole('radio', { name: /^Box of 12/ }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(packs.getByRole('radio', { name: /^Box of 24/ })).toBeChecked();
    await expect(page).toHaveURL(new RegExp(`\\?variant=${ids['Box of 24']}$`));
    await expect(priceTag(page)).toHaveText(/^₹4,199\s*MRP ₹4,799\s*12% off$/);

    // A shared link opens the pack it names.
    await page.goto(`/product/${id}?variant=${ids['Box of 12']}`);
    await expect(packs.getByRole('radio', { name: /^Box of 12/ })).toBeChecked();
    await expect(priceTag(page)).toHaveText(/^₹2,199\s*MRP ₹2,499\s*12% off$/);
    if (device === 'desktop') {
      expect(await seriousViolations(page, 'main')).toEqual([]);
      await shot(page, 'product-page-desktop');
    }
  });
}

test('two packs of one product: two cart lines, the server total, paid, named on the order and invoice', async ({ page, request }) => {
  test.slow();
  const id = await productId(request, GIFT_BOX);
  const ids = await variantIds(request, id);

  // A customer in Pune with a saved address (as in invoices.spec.ts).
  const email = `variants.${run}@example.com`;
  expect((await request.post('/api/auth/signup', { data: { name: 'Anjali Kulkarni', email, password: 'secret-123' } })).ok()).toBe(true);
  const buyer = await signInByApi(request, email, 'secret-123');
  const address = {
    name: 'Anjali Kulkarni',
    mobile: '9822054321',
    street: '12 Prabhat Road, Erandwane',
    city: 'Pune',
    state: 'Maharashtra',
    zip: '411004',
    country: 'India',
  };
  expect((await request.post('/api/user/addresses', { headers: bearer(buyer), data: address })).ok()).toBe(true);

  // The card says "from" the lowest price; its Add to Cart opens the quick view to choose a pack.
  await openAs(page, buyer, '/');
  const box = card(page, GIFT_BOX);
  await expect(box).toContainText('from ₹1,199');
  await box.getByRole('button', { name: `Add to Cart, ${GIFT_BOX}` }).click();
  const quick = page.getByRole('dialog', { name: GIFT_BOX });
  await expect(quick.getByRole('radio', { name: /^Box of 6/ })).toBeChecked();
  await expect(quick).toContainText('14% off');
  await expect(quick).not.toContainText('Box of 12 ·');
  await quick.getByRole('button', { name: `Add to Cart, ${GIFT_BOX}` }).click();
  await expect(quick.getByRole('group', { name: `Quantity of ${GIFT_BOX}, Box of 6` })).toContainText('1');
  await page.keyboard.press('Escape');
  await expect(quick).toBeHidden();

  // The second pack from a shared link of the product page.
  await page.goto(`/product/${id}?variant=${ids['Box of 12']}`);
  await expect(page.getByRole('radio', { name: /^Box of 12/ })).toBeChecked();
  await page.getByRole('main').getByRole('button', { name: `Add to Cart, ${GIFT_BOX}` }).first().click();
  await expect(page.getByRole('group', { name: `Quantity of ${GIFT_BOX}, Box of 12` })).toContainText('1');

  // The cart: a line per pack, and the server's numbers.
  const quoted = page.waitForResponse((r) => r.url().endsWith('/api/cart/quote') && r.ok());
  await page.goto('/cart');
  const quote = (await (await quoted).json()) as { lines: { variantLabel: string; lineTotal: number }[]; subtotal: number; total: number; mrpSavings: number };
  expect(quote.lines.map((l) => [l.variantLabel, l.lineTotal])).toEqual([
    ['Box of 6', 1199],
    ['Box of 12', 2199],
  ]);
  expect([quote.subtotal, quote.total, quote.mrpSavings]).toEqual([3398, 3398, 500]);
  await expect(page.getByTestId('cart-line-variant')).toHaveText(['Box of 6', 'Box of 12']);
  for (const label of ['Box of 6', 'Box of 12']) {
    await expect(page.getByRole('button', { name: `Remove ${GIFT_BOX}, ${label} from cart` })).toBeVisible();
  }
  await expect(page.getByTestId('summary-subtotal')).toHaveText('₹3,398.00');
  await expect(page.getByTestId('summary-total')).toHaveText('₹3,398.00');
  await expect(page.getByTestId('summary-savings')).toHaveText('You save ₹500 on MRP');
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await screenshotBoth(page, SHOTS, 'cart');

  // Checkout names both packs; pay in the sandbox.
  await page.getByRole('group', { name: 'Choose a saved address' }).getByRole('radio', { name: /12 Prabhat Road/ }).check();
  page.on('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Proceed to checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('main')).toContainText('Box of 6');
  await expect(page.getByRole('main')).toContainText('Box of 12');
  await chooseSlot(page);
  await page.getByRole('button', { name: /^Pay ₹3,398/ }).click();
  await page.locator('#sandbox-pay').click();
  await expect(page).toHaveURL(PLACED_URL);

  const [order] = (await (await request.get('/api/orders', { headers: bearer(buyer) })).json()) as {
    _id: string;
    items: { variantId: string; variantLabel: string; qty: number; price: number }[];
  }[];
  expect(order.items.map((i) => [i.variantId, i.variantLabel, i.qty, i.price])).toEqual([
    [ids['Box of 6'], 'Box of 6', 1, 1199],
    [ids['Box of 12'], 'Box of 12', 1, 2199],
  ]);

  // The order detail names both packs; its invoice names them too.
  await page.goto(`/profile/orders/${order._id}`);
  const items = page.getByRole('table', { name: 'Items in this order' });
  await expect(items.getByRole('rowheader', { name: `${GIFT_BOX} · Box of 6` })).toBeVisible();
  await expect(items.getByRole('rowheader', { name: `${GIFT_BOX} · Box of 12` })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download invoice' }).click();
  const pdf = await (await download).path();
  expect(readFileSync(pdf).subarray(0, 5).toString()).toBe('%PDF-');
  const text = pdfText(pdf);
  expect(text).toContain(`${GIFT_BOX} (Box of 6)`);
  expect(text).toContain(`${GIFT_BOX} (Box of 12)`);
  await screenshotBoth(page, SHOTS, 'order-detail');
});

test('the admin adds a weight in the product form and the storefront offers it', async ({ page, request }) => {
  await dropNewWeight(request); // a retry starts from the demo's three weights
  const id = await productId(request, GRAPES);
  await openAsAdmin(page, request, `/admin/products/edit/${id}`);
  await expect(page.getByLabel('Product Name')).toHaveValue(GRAPES);
  const editor = page.getByRole('region', { name: 'Variants' });
  await expect(editor.getByLabel('Option name')).toHaveValue('Weight');
  await expect(editor.getByTestId('variant-row')).toHaveCount(3);

  await editor.getByRole('button', { name: 'Add a variant' }).click();
  const row = editor.getByRole('group', { name: /^Variant 4/ });
  await expect(row.getByLabel('Label', { exact: true })).toBeFocused();
  await row.getByLabel('Label', { exact: true }).fill(NEW_WEIGHT);
  await row.getByLabel('Price (INR)').fill('999');
  await expect(editor.getByRole('group', { name: `Variant 4: ${NEW_WEIGHT}` })).toBeVisible();
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await editor.scrollIntoViewIfNeeded();
  await screenshotBoth(page, SHOTS, 'admin-variants');
  await page.getByRole('button', { name: 'Update Product' }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);

  // The storefront: a fourth chip, chosen with its price (no MRP given, so none struck through).
  await page.goto(`/product/${id}`);
  const weights = page.getByRole('radiogroup', { name: 'Weight' });
  await expect(weights.getByRole('radio')).toHaveCount(4);
  await expect(weights.getByRole('radio', { name: /^500 g/ })).toBeChecked();
  await choose(page, 'Weight', NEW_WEIGHT);
  const added = (await variantIds(request, id))[NEW_WEIGHT];
  expect(added).toBeTruthy();
  await expect(page).toHaveURL(new RegExp(`\\?variant=${added}$`));
  await expect(page.getByRole('main').locator('p', { hasText: /^₹999$/ }).first()).toBeVisible();
  await page.goto('/');
  await showAllProducts(page);
  await expect(card(page, GRAPES)).toContainText('from ₹129');
});
