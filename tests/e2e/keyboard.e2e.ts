import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ar } from '../../i18n/ar';
import { en } from '../../i18n/en';
import { baseUrl, chooseLanguage, launch, openSession, signIn } from './browser';

/**
 * Every interactive element is reached by Tab and shows a visible focus ring.
 * From the dashboard, Tab through the app bar and the menu, then through a list page, in
 * Arabic and English: each element that takes the focus is on screen and draws an outline (or
 * a box shadow) by its computed style. A row's action link and the user menu open with Enter.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

interface Stop {
  name: string;
  role: string | null;
  visible: boolean;
  ring: boolean;
}

/** What has the focus, and whether it is seen: a hidden native checkbox answers for its box, an input for its field. */
const focused = (page: Page) =>
  page.evaluate((): Stop | null => {
    let el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    if (el.matches('input[type=checkbox], input[type=radio]')) el = el.closest<HTMLElement>('.MuiButtonBase-root') ?? el;
    else if (el.matches('.MuiInputBase-input')) el = el.closest<HTMLElement>('.MuiInputBase-root') ?? el;
    const style = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    const visible = box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && Number(style.opacity) > 0;
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    const name = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    return { name, role: el.getAttribute('role'), visible, ring: outline || style.boxShadow !== 'none' };
  });

/** Presses Tab `count` times and returns every stop that is not seen or draws no ring. */
async function walk(page: Page, count: number): Promise<{ stops: number; bad: string[] }> {
  const bad: string[] = [];
  let stops = 0;
  for (let i = 0; i < count; i += 1) {
    await page.keyboard.press('Tab');
    const stop = await focused(page);
    if (!stop) continue;
    stops += 1;
    if (!stop.visible || !stop.ring) bad.push(`${stop.name}${stop.visible ? '' : ' (not visible)'}${stop.ring ? '' : ' (no ring)'}`);
  }
  return { stops, bad };
}

describe('keyboard walk with a visible focus ring', () => {
  it('should reach the app bar, the menu and a list by Tab, each with a ring, and open a row and the user menu with Enter', async () => {
    const s = await openSession(browser, { width: 1440, height: 900 });
    const { page } = s;
    await signIn(page);
    await page.waitForURL(`${baseUrl()}/dashboard`);
    for (const [language, t] of [
      ['Arabic', ar],
      ['English', en],
    ] as const) {
      if (language === 'English') await chooseLanguage(page, 'English');
      // The dashboard: the skip link, the app bar, the menu.
      await page.goto(`${baseUrl()}/dashboard`);
      await page.getByTestId('app-menu').waitFor();
      await page.locator('body').focus();
      const bar = await walk(page, 30);
      expect(bar.bad, `${language}: the app bar and menu`).toEqual([]);
      expect(bar.stops).toBeGreaterThan(20);

      // A list: from its Create button on through the toolbar, search, headers, rows' checkboxes and links.
      await page.goto(`${baseUrl()}/settings/countries`);
      await expect.poll(() => page.locator('tbody tr').count()).toBeGreaterThan(0);
      await page.locator('a[href="/settings/countries/create"]').focus();
      const list = await walk(page, 24);
      expect(list.bad, `${language}: the list`).toEqual([]);

      // A row's action link opens with Enter.
      const rowLink = page.locator('tbody tr').first().getByRole('link').first();
      await rowLink.focus();
      expect((await focused(page))?.ring).toBe(true);
      const href = await rowLink.getAttribute('href');
      await page.keyboard.press('Enter');
      await page.waitForURL(`${baseUrl()}${href}`);

      // The user menu opens with Enter, its first item focused and ringed; Escape closes it.
      const userMenu = page.getByRole('button', { name: new RegExp(t.ra.auth.user_menu) });
      await userMenu.focus();
      const popup = page.locator('#menu-appbar [role="menu"]');
      await page.keyboard.press('Enter');
      await popup.waitFor();
      await expect.poll(async () => (await focused(page))?.role).toBe('menuitem');
      expect((await focused(page))?.ring).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => popup.count()).toBe(0);
    }
    expect(s.errors).toEqual([]);
    await s.context.close();
  });
});
