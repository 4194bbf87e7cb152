// The footer's pages (issue 11): every footer link opens a real page; the owner edits the FAQ in
// admin and the shop shows it; Markdown with scripts in it never runs them.
import { expect, test, type Page } from '@playwright/test';
import { loadAllImages, openAsAdmin, products, screenshotBoth, seriousViolations, showAllProducts } from './helpers';

const SHOTS = '/tmp/shots-pages';

async function followFooterLink(page: Page, name: string) {
  await page.getByRole('contentinfo').getByRole('link', { name, exact: true }).click();
}

test('every footer link opens its page', async ({ page, request }) => {
  test.setTimeout(120_000);
  const config = (await (await request.get('/api/config')).json()) as { shop: { phone: string; email: string } };
  await page.goto('/');

  await followFooterLink(page, 'All products');
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All products' })).toBeVisible();
  const grid = page.getByRole('list', { name: 'All products' });
  await expect(page.getByRole('status').filter({ hasText: /^Showing (\d+) of \1 products$/ })).toBeVisible();
  await showAllProducts(page);
  const total = await grid.getByRole('article').count();
  expect(total).toBeGreaterThan(30);
  await expect(page.getByRole('status').filter({ hasText: `Showing ${total} of ${total} products` })).toBeVisible();
  await page.getByRole('list', { name: 'Categories' }).getByRole('button', { name: 'Exotic Fruits' }).click();
  await expect(page).toHaveURL(/category=exotic-fruits/);
  await expect(grid.getByRole('article', { name: 'Dragon Fruit', exact: true })).toBeVisible();
  await expect(grid.getByRole('article', { name: 'Alphonso Mango', exact: true })).toHaveCount(0);
  await page.getByLabel('Sort').selectOption('price-asc');
  const exotic = (await products(request)).filter((p) => p.categoryId?.name === 'Exotic Fruits');
  const cheapest = exotic.reduce((a, b) => (b.price < a.price ? b : a));
  await expect(grid.getByRole('article').first()).toHaveAccessibleName(cheapest.name);
  await expect(grid.getByRole('article')).toHaveCount(exotic.length);
  await page.getByRole('list', { name: 'Categories' }).getByRole('button', { name: 'All', exact: true }).click();
  await loadAllImages(page);
  await screenshotBoth(page, SHOTS, 'all-products');

  await followFooterLink(page, 'Categories');
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
  const categories = page.getByRole('main').getByRole('list', { name: 'Categories' });
  await expect(categories.getByRole('link')).toHaveCount(6);
  await loadAllImages(page);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotBoth(page, SHOTS, 'categories');
  await categories.getByRole('link', { name: /Dried Fruits & Nuts/ }).click();
  await expect(page).toHaveURL(/\/category\/dried-fruits-nuts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dried Fruits & Nuts' })).toBeVisible();

  const textPages: [string, RegExp, string][] = [
    ['Contact', /\/contact$/, 'Contact Tokri'],
    ['FAQ', /\/faq$/, 'Frequently asked questions'],
    ['Shipping & delivery', /\/shipping$/, 'Shipping & delivery'],
    ['Support', /\/contact$/, 'Contact Tokri'],
    ['Privacy', /\/privacy$/, 'Privacy policy'],
    ['Terms', /\/terms$/, 'Terms & conditions'],
  ];
  for (const [link, url, title] of textPages) {
    await followFooterLink(page, link);
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Help pages' }).getByRole('link', { name: /./ })).toHaveCount(5);
  }
  await expect(page.getByRole('heading', { level: 2, name: 'Cancellations, returns and refunds' })).toBeVisible();

  await followFooterLink(page, 'Contact');
  const details = page.getByRole('list', { name: 'Contact details' });
  await expect(details.getByRole('link', { name: config.shop.phone })).toHaveAttribute('href', /^tel:\+91/);
  await expect(details.getByRole('link', { name: config.shop.email })).toHaveAttribute('href', `mailto:${config.shop.email}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Gifting and corporate orders' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotBoth(page, SHOTS, 'contact');

  await page.goto('/privacy');
  await expect(page.getByText('Digital Personal Data Protection Act, 2023')).toBeVisible();
  await screenshotBoth(page, SHOTS, 'privacy');
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 2, name: 'Freshness' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotBoth(page, SHOTS, 'faq');
  // Shipping & delivery shows the owner's slots (the demo's three) and checks a PIN code.
  await page.goto('/shipping');
  const slots = page.getByRole('list', { name: 'Delivery slots' });
  await expect(slots.getByRole('listitem')).toHaveText(['7–11', '11–15', '17–21']);
  await page.getByLabel('PIN code').fill('411001');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByTestId('delivery-check-result')).toHaveText(/^Delivering to 411001 · next slot /);
  await screenshotBoth(page, SHOTS, 'shipping');
});

test('the owner edits the FAQ in admin and the shop shows it, with no script from the text ever running', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await openAsAdmin(page, request, '/admin/dashboard');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Pages' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pages' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Pages' }).getByRole('listitem')).toHaveCount(5);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotBoth(page, SHOTS, 'admin-pages');

  await page.getByRole('link', { name: 'Edit Frequently asked questions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit: Frequently asked questions' })).toBeVisible();
  const text = page.getByLabel('Text (Markdown)');
  await expect(text).toHaveValue(/## Freshness/);
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { level: 2, name: 'Freshness' })).toBeVisible();
  // The preview is dimmed while it is being made (and fades back in): its contrast is checked
  // once it shows at full strength, as the owner reads it.
  const previewCard = preview.locator('[aria-busy]');
  await expect(previewCard).toHaveAttribute('aria-busy', 'false');
  await expect(previewCard).toHaveCSS('opacity', '1');
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotBoth(page, SHOTS, 'admin-page-edit');

  // Over the limit: the counter turns red and saving says why, before anything is sent.
  await text.fill('x'.repeat(20_001));
  await expect(page.getByText('20,001 / 20,000 characters')).toBeVisible();
  await page.getByRole('button', { name: 'Save page' }).click();
  await expect(page.getByText('The page text is too long: at most 20,000 characters (this one has 20,001).')).toBeVisible();

  const markdown = [
    '## Do you deliver on Diwali?',
    '',
    'Yes, **every day** of the festival week, 7 AM to 9 PM.',
    '',
    '<script>window.__pwned = "script"</script>',
    '',
    'Look: <img src="/nope.png" onerror="window.__pwned = \'img\'"> and [tap here](javascript:window.__pwned=\'link\').',
  ].join('\n');
  await page.getByLabel('Title').fill('Festival FAQ');
  await text.fill(markdown);
  await expect(preview.getByRole('heading', { level: 2, name: 'Do you deliver on Diwali?' })).toBeVisible();
  await expect(preview.getByText('<script>window.__pwned = "script"</script>')).toBeVisible();
  await page.getByRole('button', { name: 'Save page' }).click();
  await expect(page.getByText('Page saved. The shop shows the new text now.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit: Festival FAQ' })).toBeVisible();

  await page.getByRole('link', { name: 'All pages' }).click();
  const row = page.getByRole('listitem').filter({ hasText: 'Festival FAQ' });
  await expect(row).toContainText(/Saved \w{3} \d{1,2}, \d{4}/);

  await page.goto('/faq');
  const article = page.getByRole('article');
  await expect(page.getByRole('heading', { level: 1, name: 'Festival FAQ' })).toBeVisible();
  await expect(article.getByRole('heading', { level: 2, name: 'Do you deliver on Diwali?' })).toBeVisible();
  await expect(page.getByText(/^Last updated /)).toBeVisible();
  await expect(article.getByText('<script>window.__pwned = "script"</script>')).toBeVisible();
  await expect(article.locator('script, img, iframe, [onerror]')).toHaveCount(0);
  const link = article.getByText('tap here');
  expect(await link.getAttribute('href')).toBeNull();
  await link.click();
  expect(await page.evaluate(() => (window as { __pwned?: string }).__pwned)).toBeUndefined();
});

test('unknown pages answer JSON 404 from the API and the not-found page in the shop', async ({ page, request }) => {
  const response = await request.get('/api/pages/returns');
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({ message: 'Page not found.' });
  await page.goto('/pages/returns');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
