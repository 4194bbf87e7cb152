// Browser tests against the real tokri binary (DESIGN §10; `make test` uses the debug build, `make
// e2e` the release one), with Debian's Chromium: Playwright never downloads a browser. Two shops
// run side by side, each serving the API and the web app from its own fresh data directory
// (:8181 and :8182), and the spec files are split between them: one worker per shop, so the specs
// of one shop still run one after another on data only they change, while the two halves share
// the machine's two cores (docs/decisions.md, "Build and CI time"). Set TOKRI_E2E_WEB=preview to
// test the current `web/dist` through `vite preview` (proxying /api to the first shop) when the
// binary was built without the web app; that runs every spec against the first shop.
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Shared by the servers (e2e/start-server.mjs) and the specs (a shop's mail outbox is
// `{project.metadata.dataDir}/outbox/*.eml`; the admin below exists from the start).
const dataRoot = process.env.TOKRI_E2E_DATA_DIR ?? join(tmpdir(), 'tokri-e2e-data');
process.env.TOKRI_E2E_ADMIN_EMAIL ??= 'admin@tokri.test';
process.env.TOKRI_E2E_ADMIN_PASSWORD ??= 'admin-e2e-pass';
process.env.TOKRI_E2E_BINARY ??= resolve(import.meta.dirname, '../target/release/tokri');

const preview = process.env.TOKRI_E2E_WEB === 'preview';

// The second shop's specs, by file; the rest run on the first. The halves take about the same time
// (407 s and 434 s of test time on the debug build, 2026-11-27). A third shop beside them was
// slower: the two cores are busy, and the specs waited on each other (7.1 min instead of 6.9).
const secondShop = [
  'checkout.spec.ts',
  'checkout-options.spec.ts',
  'checkout-phone.spec.ts',
  'pages.spec.ts',
  'delivery.spec.ts',
  'google.spec.ts',
  'invoices.spec.ts',
  'navigation.spec.ts',
  'product.spec.ts',
  'cart.spec.ts',
  'a11y.spec.ts',
  'variants.spec.ts',
  'corporate.spec.ts',
  'no-sideways.spec.ts',
];
const shops = (preview ? [1] : [1, 2]).map((n) => ({
  name: `shop-${n}`,
  addr: `127.0.0.1:${8180 + n}`,
  dataDir: `${dataRoot}-${n}`,
  specs: preview ? undefined : n === 1 ? { testIgnore: secondShop } : { testMatch: secondShop },
}));
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: shops.length,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['html', { open: 'never' }]],
  use: {
    // A trace only when a test is tried again: recording one for every test costs a third of the run.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: shops.map((shop) => ({
    name: shop.name,
    ...shop.specs,
    workers: 1,
    metadata: { dataDir: shop.dataDir },
    use: { ...desktop, baseURL: preview ? 'http://127.0.0.1:4181' : `http://${shop.addr}` },
  })),
  webServer: [
    ...shops.map((shop) => ({
      command: 'node e2e/start-server.mjs',
      url: `http://${shop.addr}/api/health`,
      env: { TOKRI_E2E_ADDR: shop.addr, TOKRI_E2E_DATA_DIR: shop.dataDir },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
      gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
    })),
    ...(preview
      ? [
          {
            command: 'npx vite preview --host 127.0.0.1 --port 4181 --strictPort',
            url: 'http://127.0.0.1:4181/',
            env: { TOKRI_API_URL: `http://${shops[0].addr}` },
            reuseExistingServer: false,
            timeout: 30_000,
          },
        ]
      : []),
  ],
});
