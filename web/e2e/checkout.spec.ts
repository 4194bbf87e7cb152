// Checkout, payments and orders against the real binary with the sandbox payment provider:
// guest and signed-in checkout, the sandbox's Pay, Fail and Cancel, the redirects of /checkout,
// the proceed alerts, and the orders list and detail that follow.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { card, chooseSlot, PLACED_URL, placedOrderId } from './helpers';

interface Address {
  _id: string;
  name: string;
  mobile: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  country: string;
}

const DATE_TIME = /^[A-Z][a-z]{2} \d{1,2}, \d{4} \d{1,2}:\d{2} (AM|PM)$/;

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

const guestFields = {
  name: 'Full name',
  email: 'Email',
  mobile: 'Mobile',
  street: 'Street (house, street, area)',
  city: 'City',
  state: 'State',
  zip: 'Zip (PIN code)',
  country: 'Country',
} as const;

/** Every alert, confirm or prompt of the page, accepted. */
function dialogs(page: Page): string[] {
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  return messages;
}

async function add(page: Page, name: string) {
  await card(page, name).getByRole('button', { name: `Add to Cart, ${name}` }).click();
}

function cartLink(page: Page) {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Cart, / });
}

async function fillGuest(page: Page, values: Record<keyof typeof guestFields, string>) {
  for (const [field, label] of Object.entries(guestFields) as [keyof typeof guestFields, string][]) {
    await page.getByLabel(label, { exact: true }).fill(values[field]);
  }
}

/** A registered customer with one saved address, made through the API. */
async function customer(request: APIRequestContext) {
  const email = `buyer${unique()}@example.com`;
  const password = 'secret123';
  expect((await request.post('/api/auth/signup', { data: { name: 'Rohan Kulkarni', email, password } })).ok()).toBe(true);
  const login = await request.post('/api/auth/login', { data: { email, password } });
  expect(login.ok()).toBe(true);
  const { token, user } = (await login.json()) as { token: string; user: Record<string, unknown> };
  const created = await request.post('/api/user/addresses', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      name: 'Rohan Kulkarni',
      mobile: '9822012345',
      street: '7 Law College Road, Erandwane',
      city: 'Pune',
      state: 'Maharashtra',
      zip: '411004',
      country: 'India',
    },
  });
  expect(created.ok()).toBe(true);
  const [address] = (await (
    await request.get('/api/user/addresses', { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as Address[];
  if (!address) throw new Error('the address was not saved');
  return { token, user, email, address };
}

async function signIn(page: Page, session: { token: string; user: Record<string, unknown> }) {
  await page.addInitScript(
    ([token, user]) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', user);
    },
    [session.token, JSON.stringify(session.user)] as const,
  );
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .include('main')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
}

test('a guest checks out, pays in the sandbox and follows the order', async ({ page }) => {
  // A long journey with four accessibility scans.
  test.slow();
  const alerts = dialogs(page);
  const email = `guest${unique()}@example.com`;
  await page.goto('/');
  await add(page, 'Kiwi');
  await card(page, 'Kiwi').getByRole('button', { name: 'Increase quantity of Kiwi' }).click();
  await add(page, 'Shimla Apple');
  await cartLink(page).click();

  await expect(page.getByRole('heading', { name: 'Delivery address' })).toBeVisible();
  await fillGuest(page, {
    name: '  Meera Joshi ',
    email: ` ${email} `,
    mobile: '9876543210',
    street: '21 Prabhat Road, Deccan Gymkhana',
    city: 'Pune',
    state: 'Maharashtra',
    zip: '411004',
    country: 'India',
  });
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Proceed to checkout' }).click();

  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  const address = page.getByTestId('checkout-address');
  await expect(address).toContainText('Meera Joshi');
  await expect(address).toContainText('21 Prabhat Road, Deccan Gymkhana');
  await expect(address).toContainText('Pune, Maharashtra 411004');
  await expect(address).toContainText('9876543210');
  await expect(page.getByRole('heading', { name: 'Kiwi' })).toBeVisible();
  await expect(page.getByText('2 × ₹149')).toBeVisible();
  await expect(page.getByTestId('checkout-subtotal')).toHaveText('₹517.00');
  await expect(page.getByTestId('checkout-delivery')).toHaveText('₹119.00');
  await expect(page.getByTestId('checkout-total')).toHaveText('₹636.00');
  expect(await seriousViolations(page)).toEqual([]);
  // The guest session is stored.
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}') as { role?: string })).toMatchObject({
    role: 'guest',
  });

  await chooseSlot(page);
  await page.getByRole('button', { name: 'Pay ₹636.00' }).click();
  const sandbox = page.getByTestId('sandbox-checkout');
  await expect(sandbox).toBeVisible();
  await expect(sandbox).toContainText('₹636.00 INR');
  await expect(sandbox).toContainText(`Meera Joshi · ${email} · 9876543210`);
  await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  await page.locator('#sandbox-pay').click();

  await expect(page).toHaveURL(PLACED_URL);
  expect(alerts).toEqual(['Order placed successfully!']);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');
  expect(await page.evaluate(() => localStorage.getItem('selectedAddressId'))).toBeNull();
  const orderId = placedOrderId(page);
  const shortId = orderId.slice(0, 8);

  const order = page.getByTestId('order-card');
  await expect(order).toHaveCount(1);
  // The short order number (issue 26), the same on the card and the confirmation panel above it.
  const heading = await order.getByRole('heading', { level: 2 }).innerText();
  const number = /^Order #(\d+)$/.exec(heading)?.[1];
  expect(number).toMatch(/^\d+$/);
  const placed = page.getByTestId('placed-order');
  await expect(placed.getByTestId('placed-number')).toHaveText(`#${number}`);
  await expect(placed.getByTestId('placed-total')).toContainText('₹636.00');
  const bar = order.getByRole('list', { name: 'Order progress' });
  await expect(bar.locator('[aria-current="step"]')).toContainText('Confirmed');
  await expect(bar.locator('li[data-done="true"]')).toHaveText([/Order Placed/, /Confirmed/]);
  await expect(bar.locator('li[data-done="false"]')).toHaveText([/Shipped/, /Delivered/]);
  await expect(order.getByTestId('order-status')).toHaveText('Processing');
  await expect(order.getByTestId('order-total')).toHaveText('₹636.00');
  await expect(order.getByTestId('order-items')).toHaveText('Kiwi × 2, Shimla Apple × 1');
  const listedDate = await order.locator('time').innerText();
  expect(listedDate.trim()).toMatch(DATE_TIME);
  expect(await seriousViolations(page)).toEqual([]);

  await order.getByRole('link', { name: `View details of order #${number}` }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/orders/${orderId}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Order #${number}` })).toBeVisible();
  await expect(page.getByTestId('detail-id')).toHaveText(shortId);
  await expect(page.getByTestId('detail-number')).toHaveText(`#${number}`);
  await expect(page.getByTestId('detail-date')).toHaveText(listedDate.trim());
  await expect(page.getByTestId('detail-status')).toHaveText('Processing');
  await expect(page.getByTestId('detail-total')).toHaveText('₹636.00');
  await expect(page.getByTestId('detail-payment-method')).toHaveText('Sandbox');
  await expect(page.getByTestId('detail-payment-status')).toHaveText('Paid');
  await expect(page.getByTestId('address-street')).toHaveText('21 Prabhat Road, Deccan Gymkhana');
  await expect(page.getByTestId('address-city')).toHaveText('Pune');
  await expect(page.getByTestId('address-state')).toHaveText('Maharashtra');
  await expect(page.getByTestId('address-zip')).toHaveText('411004');
  await expect(page.getByTestId('address-country')).toHaveText('India');
  await expect(page.getByTestId('address-phone')).toHaveText('9876543210');

  const table = page.getByRole('table', { name: 'Items in this order' });
  await expect(table.getByRole('columnheader')).toHaveText(['Product', 'Quantity', 'Price', 'Subtotal']);
  const rows = table.getByTestId('order-item');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0).getByRole('rowheader')).toHaveText('Kiwi');
  await expect(rows.nth(0).getByRole('cell')).toHaveText(['2', '₹149', '₹298.00']);
  await expect(rows.nth(1).getByRole('rowheader')).toHaveText('Shimla Apple');
  await expect(rows.nth(1).getByRole('cell')).toHaveText(['1', '₹219', '₹219.00']);
  // No customer info on the customer's own detail.
  await expect(page.getByText(email)).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Shipping address' })).not.toContainText('Meera Joshi');
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Back to orders' }).click();
  await expect(page).toHaveURL(/\/profile\/orders$/);
});

test('a signed-in customer picks a saved address and pays', async ({ page, request }) => {
  const alerts = dialogs(page);
  const buyer = await customer(request);
  await signIn(page, buyer);
  await page.goto('/');
  await add(page, 'Alphonso Mango');
  await add(page, 'Premium Fruit Basket');
  await page.goto('/cart');

  // The customer's only saved address is chosen for them (issue 26).
  const choice = page.getByRole('group', { name: 'Choose a saved address' });
  const radio = choice.getByRole('radio', { name: /7 Law College Road/ });
  await expect(radio).toBeChecked();
  await expect(page.getByLabel('Full name')).toHaveCount(0);

  // With a second saved address and none used on this device, the customer picks one.
  const second = await request.post('/api/user/addresses', {
    headers: { Authorization: `Bearer ${buyer.token}` },
    data: {
      name: 'Asha Kulkarni',
      mobile: '9822054321',
      street: '12 Fergusson College Road, Shivajinagar',
      city: 'Pune',
      state: 'Maharashtra',
      zip: '411004',
      country: 'India',
    },
  });
  expect(second.ok()).toBe(true);
  await page.reload();
  await expect(choice.getByRole('radio', { name: /Fergusson College Road/ })).not.toBeChecked();
  await expect(radio).not.toBeChecked();
  await page.getByRole('button', { name: 'Proceed to checkout' }).click();
  await expect.poll(() => alerts).toEqual(['Please select a delivery address from your saved addresses.']);

  await radio.check();
  expect(await page.evaluate(() => localStorage.getItem('selectedAddressId'))).toBe(buyer.address._id);
  await page.reload();
  await expect(radio).toBeChecked();
  await page.getByRole('button', { name: 'Proceed to checkout' }).click();

  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId('checkout-address')).toContainText('7 Law College Road, Erandwane');
  await expect(page.getByTestId('checkout-subtotal')).toHaveText('₹2,898.00');
  await expect(page.getByTestId('checkout-delivery')).toHaveText('Free');
  await expect(page.getByTestId('checkout-total')).toHaveText('₹2,898.00');
  await chooseSlot(page);
  await page.getByRole('button', { name: 'Pay ₹2,898.00' }).click();
  await expect(page.getByTestId('sandbox-checkout')).toContainText(`Rohan Kulkarni · ${buyer.email} · 9822012345`);
  await page.locator('#sandbox-pay').click();

  await expect(page).toHaveURL(PLACED_URL);
  expect(alerts.at(-1)).toBe('Order placed successfully!');
  const order = page.getByTestId('order-card');
  await expect(order).toHaveCount(1);
  await expect(order.locator('[aria-current="step"]')).toContainText('Confirmed');
  await expect(order.getByTestId('order-total')).toHaveText('₹2,898.00');

  const orders = (await (
    await request.get('/api/orders', { headers: { Authorization: `Bearer ${buyer.token}` } })
  ).json()) as { status: string; paymentStatus: string; totalAmount: number }[];
  expect(orders).toEqual([expect.objectContaining({ status: 'Processing', paymentStatus: 'paid', totalAmount: 2898 })]);
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBe('[]');
  expect(await page.evaluate(() => localStorage.getItem('selectedAddressId'))).toBeNull();
});

test("cancelling the payment says 'Payment cancelled' and keeps the cart", async ({ page, request }) => {
  const buyer = await customer(request);
  await signIn(page, buyer);
  await page.addInitScript((id) => localStorage.setItem('selectedAddressId', id), buyer.address._id);
  await page.goto('/');
  await add(page, 'Kiwi');
  await page.goto('/cart');
  await expect(page.getByRole('radio', { name: /7 Law College Road/ })).toBeChecked();
  await page.getByRole('button', { name: 'Proceed to checkout' }).click();
  await chooseSlot(page);
  await page.getByRole('button', { name: 'Pay ₹268.00' }).click();
  await page.locator('#sandbox-cancel').click();

  await expect(page.getByRole('status').filter({ hasText: 'Payment cancelled' })).toBeVisible();
  await expect(page.getByTestId('sandbox-checkout')).toHaveCount(0);
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('button', { name: 'Pay ₹268.00' })).toBeEnabled();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  expect(await page.evaluate(() => localStorage.getItem('selectedAddressId'))).toBe(buyer.address._id);

  await page.getByRole('link', { name: 'Back to cart' }).click();
  await expect(page.getByRole('heading', { name: 'Kiwi' })).toBeVisible();
});

test('a failed payment is shown and can be tried again', async ({ page, request }) => {
  const alerts = dialogs(page);
  const buyer = await customer(request);
  await signIn(page, buyer);
  await page.addInitScript((id) => localStorage.setItem('selectedAddressId', id), buyer.address._id);
  await page.goto('/');
  await add(page, 'Kiwi');
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Proceed to checkout' }).click();
  await chooseSlot(page);
  await page.getByRole('button', { name: 'Pay ₹268.00' }).click();
  await page.locator('#sandbox-fail').click();
  await expect(page.getByRole('alert').filter({ hasText: 'Payment failed (sandbox)' })).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');

  await page.getByRole('button', { name: 'Pay ₹268.00' }).click();
  await page.locator('#sandbox-pay').click();
  await expect(page).toHaveURL(PLACED_URL);
  expect(alerts).toEqual(['Order placed successfully!']);
});

test('/checkout sends the customer back to /cart without an address or with an empty cart', async ({ page, request }) => {
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/cart$/);

  // With an address in navigation state but the cart emptied meanwhile.
  const buyer = await customer(request);
  await signIn(page, buyer);
  await page.addInitScript((id) => localStorage.setItem('selectedAddressId', id), buyer.address._id);
  await page.goto('/');
  await add(page, 'Kiwi');
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Proceed to checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  // Once the cart has synced with the catalogue: that sync writes the cart back to storage.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => localStorage.setItem('cart', '[]'));
  await page.reload();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
});

test('proceed to checkout alerts for an empty cart and missing guest details', async ({ page }) => {
  const alerts = dialogs(page);
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Proceed to checkout' }).click();
  await expect.poll(() => alerts).toEqual(['Your cart is empty.']);

  await page.goto('/');
  await add(page, 'Kiwi');
  await page.goto('/cart');
  await page.getByLabel('Full name').fill('Meera');
  await page.getByLabel('City').fill('   ');
  await page.getByRole('button', { name: 'Proceed to checkout' }).click();
  await expect.poll(() => alerts).toEqual(['Your cart is empty.', 'Please fill out all guest details.']);
  await expect(page.getByText('Please enter your email.')).toBeVisible();
  await expect(page.getByText('Please enter your city.')).toBeVisible();
  await expect(page.getByText('Please enter your name.')).toHaveCount(0);
  await expect(page).toHaveURL(/\/cart$/);

  await fillGuest(page, {
    name: 'Meera',
    email: 'meera.example.com',
    mobile: '9876543210',
    street: '21 Prabhat Road',
    city: 'Pune',
    state: 'Maharashtra',
    zip: '411004',
    country: 'India',
  });
  await page.getByRole('button', { name: 'Proceed to checkout' }).click();
  await expect(page.getByText('Please enter a valid email.')).toBeVisible();
  expect(alerts).toHaveLength(2);

  // The server's own checks come back as its message.
  await page.getByLabel('Email', { exact: true }).fill('meera@example.com');
  await page.getByLabel('Zip (PIN code)').fill('4110');
  await page.getByRole('button', { name: 'Proceed to checkout' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please enter a valid 6-digit PIN code.' })).toBeVisible();
  await expect(page).toHaveURL(/\/cart$/);
});
