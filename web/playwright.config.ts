// Browser tests against the real tokri binary (DESIGN §10; `make test` uses the debug build, `make
// e2e` the release one), with Debian's Chromium: Playwright never downloads a browser. The binary
// serves the API and the web app on :8181 from a fresh data directory. Set TOKRI_E2E_WEB=preview
// to test the current `web/dist` through `vite preview` (proxying /api to the binary) when the
// binary was built without the web app.
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Shared by the server (e2e/start-server.mjs) and the specs (the mail outbox is
// `${TOKRI_E2E_DATA_DIR}/outbox/*.eml`; the admin below exists from the start).
process.env.TOKRI_E2E_DATA_DIR ??= join(tmpdir(), 'tokri-e2e-data');
process.env.TOKRI_E2E_ADMIN_EMAIL ??= 'admin@tokri.test';
process.env.TOKRI_E2E_ADMIN_PASSWORD ??= 'admin-e2e-pass';
process.env.TOKRI_E2E_BINARY ??= resolve(import.meta.dirname, '../target/release/tokri');

const api = 'http://127.0.0.1:8181';
const preview = process.env.TOKRI_E2E_WEB === 'preview';
const baseURL = preview ? 'http://127.0.0.1:4181' : api;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
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
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: [
    {
      command: 'node e2e/start-server.mjs',
      url: `${api}/api/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    ...(preview
      ? [
          {
            command: 'npx vite preview --host 127.0.0.1 --port 4181 --strictPort',
            url: 'http://127.0.0.1:4181/',
            env: { TOKRI_API_URL: api },
            reuseExistingServer: false,
            timeout: 30_000,
          },
        ]
      : []),
  ],
});
