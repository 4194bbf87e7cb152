import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { card, loadAllImages, pauseClock, runUntil } from './helpers';

const screenshot = resolve(dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots/home.jpg');

test('home shows the banner carousel, the products with ₹ prices and why choose us', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Tokri — fresh fruit & gift hampers');
  const carousel = page.getByRole('region', { name: 'Featured offers' });
  await expect(carousel).toBeVisible();
  await expect(carousel.getByRole('group')).toHaveCount(3);
  await expect(page.getByRole('heading', { name: 'Our Fresh Products' })).toBeVisible();
  await expect(page.getByText(/^Showing 43 of 43 products$/)).toBeVisible();
  const mango = card(page, 'Alphonso Mango');
  await expect(mango.getByText('₹899', { exact: true })).toBeVisible();
  await expect(mango.getByText('New', { exact: true })).toBeVisible();
  await expect(mango.getByText('Best Seller')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Why choose us' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByText('Mon-Sun 6AM-10PM')).toBeVisible();

  await loadAllImages(page);
  mkdirSync(dirname(screenshot), { recursive: true });
  // The first screen of the page, as JPEG: the README's picture stays small.
  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: screenshot, type: 'jpeg', quality: 80 });
});

test('the banner carousel turns every 4 seconds', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  const dot = (n: number) => page.getByRole('button', { name: `Go to slide ${n}` });
  const isCurrent = (n: number) => async () => (await dot(n).getAttribute('aria-current')) === 'true';
  await expect(dot(1)).toHaveAttribute('aria-current', 'true');
  await pauseClock(page);
  // Find the first turn to the step, then time the next one exactly.
  expect(await runUntil(page, isCurrent(2), 4_100)).toBeLessThanOrEqual(4_100);
  await page.clock.runFor(3_800);
  expect(await isCurrent(2)()).toBe(true);
  await page.clock.runFor(300);
  await expect(dot(3)).toHaveAttribute('aria-current', 'true');
});

test('a banner pointing at a category filters the home page, then clears the address', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: /Diwali Hampers, Hand-Packed with Love/ }).click();
  await expect(page.getByText('Category: Fruit Gift Boxes or Combos')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(/^Showing 8 of 43 products$/)).toBeVisible();
  await page.getByRole('button', { name: 'Clear category filter' }).click();
  await expect(page.getByText(/^Showing 43 of 43 products$/)).toBeVisible();
});

test('a category query parameter is understood and removed from the address', async ({ page }) => {
  await page.goto('/?category=dried-fruits-nuts');
  await expect(page.getByText('Category: Dried Fruits & Nuts')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(/^Showing 7 of 43 products$/)).toBeVisible();
});

test('home and all products read the catalogue a page at a time, never the whole list', async ({ page }) => {
  const lists: string[] = [];
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (pathname.startsWith('/api/products')) lists.push(`${pathname}${search}`);
  });
  await page.goto('/');
  await expect(page.getByText(/^Showing 43 of 43 products$/)).toBeVisible();
  await page.goto('/products');
  await expect(page.getByText(/^Showing 43 of 43 products$/)).toBeVisible();
  const grid = page.getByRole('list', { name: 'All products' });
  await expect(grid.getByRole('article')).toHaveCount(24);
  await page.getByRole('button', { name: 'Show more products' }).click();
  await expect(page.getByText(/^Showing 43 of 43 products$/)).toBeVisible();
  await expect(grid.getByRole('article')).toHaveCount(43);
  await expect(page.getByRole('button', { name: 'Show more products' })).toHaveCount(0);

  expect(lists).not.toContain('/api/products');
  expect(lists.every((url) => url.startsWith('/api/products/page?'))).toBe(true);
  expect(lists).toContain('/api/products/page?page=2&limit=24');
});
