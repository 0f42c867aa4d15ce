import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { baseUrl, launch, signedInSession } from './browser';

/**
 * Issue 16 item 4 in Chromium: a list the operator has left keeps nothing alive. A heap
 * snapshot marks every DOM node that is no longer in the document but still reachable
 * ("detached"); after leaving a list through the app there must be none of its table. The
 * leak this caught: the cells' shared ResizeObserver kept the first cell it ever watched,
 * and through it the whole table and its React tree (30 -> 19 MB in `scripts/bench-memory.mjs`).
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

describe('memory (issue 16 item 4)', () => {
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
});
