import { expect, test } from '@playwright/test';

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the toggle opens a full-screen menu that Escape closes', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    const box = await menu.boundingBox();
    expect(box?.width ?? 0).toBeCloseTo(390, 0);
    expect(box?.height ?? 0).toBeCloseTo(844, 0);
    await expect(menu.getByRole('link')).toHaveText(['Tokri', 'Home', 'About', 'Login', 'Signup']);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  });

  test('signed in, the menu offers Profile and Logout, and Logout signs out', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      localStorage.setItem('token', 'not-a-real-token');
      localStorage.setItem(
        'user',
        JSON.stringify({ _id: 'u', name: 'Asha', email: 'asha@example.com', role: 'customer', createdAt: '2026-01-01T00:00:00Z' }),
      );
    });
    await page.reload();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link')).toHaveText(['Tokri', 'Home', 'About', 'Profile', 'Logout']);
    await menu.getByRole('link', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([null, null]);
  });
});

test('the desktop bar is at least 80px high and highlights the active link', async ({ page }) => {
  await page.goto('/about');
  const bar = page.getByRole('navigation', { name: 'Main' });
  expect((await bar.boundingBox())?.height).toBeGreaterThanOrEqual(80);
  await expect(bar.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
});

test('the shop is usable from the keyboard', async ({ page }) => {
  await page.goto('/');
  // Once the home screen has rendered: a key pressed while its lazy chunk still loads lands
  // before the page it is meant for.
  await expect(page.getByRole('heading', { name: 'Our Fresh Products' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  // Tab until the first product's add button has focus, then use it.
  const add = page.getByRole('button', { name: 'Add to Cart, Alphonso Mango', exact: true });
  for (let i = 0; i < 60 && !(await add.evaluate((el) => el === document.activeElement)); i += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(add).toBeFocused();
  const outline = await add.evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(outline).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('group', { name: 'Quantity of Alphonso Mango' }).first()).toContainText('1');
});

test('guarded screens redirect visitors', async ({ page }) => {
  await page.goto('/profile/orders');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/admin/products');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('an unknown page says Page not found with a link home', async ({ page }) => {
  await page.goto('/returns-and-exchanges');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page.getByRole('heading', { name: 'Our Fresh Products' })).toBeVisible();
});

test('about shows the story and contact details from the server', async ({ page, request }) => {
  const config = (await (await request.get('/api/config')).json()) as { shop: { phone: string; email: string } };
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About Tokri' })).toBeVisible();
  await expect(page.getByText(/Pune, Maharashtra/).first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: config.shop.phone })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: config.shop.email })).toBeVisible();
});

test('an unknown /api path answers JSON 404', async ({ request }) => {
  const response = await request.get('/api/definitely-not-here');
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toContain('application/json');
  expect(await response.json()).toHaveProperty('message');
});
