import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, chooseLanguage, launch, openSession, settled, shot, signIn, type Session } from './browser';
import { appScreens as arApp } from '../../i18n/ar/appScreens';
import { appScreens as enApp } from '../../i18n/en/appScreens';

/*
 * No lost update, for real: two pages of one browser context (two tabs of one operator's browser
 * standing in for two operators; the demo API's store is shared by the tabs) edit the same
 * country. Whichever saves second is told, field by field, and chooses; a save on a record
 * deleted meanwhile keeps the form and offers a new record with what was typed.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const edit = (id: number) => `${baseUrl()}/settings/countries/edit/${id}`;
const input = (page: Page, source: string) => page.locator(`[data-source="${source}"] input`).first();
const save = (page: Page) => page.locator('form button[type=submit]').first();

/** The `If-Match` of each write of `method` to `path` a page sent, in order. */
type Sent = Map<Page, { method: string; path: string; ifMatch?: string }[]>;
const ifMatchOf = (sent: Sent, page: Page, method: string, path: string) =>
  (sent.get(page) ?? []).filter((r) => r.method === method && r.path === path).map((r) => r.ifMatch);

/** One context (one origin's storage, so one demo store), two pages, each page's requests recorded. */
async function twoPages(width: number, height: number): Promise<{ s: Session; first: Page; second: Page; sent: Sent }> {
  const s = await openSession(browser, { width, height });
  await signIn(s.page);
  await s.page.waitForURL(`${baseUrl()}/dashboard`);
  const second = await s.context.newPage();
  second.on('pageerror', (error) => s.errors.push(error.message));
  const sent: Sent = new Map();
  for (const page of [s.page, second]) {
    sent.set(page, []);
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/'))
        sent.get(page)!.push({ method: request.method(), path: url.pathname, ifMatch: request.headers()['if-match'] });
    });
  }
  return { s, first: s.page, second, sent };
}

/** The operator comes back to the tab (headless Chromium sends no focus of its own). */
async function comeBack(page: Page) {
  await page.bringToFront();
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
}

describe('versions: two operators on one record', () => {
  it('should show the second saver both values per field and save their choice on the current version (Arabic, first opener saves last)', async () => {
    const { s, first, second, sent } = await twoPages(1440, 900);
    const t = arApp.versions;
    await first.goto(edit(1));
    await input(first, 'name_en').waitFor();
    const opened = await input(first, 'phone_code').inputValue();

    // The other operator opens it later and saves first: a new English name and phone code.
    await second.goto(edit(1));
    await input(second, 'name_en').fill('Second-land');
    await input(second, 'phone_code').fill('+999');
    await save(second).click();
    await second.waitForURL(/\/settings\/countries(\?|$)/);

    // Back on the first page: it says the record moved on, before anything is typed.
    await comeBack(first);
    const notice = first.getByTestId('stale-record');
    await expect.poll(() => notice.textContent()).toContain(t.changed);
    await settled(first);
    await shot(first, 'versions-stale-ar-1440');

    // Typing anyway, then saving: nothing is saved, nothing says "saved"; both values side by side.
    await input(first, 'name_en').fill('First-land');
    await save(first).click();
    const dialog = first.getByRole('dialog', { name: t.conflict_title });
    await dialog.waitFor();
    expect(await first.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const rows = await dialog.locator('[data-conflict]').evaluateAll((els) => els.map((e) => e.getAttribute('data-conflict')));
    expect(rows.sort()).toEqual(['name_en', 'phone_code']);
    const nameRow = dialog.locator('[data-conflict="name_en"]');
    expect(await nameRow.locator('[data-side="mine"]').textContent()).toContain('First-land');
    expect(await nameRow.locator('[data-side="theirs"]').textContent()).toContain('Second-land');
    // What only the other operator changed starts on theirs; what both changed, on mine.
    expect(await nameRow.locator('input[value="mine"]').isChecked()).toBe(true);
    const phoneRow = dialog.locator('[data-conflict="phone_code"]');
    expect(await phoneRow.locator('[data-side="mine"]').textContent()).toContain(opened);
    expect(await phoneRow.locator('input[value="theirs"]').isChecked()).toBe(true);
    expect(await input(first, 'name_en').inputValue()).toBe('First-land');
    await settled(first);
    await shot(first, 'versions-conflict-ar-1440');
    await first.setViewportSize({ width: 390, height: 844 });
    await settled(first);
    await shot(first, 'versions-conflict-ar-390');
    // Back to the desktop width: narrowed mid-session, the docked menu became a drawer over the dialog.
    await first.setViewportSize({ width: 1440, height: 900 });

    await dialog.getByRole('button', { name: t.save_again }).click();
    await first.waitForURL(/\/settings\/countries(\?|$)/);
    expect(ifMatchOf(sent, second, 'PUT', '/api/countries/1')).toEqual(['"1"']);
    expect(ifMatchOf(sent, first, 'PUT', '/api/countries/1')).toEqual(['"1"', '"2"']);

    // The record holds the first operator's name and the second one's phone code.
    await second.goto(edit(1));
    await expect.poll(() => input(second, 'name_en').inputValue()).toBe('First-land');
    expect(await input(second, 'phone_code').inputValue()).toBe('+999');
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('should do the same the other way round, and keep a save on a deleted record (English)', async () => {
    const { s, first, second, sent } = await twoPages(1440, 900);
    await chooseLanguage(first, 'English');
    await second.setViewportSize({ width: 390, height: 844 });
    const t = enApp.versions;
    // The second page opens first this time; the first saves first.
    await second.goto(edit(2));
    await input(second, 'name_en').waitFor();
    await first.goto(edit(2));
    await input(first, 'name_en').fill('Early-land');
    await save(first).click();
    await first.waitForURL(/\/settings\/countries(\?|$)/);

    await comeBack(second);
    await input(second, 'name_en').fill('Late-land');
    await save(second).click();
    const dialog = second.getByRole('dialog', { name: t.conflict_title });
    await dialog.waitFor();
    expect(await second.evaluate(() => document.documentElement.dir)).toBe('ltr');
    await settled(second);
    await shot(second, 'versions-conflict-en-390');
    await dialog.getByRole('button', { name: t.all_theirs }).click();
    await dialog.getByRole('button', { name: t.save_again }).click();
    await second.waitForURL(/\/settings\/countries(\?|$)/);
    expect(ifMatchOf(sent, second, 'PUT', '/api/countries/2')).toEqual(['"1"', '"2"']);

    // Deleted meanwhile: the form stays, says so, and offers a new record with what was typed.
    await second.setViewportSize({ width: 1440, height: 900 });
    await second.goto(edit(3));
    await input(second, 'name_en').waitFor();
    await first.goto(edit(3));
    await first.getByRole('button', { name: /^Delete$/ }).click();
    await first
      .getByRole('dialog')
      .getByRole('button', { name: /^Confirm$/ })
      .click();
    await first.waitForURL(/\/settings\/countries(\?|$)/);

    await comeBack(second);
    await input(second, 'name_en').fill('Copied-land');
    await save(second).click();
    const gone = second.getByRole('dialog', { name: t.gone_title });
    await gone.waitFor();
    expect(await input(second, 'name_en').inputValue()).toBe('Copied-land');
    await settled(second);
    await shot(second, 'versions-gone-en-1440');
    await gone.getByRole('button', { name: t.copy_to_new }).click();
    await second.waitForURL(/\/settings\/countries\/create$/);
    await expect.poll(() => input(second, 'name_en').inputValue()).toBe('Copied-land');
    expect(s.errors).toEqual([]);
    await s.context.close();
  });
});
