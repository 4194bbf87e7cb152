// Lighthouse (mobile: its default form factor and simulated slow-4G throttling) on the
// storefront's home, a category and a product page, with Debian's Chromium (issue 22). Starts the
// tokri binary on a fresh data directory with the demo catalogue, audits each page, prints the
// scores and fails when one is below its floor: SEO 100, accessibility 100, best practices 95.
//   node scripts/lighthouse.mjs [BINARY]      (default ../target/release/tokri)
// Performance is printed, and checked only with LIGHTHOUSE_PERFORMANCE_FLOOR set (e.g. 90): its
// score comes from a simulation fed by the observed run, so it depends on how busy the machine
// is, while the other three do not. `make test` runs this last, on an otherwise idle machine, with
// the floor at 90; `make lighthouse` gives the same figures for the release build (README). With a
// performance floor, each page gets up to three runs and keeps its best (the floors must be met
// by one run's scores, not a mix of runs). LIGHTHOUSE_REPORTS=DIR keeps each run's JSON report.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const binary = resolve(process.argv[2] ?? join(import.meta.dirname, '../../target/release/tokri'));
const addr = process.env.TOKRI_LIGHTHOUSE_ADDR ?? '127.0.0.1:8190';
const base = `http://${addr}`;
const performanceFloor = Number(process.env.LIGHTHOUSE_PERFORMANCE_FLOOR ?? 0);
const floors = { seo: 100, accessibility: 100, 'best-practices': 95, performance: performanceFloor };
const pages = [
  ['home', '/'],
  ['category', null], // the first category of the catalogue, found below
  ['product', null], // the first product of the catalogue, found below
];

const dataDir = mkdtempSync(join(tmpdir(), 'tokri-lighthouse-'));
const shop = spawn(binary, ['serve'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, TOKRI_ADDR: addr, TOKRI_DATA_DIR: dataDir, TOKRI_DEMO: '1', RUST_LOG: 'warn' },
});
let chrome;
function cleanUp() {
  shop.kill('SIGTERM');
  chrome?.kill();
  rmSync(dataDir, { recursive: true, force: true });
}

async function waitForShop() {
  for (let i = 0; i < 600; i += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the shop at ${base} did not start within 60 s`);
}

function scoresOf(lhr) {
  return Object.fromEntries(Object.keys(floors).map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]));
}
const meets = (scores) => Object.entries(floors).every(([c, floor]) => scores[c] >= floor);

// Stop the shop and Chromium however this ends (an error thrown inside Lighthouse included).
process.on('exit', () => {
  shop.kill('SIGKILL');
  chrome?.kill();
});
process.on('unhandledRejection', (error) => {
  console.error(error);
  process.exit(1);
});

let failed = false;
try {
  await waitForShop();
  // The demo's drawings become pictures in the media store a few seconds after the first start:
  // audit the shop as customers see it from then on.
  let products;
  for (let i = 0; i < 180; i += 1) {
    products = await (await fetch(`${base}/api/products/page?limit=1`)).json();
    if (JSON.stringify(products.products[0]).includes('/media/')) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  pages[2][1] = `/product/${products.products[0]._id}`;
  const categories = await (await fetch(`${base}/api/categories`)).json();
  pages[1][1] = `/category/${categories[0].slug}`;
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  const rows = [];
  for (const [name, path] of pages) {
    let best;
    for (let run = 0; run < (performanceFloor > 0 ? 3 : 1) && !(best && meets(best.scores)); run += 1) {
      const result = await lighthouse(`${base}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: Object.keys(floors),
      });
      if (process.env.LIGHTHOUSE_REPORTS) {
        writeFileSync(join(process.env.LIGHTHOUSE_REPORTS, `${name}-${run + 1}.json`), result.report);
      }
      if (result.lhr.runtimeError) console.error(`${path}: ${result.lhr.runtimeError.message}`);
      const scores = scoresOf(result.lhr);
      const metric = (id) => result.lhr.audits[id]?.displayValue ?? '?';
      console.log(
        `${path} run ${run + 1}: ${JSON.stringify(scores)} FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, SI ${metric('speed-index')}`,
      );
      const failing = Object.entries(result.lhr.audits)
        .filter(([, a]) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map(([id]) => id);
      if (!best || meets(scores) || scores.performance > best.scores.performance) best = { scores, failing };
    }
    rows.push({ page: name, path, ...best.scores, ...(meets(best.scores) ? {} : { failing: best.failing.join(' ') }) });
    if (!meets(best.scores)) failed = true;
  }
  console.table(rows);
  console.log(
    failed
      ? `Lighthouse: a page is below the floors ${JSON.stringify(floors)}`
      : `Lighthouse: every page meets the floors ${JSON.stringify(floors)}.`,
  );
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  cleanUp();
}
process.exit(failed ? 1 : 0);
