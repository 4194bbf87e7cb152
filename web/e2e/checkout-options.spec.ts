// Gifts, cash on delivery and paying again (issue 11 parts 3–5) against the real binary with the
// sandbox payment provider: a gift paid in cash from checkout to the packing slip and the recorded
// cash; a closed payment window and Pay pressed again; the owner limiting and turning off cash on
// delivery. Screenshots go to /tmp/shots-checkout-options.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  admin,
  bearer,
  card,
  chooseSlot,
  openAs,
  PLACED_URL,
  placedOrderId,
  screenshotBoth,
  seriousViolations,
  signInByApi,
  type Session,
} from './helpers';

test.describe.configure({ mode: 'serial' });

const SHOTS = '/tmp/shots-checkout-options';
const run = Date.now().toString(36);
let buyers = 0;

interface Buyer extends Session {
  addressId: string;
}

/** A new customer with one saved address in Pune, signed in through the API. */
async function newBuyer(request: APIRequestContext): Promise<Buyer> {
  buyers += 1;
  const email = `gifts.${run}.${buyers}@example.com`;
  const password = 'fresh-fruit-26';
  expect((await request.post('/api/auth/signup', { data: { name: 'Rohan Kulkarni', email, password } })).status()).toBe(201);
  const session = await signInByApi(request, email, password);
  const saved = await request.post('/api/user/addresses', {
    headers: bearer(session),
    data: { name: 'Rohan Kulkarni', mobile: '9822098220', street: '7 Law College Road, Erandwane', city: 'Pune', state: 'Maharashtra', zip: '411004', country: 'India' },
  });
  expect(saved.ok()).toBe(true);
  const [address] = (await (await request.get('/api/user/addresses', { headers: bearer(session) })).json()) as { _id: string }[];
  if (!address) throw new Error('the address was not saved');
  return { ...session, addressId: address._id };
}

/** Signs `buyer` in on this page with their address chosen and an empty cart, fills it and opens checkout. */
async function checkout(page: Page, buyer: Buyer, products: string[]) {
  // Written on a page without the app, so no running app writes its cart back over it.
  await page.goto('/api/health');
  await page.evaluate(({ token, user, addressId }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify(user));
    localStorage.setItem('selectedAddressId', addressId);
    localStorage.setItem('cart', '[]');
  }, buyer);
  await page.goto('/');
  for (const name of products) await card(page, name).getByRole('button', { name: `Add to Cart, ${name}` }).click();
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Proceed to checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
}

const codChoice = (page: Page) => page.getByRole('radio', { name: 'Cash on delivery' });

async function setCod(request: APIRequestContext, enabled: boolean, maxAmount: number | null) {
  const answer = await request.put('/api/admin/settings/checkout', {
    headers: bearer(await admin(request)),
    data: { cashOnDelivery: { enabled, maxAmount } },
  });
  expect(answer.ok()).toBe(true);
}

// Whatever happens, the next specs find the shop's default: cash on delivery up to ₹5,000.
test.afterAll(async ({ request }) => setCod(request, true, 5000));

test('a gift paid in cash: COD due, the packing slip, the cash recorded, then Paid', async ({ page, request }) => {
  test.slow();
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  const buyer = await newBuyer(request);
  await checkout(page, buyer, ['Alphonso Mango', 'Kiwi']);

  // "Is this a gift?" comes first; the address chosen in the cart becomes the billed one.
  await expect(page.getByRole('heading', { name: 'Delivery address' })).toBeVisible();
  await page.getByRole('checkbox', { name: /This order is a gift/ }).check();
  await expect(page.getByRole('heading', { name: 'Your address (billed)' })).toBeVisible();
  await expect(page.getByTestId('delivery-needs-pincode')).toBeVisible();
  const message = page.getByLabel('Gift message (optional)');
  // Pay checks the gift first: the missing recipient is named at its field, and nothing is ordered.
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByRole('textbox', { name: "Recipient's name" })).toBeFocused();
  await expect(page.getByText("Please enter the recipient's name.")).toBeVisible();
  await expect(page.getByText('Please enter a valid 6-digit PIN code.')).toBeVisible();
  await page.getByRole('textbox', { name: "Recipient's name" }).fill('Meera Joshi');
  await page.getByRole('textbox', { name: "Recipient's mobile" }).fill('98220 12345');
  await page.getByRole('textbox', { name: "Recipient's PIN code" }).fill('411001');
  await page.getByRole('textbox', { name: "Recipient's street and house" }).fill('3 Koregaon Park Road');
  await page.getByRole('textbox', { name: "Recipient's city" }).fill('Pune');
  await page.getByRole('textbox', { name: "Recipient's state" }).fill('Maharashtra');
  await expect(page.getByTestId('delivery-needs-pincode')).toBeHidden();
  await chooseSlot(page);
  await message.fill('Happy Diwali, Meera!\nWith love, Rohan');
  await expect(page.getByTestId('gift-message-count')).toHaveText('37/200');
  // From the signed-in customer, and prices off the slip, unless changed.
  await expect(page.getByRole('textbox', { name: 'From (printed on the card)' })).toHaveValue('Rohan Kulkarni');
  await expect(page.getByRole('checkbox', { name: 'Hide prices on the packing slip' })).toBeChecked();

  await expect(codChoice(page)).toBeEnabled();
  await codChoice(page).check();
  const place = page.getByRole('button', { name: 'Place order (Cash on delivery)' });
  await expect(place).toBeVisible();
  await expect(page.getByText(/Please keep ₹1,167\.00 ready in cash/)).toBeVisible();
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await screenshotBoth(page, SHOTS, 'checkout-gift-cod');
  await place.click();

  // No payment window: the order is placed at once.
  await expect(page).toHaveURL(PLACED_URL);
  expect(alerts).toEqual(['Order placed successfully!']);
  const orderId = placedOrderId(page);
  const { orderNumber } = (await (await request.get(`/api/orders/${orderId}`, { headers: bearer(buyer) })).json()) as {
    orderNumber: number;
  };
  // The order just placed opens as a confirmation: where, when, from whom, and what next.
  const placed = page.getByRole('region', { name: 'Thank you! Your order is placed.' });
  await expect(placed.getByTestId('placed-to')).toHaveText('Meera Joshi, 3 Koregaon Park Road, Pune 411001');
  await expect(placed.getByTestId('placed-message')).toHaveText('Happy Diwali, Meera!\nWith love, Rohan');
  await expect(placed.getByTestId('placed-sender')).toHaveText('Rohan Kulkarni');
  await expect(placed.getByTestId('placed-delivery')).toHaveText(/^(Today|Tomorrow|\w{3} \d{1,2} \w{3}), \d{1,2}( am| pm| noon)?–\d{1,2} (am|pm|noon|midnight)$/);
  await expect(placed).toContainText('Please keep ₹1,167.00 ready in cash for the courier.');
  await expect(placed.getByTestId('placed-number')).toHaveText(`#${orderNumber}`);
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await screenshotBoth(page, SHOTS, 'order-placed-confirmation');
  const order = page.getByTestId('order-card');
  await expect(order).toHaveCount(1);
  await expect(order.getByTestId('order-payment')).toHaveText('Cash on delivery · COD due');
  await expect(order.getByTestId('order-gift')).toHaveText('Gift for Meera Joshi');
  await expect(order.getByTestId('order-status')).toHaveText('Pending');
  await order.getByRole('link', { name: `View details of order #${orderNumber}` }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/orders/${orderId}$`));
  await expect(page.getByTestId('detail-payment-method')).toHaveText('Cash on delivery');
  await expect(page.getByTestId('detail-payment-status')).toHaveText('COD due');
  const gift = page.getByRole('region', { name: 'Gift' });
  await expect(gift.getByTestId('gift-recipient')).toHaveText('Meera Joshi');
  await expect(gift.getByTestId('gift-mobile')).toHaveText('9822012345');
  await expect(gift.getByTestId('gift-message')).toHaveText('Happy Diwali, Meera!\nWith love, Rohan');
  await expect(gift.getByTestId('gift-sender')).toHaveText('Rohan Kulkarni');
  await expect(page.getByTestId('address-street')).toHaveText('3 Koregaon Park Road');
  await expect(page.getByTestId('billing-address')).toHaveText('Billed to Rohan Kulkarni, 7 Law College Road, Erandwane, Pune 411004');
  await screenshotBoth(page, SHOTS, 'customer-order-cod-gift');

  // The owner prints the packing slip: the card message, no prices.
  await openAs(page, await admin(request), `/admin/orders/${orderId}`);
  await expect(page.getByRole('region', { name: 'Gift' })).toContainText('Prices hidden');
  await expect(page.getByRole('heading', { name: 'Cash on delivery: ₹1,167.00 to collect' })).toBeVisible();
  await screenshotBoth(page, SHOTS, 'admin-order-cod-gift');
  await page.getByRole('link', { name: 'Packing slip' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${orderId}/packing-slip$`));
  const slip = page.getByRole('article', { name: 'Packing slip' });
  await expect(slip.getByTestId('slip-message')).toHaveText('Happy Diwali, Meera!\nWith love, Rohan');
  await expect(slip.getByTestId('slip-recipient')).toContainText('Meera Joshi');
  await expect(slip.getByTestId('slip-recipient')).toContainText('Mobile: 9822012345');
  // The recipient's door, not the buyer's.
  await expect(slip.getByTestId('slip-recipient')).toContainText('3 Koregaon Park Road');
  await expect(slip.getByTestId('slip-recipient')).toContainText('411001');
  await expect(slip.getByTestId('slip-recipient')).not.toContainText('Law College Road');
  await expect(slip.getByTestId('slip-sender')).toHaveText('From Rohan Kulkarni');
  await expect(slip.getByTestId('slip-delivery')).toContainText('Delivery: ');
  await expect(slip.getByTestId('slip-item')).toHaveText([/Alphonso Mango\s*1/, /Kiwi\s*1/]);
  await expect(slip).not.toContainText('₹');
  await expect(slip).toContainText(`#${orderNumber}`);
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await screenshotBoth(page, SHOTS, 'packing-slip');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(slip).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/packing-slip-print.png`, fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  // The courier brought the cash: the owner records it after confirming.
  await page.getByRole('link', { name: 'Back to order' }).click();
  await page.getByRole('button', { name: 'Record cash received' }).click();
  await expect(page.getByRole('button', { name: 'Record cash received' })).toHaveCount(0);
  expect(alerts.at(-1)).toBe(`Record ₹1,167.00 received in cash for order #${orderNumber}? The order becomes Paid.`);
  await expect(page.getByRole('region', { name: 'Summary' })).toContainText('Paid');
  await expect(page.getByRole('region', { name: 'Summary' })).toContainText('Processing');

  await openAs(page, buyer, `/profile/orders/${orderId}`);
  await expect(page.getByTestId('detail-payment-status')).toHaveText('Paid');
  await expect(page.getByTestId('detail-payment-method')).toHaveText('Cash on delivery');
  await expect(page.getByTestId('detail-status')).toHaveText('Processing');
});

test('on a phone the total and the Pay button stay on screen at every step of checkout', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const buyer = await newBuyer(request);
  await checkout(page, buyer, ['Alphonso Mango']);
  const pay = page.getByRole('button', { name: /^Pay ₹/ });
  const onScreen = async () => {
    const box = await pay.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(844);
  };
  await onScreen();
  await expect(page.getByTestId('checkout-bar-total')).toContainText('₹');
  await page.getByRole('checkbox', { name: /This order is a gift/ }).check();
  await page.getByRole('textbox', { name: "Recipient's state" }).scrollIntoViewIfNeeded();
  await onScreen();
  await page.mouse.wheel(0, 5000);
  await onScreen();
  // Nothing scrolls sideways on the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SHOTS}/checkout-phone-sticky-pay.png` });
});

test('closing the payment window and pressing Pay again pays one order', async ({ page, request }) => {
  const buyer = await newBuyer(request);
  await checkout(page, buyer, ['Kiwi']);
  const pay = page.getByRole('button', { name: 'Pay ₹268.00' });
  await chooseSlot(page);
  await pay.click();
  await expect(page.getByTestId('sandbox-checkout')).toBeVisible();
  await page.locator('#sandbox-cancel').click();
  await expect(page.getByRole('status').filter({ hasText: 'Payment cancelled' })).toBeVisible();

  await pay.click();
  await expect(page.getByTestId('sandbox-checkout')).toContainText('₹268.00');
  await page.locator('#sandbox-pay').click();
  await expect(page).toHaveURL(PLACED_URL);
  await expect(page.getByTestId('order-card')).toHaveCount(1);
  await expect(page.getByTestId('order-card').getByTestId('order-status')).toHaveText('Processing');
  const mine = (await (await request.get('/api/orders', { headers: bearer(buyer) })).json()) as { paymentStatus: string }[];
  expect(mine).toEqual([expect.objectContaining({ paymentStatus: 'paid' })]);
});

test('the owner limits and turns off cash on delivery; the product page and checkout follow', async ({ page, request }) => {
  await openAs(page, await admin(request), '/admin/dashboard');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Checkout', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout settings' })).toBeVisible();
  const toggle = page.getByRole('switch', { name: 'Cash on delivery' });
  const limit = page.getByRole('textbox', { name: 'Largest order total for cash (₹)' });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(limit).toHaveValue('5000');
  await limit.fill('0');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText(/must be an amount above ₹0/)).toBeVisible();
  await limit.fill('100');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Checkout settings saved.')).toBeVisible();
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await screenshotBoth(page, SHOTS, 'checkout-settings');

  const kiwi = (await (await request.get('/api/products')).json()) as { _id: string; name: string }[];
  const kiwiId = kiwi.find((p) => p.name === 'Kiwi')!._id;
  await page.goto(`/product/${kiwiId}`);
  await expect(page.getByText('COD Available', { exact: true })).toBeVisible();
  await expect(page.getByText('on orders up to ₹100.00')).toBeVisible();
  const buyer = await newBuyer(request);
  await checkout(page, buyer, ['Kiwi']);
  await expect(codChoice(page)).toBeDisabled();
  await expect(codChoice(page)).toHaveAccessibleDescription('Available on orders up to ₹100.00');

  await openAs(page, await admin(request), '/admin/settings/checkout');
  await page.getByRole('switch', { name: 'Cash on delivery' }).click();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Checkout settings saved.')).toBeVisible();
  await page.goto(`/product/${kiwiId}`);
  await expect(page.getByText('Pay online securely')).toBeVisible();
  await expect(page.getByText('COD Available')).toHaveCount(0);
  await checkout(page, buyer, ['Kiwi']);
  await expect(codChoice(page)).toBeDisabled();
  await expect(codChoice(page)).toHaveAccessibleDescription('Not available at the moment.');
  await expect(page.getByRole('button', { name: 'Pay ₹268.00' })).toBeVisible();

  // Back to the shop's default, through the screen.
  await openAs(page, await admin(request), '/admin/settings/checkout');
  await page.getByRole('switch', { name: 'Cash on delivery' }).click();
  await page.getByRole('textbox', { name: 'Largest order total for cash (₹)' }).fill('5000');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Checkout settings saved.')).toBeVisible();
  expect(((await (await request.get('/api/config')).json()) as { cashOnDelivery: unknown }).cashOnDelivery).toEqual({ enabled: true, maxAmount: 5000 });
});
