// Checkout that fits a phone (issue 26, part 4) at 390×844 against the real binary: a new
// customer's guest order from the home page to the sandbox's Pay, counting taps and typed fields
// and checking that "Proceed to checkout" and Pay are on screen at every step; the PIN code filling
// city and state; no slot chosen for a new customer, and Pay pressed without one bringing the slots
// into view; the same customer coming back to their address and slot already chosen; the gift form
// on a phone. The figures go to {SHOTS}/taps.json, the screenshots to SHOTS.
import { writeFileSync, mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { card, seriousViolations } from './helpers';

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const SHOTS = '/tmp/shots-checkout-phone';
const HEIGHT = 844;
const run = Date.now().toString(36);

/** Taps and typed fields of one journey. */
class Journey {
  taps = 0;
  typed = 0;
  steps: string[] = [];
  async tap(target: Locator, what: string) {
    await target.scrollIntoViewIfNeeded();
    await target.tap();
    this.taps += 1;
    this.steps.push(`tap ${what}`);
  }
  async type(target: Locator, value: string, what: string) {
    await this.tap(target, what);
    await target.fill(value);
    this.typed += 1;
  }
}

/** The element is wholly on screen, without scrolling (once a smooth scroll has ended). */
async function expectOnScreen(target: Locator) {
  await expect
    .poll(async () => {
      const box = await target.boundingBox();
      return box !== null && box.y >= 0 && box.y + box.height <= HEIGHT;
    }, { message: 'on screen' })
    .toBe(true);
}

function acceptDialogs(page: Page): string[] {
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  return messages;
}

const figures: Record<string, unknown> = {};

test.afterAll(() => {
  mkdirSync(SHOTS, { recursive: true });
  writeFileSync(`${SHOTS}/taps.json`, JSON.stringify(figures, null, 2));
});

test("a new customer's order on a phone: PIN code first, a visible slot choice, Pay always in view; back again, all is chosen", async ({ page }) => {
  test.slow();
  mkdirSync(SHOTS, { recursive: true });
  const alerts = acceptDialogs(page);
  const first = new Journey();
  await page.goto('/');
  await first.tap(card(page, 'Kiwi').getByRole('button', { name: 'Add to Cart, Kiwi' }), 'Add to Cart');
  await first.tap(page.getByRole('link', { name: /^Cart, 1 item/ }).first(), 'cart');

  // The cart: the total above "Proceed to checkout", both on screen on arrival.
  const proceed = page.getByRole('button', { name: 'Proceed to checkout' });
  await expect(page.getByRole('heading', { name: 'Delivery address' })).toBeVisible();
  await expectOnScreen(proceed);
  await expectOnScreen(page.getByTestId('cart-bar-total'));
  await expect(page.getByTestId('cart-bar-total')).toContainText('₹268.00');
  const summaryTotal = await page.getByTestId('summary-total').boundingBox();
  expect(summaryTotal!.y).toBeLessThan((await proceed.boundingBox())!.y);
  await page.screenshot({ path: `${SHOTS}/cart-phone.png` });
  await page.screenshot({ path: `${SHOTS}/cart-phone-full.png`, fullPage: true });

  // Name, email, mobile and PIN code; the PIN code fills the city and state.
  await first.type(page.getByLabel('Full name'), 'Meera Joshi', 'name');
  await first.type(page.getByLabel('Email', { exact: true }), `phone.${run}@example.com`, 'email');
  await first.type(page.getByLabel('Mobile'), '9876543210', 'mobile');
  await first.type(page.getByLabel('Zip (PIN code)'), '411004', 'PIN code');
  await expect(page.getByLabel('City')).toHaveValue('Pune');
  await expect(page.getByLabel('State')).toHaveValue('Maharashtra');
  await expect(page.getByLabel('Country')).toHaveValue('India');
  await first.type(page.getByLabel('Street (house, street, area)'), '21 Prabhat Road, Deccan Gymkhana', 'street');
  await expectOnScreen(proceed);
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await first.tap(proceed, 'Proceed to checkout');

  // Checkout: Pay on screen; no slot chosen for a new customer, and the section asks for one.
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  const pay = page.getByRole('button', { name: 'Pay ₹268.00' });
  await expectOnScreen(pay);
  const prompt = page.getByTestId('slot-prompt');
  await expect(prompt).toHaveText('Please choose a delivery slot.');
  await expect(page.locator('[data-slot-radio]:checked')).toHaveCount(0);
  const payOnArrival = { scrollYToSeePay: 0, payBox: await pay.boundingBox() };
  await page.screenshot({ path: `${SHOTS}/checkout-phone.png` });
  await page.screenshot({ path: `${SHOTS}/checkout-phone-full.png`, fullPage: true });

  // Pay without a slot: the first free slot comes into view with the cursor in it; nothing is ordered.
  await pay.tap();
  const firstFree = page.locator('[data-slot-radio]:not(:disabled)').first();
  await expect(firstFree).toBeFocused();
  await expectOnScreen(firstFree);
  await expectOnScreen(pay);
  await expect(page.getByTestId('sandbox-checkout')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/checkout-phone-slot-asked.png` });

  await first.tap(firstFree, 'slot');
  await expect(prompt).toHaveCount(0);
  await expect(page.getByTestId('slot-choice-words')).toHaveText(
    /^Delivery: (Today|Tomorrow|\w{3} \d{1,2} \w{3}), \d{1,2}( am| pm| noon| midnight)?–\d{1,2} (am|pm|noon|midnight)$/,
  );
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/checkout-phone-slot-chosen.png` });
  await first.tap(pay, 'Pay');
  await expect(page.getByTestId('sandbox-checkout')).toBeVisible();
  figures.newCustomer = { taps: first.taps, typedFields: first.typed, steps: first.steps, payOnArrival };
  await page.locator('#sandbox-pay').tap();
  await expect(page).toHaveURL(/\/profile\/orders(\?|$)/);
  expect(alerts).toEqual(['Order placed successfully!']);

  // Back again on this device: the address and the slot are chosen; Add, cart, Proceed, Pay.
  const again = new Journey();
  await page.goto('/');
  await again.tap(card(page, 'Kiwi').getByRole('button', { name: 'Add to Cart, Kiwi' }), 'Add to Cart');
  await again.tap(page.getByRole('link', { name: /^Cart, 1 item/ }).first(), 'cart');
  await expect(page.getByRole('radio', { name: /21 Prabhat Road/ })).toBeChecked();
  await again.tap(proceed, 'Proceed to checkout');
  await expect(page.locator('[data-slot-radio]:checked')).toHaveCount(1);
  await expect(page.getByTestId('slot-choice-words')).toBeVisible();
  await expectOnScreen(pay);
  await page.screenshot({ path: `${SHOTS}/checkout-phone-returning.png` });
  await again.tap(pay, 'Pay');
  await expect(page.getByTestId('sandbox-checkout')).toBeVisible();
  figures.returningCustomer = { taps: again.taps, typedFields: again.typed, steps: again.steps };
  await page.locator('#sandbox-cancel').tap();
});

test('a gift on a phone: the recipient\'s PIN code fills city and state, Pay stays in view', async ({ page }) => {
  mkdirSync(SHOTS, { recursive: true });
  acceptDialogs(page);
  await page.goto('/');
  await card(page, 'Alphonso Mango').getByRole('button', { name: 'Add to Cart, Alphonso Mango' }).tap();
  await page.goto('/cart');
  // "Is this a gift?" comes before any address: the address asked next is the buyer's own.
  await page.getByRole('radio', { name: 'Yes, send it to someone else' }).tap();
  await expect(page.getByRole('heading', { name: 'Your details (for the bill)' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/cart-gift-first-phone.png` });
  await page.getByLabel('Full name').fill('Rohan Kulkarni');
  await page.getByLabel('Email', { exact: true }).fill(`gift.${run}@example.com`);
  await page.getByLabel('Mobile').fill('9822012345');
  await page.getByLabel('Zip (PIN code)').fill('411004');
  await page.getByLabel('Street (house, street, area)').fill('7 Law College Road, Erandwane');
  await page.getByRole('button', { name: 'Proceed to checkout' }).tap();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();

  // Checkout opens with the gift's part already open.
  await expect(page.getByRole('checkbox', { name: /This order is a gift/ })).toBeChecked();
  await page.getByRole('textbox', { name: "Recipient's name" }).fill('Meera Joshi');
  await page.getByRole('textbox', { name: "Recipient's mobile" }).fill('9822098220');
  await page.getByRole('textbox', { name: "Recipient's PIN code" }).fill('411001');
  await expect(page.getByRole('textbox', { name: "Recipient's city" })).toHaveValue('Pune');
  await expect(page.getByRole('textbox', { name: "Recipient's state" })).toHaveValue('Maharashtra');
  await page.getByRole('textbox', { name: "Recipient's street and house" }).fill('3 Koregaon Park Road');
  const pay = page.getByRole('button', { name: /^Pay ₹/ });
  await expectOnScreen(pay);
  await page.getByRole('textbox', { name: "Recipient's name" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/checkout-gift-phone.png` });
  await page.screenshot({ path: `${SHOTS}/checkout-gift-phone-full.png`, fullPage: true });
  await page.mouse.wheel(0, 5000);
  await expectOnScreen(pay);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // A desktop keeps the summary beside the form.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByTestId('checkout-summary')).toHaveCSS('position', 'sticky');
  await page.screenshot({ path: `${SHOTS}/checkout-gift-desktop.png` });
  await page.goto('/cart');
  await expect(page.getByTestId('cart-bar')).toHaveCSS('position', 'static');
  await page.screenshot({ path: `${SHOTS}/cart-desktop.png`, fullPage: true });
});
