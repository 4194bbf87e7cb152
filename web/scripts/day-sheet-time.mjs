// How long the owner waits for a day's sheet (issue 26): signs in as the admin, opens
// /admin/deliveries for a day in Debian's Chromium and times it until every order's packing slip
// is on the page, three times. Used by scripts/bench.sh on a grown shop:
//   node scripts/day-sheet-time.mjs BASE_URL ADMIN_EMAIL ADMIN_PASSWORD YYYY-MM-DD
import { chromium } from '@playwright/test';

const [base, email, password, date] = process.argv.slice(2);
const login = await fetch(`${base}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email, password }),
});
const session = await login.json();
const sheet = await (
  await fetch(`${base}/api/admin/deliveries?date=${date}`, { headers: { authorization: `Bearer ${session.token}` } })
).json();

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
await page.goto(`${base}/about`);
await page.evaluate(({ token, user }) => {
  localStorage.setItem('token', token);
  localStorage.setItem('user', JSON.stringify(user));
}, session);
const times = [];
for (let run = 0; run < 3; run += 1) {
  const start = Date.now();
  await page.goto(`${base}/admin/deliveries?date=${date}`);
  await page.waitForFunction(
    (n) => document.querySelectorAll('[data-testid="print-slip"]').length === n,
    sheet.count,
    { timeout: 30_000 },
  );
  times.push(Date.now() - start);
}
await browser.close();
console.log(`day sheet of ${sheet.count} orders on the page in ${times.join(', ')} ms (three loads)`);
