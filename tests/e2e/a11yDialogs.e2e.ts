import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ar } from '../../i18n/ar';
import { en } from '../../i18n/en';
import { baseUrl, chooseLanguage, launch, openSession, shot, signIn, type Session, visit } from './browser';
import { audit, report, type Found } from './axe';

/**
 * Each dialog and panel: axe-core on every dialog, drawer,
 * popover and menu the app can show at 1440 px, in Arabic and English, each opened the way an
 * operator opens it (a click, a hover, a key), with a screenshot of each. As on the screens (phone.e2e.ts), a
 * violation of impact moderate, serious or critical fails the test; the counts are printed per
 * dialog. Two tests per language (the shell's, then lists and forms), each in one session.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

type Language = 'Arabic' | 'English';
const LANGUAGES: Language[] = ['Arabic', 'English'];
const catalogue = (language: Language) => (language === 'English' ? en : ar);
const code = (language: Language) => (language === 'English' ? 'en' : 'ar');

/** A plain grey PNG of `size` × `size` (enough for the cropper to open on). */
function png(size: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, 0x99)]);
  const raw = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** One session per test: signed in as admin at 1440 px, in the language asked for. */
async function session(language: Language): Promise<Session> {
  const s = await openSession(browser, { width: 1440, height: 900 });
  await signIn(s.page);
  await s.page.waitForURL(`${baseUrl()}/dashboard`);
  if (language === 'English') await chooseLanguage(s.page, 'English');
  return s;
}

/** Audits what is open now, then shoots it as `a11y-dialog-<name>-<ar|en>.png`. */
function checker(page: Page, language: Language, found: Found[]) {
  return async (name: string) => {
    await audit(page, name, found);
    await shot(page, `a11y-dialog-${name.replace(/[^a-z0-9]+/gi, '-')}-${code(language)}`);
  };
}

/** Escape, and wait until no dialog, menu nor popover is left open (the tooltip of the button it gave the focus back to may be). */
async function dismiss(page: Page) {
  await page.keyboard.press('Escape');
  await expect
    .poll(() =>
      page.locator('.MuiModal-root:not(.MuiModal-hidden), .MuiPopper-root:not(.MuiTooltip-popper), [data-testid="menu-dropdown"]').count(),
    )
    .toBe(0);
}

describe('axe on every dialog, panel and menu', () => {
  for (const language of LANGUAGES) {
    it(`finds nothing on the shell's menus, panels and dialogs (${language})`, async () => {
      const t = catalogue(language);
      const s = await session(language);
      const { page } = s;
      const found: Found[] = [];
      const check = checker(page, language, found);
      await expect.poll(() => page.locator('[data-card][data-state="ready"]').count()).toBeGreaterThan(0);
      const header = page.locator('header');

      await header.getByRole('button', { name: t.ra.auth.user_menu }).click();
      await page.getByTestId('user-profile').waitFor();
      await check('user menu');
      await dismiss(page);

      await page.getByTestId('language-menu').click();
      await page.getByRole('menuitem', { name: 'English' }).waitFor();
      await check('language menu');
      await dismiss(page);

      await page.getByTestId('notifications-button').click();
      await page.getByTestId('notifications-panel').waitFor();
      await check('notifications panel');
      await dismiss(page);

      await page.getByTestId('quick-actions-button').click();
      await page.getByTestId('quick-actions-panel').waitFor();
      await check('quick actions panel');
      await dismiss(page);

      await page.getByTestId('cart-button').click();
      await page.getByTestId('cart-panel').waitFor();
      await check('cart panel');
      await dismiss(page);

      await page.getByTestId('quick-panel-button').click();
      await page.getByRole('tab', { name: t.shell.panels.tab_log }).click();
      await check('quick panel log tab');
      await page.getByRole('tab', { name: t.shell.panels.tab_settings }).click();
      await page.getByTestId('settings-tab').waitFor();
      await check('quick panel settings tab');
      await dismiss(page);

      const search = page.getByTestId('quick-search-input');
      await search.fill('saudi');
      const results = page.getByTestId('quick-search-results');
      await expect.poll(() => results.getByRole('link').count(), { timeout: 8000 }).toBeGreaterThan(0);
      await check('quick search results');
      await search.fill('');
      await page.keyboard.press('Escape');
      await page.locator('main').click({ position: { x: 5, y: 5 } });

      // The profile dialog, its language list, and the cropper a chosen photo opens.
      await header.getByRole('button', { name: t.ra.auth.user_menu }).click();
      await page.getByRole('menuitem', { name: t.widgets.profile.open }).click();
      const profile = page.getByRole('dialog', { name: t.widgets.profile.title });
      await expect.poll(() => profile.getByText('admin@demo.test').count()).toBe(1);
      await check('profile dialog');
      await page.getByTestId('profile-language').locator('..').getByRole('combobox').click();
      await page.getByRole('listbox').waitFor();
      await check('profile language list');
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('listbox').count()).toBe(0);
      await page.getByTestId('profile-photo-file-input').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: png(480) });
      const crop = page.getByRole('dialog', { name: t.widgets.cropper.title });
      await crop.getByTestId('crop-editor').waitFor();
      await check('crop dialog');
      await crop.getByRole('button', { name: t.ra.action.cancel }).click();
      await expect.poll(() => crop.count()).toBe(0);
      await dismiss(page);

      // The confirmations the user menu asks (react-admin's Confirm, through ConfirmProvider).
      await header.getByRole('button', { name: t.ra.auth.user_menu }).click();
      await page.getByRole('menuitem', { name: t.app.auth.sign_out }).click();
      await page.getByRole('dialog').getByText(t.app.auth.logout_confirm).waitFor();
      await check('sign-out confirmation');
      await page.getByRole('dialog').getByRole('button', { name: t.ra.action.cancel }).click();
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      await header.getByRole('button', { name: t.ra.auth.user_menu }).click();
      await page.getByRole('menuitem', { name: t.app.layout.reset }).click();
      await page.getByRole('dialog').getByText(t.app.layout.reset_confirm).waitFor();
      await check('reset layout confirmation');
      await page.getByRole('dialog').getByRole('button', { name: t.ra.action.cancel }).click();
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

      // The minimised aside: a group opens as a dropdown on hover. Audited alone: the tooltip of
      // the button a confirmation gave the focus back to (a portal, outside the landmarks) is
      // closed first, as is the aside button's own once the pointer has left it.
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.getByRole('button', { name: t.ra.action.close_menu }).first().click();
      await expect.poll(() => page.getByTestId('app-menu').getAttribute('data-aside')).toBe('minimized');
      await page.getByTestId('menu-group-users').hover();
      await expect.poll(() => page.getByRole('menuitem', { name: t.resources.roles.name, exact: true }).count()).toBe(1);
      await expect.poll(() => page.locator('.MuiTooltip-popper').count()).toBe(0);
      await check('aside group dropdown');
      await page.mouse.move(720, 450);
      await page.getByRole('button', { name: t.ra.action.open_menu }).first().click();
      await expect.poll(() => page.getByTestId('app-menu').getAttribute('data-aside')).toBe('expanded');

      const failing = report(found);
      expect(failing).toEqual([]);
      expect(s.errors).toEqual([]);
      await s.context.close();
    }, 150000);

    it(`finds nothing on the dialogs and menus of lists and forms (${language})`, async () => {
      const t = catalogue(language);
      const s = await session(language);
      const { page } = s;
      const found: Found[] = [];
      const check = checker(page, language, found);

      // A list's toolbar menus and the bulk delete confirmation.
      await visit(page, `/users/users`);
      await expect.poll(() => page.locator('tbody tr').count()).toBeGreaterThan(1);
      await page.getByRole('button', { name: t.ra.action.select_columns }).click();
      await expect.poll(() => page.getByRole('switch').count()).toBeGreaterThan(0);
      await check('column chooser');
      await dismiss(page);
      await page.getByRole('button', { name: t.app.layout.density }).click();
      await page.getByRole('menuitemradio').first().waitFor();
      await check('density menu');
      await dismiss(page);
      await page.getByRole('button', { name: t.ra.action.add_filter }).click();
      await page.locator('[role="menu"] [role^="menuitem"]').first().waitFor();
      await check('add filter menu');
      await dismiss(page);
      const boxes = page.locator('tbody input[type="checkbox"]');
      await boxes.nth(0).check();
      await boxes.nth(1).check();
      await page.getByRole('button', { name: t.ra.action.delete }).click();
      await page.getByRole('dialog').getByRole('button', { name: t.ra.action.confirm }).waitFor();
      await check('bulk delete confirmation');
      await page.getByRole('dialog').getByRole('button', { name: t.ra.action.cancel }).click();
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

      // A form: the phone input's country list.
      await visit(page, `/users/users/create`);
      const countryButton = page.locator('.MuiInputAdornment-root button[aria-haspopup="dialog"]').first();
      await countryButton.waitFor({ timeout: 15000 });
      await countryButton.click();
      await page.getByRole('dialog', { name: t.widgets.phone.choose_country }).locator('.MuiListItemButton-root').first().waitFor();
      await check('phone country list');
      await dismiss(page);
      // Leaving a form of a resource with drafts unsaved (the others ask with the browser's own question).
      await visit(page, `/subscription/offers/edit/1`);
      await expect.poll(() => page.locator('input[name="name"]').inputValue()).not.toBe('');
      await page.locator('input[name="name"]').fill('Ramadan offer (draft)');
      await page.locator('a[href="/settings/countries"]').first().click();
      const guard = page.getByTestId('leave-guard');
      await guard.waitFor();
      await check('unsaved changes');
      await guard.getByRole('button', { name: t.app.draft.stay }).click();
      await expect.poll(() => guard.count()).toBe(0);

      // A company's rename and delete dialogs.
      await visit(page, `/subscription/management-subdomain/details/3`);
      await page.getByTestId('record-name').waitFor();
      await page.getByRole('button', { name: t.resources.companies.details.rename }).click();
      await page.getByRole('dialog').locator('input').waitFor();
      await check('company rename');
      await dismiss(page);
      await page.getByRole('button', { name: t.resources.companies.details.delete }).click();
      await page.getByRole('dialog').locator('input').waitFor();
      await check('company delete');
      await dismiss(page);

      // A widget whose code does not arrive: the dialog (export) and the card (dashboard chart).
      await s.context.route('**/assets/ExportDialog-*.js', (route) => route.abort());
      await page.goto(`${baseUrl()}/settings/countries`);
      await expect.poll(() => page.locator('tbody tr').count()).toBeGreaterThan(0);
      await page.getByRole('button', { name: t.widgets.export.button }).click();
      await page.getByRole('dialog').getByTestId('chunk-failed').waitFor();
      await check('chunk failure dialog');
      await page.getByRole('dialog').getByRole('button', { name: t.ra.action.close }).click();
      await s.context.route('**/assets/charts-*.js', (route) => route.abort());
      await page.goto(`${baseUrl()}/dashboard`);
      await page.getByTestId('chunk-failed').first().waitFor();
      await check('chunk failure card');
      await s.context.unrouteAll();

      // A 401: the demo API no longer knows the token, and the sign-in dialog opens over the page.
      await page.evaluate(() => localStorage.setItem('id_token', 'expired-token'));
      await page.goto(`${baseUrl()}/settings/countries`);
      await page.getByRole('dialog').getByRole('heading', { name: t.app.errors.session_title }).waitFor({ timeout: 15000 });
      // The list's failed read may add its alert a moment after the dialog: audited once it is in.
      await page
        .locator('.MuiSnackbarContent-message')
        .waitFor({ timeout: 3000 })
        .catch(() => undefined);
      await check('session dialog');

      const failing = report(found);
      expect(failing).toEqual([]);
      expect(s.errors).toEqual([]);
      await s.context.close();
    }, 150000);
  }
});
