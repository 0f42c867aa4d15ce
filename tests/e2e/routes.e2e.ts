import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { en } from '../../i18n/en';
import { baseUrl, launch, shot, signedInSession, type Session } from './browser';
import { fillRoute, rendered, ROUTES, type Kind } from './routeList';

const ERROR_TEXTS = ['Oops! Something went wrong.', 'The page not found.', "You don't have permission."];

let browser: Browser;
let s: Session;
/** First demo record of each endpoint the templates name. */
const demo = new Map<string, Record<string, unknown>>();
const apiFailures: string[] = [];

beforeAll(async () => {
  browser = await launch();
  s = await signedInSession(browser, { language: 'English' });
  s.page.on('response', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/') && r.status() >= 400)
      apiFailures.push(`${r.status()} ${r.request().method()} ${r.url()}`);
  });
  const endpoints = new Set([...ROUTES, ...VIEWER_ROUTES].flatMap(([t]) => [...t.matchAll(/\{([a-z-]+)/g)].map((m) => m[1])));
  for (const endpoint of endpoints) {
    // The demo API, called from the page with the operator's own token: real ids, not guesses.
    const rows = await s.page.evaluate(async (e) => {
      const r = await fetch(`/api/${e}?range=${encodeURIComponent('[0,0]')}`, {
        headers: { Authorization: `Bearer ${localStorage.getItem('id_token')}`, Accept: 'application/json' },
      });
      return r.ok ? ((await r.json()) as Record<string, unknown>[]) : [];
    }, endpoint);
    if (rows[0]) demo.set(endpoint, rows[0]);
  }
});
afterAll(async () => {
  await s?.context.close();
  await browser?.close();
});

/** Client-side navigation, as a menu link does it: no reload, the signed-in session stays warm. */
async function go(page: Page, path: string) {
  await page.evaluate((p) => {
    window.history.pushState({}, '', p);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, path);
}

/**
 * Goes to `path` through the not-found page: the previous screen's rows and forms are gone
 * before the next one mounts, so they cannot pass for its content (a list keeps showing its
 * previous rows while the next query runs).
 */
async function navigate(page: Page, path: string) {
  await go(page, '/404');
  await page.waitForFunction(
    () =>
      document.querySelectorAll(
        '#main-content table, #main-content form, #main-content .ra-field, [data-testid="dashboard-card"], [data-testid="notification-list"]',
      ).length === 0,
    null,
    { timeout: 15000 },
  );
  await go(page, path);
}

/**
 * Waits for the screen's `kind` at the frame it is drawn in (a poll's 100 ms steps add up over
 * 34 screens), then says which one never came.
 */
async function expectRendered(page: Page, path: string, kind: Kind) {
  await page.waitForFunction(rendered, kind, { timeout: 15000 }).catch(() => undefined);
  expect(await page.evaluate(rendered, kind), `${path}: the ${kind} never rendered (now on ${page.url()})`).toBe(true);
}

// Every route as an operator with every permission (rendered, translated, no error, no failed
// call) is opened by phone.e2e.ts, at both sizes and in both languages.
describe('every SPEC §2 route, opened by an operator with every permission', () => {
  it('should have found demo records for every route parameter', () => {
    const missing = [...new Set(ROUTES.flatMap(([t]) => [...t.matchAll(/\{([a-z-]+)/g)].map((m) => m[1])))].filter((e) => !demo.has(e));
    expect(missing).toEqual([]);
  });

  it("should fill a list's reference column with ONE request for the whole page", async () => {
    const { page } = s;
    const plans = await page.evaluate(async () => {
      // In the page's language, as the app asks: the demo API answers names in the request's language.
      const r = await fetch('/api/plans', {
        headers: { Authorization: `Bearer ${localStorage.getItem('id_token')}`, 'Accept-Language': document.documentElement.lang },
      });
      return ((await r.json()) as { id: number; name: string }[]).map((p) => [p.id, p.name] as const);
    });
    const companies = await page.evaluate(async () => {
      const r = await fetch('/api/companies?range=[0,24]&sort=["start_date","DESC"]', {
        headers: { Authorization: `Bearer ${localStorage.getItem('id_token')}`, 'Accept-Language': document.documentElement.lang },
      });
      return (await r.json()) as { plan_id: number }[];
    });
    const before = s.apiRequests.length;
    // A fresh page: earlier tests in this signed-in page left the list and its references in the query
    // cache, and a cached page drawn before the fresh one would look its references up twice.
    await page.goto(`${baseUrl()}/subscription/management-subdomain`);
    const planColumn = page
      .locator('#main-content')
      .locator('thead th')
      .filter({ hasText: /^Plan$/ });
    await expect.poll(() => planColumn.count()).toBe(1);
    const index = await planColumn.evaluate((th) => (th as HTMLTableCellElement).cellIndex);
    const names = new Map(plans);
    // Each row shows its own plan's name, as the API has it.
    await expect
      .poll(() =>
        page.evaluate(
          (i) =>
            Array.from(document.querySelectorAll('#main-content tbody tr')).map((tr) => (tr as HTMLTableRowElement).cells[i]?.textContent),
          index,
        ),
      )
      .toEqual(companies.map((c) => names.get(c.plan_id)));
    const planLookups = s.apiRequests
      .slice(before)
      .filter((r) => /\/api\/plans\?/.test(r.url) && decodeURIComponent(r.url).includes('"id":['));
    expect(planLookups).toHaveLength(1);
  });
});

/**
 * SPEC §2 opens 26 screens to every signed-in operator (permission "none"): these 25
 * and the dashboard (the commission form with and without its agent). The restricted demo
 * account (`viewer@demo.test`: countries.list, cities.list) may not list the plans, companies,
 * agents or users they refer to, and the demo API answers those reads with 403 as a real
 * backend would. Each screen must still open and show its content. The details pages the
 * app adds to permission-free lists (transfers and requests) are opened too.
 */
const SPEC_FREE = [
  '/dashboard',
  '/company-configuration',
  '/user-settings',
  '/subscription/plans-discounts',
  '/subscription/plans-discounts/create/{plans}',
  '/subscription/plans-discounts/edit/{plans-discounts}',
  '/reports/reports-subscription',
  '/reports/reports-expired-subscription',
  '/subscription/payments-moyasar',
  '/subscription/payments-paypal',
  '/subscription/payments-cash',
  '/subscription/bank-transfers',
  '/subscription/invoices',
  '/subscription/extension-requests',
  '/subscription/request-services',
  '/notifications',
  '/agents/commission',
  '/agents/commission/create/{agents}',
  '/agents/commission/create',
  '/agents/commission/edit/{commissions}',
  '/agents/agents-customers',
  '/agents/apply-commission',
  '/agents/apply-commission/create',
  '/agents/apply-commission/edit/{apply-commissions}',
  '/reports/reports-agents-dues',
  '/agents/partners',
  '/agents/partners/details/{partners}',
];
const VIEWER_ROUTES: [string, Kind][] = [
  ...ROUTES.filter(([t]) => SPEC_FREE.includes(t)),
  ['/subscription/bank-transfers/details/{bank-transfers}', 'details'],
  ['/subscription/extension-requests/details/{extension-requests}', 'details'],
  ['/subscription/request-services/details/{service-requests}', 'details'],
  ['/subscription/payments-moyasar/details/{payments-moyasar}', 'details'],
  ['/subscription/payments-paypal/details/{payments-paypal}', 'details'],
  ['/subscription/payments-cash/details/{payments-cash}', 'details'],
  ['/subscription/invoices/details/{invoices}', 'details'],
];

describe('every permission-free route, opened by the restricted viewer', () => {
  let v: Session;
  const refused: string[] = [];
  beforeAll(async () => {
    v = await signedInSession(browser, { email: 'viewer@demo.test', language: 'English' });
    v.page.on('response', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/') && r.status() >= 400)
        refused.push(`${r.status()} ${r.request().method()} ${r.url()}`);
    });
  });
  afterAll(async () => {
    await v?.context.close();
  });

  it('should cover every screen SPEC opens to every operator', () => {
    expect(ROUTES.filter(([t]) => SPEC_FREE.includes(t))).toHaveLength(SPEC_FREE.length);
  });

  it.each(VIEWER_ROUTES)('should open %s as the viewer and render its %s, never /403', async (template, kind) => {
    const { page } = v;
    const path = fillRoute(template, demo);
    const errorsBefore = v.errors.length;
    const refusedBefore = refused.length;
    await navigate(page, path);
    await expectRendered(page, path, kind);
    expect(new URL(page.url()).pathname).toBe(path);
    // The page's text without its inputs' helper texts, read in one step: a reference input
    // whose choices the viewer may not read says "You don't have permission." under itself
    // (src/fields/inputs/ChoicesRetry.tsx), which is not the /403 page. Read in two steps, the
    // helper text could come or go between them (it is hidden while the choices are refetched).
    const { text, helpers } = await page.evaluate(() => {
      const main = document.querySelector<HTMLElement>('#main-content')!;
      return { text: main.innerText, helpers: [...main.querySelectorAll<HTMLElement>('.MuiFormHelperText-root')].map((h) => h.innerText) };
    });
    const pageText = helpers.reduce((rest, helper) => (helper ? rest.replace(helper, '') : rest), text);
    for (const error of ERROR_TEXTS) expect(pageText).not.toContain(error);
    expect(await page.getByTestId('read-error').count()).toBe(0);
    expect(v.errors.slice(errorsBefore)).toEqual([]);
    // What the API refused are reads of other resources (the references), never the screen's own.
    for (const r of refused.slice(refusedBefore)) expect(r).toMatch(/^403 GET /);
    if (template === '/subscription/bank-transfers/details/{bank-transfers}') await shot(page, 'restricted-details-en');
  });

  it('should filter and export every permission-free list as the viewer', async () => {
    const { page } = v;
    const lists = VIEWER_ROUTES.filter(([, kind]) => kind === 'list').map(([t]) => fillRoute(t, demo));
    for (const path of lists) {
      await navigate(page, path);
      await expectRendered(page, path, 'list');
      // The search box filters through the API, and the list stays a list (no error, no /403).
      const search = page.locator('#main-content input[name="q"]');
      if (await search.count()) {
        await search.fill('zzzz-no-such-row');
        await expect.poll(() => new URL(page.url()).searchParams.get('filter') ?? '', { message: path }).toContain('zzzz');
        await expect.poll(() => page.locator('#main-content tbody tr').count(), { message: path }).toBe(0);
        expect(await page.getByTestId('read-error').count()).toBe(0);
        await search.fill('');
        await expect.poll(() => page.evaluate(rendered, 'list' as Kind), { message: path }).toBe(true);
      }
      await page.getByRole('button', { name: en.widgets.export.button }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('radio', { name: en.widgets.export.formats.xlsx }).check();
      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 30000 }),
        dialog.getByRole('button', { name: en.widgets.export.start }).click(),
      ]);
      expect(download.suggestedFilename(), path).toMatch(/\.xlsx$/);
      await dialog.getByRole('button', { name: en.widgets.export.close }).click();
      await expect.poll(() => dialog.count()).toBe(0);
    }
    expect(v.errors).toEqual([]);
  });
});
