#!/usr/bin/env node
// Memory benchmark (numbers only, no pass/fail): 10 rounds through three lists of
// 500 rows (client-side navigations, each list waited for until its 500 rows are on screen),
// in our app and in the bare react-admin baseline (scripts/bare-admin), side by side in one
// run. After each round: the size of a heap snapshot (its full collection first). Reports the heap per round, the growth per round after round 2 (least
// squares over rounds 3-10) and our heap / the bare app's.
// With --leave-after MS, the first list of a round is drawn and each of the others is left
// that many ms after its navigation started, drawn or not (an operator clicking on through
// the menu; React drops a render left half-way).
// Usage: node scripts/bench-memory.mjs [--dist dist] [--rounds 10] [--lang ar|en] [--leave-after 300]
import { execSync } from 'node:child_process';
import { chromium } from 'playwright-core';
import { arg, buildBareAdmin, requireBuild, startPreview } from './lib/preview.mjs';
import { LISTS, routeApi } from './lib/mockApi.mjs';

const dist = arg('--dist', 'dist');
const rounds = Number(arg('--rounds', '10'));
const lang = arg('--lang', 'ar');
const leaveAfter = Number(arg('--leave-after', '0'));
const ROWS = 500;
requireBuild(dist);
const bare = buildBareAdmin(execSync);
const ours = await startPreview({ dist, port: Number(process.env.BENCH_PORT ?? 4207) });
const baseline = await startPreview({ ...bare, port: Number(process.env.BENCH_BARE_PORT ?? 4208) });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--js-flags=--expose-gc'],
});

/**
 * Client-side navigation, resolved once the new screen shows: `rows` rows in a table body that is
 * not the one on screen before, or whose first row is not (the previous list's rows stay until
 * the next list replaces them, so counting rows alone resolved at once; the bare app reuses its
 * table element for every list, our mock API serves the same rows to every list), or, for
 * `rows` 0, once no table row is left. Our app's router listens to popstate; the bare app keeps
 * react-admin's default hash router (paths starting with `#`).
 */
const visit = (page, path, rows) =>
  page.evaluate(
    ({ path, rows }) =>
      new Promise((resolve, reject) => {
        const t0 = performance.now();
        const body = () => document.querySelector('tbody');
        const firstRow = () => body()?.rows[0]?.textContent ?? null;
        const [bodyBefore, rowBefore] = [body(), firstRow()];
        if (path.startsWith('#')) window.location.hash = path;
        else {
          window.history.pushState({}, '', path);
          window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
        }
        const shown = () =>
          rows === 0
            ? document.querySelectorAll('tbody tr').length === 0
            : (body()?.rows.length ?? 0) >= rows && (body() !== bodyBefore || firstRow() !== rowBefore);
        const check = () => {
          if (shown()) return resolve(performance.now() - t0);
          if (performance.now() - t0 > 120000) return reject(new Error(`${path}: not shown after 120 s`));
          requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
    { path, rows },
  );

/** Client-side navigation to `path`, resolved `ms` later whatever is on screen by then. */
const leave = (page, path, ms) =>
  page.evaluate(
    ({ path, ms }) =>
      new Promise((resolve) => {
        if (path.startsWith('#')) window.location.hash = path;
        else {
          window.history.pushState({}, '', path);
          window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
        }
        setTimeout(resolve, ms);
      }),
    { path, ms },
  );

/**
 * The JS heap in use once garbage is gone. A heap snapshot's own full collection (the one
 * DevTools' memory panel takes) frees what HeapProfiler.collectGarbage leaves for later
 * (code and feedback caches, weak references that need a second pass), so the figure is the
 * snapshot's total size; the snapshot itself is read as a stream and dropped.
 */
async function heapAfterGc(cdp) {
  let bytes = 0;
  const chunks = [];
  const onChunk = (e) => chunks.push(e.chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false, captureNumericValue: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  const snapshot = JSON.parse(chunks.join(''));
  const meta = snapshot.snapshot.meta.node_fields;
  const fields = meta.length;
  const selfSize = meta.indexOf('self_size');
  for (let i = selfSize; i < snapshot.nodes.length; i += fields) bytes += snapshot.nodes[i];
  return bytes;
}

async function measure(name, base, signIn, lists, away) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript((l) => localStorage.setItem('language', l), lang);
  const page = await context.newPage();
  await signIn(context, page, base);
  // Both apps start from the page the rounds end on (the bare app lands on its first list).
  await visit(page, away, 0);
  const cdp = await context.newCDPSession(page);
  await cdp.send('HeapProfiler.enable');
  const heaps = [];
  for (let round = 1; round <= rounds; round++) {
    for (const [i, path] of lists.entries()) await (leaveAfter && i > 0 ? leave(page, path, leaveAfter) : visit(page, path, ROWS));
    await visit(page, away, 0);
    // Transitions, ripples and the lazily loaded /404 screen settle before the heap is read.
    // Left half-drawn, a list's dropped work can take several seconds to end (a round read at
    // 128 MB 1.5 s after it reads 19.3 MB 8 s later): 10 s, then read again until two readings
    // agree within 0.5 MB.
    await page.waitForTimeout(leaveAfter ? 10000 : 1500);
    let heap = await heapAfterGc(cdp);
    for (let settled = !leaveAfter, tries = 0; !settled && tries < 8; tries++) {
      await page.waitForTimeout(2000);
      const again = await heapAfterGc(cdp);
      settled = Math.abs(again - heap) < 0.5 * 2 ** 20;
      heap = again;
    }
    heaps.push(heap);
  }
  await context.close();
  const tail = heaps.slice(2);
  const xs = tail.map((_, i) => i);
  const mean = (v) => v.reduce((a, b) => a + b, 0) / v.length;
  const mx = mean(xs);
  const my = mean(tail);
  const slope = xs.reduce((a, x, i) => a + (x - mx) * (tail[i] - my), 0) / xs.reduce((a, x) => a + (x - mx) ** 2, 0);
  return { name, heapsMB: heaps.map((h) => +(h / 2 ** 20).toFixed(2)), growthPerRoundMB: +(slope / 2 ** 20).toFixed(3) };
}

const oursResult = await measure(
  'ours',
  ours.base,
  async (context, page, base) => {
    await routeApi(context, base, []);
    await page.goto(`${base}/login`);
    await page.locator('#auth-email').fill('bench@example.com');
    await page.locator('#auth-password').fill('whatever1');
    await page.locator('form#auth-form button[type=submit]').click();
    await page.waitForURL(`${base}/dashboard`);
  },
  LISTS.slice(0, 3).map((l) => `${l.path}?perPage=${ROWS}`),
  '/404',
);
const bareResult = await measure(
  'bare react-admin',
  baseline.base,
  async (_context, page, base) => {
    await page.goto(`${base}/#/login`);
    await page.locator('input[autocomplete=username]').fill('bench');
    await page.locator('input[autocomplete=current-password]').fill('bench');
    await page.locator('button[type=submit]').click();
    await page.locator('tbody tr').first().waitFor();
  },
  ['#/companies', '#/payments', '#/requests'],
  '#/nowhere',
);
await browser.close();

for (const r of [oursResult, bareResult]) {
  console.log(
    `${r.name.padEnd(17)} heap after GC by round (MB): ${r.heapsMB.join(' ')}; growth after round 2: ${r.growthPerRoundMB} MB/round`,
  );
}
const last = (r) => r.heapsMB[r.heapsMB.length - 1];
if (leaveAfter) console.log(`(the second and third lists of a round left ${leaveAfter} ms after their navigation started)`);
console.log(`ours / bare after round ${rounds}: ${(last(oursResult) / last(bareResult)).toFixed(2)}x`);
ours.stop();
baseline.stop();
process.exit(0);
