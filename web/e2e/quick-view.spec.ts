import { expect, test } from '@playwright/test';
import { card } from './helpers';

test('quick view appears on hover, opens from the keyboard and closes with Escape', async ({ page }) => {
  await page.goto('/');
  const kiwi = card(page, 'Kiwi');
  const quick = kiwi.getByRole('button', { name: 'Quick view, Kiwi' });
  await kiwi.hover();
  await expect(quick).toHaveCSS('opacity', '1');

  await quick.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Kiwi' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Add to Cart, Kiwi' }).click();
  await expect(dialog.getByRole('group', { name: 'Quantity of Kiwi' })).toContainText('1');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(quick).toBeFocused();
  await expect(kiwi.getByRole('group', { name: 'Quantity of Kiwi' })).toContainText('1');

  await quick.click();
  await page.getByRole('dialog', { name: 'Kiwi' }).getByRole('link', { name: 'View Full Details' }).click();
  await expect(page).toHaveURL(/\/product\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kiwi' })).toBeVisible();
});
