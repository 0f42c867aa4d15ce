import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { baseUrl, launch, signedInSession } from './browser';

/**
 * In Chromium, a list the operator has left keeps nothing alive. A heap
 * snapshot marks every DOM node that is no longer in the document but still reachable
 * ("detached"); after leaving a list through the app there must be none of its table. The
 * leak this caught: the cells' shared ResizeObserver kept the first cell it ever watched,
 * and through it the whole table and its React tree (30 -> 19 MB in `scripts/bench-memory.mjs`).
 * The second test leaves a list while React is still drawing it: the render React then drops
 * was kept by the query cache (the list controller's closures in the query's options) until
 * the query's garbage collection five minutes later, 15-40 MB each time (docs/decisions.md,
 * "Memory").
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The DOM nodes a heap snapshot finds detached, by their tag and class ("<td class=…>"). */
async function detachedNodes(cdp: CDPSession): Promise<string[]> {
  const chunks: string[] = [];
  const onChunk = (e: { chunk: string }) => chunks.push(e.chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  const snapshot = JSON.parse(chunks.join('')) as {
    snapshot: { meta: { node_fields: string[] } };
    nodes: number[];
    strings: string[];
  };
  const fields = snapshot.snapshot.meta.node_fields;
  const name = fields.indexOf('name');
  const detachedness = fields.indexOf('detachedness');
  expect(detachedness, 'this Chromium marks detached nodes in heap snapshots').toBeGreaterThanOrEqual(0);
  const found: string[] = [];
  for (let i = 0; i < snapshot.nodes.length; i += fields.length)
    if (snapshot.nodes[i + detachedness] === 2) found.push(snapshot.strings[snapshot.nodes[i + name]]);
  return found;
}

async function openListThenLeave(page: Page) {
  await page.goto(`${baseUrl()}/settings/countries?perPage=50`);
  await expect.poll(() => page.locator('.app-cell-text').count()).toBeGreaterThan(20);
  // Through the app (a reload would free everything anyway): the menu's link to the dashboard.
  await page.locator('a[href="/dashboard"]').first().click();
  await page.getByTestId('dashboard-numbers').waitFor();
  await expect.poll(() => page.locator('.app-cell-text').count()).toBe(0);
}

/**
 * A client-side navigation to `path` (the router follows popstate, as with the menu's links),
 * done when `rows` rows of a list are on screen and its first row is not the one shown before.
 * With `leaveAfterMs`, the page goes on to the dashboard that long after the navigation
 * started, and it is done when the dashboard is there with no list left. Resolves with the ms
 * the navigation took.
 */
const navigate = (page: Page, path: string, rows: number, leaveAfterMs = 0) =>
  page.evaluate(
    ([path, rows, leaveAfterMs]) =>
      new Promise<number>((resolve) => {
        const go = (to: string) => {
          window.history.pushState({}, '', to);
          window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
        };
        const body = () => document.querySelector<HTMLTableSectionElement>('.RaList-main tbody');
        const firstRow = () => body()?.rows[0]?.textContent ?? null;
        const before = firstRow();
        const done = () =>
          leaveAfterMs > 0
            ? !document.querySelector('.RaList-main') && window.location.pathname === '/dashboard'
            : (body()?.rows.length ?? 0) >= rows && firstRow() !== before;
        const t0 = performance.now();
        go(path);
        if (leaveAfterMs > 0) setTimeout(() => go('/dashboard'), leaveAfterMs);
        const check = () => (done() ? resolve(performance.now() - t0) : requestAnimationFrame(check));
        requestAnimationFrame(check);
      }),
    [path, rows, leaveAfterMs] as const,
  );

const CARD_PAYMENTS = '/subscription/payments-moyasar?perPage=250';
const PAYPAL_PAYMENTS = '/subscription/payments-paypal?perPage=250';

describe('memory: a list left behind', () => {
  it('should keep no cell, row or table of a list once the operator has left it', async () => {
    const s = await signedInSession(browser);
    const cdp = await s.context.newCDPSession(s.page);
    await cdp.send('HeapProfiler.enable');
    await openListThenLeave(s.page);
    const detached = await detachedNodes(cdp);
    const listParts = detached.filter((n) => /^<(td|tr|tbody|table)\b|app-cell-text/.test(n));
    expect(listParts.slice(0, 5), `${listParts.length} detached list nodes`).toEqual([]);
    await s.context.close();
  });

  it('should keep nothing of a list the operator left while it was still being drawn', async () => {
    // From one list to another whose rows are cached: React draws the 250 rows in the
    // navigation's render, which yields to the page, and the old list stays on screen until it
    // is done. Leaving during that render makes React drop it; the query cache kept the dropped
    // render's tree (the list controller's closures in the query's options) until the query's
    // garbage collection, five minutes later. The render is left at several points of its
    // course, measured first on this machine, and each time nothing of it may stay.
    const s = await signedInSession(browser);
    const cdp = await s.context.newCDPSession(s.page);
    await cdp.send('HeapProfiler.enable');
    await s.page.goto(`${baseUrl()}${CARD_PAYMENTS}`);
    await expect.poll(() => s.page.locator('.RaList-main tbody tr').count(), { timeout: 30000 }).toBe(250);
    await navigate(s.page, PAYPAL_PAYMENTS, 250);
    const drawMs = await navigate(s.page, CARD_PAYMENTS, 250);
    const kept: string[] = [];
    for (const share of [0.1, 0.2, 0.4]) {
      await navigate(s.page, PAYPAL_PAYMENTS, 250);
      await navigate(s.page, CARD_PAYMENTS, 0, Math.max(10, Math.round(drawMs * share)));
      await s.page.getByTestId('dashboard-numbers').waitFor();
      const detached = await detachedNodes(cdp);
      const listParts = detached.filter((n) => /^<(td|tr|tbody|table)\b|app-cell-text/.test(n));
      if (listParts.length) kept.push(`left at ${share * 100}% of ${Math.round(drawMs)} ms: ${listParts.length} detached list nodes`);
    }
    expect(kept).toEqual([]);
    expect(s.errors).toEqual([]);
    await s.context.close();
  });
});
