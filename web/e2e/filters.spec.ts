import { expect, test } from '@playwright/test';
import { card, products } from './helpers';

test('the price filter is inclusive and Clear All Filters brings everything back', async ({ page, request }) => {
  const all = await products(request);
  const inRange = all.filter((p) => p.price >= 99 && p.price <= 149.5).length;
  await page.goto('/');
  await page.getByLabel('Min price (₹)').fill('99');
  await page.getByLabel('Max price (₹)').fill('149.5');
  await expect(page.getByText(`Showing ${inRange} of ${all.length} products`)).toBeVisible();
  await expect(card(page, 'Nagpur Orange')).toBeVisible();
  await expect(card(page, 'Alphonso Mango')).toHaveCount(0);

  await page.getByLabel('Min price (₹)').fill('100000');
  await expect(page.getByText('No products match your filters')).toBeVisible();
  await page.getByRole('button', { name: 'Clear All Filters' }).click();
  await expect(page.getByText(`Showing ${all.length} of ${all.length} products`)).toBeVisible();
  await expect(page.getByLabel('Min price (₹)')).toHaveValue('');
});

test('favourites only shows the hearted products, and favourites survive a reload', async ({ page }) => {
  await page.goto('/');
  await card(page, 'Kiwi').getByRole('button', { name: 'Favourite Kiwi' }).click();
  await card(page, 'Shimla Apple').getByRole('button', { name: 'Favourite Shimla Apple' }).click();
  await page.reload();
  await expect(card(page, 'Kiwi').getByRole('button', { name: 'Favourite Kiwi' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByText('Favourites only').click();
  await expect(page.getByText('Showing 2 of 43 products')).toBeVisible();
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText('Showing 43 of 43 products')).toBeVisible();
});
