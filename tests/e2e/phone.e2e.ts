import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ar } from '../../i18n/ar';
import { en } from '../../i18n/en';
import { audit, report, type Found } from './axe';
import {
  baseUrl,
  chooseLanguage,
  launch,
  openSession,
  settled,
  shot,
  SHOTS,
  signedInSession,
  signIn,
  visit,
  type Session,
} from './browser';
import { demoRecords, fillRoute, rendered, ROUTES, type Kind } from './routeList';

/**
 * A phone (390 × 844) and a desktop (1440 × 900), in Arabic and English. Per size and
 * language, each kind of screen is shot, and axe-core runs on it (sign-in, dashboard, list,
 * details, create and edit forms, each dialog, sheet and panel): no violation of impact moderate,
 * serious or critical (one h1 per page, every element inside a landmark…). axe's source is
 * evaluated in the page through the DevTools protocol, so the strict CSP stays on; every
 * violation found is printed by impact, all but the minor ones fail. Then, in the session that
 * test signed in (a fresh one if it failed), every route of SPEC §2 is opened once (client-side
 * navigation): it renders its kind of screen at its own address, with no error page, no
 * untranslated key, no console error and no failed API call; the page never scrolls sideways, a
 * list shows its rows' actions on screen (cards on the phone, the actions column inside the
 * table's viewport on the desktop), and the user menu with sign-out opens.
 */
const SIZES = [
  [390, 844],
  [1440, 900],
] as const;
const LANGUAGES = ['ar', 'en'] as const;
/** Every route of SPEC §2: the dashboard, notifications, lists, create and edit forms, details pages. */
const SWEPT = ROUTES;
const COMBOS = SIZES.flatMap(([width, height]) => LANGUAGES.map((language) => [width, height, language] as const));

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Where a list's row actions are, against what is on screen: on a phone the first card's
 * buttons, on a desktop the actions column's header inside the table's scrolling box.
 */
function actionsOnScreen(label: string): string | null {
  const card = document.querySelector('[data-testid="list-card"] .MuiCardActions-root');
  if (card) {
    const r = card.getBoundingClientRect();
    return r.left >= 0 && r.right <= window.innerWidth + 1 ? null : `card actions at ${r.left}..${r.right}`;
  }
  const th = Array.from(document.querySelectorAll('#main-content thead th')).find((h) => (h as HTMLElement).innerText.trim() === label);
  // A list whose rows offer nothing (a report) has no actions column, and no button on a row.
  if (!th)
    return document.querySelector('#main-content tbody .MuiIconButton-root, #main-content tbody .MuiButton-root')
      ? 'no actions column, yet buttons on the rows'
      : null;
  const box = (th.closest('.RaDatagrid-tableWrapper') ?? th.closest('table')!.parentElement!).getBoundingClientRect();
  const r = th.getBoundingClientRect();
  const inside = r.left >= Math.max(0, box.left) - 1 && r.right <= Math.min(window.innerWidth, box.right) + 1;
  return inside
    ? null
    : `actions column at ${Math.round(r.left)}..${Math.round(r.right)}, table box ${Math.round(box.left)}..${Math.round(box.right)}`;
}

/** A varied sample of routes, shot on the desktop in both languages for a visual review (the phone's shots follow). */
const ROUTE_SHOTS = [
  '/subscription/management-subdomain',
  '/subscription/management-subdomain/details/{companies}',
  '/subscription/plans/details/{plans}',
  '/settings/system-log-config',
  '/reports/reports-subscription',
  '/users/roles/edit/{roles}',
  '/subscription/payments-moyasar',
  '/agents/agents/create',
];

const shotName = (kind: string, width: number, language: string) => `phone-${kind}-${width}-${language}`;

/** Also copied to $PHONE_SHOTS (a folder to review them in) when it is set. */
async function take(page: Page, name: string) {
  await settled(page);
  await shot(page, name);
  const dir = process.env.PHONE_SHOTS;
  if (dir) {
    mkdirSync(dir, { recursive: true });
    copyFileSync(path.join(SHOTS, `${name}.png`), path.join(dir, `${name}.png`));
  }
}

async function userMenuSignOut(page: Page, t: typeof en) {
  await page.locator('header').getByRole('button', { name: t.app.auth.profile }).click();
  const item = page.getByRole('menuitem', { name: t.app.auth.sign_out });
  await item.waitFor();
  // Read once the menu has grown and settled in place.
  await settled(page);
  await expect
    .poll(
      async () =>
        ((await item.boundingBox())?.x ?? -1) >= 0 && (await item.evaluate((e) => e.getBoundingClientRect().right <= window.innerWidth)),
    )
    .toBe(true);
  const box = await item.boundingBox();
  await page.keyboard.press('Escape');
  await expect.poll(() => item.count()).toBe(0);
  return box;
}

/**
 * The top bar's problems: a visible control smaller than `touch` px either
 * way, one off screen or over the page title, and a title narrower than `title` px. Returns the
 * title's visible width too (logged).
 */
function appBarProblems([touch, minTitle]: [number, number]): { problems: string[]; title: number } {
  const header = document.querySelector('header')!;
  const title = document.getElementById('react-admin-title')!.getBoundingClientRect();
  const problems: string[] = [];
  for (const control of header.querySelectorAll('button, a, .MuiInputBase-root')) {
    const r = control.getBoundingClientRect();
    if (!r.width || !r.height) continue;
    const name = control.getAttribute('aria-label') ?? control.querySelector('input')?.getAttribute('aria-label') ?? control.textContent;
    if (r.width < touch || r.height < touch) problems.push(`${name}: ${Math.round(r.width)} × ${Math.round(r.height)}`);
    if (r.left < 0 || r.right > window.innerWidth + 1) problems.push(`${name}: off screen`);
    if (r.left < title.right - 1 && r.right > title.left + 1) problems.push(`${name}: over the title`);
  }
  if (title.width < minTitle) problems.push(`title: ${Math.round(title.width)} px`);
  return { problems, title: Math.round(title.width) };
}

async function checkAppBar(page: Page, where: string, touch: number, minTitle: number) {
  await settled(page);
  const { problems, title } = await page.evaluate(appBarProblems, [touch, minTitle] as [number, number]);
  console.log(`[phone] top bar, ${where}: title ${title} px wide`);
  expect(problems, where).toEqual([]);
}

describe('a phone and a desktop, both directions, every route', () => {
  /** A screens' test's session, once it has passed, for the route sweep of its size and language. */
  const signedIn = new Map<(typeof COMBOS)[number], Session>();
  for (const combo of COMBOS) {
    const [width, height, language] = combo;
    it(`should show each kind of screen at ${width} × ${height} (${language}), with no moderate, serious or critical axe violation`, async () => {
      const t = language === 'en' ? en : ar;
      const phone = width < 576;
      const found: Found[] = [];
      const s = await openSession(browser, { width, height });
      onTestFailed(() => s.context.close());
      const { page } = s;
      await page.goto(`${baseUrl()}/login`);
      await page.locator('#auth-email').waitFor();
      if (language === 'en') await chooseLanguage(page, 'English');
      await take(page, shotName('sign-in', width, language));
      if (!phone) await audit(page, 'sign-in', found);
      await signIn(page);
      await page.waitForURL(`${baseUrl()}/dashboard`);
      await expect.poll(() => page.locator('[data-card][data-state="ready"]').count()).toBeGreaterThan(0);
      await take(page, shotName('dashboard', width, language));
      if (!phone) await audit(page, 'dashboard', found);

      // A list with a status chip and a filter: a country's cities.
      const demo = await demoRecords(page, ['{cities.country_code2}']);
      await visit(page, `${fillRoute('/settings/cities/{cities.country_code2}', demo)}`);
      await expect.poll(() => page.locator(phone ? '[data-testid="list-card"]' : 'tbody tr').count()).toBeGreaterThan(0);
      await take(page, shotName('list', width, language));
      // Every control of the top bar a 44 px target on a phone, none over the page title.
      await checkAppBar(page, `list, ${width} px, ${language}`, phone ? 44 : 0, phone ? 120 : 100);
      await audit(page, 'list', found);
      if (phone) {
        // The secondary buttons are in "More": its items work from the keyboard and open the
        // same panels as the wide screen's buttons; closing one gives the focus back to "More".
        const more = page.locator('header').getByRole('button', { name: t.shell.more.label });
        await more.click();
        const menu = page.getByRole('menu');
        await expect.poll(() => menu.getByRole('menuitem').count()).toBe(4);
        await take(page, shotName('more-menu', width, language));
        await audit(page, 'more menu', found);
        await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('menuitem');
        await page.keyboard.press('ArrowDown');
        await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(t.shell.panels.cart);
        await page.keyboard.press('Enter');
        await page.getByTestId('cart-panel').waitFor();
        await expect.poll(() => menu.count()).toBe(0);
        await take(page, shotName('more-cart', width, language));
        await page.keyboard.press('Escape');
        await expect.poll(() => page.getByTestId('cart-panel').count()).toBe(0);
        await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('app-bar-more');
        // Its filters, in a bottom sheet.
        await page.getByRole('button', { name: t.app.layout.filters }).click();
        const sheet = page.getByTestId('filter-sheet');
        await sheet.waitFor();
        expect(await sheet.locator('input').count()).toBeGreaterThan(0);
        await take(page, shotName('filters', width, language));
        await audit(page, 'filter sheet', found);
        // A filter chosen in the sheet applies at once, and the button counts it.
        await sheet.getByRole('combobox', { name: t.resources.cities.fields.status }).click();
        await page.getByRole('option', { name: t.app.status.inactive }).click();
        await expect.poll(() => new URL(page.url()).searchParams.get('filter') ?? '').toContain('inactive');
        await page.getByRole('button', { name: t.app.layout.filters_show }).click();
        await expect.poll(() => sheet.count()).toBe(0);
        const statuses = page.locator('[data-testid="list-card"] .MuiChip-label');
        await expect.poll(async () => new Set(await statuses.allInnerTexts())).toEqual(new Set([t.app.status.inactive]));
        const filtersButton = page.getByRole('button', { name: t.app.layout.filters });
        expect(await filtersButton.getAttribute('aria-label')).toBeNull();
        expect(await filtersButton.innerText()).toContain('1');
        await take(page, shotName('filtered', width, language));
        await filtersButton.click();
        await page.getByRole('button', { name: t.ra.navigation.clear_filters }).click();
        await expect.poll(() => new URL(page.url()).searchParams.get('filter') ?? '{}').not.toContain('inactive');
        await page.keyboard.press('Escape');
        await expect.poll(() => sheet.count()).toBe(0);
      }
      await page.getByRole('button', { name: t.widgets.export.button }).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await take(page, shotName('export-dialog', width, language));
      if (phone) {
        // MUI's dialog role is on its paper.
        const box = await dialog.boundingBox();
        // Full screen on a phone.
        expect(box).toEqual({ x: 0, y: 0, width, height });
      }
      await audit(page, 'export dialog', found);
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count()).toBe(0);

      await visit(page, `/settings/countries/create`);
      await page.locator('input[name="name_en"]').waitFor();
      await take(page, shotName('create', width, language));
      await audit(page, 'create form', found);
      await visit(page, `/settings/countries/edit/1`);
      await expect.poll(() => page.locator('input[name="name_en"]').inputValue()).not.toBe('');
      await take(page, shotName('edit', width, language));
      if (!phone) await audit(page, 'edit form', found);
      // A long title ("Edit: Saudi Arabia"): room on a phone; on a laptop it ends in an ellipsis
      // before the search box rather than running into it.
      await checkAppBar(page, `edit, ${width} px, ${language}`, phone ? 44 : 0, phone ? 120 : 100);
      if (!phone) {
        await page.setViewportSize({ width: 1024, height: 768 });
        await take(page, shotName('edit', 1024, language));
        await checkAppBar(page, `edit, 1024 px, ${language}`, 0, 80);
        // A tablet gets the compact bar (below lg): with every button the title had no room.
        await page.setViewportSize({ width: 768, height: 1024 });
        await checkAppBar(page, `edit, 768 px, ${language}`, 0, 120);
        await page.setViewportSize({ width, height });
      }
      await page.getByRole('button', { name: t.ra.action.delete }).click();
      await dialog.waitFor();
      await take(page, shotName('confirm-dialog', width, language));
      await audit(page, 'delete confirmation', found);
      await page.keyboard.press('Escape');

      await visit(page, `/subscription/bank-transfers/details/1`);
      await expect.poll(() => page.evaluate(rendered, 'details' as Kind)).toBe(true);
      await take(page, shotName('details', width, language));
      if (!phone) {
        await audit(page, 'details', found);
        await page.getByTestId('quick-panel-button').click();
        await page.getByRole('tab').first().waitFor();
        await audit(page, 'quick panel', found);
        await page.keyboard.press('Escape');
        // A fresh load: the focus back on the panel's button shows its tooltip (a portal, outside the landmarks).
        await page.goto(`${baseUrl()}/notifications`);
        await page.getByRole('heading', { name: t.shell.notifications.title, level: 2 }).waitFor();
        await audit(page, 'notifications page', found);
      }

      const failing = report(found);
      expect(failing).toEqual([]);
      expect(s.errors).toEqual([]);
      // Passed: its session, signed in at this size and language, opens the route sweep.
      signedIn.set(combo, s);
    }, 180000);

    it(`should never scroll sideways at ${width} × ${height} (${language}), with sign-out and the row actions on screen`, async () => {
      const t = language === 'en' ? en : ar;
      // The session the screens' test of this size and language signed in (opened at this
      // size), else a fresh one loaded at this size: resized under it, the phone's drawer would
      // open over the page.
      let s = signedIn.get(combo);
      signedIn.delete(combo);
      if (s) await visit(s.page, '/dashboard');
      else {
        s = await signedInSession(browser, language === 'en' ? { language: 'English' } : {});
        await s.page.setViewportSize({ width, height });
        await s.page.goto(`${baseUrl()}/dashboard`);
      }
      const { page } = s;
      await expect.poll(() => page.locator('[data-card][data-state="ready"]').count()).toBeGreaterThan(0);
      const demo = await demoRecords(
        page,
        SWEPT.map(([template]) => template),
      );
      // The user menu and its sign-out, on screen.
      const box = await userMenuSignOut(page, t);
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);

      const apiFailures: string[] = [];
      page.on('response', (r) => {
        if (new URL(r.url()).pathname.startsWith('/api/') && r.status() >= 400)
          apiFailures.push(`${r.status()} ${r.request().method()} ${r.url()}`);
      });
      const errorPages = [t.app.page.error, t.app.page.not_found, t.app.page.forbidden];
      const wide: string[] = [];
      const hiddenActions: string[] = [];
      const broken: string[] = [];
      for (const [template, kind] of SWEPT) {
        const to = fillRoute(template, demo);
        const errorsBefore = s.errors.length;
        const failuresBefore = apiFailures.length;
        await visit(page, to);
        // Read at the frame it is drawn in (a poll's 100 ms steps, 74 times over, add up).
        await page.waitForFunction(rendered, kind, { timeout: 15000 }).catch(() => undefined);
        expect(await page.evaluate(rendered, kind), `${to}: the ${kind} never rendered (now on ${page.url()})`).toBe(true);
        if (new URL(page.url()).pathname !== to) broken.push(`${to}: landed on ${new URL(page.url()).pathname}`);
        const text = await page.locator('#main-content').innerText();
        for (const error of errorPages) if (text.includes(error)) broken.push(`${to}: "${error}"`);
        // An i18n key shown as is means a missing translation.
        const key = /\b(resources|app|ra|screens|shell|widgets)\.[a-z_]+\.[a-z_.]+/.exec(text);
        if (key) broken.push(`${to}: untranslated ${key[0]}`);
        for (const error of s.errors.slice(errorsBefore)) broken.push(`${to}: console ${error}`);
        for (const failure of apiFailures.slice(failuresBefore)) broken.push(`${to}: ${failure}`);
        const fit = await page.evaluate(
          () =>
            new Promise<{ scroll: number; width: number }>((done) =>
              requestAnimationFrame(() => done({ scroll: document.documentElement.scrollWidth, width: window.innerWidth })),
            ),
        );
        if (fit.scroll > fit.width) wide.push(`${to}: ${fit.scroll} > ${fit.width}`);
        if (kind === 'list') {
          const problem = await page.evaluate(actionsOnScreen, t.app.layout.row_actions);
          if (problem) hiddenActions.push(`${to}: ${problem}`);
        }
        if (width > 576 && ROUTE_SHOTS.includes(template))
          await take(
            page,
            shotName(
              `route-${template
                .split('/')
                .filter((p) => p && !p.startsWith('{'))
                .join('-')}`,
              width,
              language,
            ),
          );
      }
      console.log(
        `[phone] ${width} × ${height} ${language}: ${SWEPT.length - broken.length}/${SWEPT.length} routes rendered cleanly, ` +
          `${SWEPT.length - wide.length}/${SWEPT.length} without sideways scroll; ` +
          `row actions on screen on ${SWEPT.filter(([, k]) => k === 'list').length - hiddenActions.length}/${SWEPT.filter(([, k]) => k === 'list').length} lists`,
      );
      expect({ broken, wide, hiddenActions }).toEqual({ broken: [], wide: [], hiddenActions: [] });
      // Once more on a list, where the toolbar is fullest.
      expect(await userMenuSignOut(page, t)).not.toBeNull();
      expect(s.errors).toEqual([]);
      await s.context.close();
    }, 240000);
  }
});
