// Seller information (issue 28) against the real binary: the owner enters the FSSAI licence number
// and a grievance officer in the business and invoice settings (a wrong number is refused), and a
// visitor finds them on /seller and the FSSAI number in the footer. The shop is left as it was
// found: no FSSAI number, no officer. Screenshots (TOKRI_E2E_SHOTS=1) go to /tmp/shots.
import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { admin, bearer, openAsAdmin, seriousViolations, TAKE_SHOTS } from './helpers';

test.describe.configure({ mode: 'serial' });

const SHOTS = '/tmp/shots';
const FSSAI = '11521999000123';
const OFFICER = { name: 'Asha Kulkarni', designation: 'Grievance Officer', email: 'grievance@tokri.test' };
const NO_CONTACTS = { carePhone: '', careEmail: '', grievanceName: '', grievanceDesignation: '', grievancePhone: '', grievanceEmail: '' };

/**
 * Clears the FSSAI number and the grievance officer (and customer care) through the API. The PUT
 * wants the whole seller (legal name, address, state, prefix), so the rest is sent back as saved.
 */
async function restore(request: APIRequestContext) {
  const headers = bearer(await admin(request));
  const current = (await (await request.get('/api/admin/invoice-settings', { headers })).json()) as Record<string, unknown>;
  const { legalName, gstin, address, state, prefix } = current;
  const response = await request.put('/api/admin/invoice-settings', {
    headers,
    data: { legalName, gstin, address, state, prefix, fssai: '', contacts: NO_CONTACTS },
  });
  expect(response.ok(), `clearing the FSSAI number and the grievance officer: ${await response.text()}`).toBe(true);
}

async function shot(page: Page, name: string, width: number, height: number) {
  if (!TAKE_SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width, height });
  // From the top, so that the sticky bars stay at the top of the full-page picture.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test.afterAll(async ({ request }) => restore(request));

test('the owner enters the FSSAI number and a grievance officer', async ({ page, request }) => {
  await openAsAdmin(page, request, '/admin/dashboard');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Business & invoices' }).click();
  await expect(page).toHaveURL(/\/admin\/invoice-settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Business and invoice settings' })).toBeVisible();

  const fssai = page.getByLabel('FSSAI licence or registration number');
  const officer = page.getByRole('group', { name: 'Grievance officer' });
  // Too short: refused before sending.
  await fssai.fill('12345');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(fssai).toHaveAttribute('aria-invalid', 'true');
  await expect(fssai).toHaveAccessibleDescription(/has 14 digits/);
  // An officer needs a designation and an email too.
  await fssai.fill(FSSAI);
  await officer.getByLabel('Name').fill(OFFICER.name);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(officer.getByLabel('Designation')).toHaveAttribute('aria-invalid', 'true');
  await expect(officer.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(fssai).not.toHaveAttribute('aria-invalid');

  await officer.getByLabel('Designation').fill(OFFICER.designation);
  await officer.getByLabel('Email').fill(OFFICER.email);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Invoice settings saved')).toBeVisible();
  await expect(fssai).toHaveValue(FSSAI);
  await expect(officer.getByLabel('Name')).toHaveValue(OFFICER.name);
  const saved = (await (await request.get('/api/admin/invoice-settings', { headers: bearer(await admin(request)) })).json()) as {
    fssai: string | null;
    contacts: Record<string, string>;
  };
  expect(saved.fssai).toBe(FSSAI);
  expect(saved.contacts).toMatchObject({ grievanceName: OFFICER.name, grievanceDesignation: OFFICER.designation, grievanceEmail: OFFICER.email });
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await shot(page, 'settings-desktop', 1280, 800);
});

test('a visitor finds the seller on /seller and the FSSAI number in the footer', async ({ page, request }) => {
  const seller = (await (await request.get('/api/seller')).json()) as { legalName: string };
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(`FSSAI Lic. No. ${FSSAI}`);
  await footer.getByRole('link', { name: 'Seller information' }).click();
  await expect(page).toHaveURL(/\/seller$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Seller information' })).toBeVisible();
  await expect(page).toHaveTitle(/Seller information/);

  const details = page.getByRole('region', { name: 'Seller', exact: true });
  await expect(details).toContainText(seller.legalName);
  await expect(details).toContainText(FSSAI);
  const officer = page.getByRole('region', { name: 'Grievance officer' });
  await expect(officer).toContainText(OFFICER.name);
  await expect(officer.getByRole('link', { name: OFFICER.email })).toHaveAttribute('href', `mailto:${OFFICER.email}`);
  await expect(page.getByRole('region', { name: 'Customer care' }).getByRole('link').first()).toHaveAttribute('href', /^(tel|mailto):/);
  await expect(page.getByRole('main').getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
  expect(await seriousViolations(page)).toEqual([]);
  // On a phone nothing sticks out sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, 'seller-phone', 390, 844);
});

test('without an FSSAI number or officer, customer care handles complaints and the footer shows no number', async ({ page, request }) => {
  await restore(request);
  await page.goto('/seller');
  await expect(page.getByRole('region', { name: 'Grievance officer' })).toContainText('Complaints are handled by customer care.');
  await expect(page.getByRole('region', { name: 'Seller', exact: true })).not.toContainText('FSSAI');
  await expect(page.getByRole('contentinfo')).toContainText('All rights reserved.');
  await expect(page.getByRole('contentinfo')).not.toContainText('FSSAI Lic. No.');
});
