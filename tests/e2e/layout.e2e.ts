import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { baseUrl, launch, settled, shot, signedInSession, signIn, type Session } from './browser';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let browser: Browser;
/**
 * One signed-in session per language for the tests that load their list afresh at their own size
 * (a full load each): they share the sign-in, not a screen.
 */
const signedIn = new Map<'ar' | 'en', Session>();
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  for (const s of signedIn.values()) await s.context.close();
  await browser?.close();
});

/** The language's signed-in session, and the number of errors it had logged before this test. */
async function sessionIn(language: 'ar' | 'en'): Promise<{ s: Session; errorsBefore: number }> {
  let s = signedIn.get(language);
  if (!s) {
    s = await signedInSession(browser, language === 'en' ? { language: 'English' } : {});
    signedIn.set(language, s);
  }
  return { s, errorsBefore: s.errors.length };
}

const header = (page: Page, name: string) => page.getByRole('columnheader', { name });

async function openCountries(page: Page) {
  await page.goto(`${baseUrl()}/settings/countries`);
  await expect.poll(() => page.getByRole('cell', { name: 'Saudi Arabia' }).count()).toBe(1);
}

describe('layout choices per operator', () => {
  it('should keep a hidden column after a reload, and bring it back with Reset layout', async () => {
    const s = await signedInSession(browser, { language: 'English' });
    const { page } = s;
    await openCountries(page);
    expect(await header(page, 'Code (3 letters)').count()).toBe(1);

    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('switch', { name: 'Code (3 letters)' }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => header(page, 'Code (3 letters)').count()).toBe(0);

    await page.reload();
    await expect.poll(() => page.getByRole('cell', { name: 'Saudi Arabia' }).count()).toBe(1);
    expect(await header(page, 'Code (3 letters)').count()).toBe(0);
    expect(await header(page, 'English name').count()).toBe(1);

    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Reset layout' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText('Only your layout changes', { exact: false }).count()).toBe(1);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => header(page, 'Code (3 letters)').count()).toBe(1);
    // Still signed in, on the same list, after a reload too.
    await page.reload();
    await expect.poll(() => page.getByRole('cell', { name: 'Saudi Arabia' }).count()).toBe(1);
    expect(await header(page, 'Code (3 letters)').count()).toBe(1);
    expect(page.url()).toBe(`${baseUrl()}/settings/countries`);
    expect(s.foreignRequests).toEqual([]);
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('should give each operator signing in on one browser their own columns, theme and aside', async () => {
    const s = await signedInSession(browser, { language: 'English' });
    const { page } = s;
    const theme = () => page.getByTestId('theme-toggle').getAttribute('aria-label');
    const aside = () => page.getByTestId('app-menu').getAttribute('data-aside');
    const signOutThenIn = async (email: string) => {
      await page.getByRole('button', { name: 'Profile' }).click();
      await page.getByRole('menuitem', { name: 'Sign out' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
      await page.waitForURL(`${baseUrl()}/login`);
      await signIn(page, email);
      await page.waitForURL(`${baseUrl()}/dashboard`);
      await openCountries(page);
    };
    // The admin hides a column, goes dark and minimises the aside.
    await openCountries(page);
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('switch', { name: 'Code (3 letters)' }).click();
    await page.keyboard.press('Escape');
    await page.getByTestId('theme-toggle').click();
    await page.getByRole('button', { name: 'Close menu' }).first().click();
    await expect.poll(aside).toBe('minimized');
    expect(await theme()).toBe('Switch to the light theme');

    // The viewer, next on this browser, has the defaults.
    await signOutThenIn('viewer@demo.test');
    expect(await header(page, 'Code (3 letters)').count()).toBe(1);
    expect(await theme()).toBe('Switch to the dark theme');
    expect(await aside()).toBe('expanded');

    // The admin, back, has their own.
    await signOutThenIn('admin@demo.test');
    expect(await header(page, 'Code (3 letters)').count()).toBe(0);
    expect(await theme()).toBe('Switch to the light theme');
    expect(await aside()).toBe('minimized');
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it.each([
    ['ar', 390],
    ['en', 390],
  ] as const)('should show a list as cards, with no column chooser nor density, in %s at %i px', async (language, width) => {
    const { s, errorsBefore } = await sessionIn(language);
    const { page } = s;
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${baseUrl()}/settings/countries`);
    await expect.poll(() => page.getByTestId('list-card').count()).toBeGreaterThan(0);
    // A phone's list has no columns nor rows to choose for.
    expect(await page.getByRole('button', { name: language === 'en' ? 'Columns' : 'الأعمدة' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: language === 'en' ? 'Density' : 'كثافة العرض' }).count()).toBe(0);
    expect(await page.locator('#main-content table').count()).toBe(0);
    expect(s.errors.slice(errorsBefore)).toEqual([]);
  });

  it.each([
    ['ar', 1440],
    ['en', 1440],
  ] as const)('should show the column chooser of a list in %s at %i px', async (language, width) => {
    const { s, errorsBefore } = await sessionIn(language);
    const { page } = s;
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${baseUrl()}/settings/countries`);
    await expect.poll(() => page.getByRole('cell', { name: 'Saudi Arabia' }).count()).toBe(1);
    await page.getByRole('button', { name: language === 'en' ? 'Columns' : 'الأعمدة' }).click();
    await expect.poll(() => page.getByRole('switch').count()).toBe(6);
    await settled(page);
    await shot(page, `layout-columns-${language}-${width}`);
    // The chooser stays on screen, whatever the direction and width.
    const box = await page.locator('.MuiPopover-paper').boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: language === 'en' ? 'Density' : 'كثافة العرض' }).click();
    await settled(page);
    await shot(page, `layout-density-${language}-${width}`);
    expect(s.errors.slice(errorsBefore)).toEqual([]);
  });

  // A list wider than its card scrolls inside it with the row actions kept in
  // view (sticky end column), and a cut text gives its full value on hover and on keyboard focus.
  it.each(['ar', 'en'] as const)(
    'should keep the row actions in view when a wide list scrolls, and show a cut text whole (%s)',
    async (language) => {
      const { s, errorsBefore } = await sessionIn(language);
      const { page } = s;
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(`${baseUrl()}/subscription/management-subdomain`);
      await page.waitForSelector('.RaDatagrid-row');
      const wrapper = page.locator('.RaDatagrid-tableWrapper');
      const sizes = await wrapper.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
      // Not vacuous: the companies list is wider than its card at 1440 px.
      expect(sizes.scroll).toBeGreaterThan(sizes.client + 100);
      // Halfway along (scrollLeft counts negative in a right-to-left box).
      await wrapper.evaluate((el) => {
        el.scrollLeft = ((getComputedStyle(el).direction === 'rtl' ? -1 : 1) * (el.scrollWidth - el.clientWidth)) / 2;
      });
      expect(Math.abs(await wrapper.evaluate((el) => el.scrollLeft))).toBeGreaterThan(50);
      const card = (await wrapper.boundingBox())!;
      for (const cell of [page.locator('thead .app-row-actions'), page.locator('.RaDatagrid-row').first().locator('.app-row-actions')]) {
        const box = (await cell.boundingBox())!;
        // Inside the card, at its end edge (right in English, left in Arabic), and on top there.
        expect(box.x).toBeGreaterThanOrEqual(card.x - 1);
        expect(box.x + box.width).toBeLessThanOrEqual(card.x + card.width + 1);
        if (language === 'en') expect(card.x + card.width - (box.x + box.width)).toBeLessThan(20);
        else expect(box.x - card.x).toBeLessThan(20);
        const onTop = await cell.evaluate((el) => {
          const r = el.getBoundingClientRect();
          return el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
        });
        expect(onTop).toBe(true);
      }
      await shot(page, `tables-sticky-${language}-1440`);
      // Scrolling, not squeezing: on a narrower screen the agents' customers (amounts and a
      // currency's name) scroll in their card; an amount and a choice's label stay on one line
      // (their height over their line height; client rectangles would count bidi runs too).
      await page.setViewportSize({ width: 1024, height: 768 });
      await page.goto(`${baseUrl()}/agents/agents-customers`);
      await page.waitForSelector('.RaDatagrid-row bdi');
      const lines = await page
        .locator('tbody .RaDatagrid-row')
        .first()
        .evaluate((row) =>
          [...row.querySelectorAll('td bdi, td.column-currency .MuiTypography-root')].map((el) =>
            Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)),
          ),
        );
      expect(lines.length).toBeGreaterThanOrEqual(3);
      expect(lines.filter((n) => n > 1)).toEqual([]);
      await shot(page, `tables-narrow-${language}-1024`);
      await page.setViewportSize({ width: 1440, height: 900 });

      // A role's description longer than a cell (through the API, as another operator would save
      // it): cut, focusable, and whole in a tooltip.
      await page.goto(`${baseUrl()}/users/roles`);
      await page.waitForSelector('.RaDatagrid-row');
      const list = s.apiRequests.find((r) => r.method === 'GET' && /\/roles\?/.test(r.url))!.url.split('?')[0];
      const status = await page.evaluate(
        async ({ url, language }) => {
          const headers = {
            Authorization: `Bearer ${localStorage.getItem('id_token')}`,
            'Content-Type': 'application/json',
            'Accept-Language': language,
          };
          const role = await (await fetch(`${url}/1`, { headers })).json();
          const description = `${role.description} ${role.description} ${role.description} ${role.description}`;
          return (await fetch(`${url}/1`, { method: 'PUT', headers, body: JSON.stringify({ ...role, description }) })).status;
        },
        { url: list, language },
      );
      expect(status).toBe(200);
      await page.reload();
      await page.waitForSelector('.RaDatagrid-row');
      const cut = page.locator('.app-cell-text[tabindex="0"]').first();
      await expect.poll(() => cut.count()).toBe(1);
      const full = (await cut.textContent())!;
      expect(await cut.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      await cut.hover();
      await expect.poll(() => page.getByRole('tooltip').textContent()).toBe(full);
      await page.mouse.move(0, 0);
      await expect.poll(() => page.getByRole('tooltip').count()).toBe(0);
      // From the keyboard: a key press, then focus (what Tab does), and the tooltip describes it.
      await page.keyboard.press('Shift');
      await cut.focus();
      await expect.poll(() => page.getByRole('tooltip').textContent()).toBe(full);
      expect(await cut.getAttribute('aria-describedby')).toBe(await page.getByRole('tooltip').getAttribute('id'));
      // axe stays clean with the cut cell focused and its tooltip open (serious and critical).
      await page.evaluate(axeSource);
      const violations = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run: (c: unknown) => Promise<{ violations: { id: string; impact: string }[] }> } }).axe;
        // The table and the tooltip only: the rest of the page is the a11y suite's.
        const scope = { include: [['.RaDatagrid-tableWrapper'], ['[role="tooltip"]']] };
        return (await axe.run(scope)).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
      });
      expect(violations).toEqual([]);
      expect(s.errors.slice(errorsBefore)).toEqual([]);
    },
  );
});
