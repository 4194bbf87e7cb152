// A shared product link (issue 22): the page a crawler or WhatsApp fetches carries the product's
// own title, description, preview picture (with its JPEG copy) and JSON-LD; the page a person
// opens shows the same product; a product that is not there answers 404 with the not-found page.
import { expect, test } from '@playwright/test';
import { productId } from './helpers';

test('a product link has its own preview tags and a missing one is a 404', async ({ page, request }) => {
  const id = await productId(request, 'Kiwi');
  // The demo's drawings go through the picture pipeline just after the shop starts.
  await expect
    .poll(async () => ((await (await request.get(`/api/products/${id}`)).json()) as { image: string }).image, { timeout: 30_000 })
    .toMatch(/^\/media\//);
  const answer = await request.get(`/product/${id}`);
  expect(answer.status()).toBe(200);
  const html = await answer.text();
  const meta = (property: string) => html.match(new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`))?.[1];
  expect(html).toMatch(/<title>Kiwi — [^<]+<\/title>/);
  expect(meta('og:title')).toMatch(/^Kiwi — /);
  expect(meta('og:type')).toBe('product');
  expect(meta('twitter:card')).toBe('summary_large_image');
  const picture = meta('og:image') ?? '';
  expect(picture).toMatch(/^https?:\/\/.+\/media\/[0-9a-f]{32}-1280\.webp$/);
  // The JPEG copy for crawlers without WebP is served.
  const jpeg = [...html.matchAll(/<meta property="og:image" content="([^"]*)"/g)].map((m) => m[1])[1];
  const copy = await request.get(new URL(jpeg).pathname);
  expect(copy.headers()['content-type']).toBe('image/jpeg');
  const ld = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1] ?? '{}') as {
    '@type': string;
    offers: { priceCurrency: string }[];
  };
  expect(ld['@type']).toBe('Product');
  expect(ld.offers[0].priceCurrency).toBe('INR');

  await page.goto(`/product/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Kiwi' })).toBeVisible();
  await expect(page).toHaveTitle(/Kiwi/);

  const missing = await page.goto('/product/00000000-0000-4000-8000-000000000000');
  expect(missing?.status()).toBe(404);
  expect(await (await request.get('/sitemap.xml')).text()).toContain(`/product/${id}</loc>`);
});
