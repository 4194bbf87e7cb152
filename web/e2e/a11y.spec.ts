import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { card, productId } from './helpers';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
}

test('home has no serious accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expect(card(page, 'Kiwi')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('product page has no serious accessibility violations', async ({ page, request }) => {
  await page.goto(`/product/${await productId(request, 'Kiwi')}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Kiwi' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('cart has no serious accessibility violations', async ({ page }) => {
  await page.goto('/');
  await card(page, 'Kiwi').getByRole('button', { name: 'Add to Cart, Kiwi' }).click();
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Kiwi' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('dark mode home has no serious accessibility violations', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(card(page, 'Kiwi')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
