import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { firstLoadCost, recordFetched } from '../../scripts/lib/firstLoad.mjs';
import { baseUrl, launch, openSession, signIn } from './browser';

/**
 * Issue 16 item 2, as a ratchet: what the sign-in page and the first screen after sign-in
 * fetch (JS and CSS gzip, fonts as sent, the demo API apart), counted as `scripts/bench.mjs`
 * counts it. The sign-in page is held to the issue's aim (160 KB, 132.8 today). The first
 * screen is held to the issue's target, 260 KB (258.7 today; its aim, 220, is not met:
 * docs/decisions.md "Performance"): a change that adds to it fails here and has to say why in
 * this budget. History: 373.6 before the signed-in code became one
 * chunk (session 12), 351.3 before the shared Latin face and 341.2 before the light tooltip
 * (session 13), 332.0 after them; but that count left out the Arabic catalogue (10.3 KB), which
 * the demo API imported too and so was counted as the demo's. Counted right, 341.9; 337.1 since
 * the resources' field strings come with the first screen that shows a resource (session 14);
 * 310.4 since the app's own router replaced React Router's data router (session 16); 302.2 since
 * the aside's links are the app's own and two widgets load on first use (session 17); 287.9
 * since the interface's font faces carry no hinting (session 18); 286.1 since the right-to-left
 * styles are mirrored without cssjanus (session 19); 275.0 since the menus, drawers and the
 * confirmation dialog come with the first intent to open one (session 20); 271.5 since react-admin's
 * isEqual is the app's own, without lodash's helpers (session 20); 270.1 without MUI's Collapse;
 * 259.0 since the themes are provided without MUI's CSS-variables machinery and react-admin's
 * query-string, debounce and emotion's statics helper are the app's own small ones (session 21);
 * 258.7 since the chunks are ASCII but the catalogues and the Arabic sign-in strings (1.2 KB
 * more escaped), and the quick search's results come with the first focus of its box (session 22).
 */
const LOGIN_BUDGET_KB = 160;
const FIRST_SCREEN_BUDGET_KB = 260;

const dist = path.resolve(process.env.E2E_DIST ?? 'dist');
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The JS, CSS and font files `page` fetches from the app while `load` runs. */
async function fetchedDuring(page: Page, load: () => Promise<void>) {
  const seen = recordFetched(page, new URL(baseUrl()).origin);
  await load();
  // Every face the page's text uses, then whatever that fetched.
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('networkidle');
  return firstLoadCost(dist, [...seen]);
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const describeCost = (cost: { js: number; css: number; fonts: number; files: unknown[] }) =>
  `JS ${kb(cost.js)} + CSS ${kb(cost.css)} + fonts ${kb(cost.fonts)} KB in ${cost.files.length} files`;

describe('first-load budget', () => {
  it(`should keep the sign-in page within ${LOGIN_BUDGET_KB} KB`, async () => {
    const s = await openSession(browser);
    const cost = await fetchedDuring(s.page, async () => {
      await s.page.goto(`${baseUrl()}/login`, { waitUntil: 'networkidle' });
      await s.page.locator('#auth-password').waitFor();
    });
    await s.context.close();
    // Something was counted: the entry and the faces of the form's text.
    expect(cost.fonts, describeCost(cost)).toBeGreaterThan(0);
    expect(kb(cost.js + cost.css + cost.fonts), describeCost(cost)).toBeLessThanOrEqual(LOGIN_BUDGET_KB);
    expect(s.errors).toEqual([]);
  });

  it(`should keep the first screen after sign-in within ${FIRST_SCREEN_BUDGET_KB} KB`, async () => {
    const s = await openSession(browser);
    await signIn(s.page);
    await s.page.waitForURL(`${baseUrl()}/dashboard`);
    // A fresh tab of the same profile: storage (the session) is kept, the memory cache is not.
    const page = await s.context.newPage();
    page.on('pageerror', (error) => s.errors.push(error.message));
    const cost = await fetchedDuring(page, async () => {
      await page.goto(`${baseUrl()}/dashboard`, { waitUntil: 'networkidle' });
      await page.locator('[data-card="subscriptions_per_month"] [data-testid="dashboard-chart"]').waitFor({ timeout: 60000 });
      await page.waitForLoadState('networkidle');
    });
    await s.context.close();
    // The demo API was fetched and counted apart, the layout was counted in.
    expect(cost.demo, describeCost(cost)).toBeGreaterThan(0);
    // The signed-in strings are the app's, though the demo API reads them too; the resources'
    // field strings wait for the first screen that shows a resource.
    const counted = cost.files.filter((f) => !f.demo).map((f) => path.basename(f.file));
    expect(
      counted.filter((f) => f.startsWith('signedIn-')),
      describeCost(cost),
    ).toHaveLength(1);
    expect(cost.files.filter((f) => path.basename(f.file).startsWith('resources-'))).toEqual([]);
    // The menus, drawers and dialogs come with the first intent to open one (src/engine/overlays).
    expect(cost.files.filter((f) => path.basename(f.file).startsWith('overlays-'))).toEqual([]);
    expect(kb(cost.js), describeCost(cost)).toBeGreaterThan(200);
    expect(kb(cost.js + cost.css + cost.fonts), describeCost(cost)).toBeLessThanOrEqual(FIRST_SCREEN_BUDGET_KB);
    // The scripts are written in ASCII (vite.config.ts, `charset`): one with a character beyond
    // Latin-1 is kept by the browser at two bytes a character for the page's life. Only the
    // catalogues (a few dozen KB) stay UTF-8 (docs/decisions.md "Memory, session 22").
    const scripts = cost.files.filter((f) => f.file.endsWith('.js')).map((f) => path.join(dist, f.file));
    expect(scripts.filter((file) => statSync(file).size > 100_000)).not.toEqual([]);
    expect(scripts.filter((file) => statSync(file).size > 40_000 && readFileSync(file).some((byte) => byte > 0x7f))).toEqual([]);
    expect(s.errors).toEqual([]);
  });
});
