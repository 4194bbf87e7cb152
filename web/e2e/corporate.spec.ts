// Corporate gifting and the accountant's exports against the real binary (issue 24). A company
// uploads a CSV of three recipients, two of them wrong (a PIN code the shop does not serve, a
// product it does not sell); it fixes them in the table, gives its GSTIN and billing address,
// pays once in the sandbox and finds one order with three deliveries; the admin opens the order
// and prints every packing slip at once. Then the admin downloads the orders CSV and sees a month's
// GSTR-1 with the company's B2B invoice.
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { admin, bearer, openAs, openAsAdmin, seriousViolations, signInByApi, TAKE_SHOTS } from './helpers';

const SHOTS = '/tmp/shots-corporate';
const ACME = '29AAPFU0939F1ZR';

test.describe.configure({ mode: 'serial' });

async function shot(page: Page, name: string, width: number) {
  if (!TAKE_SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width, height: 900 });
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
}

let orderId = '';

test('a company uploads recipients, fixes two rows, pays once and follows each delivery', async ({ page, request }) => {
  test.slow();
  const email = `hr-${Date.now()}@acme.test`;
  expect((await request.post('/api/auth/signup', { data: { name: 'Nisha Rao', email, password: 'secret12' } })).status()).toBe(201);
  const buyer = await signInByApi(request, email, 'secret12');
  // The shop's GSTIN, as the owner saved it (the invoice spec saves the same one).
  const headers = bearer(await admin(request));
  const seller = (await (await request.get('/api/admin/invoice-settings', { headers })).json()) as Record<string, unknown>;
  const saved = await request.put('/api/admin/invoice-settings', {
    headers,
    data: { ...seller, legalName: 'Tokri Fresh LLP', gstin: '27AAPFU0939F1ZV', state: '27', prefix: 'TK' },
  });
  expect(saved.ok(), await saved.text()).toBe(true);

  // The demo's Diwali hamper: one pack, not counted, taxed at 5 % (so the company's invoice is in
  // GSTR-1's B2B table, which lists taxed supplies).
  const all = (await (await request.get('/api/products')).json()) as { name: string; stock: number | null; variants: unknown[] }[];
  const product = all.find((p) => p.name === 'Diwali Dry Fruit Hamper' && p.variants.length <= 1)!;
  expect(product, 'the demo sells the Diwali hamper').toBeTruthy();
  const csv = [
    'name,mobile,address,city,state,pin_code,product,variant,quantity,message,delivery_date,slot',
    `Meera Iyer,9822012345,"Flat 4, Lane 5, Koregaon Park",Pune,Maharashtra,411001,${product.name},,1,Happy Diwali!,earliest,`,
    `Arjun Shah,9890098900,12 MG Road,Delhi,Delhi,110001,${product.name},,1,Happy Diwali!,earliest,`,
    'Kavya Rao,9765012345,8 Baner Road,Pune,Maharashtra,411045,Unicorn Fruit,,1,With warm wishes,earliest,',
  ].join('\r\n');

  await openAs(page, buyer, '/corporate');
  await expect(page.getByRole('heading', { level: 1, name: 'Corporate gifting' })).toBeVisible();
  await page.getByLabel('Choose a CSV file').setInputFiles({ name: 'diwali.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByText(/rows ready/)).toHaveText(/1 of 3 rows ready/);
  await expect(page.getByLabel('Row 2 PIN code')).toHaveAccessibleDescription('The shop does not deliver to 110001 yet.');
  await expect(page.getByLabel('Row 3 Product')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('form', { name: 'Company and payment' })).toHaveCount(0);
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await shot(page, 'rows', 390);
  await shot(page, 'rows', 1280);

  // Fixed in the table.
  await page.getByLabel('Row 2 PIN code').fill('411004');
  await page.getByLabel('Row 2 City').fill('Pune');
  await page.getByLabel('Row 2 State').fill('Maharashtra');
  await page.getByLabel('Row 3 Product').fill(product.name);
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(page.getByText(/rows ready/)).toHaveText(/3 of 3 rows ready/);

  const form = page.getByRole('form', { name: 'Company and payment' });
  await expect(form).toBeVisible();
  await form.getByLabel('Legal name').fill('Acme Foods Pvt Ltd');
  await form.getByLabel(/^GSTIN/).fill(ACME);
  await form.getByLabel('Contact name').fill('Nisha Rao');
  await form.getByLabel('Mobile number').fill('9822098220');
  await form.getByLabel('Street address').fill('1 MG Road');
  await form.getByLabel('City').fill('Bengaluru');
  await form.getByLabel('State').fill('Karnataka');
  await form.getByLabel('PIN code').fill('560001');
  await expect(form.getByTestId('corporate-recipients')).toHaveText('3');
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await shot(page, 'pay', 390);
  await form.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByTestId('sandbox-checkout')).toBeVisible();
  await page.locator('#sandbox-pay').click();

  await expect(page).toHaveURL(/\/profile\/orders\/[0-9a-f-]+$/);
  orderId = page.url().split('/').pop()!;
  await expect(page.getByText(/Delivered\s*0\s*of\s*3/)).toBeVisible();
  await expect(page.getByText('Kavya Rao')).toBeVisible();
  await expect(page.getByText(`GSTIN ${ACME}`)).toBeVisible();
  await shot(page, 'order', 390);

  const kids = (await (await request.get(`/api/orders/${orderId}/deliveries`, { headers: bearer(buyer) })).json()) as {
    paymentStatus: string;
    gift: { recipientName: string };
  }[];
  expect(kids.map((k) => [k.gift.recipientName, k.paymentStatus])).toEqual([
    ['Meera Iyer', 'paid'],
    ['Arjun Shah', 'paid'],
    ['Kavya Rao', 'paid'],
  ]);
});

test('the admin follows the deliveries and prints every packing slip at once', async ({ page, request }) => {
  expect(orderId).not.toBe('');
  await openAsAdmin(page, request, `/admin/orders/${orderId}`);
  await expect(page.getByText(/Delivered\s*0\s*of\s*3/)).toBeVisible();
  await page.getByRole('link', { name: 'Print all packing slips' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${orderId}/packing-slips$`));
  for (const name of ['Meera Iyer', 'Arjun Shah', 'Kavya Rao']) {
    await expect(page.getByText(name).first()).toBeVisible();
  }
  await expect(page.getByText('With warm wishes')).toBeVisible();
  await shot(page, 'slips', 1280);
});

test('the admin downloads the orders CSV and sees the month in GSTR-1', async ({ page, request }) => {
  await openAsAdmin(page, request, '/admin/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
  const orders = page.getByRole('form', { name: 'Orders report' });
  await orders.getByLabel('From').fill(today);
  await orders.getByLabel('To').fill(today);
  const download = page.waitForEvent('download');
  await orders.getByRole('button', { name: 'Download orders (CSV)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`orders-${today}-to-${today}.csv`);
  const text = await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
  expect(text.startsWith('Order,Placed (IST),Status,Payment')).toBe(true);
  expect(text).toContain(`${ACME},Acme Foods Pvt Ltd`);

  await page.getByLabel('Month').fill(today.slice(0, 7));
  await expect(page.getByText(/B2B invoices \(table 4A\)/).locator('visible=true').first()).toBeVisible();
  const json = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download GSTR-1 JSON for the offline tool' }).click();
  const portal = await json;
  expect(portal.suggestedFilename()).toMatch(/^GSTR1_\d{6}_27AAPFU0939F1ZV\.json$/);
  const data = JSON.parse(
    await (await portal.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8')),
  ) as { b2b: { ctin: string }[] };
  expect(data.b2b.map((b) => b.ctin)).toContain(ACME);
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await shot(page, 'reports', 390);
  await shot(page, 'reports', 1280);
});

test('a company pays by bank transfer and the admin marks it received', async ({ page, request }) => {
  const email = `accounts-${Date.now()}@globex.test`;
  expect((await request.post('/api/auth/signup', { data: { name: 'Ravi Menon', email, password: 'secret12' } })).status()).toBe(201);
  const buyer = await signInByApi(request, email, 'secret12');
  await openAs(page, buyer, '/corporate');
  await page.getByLabel('Or paste rows').fill(
    [
      'name,mobile,address,city,state,pin_code,product,variant,quantity,message,delivery_date,slot',
      'Sneha Kulkarni,9822011111,5 Prabhat Road,Pune,Maharashtra,411004,Diwali Dry Fruit Hamper,,2,Season\'s greetings,earliest,',
    ].join('\n'),
  );
  await page.getByRole('button', { name: 'Check pasted rows' }).click();
  await expect(page.getByText(/rows ready/)).toHaveText(/1 of 1 rows ready/);
  const form = page.getByRole('form', { name: 'Company and payment' });
  await form.getByLabel('Legal name').fill('Globex Traders');
  await form.getByLabel('Contact name').fill('Ravi Menon');
  await form.getByLabel('Mobile number').fill('9822033333');
  await form.getByLabel('Street address').fill('7 Senapati Bapat Road');
  await form.getByLabel('City').fill('Pune');
  await form.getByLabel('State').fill('Maharashtra');
  await form.getByLabel('PIN code').fill('411016');
  await form.getByRole('radio', { name: /Bank transfer/ }).check();
  await expect(form).toContainText('IFSC HDFC0001234');
  await form.getByRole('button', { name: /by bank transfer$/ }).click();

  await expect(page).toHaveURL(/\/profile\/orders\/[0-9a-f-]+$/);
  const id = page.url().split('/').pop()!;
  await expect(page.getByText(/by bank transfer \(NEFT, RTGS or IMPS\) to/)).toBeVisible();
  await shot(page, 'bank-transfer-order', 390);

  await openAsAdmin(page, request, `/admin/orders/${id}`);
  await page.getByLabel('Bank reference (UTR)').fill('UTIB0009876543');
  await page.getByRole('button', { name: 'Mark paid' }).click();
  await expect(page.getByText('Payment recorded.')).toBeVisible();
  const order = (await (await request.get(`/api/orders/${id}`, { headers: bearer(buyer) })).json()) as { paymentStatus: string };
  expect(order.paymentStatus).toBe('paid');
  await shot(page, 'bank-transfer-admin', 1280);
});
