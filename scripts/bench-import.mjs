#!/usr/bin/env node
// Import benchmark (numbers only, no pass/fail): an .xlsx of N valid offers imported into the
// offers list of the demo build, on the demo API (its MSW handlers answer on the page's own
// thread, 60 ms each, so their work counts in the page's long tasks too). For each size:
//  - preview: from choosing the file to the checked preview (read in the worker, one read of
//    the plans, every row checked);
//  - import: from "Import N rows" to the result (N creates, 4 in flight);
//  - the longest main-thread task ('longtask', PerformanceObserver) during each.
// Build first: npm run build:demo (or --dist <dir>). Usage: node scripts/bench-import.mjs [--sizes 1000,10000] [--lang ar|en]
import { chromium } from 'playwright-core';
import * as XLSX from 'xlsx';
import { arg, CHROME_ARGS, requireBuild, startPreview } from './lib/preview.mjs';

const dist = arg('--dist', 'dist');
const sizes = arg('--sizes', '1000,10000').split(',').map(Number);
const lang = arg('--lang', 'en');
requireBuild(dist);
const { base, stop } = await startPreview({ dist, port: Number(process.env.BENCH_PORT ?? 4209) });

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROME_ARGS });
const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
await context.addInitScript((language) => {
  localStorage.setItem('language', language);
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
}, lang);
const page = await context.newPage();
await page.goto(`${base}/login`);
await page.locator('#auth-email').fill('admin@demo.test');
await page.locator('#auth-password').fill('demo1234');
await page.locator('form#auth-form button[type=submit]').click();
await page.waitForURL(`${base}/dashboard`);
await page.goto(`${base}/subscription/offers`);
const importLabel = lang === 'ar' ? 'استيراد' : 'Import';
await page.getByRole('button', { name: importLabel }).waitFor();
const plan = await page.evaluate(async (language) => {
  const r = await fetch('/api/plans?range=[0,0]', {
    headers: { Authorization: `Bearer ${localStorage.getItem('id_token')}`, 'Accept-Language': language },
  });
  return (await r.json())[0].name;
}, lang);

function offersFile(n) {
  const rows = Array.from({ length: n }, (_, i) => [
    `Bench offer ${i + 1}`,
    plan,
    1 + (i % 50),
    (i % 40) + 0.5,
    'month',
    new Date(Date.UTC(2026, 0, 1)),
    new Date(Date.UTC(2026, 5, 30)),
    i % 2 === 0,
  ]);
  const header = ['name', 'plans', 'users_number', 'percentage', 'interval', 'start_date', 'end_date', 'is_active'];
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([header, ...rows], { cellDates: true }), 'Offers');
  return Buffer.from(XLSX.write(book, { bookType: 'xlsx', type: 'buffer' }));
}

const longest = (from, to) =>
  page.evaluate(
    ([a, b]) => Math.max(0, ...window.__longTasks.filter((t) => t.start >= a && t.start < b).map((t) => t.duration)),
    [from, to],
  );
const now = () => page.evaluate(() => performance.now());

const results = [];
for (const n of sizes) {
  const file = offersFile(n);
  await page.getByRole('button', { name: importLabel }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('import-file').waitFor({ state: 'attached' });
  const t0 = await now();
  await dialog.getByTestId('import-file').setInputFiles({ name: `offers-${n}.xlsx`, mimeType: 'application/octet-stream', buffer: file });
  // Polled twice a second with a plain selector: Playwright's role queries scan the whole page on
  // every animation frame, which would weigh on the very thread being measured.
  await page.waitForFunction(
    () =>
      document.querySelector('[data-testid="import-counts"]') &&
      !document.querySelector('[data-testid="import-start"]')?.hasAttribute('disabled'),
    null,
    { polling: 500, timeout: 120000 },
  );
  const t1 = await now();
  await dialog.getByTestId('import-start').click();
  await page.waitForFunction(() => document.querySelector('[role=dialog] [role=status]'), null, { polling: 500, timeout: 900000 });
  const t2 = await now();
  const result = (await dialog.getByRole('status').textContent()).replace(/[\u2066-\u2069]/g, '');
  results.push({
    rows: n,
    previewMs: Math.round(t1 - t0),
    previewLongestTaskMs: Math.round(await longest(t0, t1)),
    importMs: Math.round(t2 - t1),
    importLongestTaskMs: Math.round(await longest(t1, t2)),
    result,
  });
  console.log(JSON.stringify(results.at(-1)));
  await dialog.getByRole('button', { name: lang === 'ar' ? 'إغلاق' : 'Close' }).click();
  await dialog.waitFor({ state: 'detached' });
}
console.table(results);
await browser.close();
stop();
