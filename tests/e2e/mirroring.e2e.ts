import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ar } from '../../i18n/ar';
import { en } from '../../i18n/en';
import { baseUrl, chooseLanguage, launch, openSession, settled, shot, signIn, signedInSession } from './browser';

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
].map(norm);
const DRAWN_RIGHT = [
  'm12 4-1.41 1.41L16.17 11H4v2h12.17l-5.58 5.59L12 20l8-8z', // ArrowForward
  'M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z', // ChevronRight, NavigateNext
  'M8.59 16.59 13.17 12 8.59 7.41 10 6l6 6-6 6z', // KeyboardArrowRight
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

async function checkScreens(page: Page, language: 'ar' | 'en') {
  for (const screen of BACK_SCREENS) {
    await page.goto(`${baseUrl()}${screen.path}`);
    const found = await page
      .waitForSelector(BACK_ARROW, { timeout: 15000 })
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
  await page.goto(`${baseUrl()}/settings/countries?perPage=10`);
  await page.waitForSelector('.MuiPagination-ul', { timeout: 15000 });
  const back = await backwards(page);
  const forward = back === 'left' ? 'right' : 'left';
  const next = await pointing(page, '.MuiPagination-ul li:last-child svg');
  const previous = await pointing(page, '.MuiPagination-ul li:first-child svg');
  expect(next, `pagination next (${language})`).toEqual([forward]);
  expect(previous, `pagination previous (${language})`).toEqual([back]);
  // Breadcrumbs (issue 14): each separator is a chevron pointing along the reading line.
  const separators = await pointing(page, '[data-testid="breadcrumbs"] .MuiBreadcrumbs-separator svg');
  expect(separators.length, `breadcrumb separators (${language})`).toBeGreaterThan(0);
  for (const way of separators) expect(way, `breadcrumb separator (${language})`).toBe(forward);

  // The phone input's country list opens at its field, aligned with the field's start edge (MUI
  // may lift it to keep it inside the window, so only the edges are compared).
  await page.goto(`${baseUrl()}/users/users/create`);
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
  // A country's flag (an image file, issue 12 item 7) opens its row: right of the name in
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

describe('values of the other direction are isolated on every screen kind (issue 14 item 2)', () => {
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
    await page.goto(`${baseUrl()}/settings/countries/edit/1`);
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
    await page.goto(`${baseUrl()}/settings/countries/edit/1`);
    await expect.poll(body).toContain(`${FSI}${hostile}${PDF}${PDI}`);

    // Notifications: the activity log's "تعديل: %{item} %{title}" isolates the name too.
    await page.getByTestId('quick-panel-button').click();
    await page.getByRole('tab', { name: ar.shell.panels.tab_log }).click();
    await expect.poll(() => page.getByTestId('activity-log').innerText()).toContain(`${FSI}${hostile}${PDF}${PDI}`);
    await page.keyboard.press('Escape');

    // Dialog: the export dialog's title "تصدير: %{name}".
    await page.goto(`${baseUrl()}/settings/countries`);
    await page.getByRole('button', { name: ar.widgets.export.button }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.innerText()).toContain(`${FSI}${ar.resources.countries.name}${PDI}`);
    await page.keyboard.press('Escape');

    // Details: "باقة: %{name}" with the plan's name isolated.
    await page.goto(`${baseUrl()}/subscription/plans/details/1`);
    await expect.poll(body).toMatch(new RegExp(`${ar.resources.plans.item}: \\u2068[^\\u2069]+\\u2069`));
    expect(s.errors).toEqual([]);
    await s.context.close();
  });
});
