// Issue 26: no page scrolls sideways on a 360 px phone. One page visits every storefront, account
// and admin route of src/app/router.tsx, in the light and the dark theme, and holds the page's
// width to the screen's; a failure names the route and the elements that stick out.
import { expect, test, type Page } from '@playwright/test';
import { admin, bearer, deliverySlot, openAs, productId, signInByApi, type Session } from './helpers';

const run = Date.now().toString(36);
const buyer = { name: 'Kavya Joshi', email: `sideways.${run}@example.com`, password: 'fresh-fruit-26' };

test.use({ viewport: { width: 360, height: 740 } });

/** The page's width against the screen's, with what sticks out past the right edge. */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth <= width) return { scrollWidth, width, wide: [] };
    const wide = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => el.getBoundingClientRect().right > width + 0.5 && el.getClientRects().length > 0)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${String(el.className).split(' ').slice(0, 4).join('.')}`);
    return { scrollWidth, width, wide };
  });
}

/**
 * Opens `path` inside the app (the router follows a pushed address: no reload, which keeps the
 * run short), waits for its heading and data, and checks it fits the screen. The screen before is
 * marked so that the wait is for the new screen's heading: two routes in a row must not share
 * a screen.
 */
async function fits(page: Page, path: string, theme: string) {
  await page.evaluate((to) => {
    for (const heading of document.querySelectorAll('h1')) heading.setAttribute('data-left', '');
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page.locator('h1:not([data-left])').first(), `${path} shows its heading`).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  const { scrollWidth, width, wide } = await overflow(page);
  expect.soft(scrollWidth, `${path} (${theme}) scrolls sideways past: ${wide.join(', ')}`).toBeLessThanOrEqual(width);
}

test('no storefront, account or admin page scrolls sideways at 360 px, light and dark', async ({ page, request }) => {
  test.setTimeout(90_000);
  const categories = (await (await request.get('/api/categories')).json()) as { slug: string }[];
  const products = (await (await request.get('/api/products')).json()) as { _id: string; variants?: unknown[] }[];
  // A plain product and one sold in packs (its variant chips), and a category.
  const product = products[0]._id;
  const packed = (products.find((p) => (p.variants?.length ?? 0) > 1) ?? products[0])._id;
  const category = categories[0].slug;
  expect((await request.post('/api/auth/signup', { data: buyer })).status()).toBe(201);
  const customer: Session = await signInByApi(request, buyer.email, buyer.password);
  const placed = await request.post('/api/orders', {
    headers: bearer(customer),
    data: {
      // A product no other spec counts, its stock untracked: the unpaid order holds nothing.
      cart: [{ _id: await productId(request, 'Robusta Banana'), qty: 1 }],
      shippingAddress: {
        name: buyer.name,
        mobile: '9822012345',
        street: 'Flat 4, Sai Krupa, Prabhat Road',
        city: 'Pune',
        state: 'Maharashtra',
        zip: '411004',
        country: 'India',
      },
      delivery: await deliverySlot(request),
    },
  });
  expect(placed.ok()).toBe(true);
  const orderId = ((await placed.json()) as { orderDocId: string }).orderDocId;
  const owner = await admin(request);

  // Two routes in a row never share a screen (see `fits`).
  const storefront = [
    '/',
    `/product/${product}`,
    `/category/${category}`,
    '/products',
    `/product/${packed}`,
    `/c/${category}`,
    '/categories',
    '/about',
    '/contact',
    '/faq',
    '/shipping',
    '/privacy',
    '/terms',
    '/reset-password?token=0123456789abcdef',
    '/login',
    '/signup',
    '/reset-password',
    '/forgot-password',
    '/admin/login',
    '/no-such-page',
  ];
  const account = ['/profile', '/profile/favourites', '/profile/orders', `/profile/orders/${orderId}`, '/profile/addresses', '/profile/settings'];
  const adminArea = [
    '/admin/dashboard',
    '/admin/profile',
    '/admin/categories',
    '/admin/banners',
    '/admin/products',
    '/admin/products/new',
    `/admin/products/edit/${product}`,
    '/admin/orders',
    `/admin/orders/${orderId}`,
    `/admin/orders/${orderId}/packing-slip`,
    '/admin/deliveries',
    '/admin/invoice-settings',
    '/admin/delivery',
    '/admin/delivery/pincodes',
    '/admin/pages',
    '/admin/pages/faq',
    '/admin/settings/checkout',
    '/admin/no-such-page',
  ];

  for (const theme of ['light', 'dark']) {
    await page.goto('/about');
    await page.evaluate((t) => {
      localStorage.clear();
      localStorage.setItem('theme', t);
    }, theme);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
    for (const path of storefront) await fits(page, path, theme);
    // The cart, empty and with a product in it.
    await fits(page, '/cart', theme);
    await page.goto('/');
    await page.getByRole('button', { name: /^Add to Cart, / }).first().click();
    await fits(page, '/cart', theme);

    await openAs(page, customer, '/about');
    for (const path of account) await fits(page, path, theme);

    await openAs(page, owner, '/about');
    for (const path of adminArea) await fits(page, path, theme);
  }
});
