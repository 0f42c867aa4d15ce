import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ar } from '../../i18n/ar';
import { en } from '../../i18n/en';
import { baseUrl, chooseLanguage, launch, loaded, openSession, settled, shot, signIn, signedInSession, visit } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * The icons whose drawing points along the line, by their SVG path (a production build carries
 * no icon names): MUI's arrows, chevrons and page arrows, as @mui/icons-material and MUI's own
 * pagination draw them (spaces and implicit line-tos spelled either way).
 */
const norm = (d: string) => d.replace(/[\s,Ll]/g, '');
const DRAWN_LEFT = [
  'M20 11H7.83l5.59-5.59L12 4l-8 8 8 8 1.41-1.41L7.83 13H20z', // ArrowBack
  'M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z', // ChevronLeft, NavigateBefore
  'M15.41 16.59 10.83 12l4.58-4.59L14 6l-6 6 6 6z', // KeyboardArrowLeft
  'M15.41 16.09l-4.58-4.59 4.58-4.59L14 5.5l-6 6 6 6z', // MUI's own KeyboardArrowLeft (table pagination)
  'M18.41 16.59L13.82 12l4.59-4.59L17 6l-6 6 6 6zM6 6h2v12H6z', // MUI's own FirstPage
].map(norm);
const DRAWN_RIGHT = [
  'm12 4-1.41 1.41L16.17 11H4v2h12.17l-5.58 5.59L12 20l8-8z', // ArrowForward
  'M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z', // ChevronRight, NavigateNext
  'M8.59 16.59 13.17 12 8.59 7.41 10 6l6 6-6 6z', // KeyboardArrowRight
  'M8.59 16.34l4.58-4.59-4.58-4.59L10 5.75l6 6-6 6z', // MUI's own KeyboardArrowRight (table pagination)
  'M5.59 7.41L10.18 12l-4.59 4.59L7 18l6-6-6-6zM16 6h2v12h-2z', // MUI's own LastPage
].map(norm);
const BACK_ARROW = 'svg:has(path[d="M20 11H7.83l5.59-5.59L12 4l-8 8 8 8 1.41-1.41L7.83 13H20z"])';

/**
 * Which way each icon points on screen: the way its drawing points, turned round once for every
 * element from the icon up whose computed transform mirrors it horizontally.
 */
async function pointing(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll(
    (icons, { left, right }) =>
      icons.map((icon) => {
        const d = (icon.querySelector('path')?.getAttribute('d') ?? '').replace(/[\s,Ll]/g, '');
        let way = left.includes(d) ? 'left' : right.includes(d) ? 'right' : `unknown icon ${d}`;
        for (let el: Element | null = icon; el && el !== document.body; el = el.parentElement) {
          const t = getComputedStyle(el).transform;
          if (t.startsWith('matrix(') && Number(t.slice(7).split(',')[0]) < 0)
            way = way === 'left' ? 'right' : way === 'right' ? 'left' : way;
        }
        return way;
      }),
    { left: DRAWN_LEFT, right: DRAWN_RIGHT },
  );
}

/** The page's reading direction and the way "back" points in it. */
async function backwards(page: Page): Promise<'left' | 'right'> {
  const dir = await page.evaluate(() => document.documentElement.dir || getComputedStyle(document.body).direction);
  return dir === 'rtl' ? 'right' : 'left';
}

/** Screens of every kind that carry a back arrow: generic details and edit, and the custom screens. */
const BACK_SCREENS = [
  { kind: 'generic edit', path: '/settings/countries/edit/1' },
  { kind: 'plan edit', path: '/subscription/plans/edit/1' },
  { kind: 'plan details (custom)', path: '/subscription/plans/details/1' },
  { kind: 'company details (custom)', path: '/subscription/management-subdomain/details/3' },
  { kind: 'settings form (custom)', path: '/subscription/plans/code-settings/1' },
];

/** The screen's title and breadcrumb trail, read in the page. */
const titleAndTrail = () =>
  `${document.getElementById('react-admin-title')?.textContent ?? ''}|${document.querySelector('[data-testid="breadcrumbs"]')?.textContent ?? ''}`;

async function checkScreens(page: Page, language: 'ar' | 'en') {
  for (const screen of BACK_SCREENS) {
    // Some of these screens have no table or form by which `visit` could tell the previous
    // screen (with its own back arrow) gone: each has its own title and trail instead.
    const before = await page.evaluate(titleAndTrail);
    await visit(page, screen.path);
    const found = await page
      .waitForFunction(
        ([ready, previous]) =>
          !!document.querySelector(ready) &&
          `${document.getElementById('react-admin-title')?.textContent ?? ''}|${document.querySelector('[data-testid="breadcrumbs"]')?.textContent ?? ''}` !==
            previous,
        [BACK_ARROW, before] as const,
        { timeout: 15000 },
      )
      .then(() => true)
      .catch(() => false);
    if (!found) await shot(page, `mirroring/mirroring-missing-${language}-${screen.kind.replace(/\W+/g, '-')}`);
    expect(found, `${screen.kind} (${language}): a back arrow is shown`).toBe(true);
    await settled(page);
    const expected = await backwards(page);
    expect(expected, `${screen.kind}: page direction`).toBe(language === 'ar' ? 'right' : 'left');
    const arrows = await pointing(page, BACK_ARROW);
    expect(arrows.length, `${screen.kind}: back arrows`).toBeGreaterThan(0);
    for (const arrow of arrows) expect(arrow, `${screen.kind} (${language}): the back arrow points back`).toBe(expected);
    await shot(page, `mirroring/mirroring-${language}-${screen.kind.replace(/\W+/g, '-')}`);
  }

  // Pagination: "next" points forward (left in Arabic), "previous" back.
  await visit(page, `/settings/countries?perPage=10`);
  await page.waitForSelector('.MuiPagination-ul', { timeout: 15000 });
  const back = await backwards(page);
  const forward = back === 'left' ? 'right' : 'left';
  const next = await pointing(page, '.MuiPagination-ul li:last-child svg');
  const previous = await pointing(page, '.MuiPagination-ul li:first-child svg');
  expect(next, `pagination next (${language})`).toEqual([forward]);
  expect(previous, `pagination previous (${language})`).toEqual([back]);
  // Breadcrumbs: each separator is a chevron pointing along the reading line.
  const separators = await pointing(page, '[data-testid="breadcrumbs"] .MuiBreadcrumbs-separator svg');
  expect(separators.length, `breadcrumb separators (${language})`).toBeGreaterThan(0);
  for (const way of separators) expect(way, `breadcrumb separator (${language})`).toBe(forward);

  // The phone input's country list opens at its field, aligned with the field's start edge (MUI
  // may lift it to keep it inside the window, so only the edges are compared).
  await visit(page, `/users/users/create`);
  // The phone field's own country button (the password's eye is an adornment button too, and
  // is there before the phone input's chunk has loaded).
  const button = page.locator('.MuiInputAdornment-root button[aria-haspopup="dialog"]').first();
  await button.waitFor({ timeout: 15000 });
  await button.click();
  const catalog = language === 'ar' ? ar : en;
  const list = page.getByRole('dialog', { name: catalog.widgets.phone.choose_country });
  await list.waitFor();
  await settled(page);
  const field = (await button.boundingBox())!;
  const paper = (await list.boundingBox())!;
  await shot(page, `mirroring/mirroring-${language}-phone-countries`);
  if (language === 'ar') expect(Math.abs(paper.x + paper.width - (field.x + field.width)), 'right edges meet').toBeLessThan(20);
  else expect(Math.abs(paper.x - field.x), 'left edges meet').toBeLessThan(20);
  // A country's flag (an image file) opens its row: right of the name in
  // Arabic, left of it in English.
  const row = list.locator('.MuiListItemButton-root').first();
  await row.locator('img').waitFor();
  const flag = (await row.locator('img').boundingBox())!;
  const name = (await row.locator('.MuiListItemText-root').boundingBox())!;
  if (language === 'ar') expect(flag.x, 'flag right of the name').toBeGreaterThanOrEqual(name.x + name.width - 1);
  else expect(flag.x + flag.width, 'flag left of the name').toBeLessThanOrEqual(name.x + 1);
  await page.keyboard.press('Escape');
}

describe('mirroring: directional icons and anchored popovers follow the reading direction', () => {
  for (const language of ['ar', 'en'] as const) {
    it(`in ${language === 'ar' ? 'Arabic' : 'English'}, on every screen kind`, async () => {
      const { page, context, errors } = await openSession(browser);
      try {
        await signIn(page);
        await page.waitForURL(`${baseUrl()}/dashboard`);
        if (language === 'en') {
          await chooseLanguage(page, 'English');
          await page.waitForFunction(() => document.documentElement.dir === 'ltr');
        }
        await checkScreens(page, language);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    }, 120000);
  }
});

describe('values of the other direction are isolated on every screen kind', () => {
  const FSI = '\u2068';
  const PDI = '\u2069';
  const PDF = '\u202c';

  it('should keep a name carrying an override, and every value put into a sentence, inside isolates (Arabic)', async () => {
    const s = await signedInSession(browser);
    const { page } = s;
    const body = () => page.locator('body').innerText();

    // Dashboard card: the date of the figures ("الأرقام حتى %{date}.") is an isolate.
    await page.waitForSelector('[data-testid="dashboard-card"]');
    await expect.poll(body).toMatch(/الأرقام حتى \u2068[^\u2069]+\u2069/);

    // Form: a name that opens a right-to-left override; the page title "تعديل: %{name}" isolates it and closes the override.
    const hostile = 'Zed\u202eLand';
    await visit(page, `/settings/countries/edit/1`);
    const nameAr = page.locator('input[name="name_ar"]');
    await nameAr.waitFor();
    await nameAr.fill(hostile);
    await expect.poll(body).toContain(`${ar.app.page.edit.split('%{name}')[0]}`);
    await page.getByRole('button', { name: ar.ra.action.save }).click();
    await page.waitForURL(/\/settings\/countries(\?.*)?$/);

    // List: the value is a cell of its own (a paragraph: it cannot reorder its neighbours).
    const cell = page.getByRole('cell', { name: hostile });
    await expect.poll(() => cell.count()).toBe(1);
    expect(await cell.evaluate((td) => td.tagName)).toBe('TD');

    // Form again: the title carries the value isolated, its override closed.
    await visit(page, `/settings/countries/edit/1`);
    await expect.poll(body).toContain(`${FSI}${hostile}${PDF}${PDI}`);

    // Notifications: the activity log's "تعديل: %{item} %{title}" isolates the name too.
    await page.getByTestId('quick-panel-button').click();
    await page.getByRole('tab', { name: ar.shell.panels.tab_log }).click();
    await expect.poll(() => page.getByTestId('activity-log').innerText()).toContain(`${FSI}${hostile}${PDF}${PDI}`);
    await page.keyboard.press('Escape');

    // Dialog: the export dialog's title "تصدير: %{name}".
    await visit(page, `/settings/countries`);
    await page.getByRole('button', { name: ar.widgets.export.button }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.innerText()).toContain(`${FSI}${ar.resources.countries.name}${PDI}`);
    await page.keyboard.press('Escape');

    // Details: "باقة: %{name}" with the plan's name isolated.
    await visit(page, `/subscription/plans/details/1`);
    await expect.poll(body).toMatch(new RegExp(`${ar.resources.plans.item}: \\u2068[^\\u2069]+\\u2069`));
    expect(s.errors).toEqual([]);
    await s.context.close();
  });
});

type Box = { x: number; y: number; width: number; height: number };
type Language = 'ar' | 'en';
const catalogOf = (language: Language) => (language === 'ar' ? ar : en);
const left = (b: Box) => b.x;
const right = (b: Box) => b.x + b.width;
/** The box's edge at the line's start (its right in Arabic) or end. */
const edge = (b: Box, which: 'start' | 'end', language: Language) => ((which === 'start') === (language === 'ar') ? right(b) : left(b));
/** MUI keeps a popover 16 px inside the window. */
const MARGIN = 16;

/**
 * Waits for the page's transitions to end: like `settled`, but leaving out endless animations
 * (a spinner shown while data loads, which `settled` would wait for for ever).
 */
async function calm(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  });
}

async function boxOf(page: Page, selector: string): Promise<Box> {
  const locator = page.locator(selector).first();
  await locator.waitFor();
  await calm(page);
  return (await locator.boundingBox())!;
}

/** The box lies inside the window (sideways). */
function expectInside(b: Box, width: number, what: string) {
  expect(left(b), `${what}: left edge inside the window`).toBeGreaterThanOrEqual(0);
  expect(right(b), `${what}: right edge inside the window`).toBeLessThanOrEqual(width + 0.5);
}

/**
 * A popover opened from an anchor is aligned with the anchor's edge `which` (start: its right in
 * Arabic, its left in English): the two edges meet, or, when the paper would run out of the
 * window that way, MUI has shifted it back and its far edge is at the window's margin.
 */
function expectAligned(paper: Box, anchor: Box, which: 'start' | 'end', language: Language, width: number, what: string) {
  expectInside(paper, width, what);
  const meets = Math.abs(edge(paper, which, language) - edge(anchor, which, language)) < 12;
  // The far edge: the paper grows away from the aligned edge, towards the line's end for `start`.
  const far = which === 'start' ? 'end' : 'start';
  const farEdge = edge(paper, far, language);
  const windowEdge = (far === 'end') === (language === 'ar') ? MARGIN : width - MARGIN;
  const shifted = Math.abs(farEdge - windowEdge) < 4;
  expect(
    meets || shifted,
    `${what} (${language}): ${which} edges meet (paper ${left(paper)}..${right(paper)}, anchor ${left(anchor)}..${right(anchor)})`,
  ).toBe(true);
}

/** Every directional icon of the page, in document order (outside the hidden drawer's copy of the menu). */
async function allPointing(page: Page): Promise<string[]> {
  const ways = await pointing(page, 'svg:visible');
  return ways.filter((w) => w === 'left' || w === 'right');
}

/** Directional icons per screen kind and width, in each language: compared once both have run. */
const seen: Record<string, Partial<Record<Language, string[]>>> = {};

const KIND_SCREENS = [
  { kind: 'dashboard', path: '/dashboard', ready: '[data-testid="dashboard-card"]' },
  { kind: 'list', path: '/settings/countries?perPage=10', ready: '[data-testid="breadcrumbs"]' },
  { kind: 'create', path: '/subscription/offers/create', ready: 'form' },
  ...BACK_SCREENS.map((s) => ({ ...s, ready: BACK_ARROW })),
];

async function recordScreens(page: Page, language: Language, size: string) {
  // Each screen has its own title and trail (an edit page and a details page share the trail):
  // the previous screen, kept on show while the next one's code loads, is not taken for it.
  for (const screen of KIND_SCREENS) {
    const before = await page.evaluate(titleAndTrail);
    await visit(page, `${screen.path}`);
    await page.waitForFunction(
      ([ready, previous]) =>
        !!document.querySelector(ready) &&
        `${document.getElementById('react-admin-title')?.textContent ?? ''}|${document.querySelector('[data-testid="breadcrumbs"]')?.textContent ?? ''}` !==
          previous,
      [screen.ready, before] as const,
      { timeout: 15000 },
    );
    await loaded(page);
    await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
    await calm(page);
    // Read until two reads a moment apart agree (a late breadcrumb adds a chevron).
    let ways = await allPointing(page);
    for (let i = 0; i < 10; i++) {
      await page.waitForTimeout(300);
      const again = await allPointing(page);
      if (again.join() === ways.join()) break;
      ways = again;
    }
    (seen[`${screen.kind} at ${size}`] ??= {})[language] = ways;
  }
}

/** The hamburger icon (react-admin's aside toggle): three full-width bars, the same either way. */
const MENU_ICON = norm('M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z');

async function desktopChecks(page: Page, language: Language) {
  const width = 1440;
  const t = catalogOf(language);
  const name = (s: string) => `mirroring/mirroring-${language}-1440-${s}`;
  // The aside docks at the inline start; its toggle is the hamburger (nothing to point).
  const aside = await boxOf(page, '[data-testid="aside"] .MuiDrawer-paper, [data-testid="aside"]');
  if (language === 'ar') expect(right(aside), 'aside at the right').toBeGreaterThanOrEqual(width - 1);
  else expect(left(aside), 'aside at the left').toBeLessThanOrEqual(1);
  const toggle = page.locator('header button').first();
  expect(norm((await toggle.locator('svg path').getAttribute('d')) ?? ''), 'aside toggle icon').toBe(MENU_ICON);
  // The expanded menu's group toggles are vertical chevrons: no icon of the menu points sideways.
  expect(
    await pointing(page, '[data-testid="app-menu"] svg').then((w) => w.filter((x) => x === 'left' || x === 'right')),
    'menu: no sideways icon',
  ).toEqual([]);
  // The bell's unread badge sits on its inline-end corner.
  const bell = page
    .locator('header .MuiBadge-root')
    .filter({ has: page.locator('.MuiBadge-badge:not(.MuiBadge-invisible)') })
    .first();
  await bell.waitFor();
  const bellIcon = (await bell.locator('svg').boundingBox())!;
  const bellBadge = (await bell.locator('.MuiBadge-badge').boundingBox())!;
  expect(
    Math.abs(edge(bellIcon, 'end', language) - (bellBadge.x + bellBadge.width / 2)),
    'bell badge on the inline-end corner',
  ).toBeLessThan(4);

  // User menu: at its button's inline end (MUI keeps it inside the window).
  const userButton = page.locator('header button').last();
  await userButton.click();
  let paper = await boxOf(page, '.MuiMenu-paper');
  expectAligned(paper, (await userButton.boundingBox())!, 'end', language, width, 'user menu');
  await shot(page, name('user-menu'));
  await page.keyboard.press('Escape');
  await page.locator('.MuiMenu-paper').waitFor({ state: 'detached' });

  // Language menu: at its button's inline start.
  const languageButton = page.getByTestId('language-menu');
  await languageButton.click();
  paper = await boxOf(page, '.MuiMenu-paper');
  expectAligned(paper, (await languageButton.boundingBox())!, 'start', language, width, 'language menu');
  await shot(page, name('language-menu'));
  await page.keyboard.press('Escape');
  await page.locator('.MuiMenu-paper').waitFor({ state: 'detached' });

  // A side panel slides in at the inline end, the side its button is on.
  const panelButton = page.getByTestId('quick-panel-button');
  const panelAnchor = (await panelButton.boundingBox())!;
  await panelButton.click();
  const panel = await boxOf(page, '[data-testid="quick-panel"]');
  if (language === 'ar') {
    expect(left(panel), 'panel at the left').toBeLessThanOrEqual(1);
    expect(panelAnchor.x, 'its button on the left half').toBeLessThan(width / 2);
  } else {
    expect(right(panel), 'panel at the right').toBeGreaterThanOrEqual(width - 1);
    expect(panelAnchor.x, 'its button on the right half').toBeGreaterThan(width / 2);
  }
  await shot(page, name('side-panel'));
  await page.keyboard.press('Escape');
  await page.getByTestId('quick-panel').waitFor({ state: 'detached' });

  // Quick search: the results open under the field, at its inline end.
  const search = page.getByTestId('quick-search-input');
  await search.fill('a');
  const results = await boxOf(page, '[data-testid="quick-search-results"]');
  expectAligned(results, (await search.boundingBox())!, 'end', language, width, 'search results');
  await shot(page, name('search-results'));
  await search.fill('');
  await page.keyboard.press('Escape');

  // Minimised aside: a group's badge on its icon's inline-end corner, its pages open towards the
  // inline end (left of a right-hand aside in Arabic).
  await toggle.click();
  await page.locator('[data-testid="app-menu"][data-aside="minimized"]').waitFor();
  await calm(page);
  const narrow = await boxOf(page, '[data-testid="aside"] .MuiDrawer-paper, [data-testid="aside"]');
  const counted = page.locator('[data-testid="menu-group-badge"]:not([data-count="0"])').first();
  const groupIcon = (await counted.locator('svg').boundingBox())!;
  const groupBadge = (await counted.locator('.MuiBadge-badge').boundingBox())!;
  expect(
    Math.abs(edge(groupIcon, 'end', language) - (groupBadge.x + groupBadge.width / 2)),
    'group badge on the inline-end corner',
  ).toBeLessThan(4);
  expectInside(groupBadge, width, 'group badge');
  const group = page.locator('[data-testid^="menu-group-"]').first();
  await group.hover();
  const dropdown = await boxOf(page, '[data-testid="menu-dropdown"] [role="menu"]');
  expectInside(dropdown, width, 'group dropdown');
  if (language === 'ar') expect(right(dropdown), 'dropdown left of the aside').toBeLessThanOrEqual(left(narrow) + 1);
  else expect(left(dropdown), 'dropdown right of the aside').toBeGreaterThanOrEqual(right(narrow) - 1);
  expect(Math.abs(dropdown.y - (await group.boundingBox())!.y), 'dropdown level with its group').toBeLessThan(12);
  await shot(page, name('minimised-group'));
  await page.keyboard.press('Escape');
  await page.mouse.move(width / 2, 600);
  await toggle.click();
  await page.locator('[data-testid="app-menu"][data-aside="expanded"]').waitFor();

  // A list's column chooser (centred under its button) and density menu (at its inline start).
  await visit(page, `/settings/countries`);
  const columns = page.getByRole('button', { name: t.ra.action.select_columns });
  await columns.waitFor({ timeout: 15000 });
  // Measured before opening: an open popover hides the page from the accessibility tree.
  const columnsBox = (await columns.boundingBox())!;
  await columns.click();
  paper = await boxOf(page, '.MuiPopover-paper');
  expectInside(paper, width, 'column chooser');
  expect(Math.abs(paper.x + paper.width / 2 - (columnsBox.x + columnsBox.width / 2)), 'column chooser centred on its button').toBeLessThan(
    2,
  );
  await shot(page, name('column-chooser'));
  await page.keyboard.press('Escape');
  await page.locator('.MuiPopover-paper').waitFor({ state: 'detached' });
  const density = page.getByRole('button', { name: t.app.layout.density });
  const densityBox = (await density.boundingBox())!;
  await density.click();
  paper = await boxOf(page, '.MuiMenu-paper');
  expectAligned(paper, densityBox, 'start', language, width, 'density menu');
  await shot(page, name('density-menu'));
  await page.keyboard.press('Escape');
  await page.locator('.MuiMenu-paper').waitFor({ state: 'detached' });

  // The export dialog's primary action is at the inline end of its buttons.
  await page.getByRole('button', { name: t.widgets.export.button }).click();
  const actions = page.getByRole('dialog').locator('.MuiDialogActions-root');
  const primary = (await actions.locator('button.MuiButton-contained').boundingBox())!;
  const cancel = (await actions.getByRole('button', { name: t.ra.action.cancel }).boundingBox())!;
  if (language === 'ar') expect(primary.x, 'export: primary left of cancel').toBeLessThan(cancel.x);
  else expect(primary.x, 'export: primary right of cancel').toBeGreaterThan(cancel.x);
  await shot(page, name('export-dialog'));
  await page.keyboard.press('Escape');

  // A form's select list and autocomplete list open under their field, aligned with it; a
  // switch turns on towards the inline end.
  await visit(page, `/subscription/offers/create`);
  const select = page.locator('input[name="interval"]').locator('xpath=..');
  await select.locator('[role="combobox"]').click();
  paper = await boxOf(page, '.MuiMenu-paper');
  expectAligned(paper, (await select.boundingBox())!, 'start', language, width, 'select list');
  await shot(page, name('select-list'));
  await page.keyboard.press('Escape');
  await page.locator('.MuiMenu-paper').waitFor({ state: 'detached' });
  const plans = page.locator('input[name="plans"]');
  await plans.click();
  paper = await boxOf(page, '.MuiAutocomplete-popper');
  expectAligned(
    paper,
    (await plans.locator('xpath=ancestor::div[contains(@class,"MuiInputBase-root")][1]').boundingBox())!,
    'start',
    language,
    width,
    'autocomplete list',
  );
  await shot(page, name('autocomplete-list'));
  await page.keyboard.press('Escape');
  const toggleSwitch = page.locator('.MuiSwitch-root').first();
  const thumbOff = (await toggleSwitch.locator('.MuiSwitch-thumb').boundingBox())!;
  await toggleSwitch.locator('input').click();
  await calm(page);
  const thumbOn = (await toggleSwitch.locator('.MuiSwitch-thumb').boundingBox())!;
  if (language === 'ar') expect(thumbOn.x, 'switch turns on leftwards').toBeLessThan(thumbOff.x);
  else expect(thumbOn.x, 'switch turns on rightwards').toBeGreaterThan(thumbOff.x);
}

async function phoneChecks(page: Page, language: Language) {
  const width = 390;
  const t = catalogOf(language);
  const name = (s: string) => `mirroring/mirroring-${language}-390-${s}`;
  // The navigation drawer slides in from the inline start; its toggle is the hamburger; nothing in it points sideways.
  const toggle = page.locator('header button').first();
  expect(norm((await toggle.locator('svg path').getAttribute('d')) ?? ''), 'drawer toggle icon').toBe(MENU_ICON);
  await toggle.click();
  const drawer = await boxOf(page, '[data-testid="aside-drawer"]');
  if (language === 'ar') expect(right(drawer), 'drawer at the right').toBeGreaterThanOrEqual(width - 1);
  else expect(left(drawer), 'drawer at the left').toBeLessThanOrEqual(1);
  expect(drawer.width, 'drawer leaves the page visible').toBeLessThan(width);
  expect(
    await pointing(page, '[data-testid="aside-drawer"] svg').then((w) => w.filter((x) => x === 'left' || x === 'right')),
    'drawer: no sideways icon',
  ).toEqual([]);
  await shot(page, name('navigation-drawer'));
  await page.keyboard.press('Escape');
  await calm(page);

  // More menu: at its button's inline start, inside the window; the panel it opens covers the phone.
  const more = page.getByTestId('app-bar-more');
  await more.click();
  let paper = await boxOf(page, '.MuiMenu-paper');
  expectAligned(paper, (await more.boundingBox())!, 'start', language, width, 'more menu');
  await shot(page, name('more-menu'));
  await page.getByTestId('more-cart').click();
  const cart = await boxOf(page, '[data-testid="cart-panel"]');
  expect([Math.round(left(cart)), Math.round(right(cart))], 'cart panel covers the width').toEqual([0, width]);
  await page.keyboard.press('Escape');
  await page.getByTestId('cart-panel').waitFor({ state: 'detached' });

  // User menu, inside the window at its button's inline end.
  const userButton = page.locator('header button').last();
  await userButton.click();
  paper = await boxOf(page, '.MuiMenu-paper');
  expectAligned(paper, (await userButton.boundingBox())!, 'end', language, width, 'user menu (phone)');
  await shot(page, name('user-menu'));
  await page.keyboard.press('Escape');
  await page.locator('.MuiMenu-paper').waitFor({ state: 'detached' });

  // The filter sheet: "Show results" (the primary action) at the inline end of "Clear filters".
  await visit(page, `/subscription/offers`);
  await page.getByRole('button', { name: new RegExp(`^${t.app.layout.filters}`) }).click();
  const sheet = page.getByRole('dialog', { name: t.app.layout.filters });
  await sheet.waitFor();
  await calm(page);
  const show = (await sheet.getByRole('button', { name: t.app.layout.filters_show }).boundingBox())!;
  const clear = (await sheet.getByRole('button', { name: t.ra.navigation.clear_filters }).boundingBox())!;
  if (language === 'ar') expect(show.x, 'sheet: show results left of clear').toBeLessThan(clear.x);
  else expect(show.x, 'sheet: show results right of clear').toBeGreaterThan(clear.x);
  await shot(page, name('filter-sheet'));
  await page.keyboard.press('Escape');
}

describe('mirroring: menus, drawers, panels, popovers and badges follow the reading direction', () => {
  for (const language of ['ar', 'en'] as const) {
    for (const size of ['1440', '390'] as const) {
      it(`in ${language === 'ar' ? 'Arabic' : 'English'} at ${size} px`, async () => {
        const { page, context, errors } = await openSession(
          browser,
          size === '390' ? { width: 390, height: 844 } : { width: 1440, height: 900 },
        );
        try {
          await signIn(page);
          await page.waitForURL(`${baseUrl()}/dashboard`);
          if (language === 'en') {
            // The phone's bar has no language button: the user menu lists the languages.
            if (size === '390') {
              await page.locator('header button').last().click();
              await page.getByRole('menuitemradio', { name: 'English' }).click();
            } else await chooseLanguage(page, 'English');
            await page.waitForFunction(() => document.documentElement.dir === 'ltr');
          }
          await page.waitForSelector('[data-testid="dashboard-card"]');
          await calm(page);
          if (size === '1440') await desktopChecks(page, language);
          else await phoneChecks(page, language);
          await recordScreens(page, language, size);
          expect(errors).toEqual([]);
        } finally {
          await context.close();
        }
      }, 180000);
    }
  }

  it('every sideways icon of every screen kind points the other way in English than in Arabic', () => {
    const kinds = Object.keys(seen);
    expect(kinds.length, 'screens recorded in both languages').toBe(KIND_SCREENS.length * 2);
    let icons = 0;
    for (const kind of kinds) {
      const { ar: inArabic = [], en: inEnglish = [] } = seen[kind];
      expect(inArabic.length, `${kind}: as many sideways icons in both languages`).toBe(inEnglish.length);
      expect(
        inArabic.map((w) => (w === 'left' ? 'right' : 'left')),
        `${kind}: each icon mirrored`,
      ).toEqual(inEnglish);
      icons += inArabic.length;
    }
    expect(icons, 'sideways icons seen').toBeGreaterThan(10);
  });
});
