import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The admin the server was started with (playwright.config.ts passes it on). */
export const ADMIN = {
  email: process.env.TOKRI_E2E_ADMIN_EMAIL ?? process.env.TOKRI_ADMIN_EMAIL ?? '',
  password: process.env.TOKRI_E2E_ADMIN_PASSWORD ?? process.env.TOKRI_ADMIN_PASSWORD ?? '',
};

/**
 * Whether the tests that only take screenshots for people to look at run (`TOKRI_E2E_SHOTS=1`);
 * CI leaves them out: they assert nothing the other tests do not.
 */
export const TAKE_SHOTS = process.env.TOKRI_E2E_SHOTS === '1';

/** A sign-in answer. */
export interface Session {
  token: string;
  user: Record<string, unknown>;
}

export function bearer(session: Session) {
  return { Authorization: `Bearer ${session.token}` };
}

export async function signInByApi(request: APIRequestContext, email: string, password: string): Promise<Session> {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.ok(), `sign-in of ${email}`).toBe(true);
  return (await response.json()) as Session;
}

// Sign-ins are rate limited per client, so the admin signs in again only when the last session
// ended (a spec that logs the admin out ends it for every spec after it).
let adminSession: Session | null = null;

/** The admin's session, signing in when there is none or it has ended. */
export async function admin(request: APIRequestContext): Promise<Session> {
  expect(ADMIN.email, 'TOKRI_E2E_ADMIN_EMAIL/TOKRI_E2E_ADMIN_PASSWORD must name the admin the server was started with').not.toBe('');
  if (adminSession && (await request.get('/api/admin/profile', { headers: bearer(adminSession) })).ok()) return adminSession;
  adminSession = await signInByApi(request, ADMIN.email, ADMIN.password);
  return adminSession;
}

/** Puts `session` where the web app keeps it, then opens `path`. */
export async function openAs(page: Page, session: Session, path: string) {
  await page.goto('/about');
  await page.evaluate(({ token, user }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify(user));
  }, session);
  await page.goto(path);
}

export async function openAsAdmin(page: Page, request: APIRequestContext, path: string) {
  await openAs(page, await admin(request), path);
}

/** Serious and critical WCAG 2.1 A/AA violations on the page (or only inside `within`). */
export async function seriousViolations(page: Page, within?: string) {
  const builder = new AxeBuilder({ page });
  if (within) builder.include(within);
  const results = await builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
}

/** Full-page screenshots `{folder}/{name}-desktop.png` and `-phone.png`; nothing may stick out sideways on a phone. */
export async function screenshotBoth(page: Page, folder: string, name: string) {
  mkdirSync(folder, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${folder}/${name}-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} fits a phone`).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${folder}/${name}-phone.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

export interface ApiProduct {
  _id: string;
  name: string;
  price: number;
  categoryId: { _id: string; name: string } | null;
}

export async function products(request: APIRequestContext): Promise<ApiProduct[]> {
  const response = await request.get('/api/products');
  return (await response.json()) as ApiProduct[];
}

/**
 * Waits until the demo's drawings are served as pictures from the media store: a fresh shop
 * converts them in the background after it starts and then points every product picture at a
 * drawing's address to its picture, a product made by a test meanwhile included.
 */
export async function demoPicturesReady(request: APIRequestContext) {
  const almonds = async () => {
    const page = (await (await request.get('/api/products/page?q=California%20Almonds&limit=1')).json()) as {
      products: ApiProduct[];
    };
    return JSON.stringify(page.products[0]);
  };
  await expect
    .poll(almonds, { timeout: 60_000 })
    .toContain('/media/');
}

export async function productId(request: APIRequestContext, name: string): Promise<string> {
  const found = (await products(request)).find((p) => p.name === name);
  if (!found) throw new Error(`No product named ${name}`);
  return found._id;
}

/** The product card of `name` (exact) in the page. */
export function card(page: Page, name: string) {
  return page.getByRole('article', { name, exact: true });
}

/** Presses "Show more products" under the page's product list until every page has loaded. */
export async function showAllProducts(page: Page) {
  const more = page.getByRole('button', { name: 'Show more products' });
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toBeVisible();
  while ((await more.count()) > 0) {
    const before = await cards.count();
    await more.click();
    await expect(cards).not.toHaveCount(before);
  }
}

/** Loads every lazy image (for full-page screenshots). */
export async function loadAllImages(page: Page) {
  await page.evaluate(async () => {
    const images = [...document.querySelectorAll('img')];
    for (const img of images) img.loading = 'eager';
    await Promise.all(
      images.map((img) =>
        img.complete ? Promise.resolve() : new Promise((resolve) => img.addEventListener('load', resolve, { once: true })),
      ),
    );
  });
}

/**
 * Stops the page's (installed) fake clock where it is, so that only `runFor` moves time.
 * Call it once the screen has rendered (data fetching needs time to flow until then).
 */
export async function pauseClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  // A little ahead of "now": the clock keeps flowing until the pause lands.
  await page.clock.pauseAt(now + 300);
}

/**
 * Advances the fake clock in small steps until `isCurrent()` holds; returns the time it took.
 * Used to find the exact moment of a carousel turn before measuring the next one.
 */
export async function runUntil(page: Page, isCurrent: () => Promise<boolean>, limitMs: number, stepMs = 100) {
  for (let elapsed = 0; elapsed <= limitMs; elapsed += stepMs) {
    if (await isCurrent()) return elapsed;
    await page.clock.runFor(stepMs);
  }
  throw new Error(`condition not met within ${limitMs} ms`);
}

/** A delivery day and slot for `POST /api/orders`. */
export interface DeliveryChoice {
  date: string;
  slotId: string;
}

interface DeliveryCalendar {
  required: boolean;
  days: { date: string; slots: { slotId: string; state: string }[] }[];
}

/**
 * A delivery slot for an order a spec places through the API, or undefined when the shop asks for
 * none: the last open one of the window, so these orders leave the earliest slots (the ones the
 * checkout preselects) to the specs that pay through the screens. Asked again per order: slots
 * fill up (the demo's take 25 orders a day).
 */
export async function deliverySlot(request: APIRequestContext): Promise<DeliveryChoice | undefined> {
  const calendar = (await (await request.get('/api/delivery/slots')).json()) as DeliveryCalendar;
  if (!calendar.required) return undefined;
  for (const day of calendar.days.slice(1).reverse()) {
    const slot = day.slots.findLast((s) => s.state === 'open');
    if (slot) return { date: day.date, slotId: slot.slotId };
  }
  throw new Error('No delivery slot is open in the next 14 days');
}

/**
 * Places an order of `qty` of `productId` for `buyer` (named `name`, to a Pune address, on the
 * last open delivery slot) and pays it in the sandbox, as the customer's browser would: the
 * sandbox's payment, then its signature verified. Answers the order's id.
 */
export async function paidSandboxOrder(
  request: APIRequestContext,
  buyer: Session,
  name: string,
  productId: string,
  qty: number,
): Promise<string> {
  const placed = await request.post('/api/orders', {
    headers: bearer(buyer),
    data: {
      cart: [{ _id: productId, qty }],
      shippingAddress: { name, mobile: '9876543210', street: '21 FC Road', city: 'Pune', state: 'Maharashtra', zip: '411004', country: 'India' },
      delivery: await deliverySlot(request),
    },
  });
  expect(placed.ok(), 'the order is placed').toBe(true);
  const order = (await placed.json()) as { orderDocId: string; orderId: string };
  const paid = await request.post(`/api/payments/sandbox/${order.orderId}/pay`);
  expect(paid.ok()).toBe(true);
  const payment = (await paid.json()) as { razorpay_payment_id: string; razorpay_signature: string };
  const verify = await request.post('/api/orders/verify-payment', {
    headers: bearer(buyer),
    data: { orderDocId: order.orderDocId, paymentId: payment.razorpay_payment_id, signature: payment.razorpay_signature },
  });
  expect(verify.ok(), 'the sandbox payment pays the order').toBe(true);
  return order.orderDocId;
}

/**
 * Chooses the first free delivery slot at checkout: a new customer picks one, none is chosen for
 * them (issue 26). The choice shows in words under the slots.
 */
export async function chooseSlot(page: Page) {
  await page.locator('[data-slot-radio]:not(:disabled)').first().check();
  await expect(page.getByTestId('slot-choice-words')).toBeVisible();
}

/** Where checkout lands after paying or placing a cash order: the orders list with the order just placed. */
export const PLACED_URL = /\/profile\/orders\?placed=[0-9a-f-]+$/;

/** The id of the order just placed, from the `?placed=` of the orders list checkout landed on. */
export function placedOrderId(page: Page): string {
  const id = new URL(page.url()).searchParams.get('placed');
  if (!id) throw new Error(`no placed order in ${page.url()}`);
  return id;
}
