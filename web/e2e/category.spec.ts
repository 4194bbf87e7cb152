import { expect, test } from '@playwright/test';
import { card, pauseClock, products, showAllProducts } from './helpers';

test('/c/diwali lists the gift boxes as Diwali Luxury Hampers', async ({ page }) => {
  await page.goto('/c/diwali');
  await expect(page.getByRole('heading', { level: 1, name: 'Diwali Luxury Hampers' })).toBeVisible();
  await expect(card(page, 'Royal Dry Fruit Hamper')).toBeVisible();
  await expect(card(page, 'Kiwi')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
});

test('/c/fruits lists the four fruit categories as Fresh Juicy Fruits', async ({ page, request }) => {
  const fruitCategories = ['Everyday Fruits', 'Tropical Fruits', 'Seasonal Fruits', 'Exotic Fruits'];
  const count = (await products(request)).filter((p) => fruitCategories.includes(p.categoryId?.name ?? '')).length;
  await page.goto('/c/fruits');
  await expect(page.getByRole('heading', { level: 1, name: 'Fresh Juicy Fruits' })).toBeVisible();
  await expect(card(page, 'Kiwi')).toBeVisible();
  await expect(card(page, 'Shimla Apple')).toBeVisible();
  await expect(card(page, 'Medjool Dates')).toHaveCount(0);
  await expect(page.getByText(`${count} products`, { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(Math.min(count, 24));
  await showAllProducts(page);
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(count);
});

test('/c/combos lists hampers and dried fruits as Healthy Combos', async ({ page }) => {
  await page.goto('/c/combos');
  await expect(page.getByRole('heading', { level: 1, name: 'Healthy Combos' })).toBeVisible();
  await expect(card(page, 'Medjool Dates')).toBeVisible();
  await expect(card(page, 'Corporate Gift Hamper')).toBeVisible();
});

test('/category/{slug} shows that category under its name', async ({ page }) => {
  await page.goto('/category/seasonal-fruits');
  await expect(page.getByRole('heading', { level: 1, name: 'Seasonal Fruits' })).toBeVisible();
  await expect(card(page, 'Shahi Litchi')).toBeVisible();
});

test('an unknown category has an empty state', async ({ page }) => {
  await page.goto('/category/durians');
  await expect(page.getByText('No products found for "durians".')).toBeVisible();
});

test('cart and favourite changes are confirmed by a toast that lasts 1.5 s', async ({ page }) => {
  await page.clock.install();
  await page.goto('/c/diwali');
  await expect(card(page, 'Royal Dry Fruit Hamper')).toBeVisible();
  await pauseClock(page);
  await card(page, 'Royal Dry Fruit Hamper').getByRole('button', { name: 'Add to Cart, Royal Dry Fruit Hamper' }).click();
  const toast = page.getByText('Royal Dry Fruit Hamper added to cart');
  await page.clock.runFor(50); // sonner renders new toasts on its next timer tick
  await expect(toast).toBeVisible();
  await page.clock.runFor(1_300);
  await expect(toast).toBeVisible();
  // 1.5 s on screen, then sonner's short exit animation.
  await page.clock.runFor(600);
  await expect(toast).toBeHidden();

  await card(page, 'Royal Dry Fruit Hamper').getByRole('button', { name: 'Favourite Royal Dry Fruit Hamper' }).click();
  await page.clock.runFor(50);
  await expect(page.getByText('Royal Dry Fruit Hamper added to favourites')).toBeVisible();
});
