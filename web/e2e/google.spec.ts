// Google sign-in end to end: a second shop started with a Google client id and a local stand-in
// for Google's key server (JWKS); Google's script is replaced by a stand-in that renders a
// button and hands the page an ID token minted here with our own RSA key.
import { type ChildProcess, spawn } from 'node:child_process';
import { createSign, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';

const CLIENT_ID = 'tokri-e2e.apps.googleusercontent.com';
const KID = 'e2e-key';
const PORT = 8189; // beside the two shops of playwright.config.ts

const STAND_IN_SCRIPT = `
window.google = { accounts: { id: {
  initialize(options) { window.__gsi = options; },
  renderButton(parent) {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = 'Sign in with Google (stand-in)';
    button.onclick = () => window.__gsi.callback({ credential: window.__e2eCredential });
    parent.append(button);
  },
} } };`;

let privateKey: KeyObject;
let jwks: Server;
let shop: ChildProcess;
let dataDir: string;

function idToken(claims: Record<string, unknown>): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const signed = `${part({ alg: 'RS256', kid: KID, typ: 'JWT' })}.${part(claims)}`;
  const signature = createSign('RSA-SHA256').update(signed).sign(privateKey).toString('base64url');
  return `${signed}.${signature}`;
}

function claims(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const now = Math.floor(Date.now() / 1000);
  return {
    iss: 'https://accounts.google.com',
    aud: CLIENT_ID,
    sub: `google-${now}-${Math.floor(Math.random() * 1e6)}`,
    email: `kavya${now}@gmail.com`,
    email_verified: true,
    name: 'Kavya Menon',
    iat: now,
    exp: now + 600,
    ...overrides,
  };
}

test.beforeAll(async () => {
  const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
  privateKey = pair.privateKey;
  const key = { ...pair.publicKey.export({ format: 'jwk' }), kid: KID, alg: 'RS256', use: 'sig' };
  jwks = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=3600' });
    res.end(JSON.stringify({ keys: [key] }));
  });
  await new Promise<void>((done) => jwks.listen(0, '127.0.0.1', done));
  const address = jwks.address();
  if (!address || typeof address === 'string') throw new Error('stand-in JWKS server did not start');

  dataDir = mkdtempSync(join(tmpdir(), 'tokri-e2e-google-'));
  const binary = process.env.TOKRI_E2E_BINARY; // set by playwright.config.ts
  if (!binary) throw new Error('TOKRI_E2E_BINARY is not set (see playwright.config.ts)');
  shop = spawn(binary, ['serve'], {
    stdio: 'ignore',
    env: {
      ...process.env,
      TOKRI_ADDR: `127.0.0.1:${PORT}`,
      TOKRI_DATA_DIR: dataDir,
      TOKRI_DEMO: '1',
      TOKRI_GOOGLE_CLIENT_ID: CLIENT_ID,
      TOKRI_GOOGLE_JWKS_URL: `http://127.0.0.1:${address.port}/certs`,
    },
  });
  await expect
    .poll(() => fetch(`http://127.0.0.1:${PORT}/api/health`).then((r) => r.status).catch(() => 0), {
      timeout: 20_000,
      message: 'the Google-enabled shop starts',
    })
    .toBe(200);
});

test.afterAll(async () => {
  shop?.kill('SIGTERM');
  await new Promise<void>((done) => (shop?.exitCode !== null ? done() : shop.once('exit', () => done())));
  await new Promise<void>((done) => jwks?.close(() => done()));
  rmSync(dataDir, { recursive: true, force: true });
});

test.use({ baseURL: `http://127.0.0.1:${PORT}` });

async function openLoginWithStandIn(page: Page, credential: string) {
  await page.route('https://accounts.google.com/gsi/client', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: STAND_IN_SCRIPT }),
  );
  await page.addInitScript((token) => {
    (window as unknown as { __e2eCredential: string }).__e2eCredential = token;
  }, credential);
  await page.goto('/login');
}

test('a new customer signs in with Google and lands on the profile', async ({ page }) => {
  const who = claims();
  await openLoginWithStandIn(page, idToken(who));
  await page.getByRole('button', { name: 'Sign in with Google (stand-in)' }).click();

  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Kavya Menon' })).toBeVisible();
  await expect(page.getByText(who.email as string)).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}') as { role?: string })).toMatchObject({
    role: 'customer',
  });
});

test("a token for another app is refused with 'Google login failed'", async ({ page }) => {
  await openLoginWithStandIn(page, idToken(claims({ aud: 'someone-else.apps.googleusercontent.com' })));
  await page.getByRole('button', { name: 'Sign in with Google (stand-in)' }).click();

  await expect(page.getByText('Google login failed')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
