#!/usr/bin/env node
// List benchmark (numbers only, no pass/fail): a list page of 500 rows (?perPage=500)
// in Chromium, from the client-side navigation to the moment EVERY cell is filled, reference
// columns included (a company's plan and country, a payment's company). Median of N runs, with
// min-max, plus the time to the 500 rows alone, the longest main-thread task and the API calls.
// The app runs against an API answered by Playwright (config.json points it at /api) with
// generated rows, so the figures do not depend on the demo seed's size.
// Build first: npx vite build --mode demo --outDir dist-c
// Usage: node scripts/bench-lists.mjs [--dist dist-c] [--runs 5] [--lang ar|en] [--lists all|companies,payments-moyasar,…]
//        [--profile]  also prints a CPU profile summary of one run per list (readable with a
//                     build made with --minify false)
import { chromium } from 'playwright-core';
import { arg, requireBuild, startPreview } from './lib/preview.mjs';
import { LISTS as ALL_LISTS, routeApi } from './lib/mockApi.mjs';

const dist = arg('--dist', 'dist-c');
const runs = Number(arg('--runs', '5'));
const lang = arg('--lang', 'ar');
const only = arg('--lists', 'all');
const PER_PAGE = 500;
const LISTS = ALL_LISTS.filter((l) => only === 'all' || only.split(',').includes(l.name));
requireBuild(dist);
const { base, stop } = await startPreview({ dist, port: Number(process.env.BENCH_PORT ?? 4206) });

// ---- measurement ------------------------------------------------------------------------
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
const calls = [];
await routeApi(context, base, calls);
const signIn = await context.newPage();
await signIn.addInitScript((l) => localStorage.setItem('language', l), lang);
await signIn.goto(`${base}/login`);
await signIn.locator('#auth-email').fill('bench@example.com');
await signIn.locator('#auth-password').fill('whatever1');
await signIn.locator('form#auth-form button[type=submit]').click();
await signIn.waitForURL(`${base}/dashboard`);
await signIn.close();

/** One run: a fresh tab (empty query cache) settled on /404, then a client-side navigation. */
async function once(list, profile = false) {
  const page = await context.newPage();
  await page.goto(`${base}/404`, { waitUntil: 'networkidle' });
  const cdp = profile ? await context.newCDPSession(page) : undefined;
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  if (process.env.BENCH_DEBUG) await page.evaluate(() => (window.__debugEmpty = []));
  const from = calls.length;
  const result = await page.evaluate(
    ({ path, rows }) =>
      new Promise((resolve, reject) => {
        let longest = 0;
        new PerformanceObserver((l) => l.getEntries().forEach((e) => (longest = Math.max(longest, e.duration)))).observe({
          type: 'longtask',
        });
        const t0 = performance.now();
        let rowsAt;
        window.history.pushState({}, '', path);
        window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
        // Checked once per frame: what the operator could see at that paint.
        const check = () => {
          const trs = document.querySelectorAll('#main-content tbody tr');
          if (trs.length >= rows) {
            rowsAt ??= performance.now() - t0;
            if (window.__debugEmpty !== undefined) {
              const empty = {};
              trs.forEach((tr) =>
                Array.from(tr.cells)
                  .slice(1, -1)
                  .forEach((td, i) => {
                    if (!(td.textContent.trim() || td.querySelector('svg'))) empty[i] = (empty[i] ?? 0) + 1;
                  }),
              );
              const heads = Array.from(document.querySelectorAll('#main-content thead th')).map((th) => th.textContent);
              window.__debugEmpty.push([
                Math.round(performance.now() - t0),
                JSON.stringify(empty),
                Object.keys(empty)
                  .map((i) => heads[Number(i) + 1])
                  .join(),
              ]);
            }
            // Every data cell (not the checkbox, not the row buttons) holds text or an icon.
            const filled = Array.from(trs).every((tr) =>
              Array.from(tr.cells)
                .slice(1, -1)
                .every((td) => td.textContent.trim() || td.querySelector('svg')),
            );
            if (filled)
              return resolve({
                ms: performance.now() - t0,
                rowsMs: rowsAt,
                longest,
                rowCount: trs.length,
                empty: window.__debugEmpty && [
                  ...window.__debugEmpty,
                  ...performance
                    .getEntriesByType('resource')
                    .filter((e) => e.name.includes('/api/'))
                    .map((e) => [Math.round(e.startTime - t0), Math.round(e.responseEnd - t0), e.name.slice(-70)]),
                ],
              });
          }
          if (performance.now() - t0 > 120000) return reject(new Error(`not filled after 120 s (${trs.length} rows)`));
          requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
    { path: `${list.path}?perPage=${PER_PAGE}`, rows: PER_PAGE },
  );
  if (cdp) printProfile((await cdp.send('Profiler.stop')).profile);
  await page.close();
  return { ...result, calls: calls.slice(from) };
}

/** --profile: where the time went, by function (self) and by component-like name (inclusive). */
function printProfile({ nodes, samples, timeDeltas }) {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map();
  const inclusive = new Map();
  const key = (n) => `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber + 1}`;
  samples.forEach((id, i) => {
    const dt = (timeDeltas[i] ?? 0) / 1000;
    const n = byId.get(id);
    self.set(key(n), (self.get(key(n)) ?? 0) + dt);
    const seen = new Set();
    for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
      const name = byId.get(cur).callFrame.functionName;
      if (/^[A-Z]/.test(name) && !seen.has(name)) {
        seen.add(name);
        inclusive.set(name, (inclusive.get(name) ?? 0) + dt);
      }
    }
  });
  const top = (m, n) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `    ${String(Math.round(v)).padStart(6)} ms  ${k}`)
      .join('\n');
  console.log(`  self time:\n${top(self, 25)}\n  inclusive, by component-like name:\n${top(inclusive, 40)}`);
}

const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    median: Math.round(sorted[Math.floor(sorted.length / 2)]),
    min: Math.round(sorted[0]),
    max: Math.round(sorted[sorted.length - 1]),
  };
};
await once(LISTS[0]); // warm-up: the list chunks are fetched and compiled once
for (const list of LISTS) {
  if (process.argv.includes('--profile')) await once(list, true);
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await once(list));
  const filled = stats(results.map((r) => r.ms));
  const rowsOnly = stats(results.map((r) => r.rowsMs));
  const longest = stats(results.map((r) => r.longest));
  const apiCalls = results[0].calls.filter((c) => c.startsWith('GET'));
  console.log(
    `${list.name.padEnd(17)} ${PER_PAGE} rows all cells filled: median ${filled.median} ms (min ${filled.min}, max ${filled.max}); ` +
      `rows shown: ${rowsOnly.median} ms; longest task median ${longest.median} ms; ${apiCalls.length} GETs`,
  );
  if (process.env.BENCH_DEBUG) console.log(apiCalls.map((c) => `    ${c}`).join('\n'), '\n', results[0].empty);
}
await browser.close();
stop();
process.exit(0);
