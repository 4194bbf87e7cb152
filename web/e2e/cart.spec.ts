import { expect, test, type Page } from '@playwright/test';
import { card } from './helpers';

async function add(page: Page, name: string) {
  await card(page, name).getByRole('button', { name: `Add to Cart, ${name}` }).click();
}

test('the cart survives a reload and the badge sums quantities', async ({ page }) => {
  await page.goto('/');
  await add(page, 'Kiwi');
  await card(page, 'Kiwi').getByRole('button', { name: 'Increase quantity of Kiwi' }).click();
  await add(page, 'Shimla Apple');
  const cartLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Cart, 3 items' });
  await expect(cartLink).toBeVisible();
  await page.reload();
  await expect(cartLink).toBeVisible();
  await cartLink.click();
  await expect(page.getByRole('heading', { name: 'Kiwi' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Shimla Apple' })).toBeVisible();
});

test('on home, decrement at quantity 1 removes the item', async ({ page }) => {
  await page.goto('/');
  await add(page, 'Kiwi');
  await card(page, 'Kiwi').getByRole('button', { name: 'Decrease quantity of Kiwi' }).click();
  await expect(card(page, 'Kiwi').getByRole('button', { name: 'Add to Cart, Kiwi' })).toBeVisible();
});

test('delivery is ₹119 below ₹1999 and free from ₹1999; decrement is disabled at 1 in the cart', async ({ page }) => {
  await page.goto('/');
  await add(page, 'Premium Fruit Basket'); // ₹1,999
  await add(page, 'Kiwi'); // ₹149
  await page.goto('/cart');
  await expect(page.getByTestId('summary-subtotal')).toHaveText('₹2,148.00');
  await expect(page.getByTestId('summary-delivery')).toHaveText('Free');
  await expect(page.getByTestId('summary-total')).toHaveText('₹2,148.00');
  await expect(page.getByRole('button', { name: 'Decrease quantity of Kiwi' })).toBeDisabled();

  await page.getByRole('button', { name: 'Remove Premium Fruit Basket from cart' }).click();
  await expect(page.getByTestId('summary-subtotal')).toHaveText('₹149.00');
  await expect(page.getByTestId('summary-delivery')).toHaveText('₹119.00');
  await expect(page.getByTestId('summary-total')).toHaveText('₹268.00');

  await page.getByRole('button', { name: 'Remove Kiwi from cart' }).click();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expect(page.getByTestId('summary-delivery')).toHaveText('₹0.00');
});

test('stored cart lines are refreshed from the catalogue and vanished products dropped', async ({ page }) => {
  await page.goto('/');
  await add(page, 'Kiwi');
  // The stored cart is edited where the app is not running (a plain file of the same site), so
  // the app's own catalogue sync of the line just added cannot write over the edit.
  await page.goto('/robots.txt');
  await page.evaluate(() => {
    const [kiwi] = JSON.parse(localStorage.getItem('cart') ?? '[]') as Record<string, unknown>[];
    const cart = [{ ...kiwi, price: 1 }, { ...kiwi, _id: 'gone', name: 'Vanished', qty: 1 }];
    localStorage.setItem('cart', JSON.stringify(cart));
  });
  await page.goto('/cart');
  await expect(page.getByText('Some items in your cart are no longer available and were removed.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Vanished' })).toHaveCount(0);
  await expect(page.getByTestId('summary-subtotal')).toHaveText('₹149.00');
});
