// Checks the storefront entry against its budget (DESIGN §9): the JavaScript and CSS that
// index.html loads up front (its module script, modulepreloads and stylesheets, linked or written
// into the page), gzipped.
// Usage: node scripts/check-bundle-size.mjs [dist]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.argv[2] ?? 'dist';
const BUDGET = { js: 150 * 1024, css: 30 * 1024 };

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const refs = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
// The entry and its modules as public/boot.js starts them (vite.config.ts).
const boot = /data-entry="([^"]+)" data-modules="([^"]*)"/.exec(html);
if (boot) refs.push(boot[1], ...boot[2].split(' ').filter(Boolean));
const total = { js: 0, css: 0 };
for (const ref of new Set(refs)) {
  const kind = ref.endsWith('.css') ? 'css' : 'js';
  const size = gzipSync(readFileSync(join(dist, ref)), { level: 9 }).length;
  total[kind] += size;
  console.log(`${(size / 1024).toFixed(2).padStart(8)} KB  ${ref}`);
}
// The entry stylesheet is written into the page (vite.config.ts): it counts as the entry's CSS.
for (const [, css] of html.matchAll(/<style>([\s\S]*?)<\/style>/g)) {
  const size = gzipSync(Buffer.from(css), { level: 9 }).length;
  total.css += size;
  console.log(`${(size / 1024).toFixed(2).padStart(8)} KB  <style> in index.html`);
}
let ok = true;
for (const kind of ['js', 'css']) {
  const within = total[kind] <= BUDGET[kind];
  ok &&= within;
  console.log(
    `entry ${kind.toUpperCase()}: ${(total[kind] / 1024).toFixed(2)} KB gzipped (budget ${BUDGET[kind] / 1024} KB) ${within ? 'ok' : 'OVER BUDGET'}`,
  );
}
process.exit(ok ? 0 : 1);
