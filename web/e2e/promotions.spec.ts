// Promotions on the customer's side (issue 21) against the real binary, on a phone (390×844): a
// coupon made through the admin API, applied in the cart in lower case (an unknown code first says
// so and stays in the box to fix), the saving line and the total lower by the coupon's 10%; the
// coupon carried to checkout and the order, and the discount on the order placed. The screenshot
// of the cart with the coupon applied goes to /tmp/promo/cart-coupon-phone.png. An automatic offer
// for one product shows as a badge on its card and page, readable in both themes on a 360 px phone
// (it is switched off again at the end, so later specs price the demo as before).
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { admin, bearer, card, PLACED_URL, productId, seriousViolations } from './helpers';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const SHOTS = '/tmp/promo';
const CODE = 'PHONE10';
const run = Date.now().toString(36);

/** "₹1,234.50" → 1234.5 */
function rupees(text: string | null): number {
  const digits = (text ?? '').replace(/[^0-9.]/g, '');
  expect(digits, `an amount in "${text}"`).not.toBe('');
  return Number(digits);
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** A PromotionInput: a percent off everything, changed by `fields`. */
function promotion(fields: Record<string, unknown>) {
  return {
    code: null,
    title: '',
    kind: 'percent',
    percent: 10,
    amount: null,
    maxDiscount: null,
    minSubtotal: null,
    startsAt: null,
    endsAt: null,
    maxUses: null,
    maxUsesPerCustomer: null,
    firstOrderOnly: false,
    scope: 'all',
    targets: [] as string[],
    active: true,
    ...fields,
  };
}

async function amount(page: Page, testId: string): Promise<number> {
  return rupees(await page.getByTestId(testId).first().textContent());
}

test('applying a coupon on the phone', async ({ page, request }) => {
  test.slow();
  mkdirSync(SHOTS, { recursive: true });
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });

  // The shop makes the coupon: 10% off everything.
  const session = await admin(request);
  const created = await request.post('/api/admin/promotions', {
    headers: bearer(session),
    data: promotion({ code: CODE, title: '10% off on your phone', percent: 10 }),
  });
  expect(created.status(), await created.text()).toBe(201);

  // A customer puts Kiwi in the cart and opens it.
  await page.goto('/');
  await card(page, 'Kiwi').getByRole('button', { name: 'Add to Cart, Kiwi' }).tap();
  await page.getByRole('link', { name: /^Cart, 1 item/ }).first().tap();
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  await expect(page.getByTestId('summary-delivery-note')).toHaveText('Free delivery from ₹1,999 after discounts');
  const subtotal = await amount(page, 'summary-subtotal');
  await expect(page.getByTestId('summary-total')).not.toHaveText('');
  const before = await amount(page, 'summary-total');
  await expect(page.getByTestId('summary-discount')).toHaveCount(0);

  // An unknown code: the server's words under the box, the code left in it to fix.
  const field = page.getByRole('textbox', { name: 'Coupon code' });
  await field.scrollIntoViewIfNeeded();
  await expect(field).toHaveAttribute('autocapitalize', 'characters');
  await field.fill('nosuch99');
  await page.getByRole('button', { name: 'Apply' }).tap();
  await expect(page.getByTestId('coupon-problem')).toHaveText('This coupon code is not valid.');
  await expect(field).toHaveValue('NOSUCH99');
  expect(await amount(page, 'summary-total')).toBe(before);

  // The right code, typed in lower case.
  await field.fill('phone10');
  await page.getByRole('button', { name: 'Apply' }).tap();
  const saving = round2(subtotal * 0.1);
  await expect(page.getByTestId('coupon-applied')).toHaveText(new RegExp(`^Coupon ${CODE} applied — you save ₹`));
  const line = page.getByTestId('summary-discount');
  await expect(line).toHaveCount(1);
  await expect(line.getByRole('term')).toHaveText(`Coupon ${CODE}`);
  expect(rupees(await line.getByRole('definition').textContent())).toBe(saving);
  expect(rupees((await page.getByTestId('coupon-applied').textContent())!.split('you save')[1] ?? '')).toBe(saving);
  await expect.poll(() => amount(page, 'summary-total')).toBe(round2(before - saving));
  await expect(page.getByTestId('cart-bar-total')).toContainText(await page.getByTestId('summary-total').textContent() ?? 'no total');
  expect(await page.evaluate(() => localStorage.getItem('tokri.coupon'))).toBe(CODE);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousViolations(page, 'main')).toEqual([]);

  // The summary with the coupon, on the phone.
  await page.getByRole('heading', { name: 'Order summary' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/cart-coupon-phone.png` });
  await page.screenshot({ path: `${SHOTS}/cart-coupon-phone-full.png`, fullPage: true });

  // A reload keeps the coupon.
  await page.reload();
  await expect(page.getByTestId('coupon-applied')).toHaveText(new RegExp(`^Coupon ${CODE} applied`));
  await expect.poll(() => amount(page, 'summary-total')).toBe(round2(before - saving));

  // Guest checkout: the coupon goes along.
  await page.getByLabel('Full name').fill('Kavya Rao');
  await page.getByLabel('Email', { exact: true }).fill(`coupon.${run}@example.com`);
  await page.getByLabel('Mobile').fill('9876543210');
  await page.getByLabel('Zip (PIN code)').fill('411004');
  await expect(page.getByLabel('City')).toHaveValue('Pune');
  await page.getByLabel('Street (house, street, area)').fill('21 Prabhat Road, Deccan Gymkhana');
  await page.getByRole('button', { name: 'Proceed to checkout' }).tap();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();

  const totals = page.getByTestId('checkout-totals-card');
  await expect(totals.getByTestId('checkout-phone-discount')).toHaveCount(1);
  expect(rupees(await totals.getByTestId('checkout-phone-discount').getByRole('definition').textContent())).toBe(saving);
  await expect(totals.getByTestId('coupon-applied')).toHaveText(new RegExp(`^Coupon ${CODE} applied`));
  const checkoutTotal = await totals.getByTestId('checkout-phone-total').textContent();
  const pay = page.getByRole('button', { name: `Pay ${checkoutTotal}` });
  await expect(pay).toBeVisible();
  await totals.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/checkout-coupon-phone.png` });

  const slots = page.locator('[data-slot-radio]:not(:disabled)');
  if ((await slots.count()) > 0) await slots.first().check();
  await pay.tap();
  await expect(page.getByTestId('sandbox-checkout')).toBeVisible();
  await page.locator('#sandbox-pay').tap();
  await expect(page).toHaveURL(PLACED_URL);
  expect(alerts).toEqual(['Order placed successfully!']);

  // The order placed carries the discount; the coupon is forgotten on this device.
  const placed = page.getByTestId('placed-order');
  await expect(placed.getByTestId('placed-discount')).toHaveCount(1);
  await expect(placed.getByTestId('placed-discount')).toContainText(`Coupon ${CODE}`);
  expect(rupees((await placed.getByTestId('placed-discount').textContent())!.replace(`Coupon ${CODE}`, ''))).toBe(saving);
  await expect(placed.getByTestId('placed-total')).toContainText(checkoutTotal ?? 'no total');
  expect(await page.evaluate(() => localStorage.getItem('tokri.coupon'))).toBeNull();
  await placed.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/order-coupon-phone.png`, fullPage: true });
});

test("an automatic offer's badge on its product card and page, on a 360 px phone in both themes", async ({ page, request }) => {
  // Two themes, each with two pages, axe checks and a screenshot.
  test.setTimeout(90_000);
  const session = await admin(request);
  const kiwi = await productId(request, 'Kiwi');
  const input = promotion({ title: 'Kiwi week: 20% off', percent: 20, scope: 'products', targets: [kiwi] });
  const created = await request.post('/api/admin/promotions', { headers: bearer(session), data: input });
  expect(created.status(), await created.text()).toBe(201);
  const { _id: id } = (await created.json()) as { _id: string };
  try {
    await page.setViewportSize({ width: 360, height: 780 });
    for (const theme of ['light', 'dark']) {
      await page.goto('/about');
      await page.evaluate((value) => localStorage.setItem('theme', value), theme);
      await page.goto('/');
      const badge = card(page, 'Kiwi').getByTestId('offer-badge');
      await expect(badge).toHaveText('Offer: Kiwi week: 20% off');
      await expect(card(page, 'Shimla Apple').getByTestId('offer-badge')).toHaveCount(0);
      // Over the picture: the card's rooms do not move, and two cards still share a row.
      const overhang = await badge.evaluate((element) => {
        const picture = element.closest('ul')!.parentElement!.getBoundingClientRect();
        const own = element.getBoundingClientRect();
        return Math.max(picture.top - own.top, own.bottom - picture.bottom, picture.left - own.left, own.right - picture.right);
      });
      expect(overhang, 'the badge stays inside the picture').toBeLessThanOrEqual(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await badge.scrollIntoViewIfNeeded();
      expect(await seriousViolations(page, 'main')).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/offer-badge-${theme}-phone.png` });

      await page.goto(`/product/${kiwi}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Kiwi' })).toBeVisible();
      await expect(page.getByTestId('offer-badge').first()).toHaveText('Offer: Kiwi week: 20% off');
      expect(await seriousViolations(page, 'main')).toEqual([]);
    }
  } finally {
    const off = await request.put(`/api/admin/promotions/${id}`, { headers: bearer(session), data: { ...input, active: false } });
    expect(off.ok(), await off.text()).toBe(true);
  }
});
