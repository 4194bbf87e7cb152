// Starts the tokri binary (TOKRI_E2E_BINARY, set by playwright.config.ts) for the browser tests on
// TOKRI_E2E_ADDR (127.0.0.1:8181 unless the config names another) with a fresh, empty data
// directory TOKRI_E2E_DATA_DIR (demo catalogue seeded), and removes that directory when
// Playwright stops it. The config starts one per shop.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const binary = process.env.TOKRI_E2E_BINARY; // set by playwright.config.ts
if (!binary || !existsSync(binary)) {
  console.error(`${binary} is missing: build it with \`make build\` (or cargo build --release -p tokri).`);
  process.exit(1);
}

// A fixed folder (set by playwright.config.ts per shop) so specs can read the mail outbox in it.
const dataDir = process.env.TOKRI_E2E_DATA_DIR ?? join(tmpdir(), 'tokri-e2e-data');
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true, mode: 0o700 });
const child = spawn(binary, ['serve'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    TOKRI_ADDR: process.env.TOKRI_E2E_ADDR ?? '127.0.0.1:8181',
    TOKRI_DATA_DIR: dataDir,
    TOKRI_DEMO: '1',
    TOKRI_PAYMENT_PROVIDER: 'sandbox',
    // Companies may pay corporate orders by bank transfer (e2e/corporate.spec.ts).
    TOKRI_BANK_TRANSFER: 'Tokri Fresh LLP · HDFC Bank · A/c 50200012345678 · IFSC HDFC0001234',
    TOKRI_ADMIN_EMAIL: process.env.TOKRI_E2E_ADMIN_EMAIL,
    TOKRI_ADMIN_PASSWORD: process.env.TOKRI_E2E_ADMIN_PASSWORD,
  },
});

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  child.kill('SIGTERM');
  setTimeout(() => child.kill('SIGKILL'), 3000).unref();
  child.once('exit', () => {
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(code);
  });
}

process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());
child.on('exit', (code) => {
  if (!stopping) {
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(code ?? 1);
  }
});
