// Picture uploads against the real binary: the admin adds a product whose pictures are uploaded
// through the file picker and by drag and drop; the storefront then serves them at three widths
// with srcset. Files that are not pictures are refused, by the browser before sending (a .txt) and
// by the server (a text file named .jpg), with the server's texts. The product is deleted again.
//
// e2e/fixtures/mango.jpg (1600 × 1200, 32 KB) is the demo mango drawing rendered by Chromium and
// saved as a JPEG, so the three stored widths (320, 640, 1280) are all real reductions.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { admin, card, loadAllImages, openAsAdmin, screenshotBoth } from './helpers';

test.describe.configure({ mode: 'serial' });

const SHOTS = '/tmp/shots-media';
const MANGO_JPEG = join(import.meta.dirname, 'fixtures', 'mango.jpg');
const run = Date.now().toString(36);
const productName = `E2E Kesar Mango ${run}`;

const MEDIA_URL = /^\/media\/([0-9a-f]{32})-1280\.webp$/;
const NOT_A_PICTURE = 'This file is not a picture we can use. Upload a JPEG, PNG or WebP image.';

/** Drops `bytes` as a file named `name` on `target`, the way a file dragged from the desktop arrives. */
async function dropFile(page: Page, target: Locator, name: string, type: string, bytes: Buffer) {
  const dataTransfer = await page.evaluateHandle(
    ({ name, type, base64 }) => {
      const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([data], name, { type }));
      return transfer;
    },
    { name, type, base64: bytes.toString('base64') },
  );
  await target.dispatchEvent('dragenter', { dataTransfer });
  await target.dispatchEvent('dragover', { dataTransfer });
  await target.dispatchEvent('drop', { dataTransfer });
}

let productId = '';
let mainUrl = '';

test.afterAll(async ({ playwright }, testInfo) => {
  // Leaves the demo catalogue as it was for the other specs.
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  try {
    const headers = { Authorization: `Bearer ${(await admin(request)).token}` };
    const products = (await (await request.get('/api/admin/products', { headers })).json()) as { _id: string; name: string }[];
    for (const p of products.filter((p) => p.name.includes(run))) await request.delete(`/api/admin/products/${p._id}`, { headers });
  } finally {
    await request.dispose();
  }
});

test('the admin uploads product pictures by file picker and by drag and drop; other files are refused', async ({ page, request }) => {
  await openAsAdmin(page, request, '/admin/products/new');
  await page.getByLabel('Product Name').fill(productName);
  await page.getByLabel('Description').fill('Saffron-sweet, photographed for the end-to-end tests.');
  await page.getByLabel('Price (INR)').fill('849');
  await page.getByLabel('Category', { exact: true }).selectOption({ index: 1 });

  // Not a picture: the browser refuses it before sending anything.
  const uploads: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/admin/media')) uploads.push(r.method());
  });
  let chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload picture' }).click();
  await (await chooser).setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Buy mangoes.\n') });
  await expect(page.getByRole('alert')).toHaveText(NOT_A_PICTURE);
  expect(uploads).toEqual([]);

  // Named like a picture, but not one: the server refuses it, and says why.
  chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload picture' }).click();
  await (await chooser).setFiles({ name: 'mango.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('Buy mangoes.\n') });
  await expect(page.getByRole('alert')).toHaveText(NOT_A_PICTURE);
  expect(uploads).toEqual(['POST']);
  await expect(page.getByLabel('Main Product Image URL')).toHaveValue('');

  // A real JPEG through the file picker.
  chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload picture' }).click();
  await (await chooser).setFiles(MANGO_JPEG);
  await expect(page.getByRole('status').filter({ hasText: 'Picture uploaded' })).toHaveText('Picture uploaded (1280 × 960).');
  await expect(page.getByRole('alert')).toHaveCount(0);
  mainUrl = await page.getByLabel('Main Product Image URL').inputValue();
  expect(mainUrl).toMatch(MEDIA_URL);
  const preview = page.getByRole('img', { name: 'Main image preview' });
  await expect(preview).toHaveAttribute('srcset', new RegExp(`${mainUrl.replace('-1280.webp', '-320.webp')} 320w`));
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // A second picture dropped on an extra image row (the same bytes: the same stored picture).
  await page.getByRole('button', { name: 'Add image URL' }).click();
  const extraRow = page.getByTestId('picture-drop-zone').nth(1);
  await dropFile(page, extraRow, 'mango-again.jpg', 'image/jpeg', readFileSync(MANGO_JPEG));
  await expect(page.getByLabel('Extra image URL 1')).toHaveValue(mainUrl);

  await screenshotBoth(page, SHOTS, 'admin-product-form');

  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  const products = (await (await request.get('/api/products')).json()) as { _id: string; name: string; image: string | null }[];
  const saved = products.find((p) => p.name === productName);
  expect(saved?.image).toBe(mainUrl);
  productId = saved?._id ?? '';
});

test('the storefront shows the uploaded picture at the width it needs, cached for good', async ({ page, request }) => {
  expect(productId, 'the product of the first test').not.toBe('');
  const key = MEDIA_URL.exec(mainUrl)?.[1] ?? '';
  const srcset = `/media/${key}-320.webp 320w, /media/${key}-640.webp 640w, /media/${key}-1280.webp 1280w`;

  for (const width of [320, 640, 1280]) {
    const answer = await request.get(`/media/${key}-${width}.webp`);
    expect(answer.status(), `${width} wide`).toBe(200);
    expect(answer.headers()['content-type']).toBe('image/webp');
    expect(answer.headers()['cache-control']).toContain('immutable');
  }

  await page.goto(`/product/${productId}`);
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
  const main = page.getByRole('img', { name: `${productName}, picture 1` });
  await expect(main).toHaveAttribute('srcset', srcset);
  await expect(main).toHaveAttribute('sizes', /50vw/);
  await expect(main).not.toHaveAttribute('loading', 'lazy');
  await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // Half of a 1280 px window is about 580 px: the browser picks the 640 wide copy, not the largest.
  expect(await main.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(new RegExp(`/media/${key}-640\\.webp$`));
  // The thumbnails ask for the smallest copy.
  const thumb = page.getByRole('button', { name: 'Show picture 2' }).locator('img');
  await expect(thumb).toHaveAttribute('srcset', srcset);
  await expect(thumb).toHaveAttribute('sizes', '80px');

  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/storefront-product.png` });

  // The product card on the home page, lazily loaded below the fold.
  await page.goto('/');
  const picture = card(page, productName).locator('img').first();
  await expect(picture).toHaveAttribute('srcset', srcset);
  await expect(picture).toHaveAttribute('loading', 'lazy');
  await card(page, productName).scrollIntoViewIfNeeded();
  await loadAllImages(page);
  expect(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(new RegExp(`/media/${key}-(320|640)\\.webp$`));
  await card(page, productName).screenshot({ path: `${SHOTS}/storefront-card.png` });
});

test('category and banner forms take an uploaded picture too', async ({ page, request }) => {
  await openAsAdmin(page, request, '/admin/categories');
  const categoryForm = page.getByRole('region', { name: 'Add a category' });
  let chooser = page.waitForEvent('filechooser');
  await categoryForm.getByRole('button', { name: 'Upload category image' }).click();
  await (await chooser).setFiles(MANGO_JPEG);
  await expect(categoryForm.getByLabel('Image URL')).toHaveValue(MEDIA_URL);
  await expect(categoryForm.getByRole('status')).toHaveText('Picture uploaded (1280 × 960).');
  await screenshotBoth(page, SHOTS, 'admin-categories');

  await page.goto('/admin/banners');
  const bannerForm = page.getByRole('region', { name: 'Create a banner' });
  chooser = page.waitForEvent('filechooser');
  await bannerForm.getByRole('button', { name: 'Upload banner image' }).click();
  await (await chooser).setFiles({ name: 'banner.txt', mimeType: 'text/plain', buffer: Buffer.from('Diwali sale') });
  await expect(bannerForm.getByRole('alert')).toHaveText(NOT_A_PICTURE);
  await screenshotBoth(page, SHOTS, 'admin-banners-refused');
  await dropFile(page, bannerForm.getByTestId('picture-drop-zone'), 'banner.jpg', 'image/jpeg', readFileSync(MANGO_JPEG));
  await expect(bannerForm.getByLabel(/Image URL/)).toHaveValue(MEDIA_URL);
  await expect(bannerForm.getByRole('alert')).toHaveCount(0);
});
