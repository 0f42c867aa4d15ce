import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { securityHeaders } from '../../deploy/security-headers.mjs';
import { en } from '../../i18n/en';
import { baseUrl, launch, openSession, signedInSession } from './browser';

// The whole suite is served with the production header set (vite.config.ts `preview.headers`,
// from deploy/security-headers.mjs) and every session fails on a CSP report (browser.ts). This
// file walks the parts most likely to need an exception: sign-in, dashboard, panels, a list,
// a form, both export workers (xlsx and pdf: workers, blob: downloads, the PDF font).
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const input = (page: Page, name: string) => page.locator(`input[name="${name}"]`);

describe('the strict Content-Security-Policy', () => {
  it('should be what the preview server sends, as production does', async () => {
    const response = await fetch(`${baseUrl()}/login`);
    for (const [name, value] of Object.entries(securityHeaders())) expect(response.headers.get(name), name).toBe(value);
  });

  it('should report a violation as an error of the session (the watch below can fail)', async () => {
    const s = await openSession(browser);
    await s.page.goto(`${baseUrl()}/login`);
    await s.page.evaluate(() => {
      new Image().src = 'https://blocked.example/pixel.png';
    });
    await expect.poll(() => s.errors.join('\n')).toContain('img-src');
    await s.context.close();
  });

  it('should block nothing from sign-in to the panels, a form and both exports, and isolate a name that lies about direction', async () => {
    const s = await signedInSession(browser, { language: 'English' });
    const { page } = s;
    for (const [button, panel] of [
      ['notifications-button', 'notifications-panel'],
      ['quick-actions-button', 'quick-actions-panel'],
      ['cart-button', 'cart-panel'],
    ]) {
      await page.getByTestId(button).click();
      await page.getByTestId(panel).waitFor();
      await page.keyboard.press('Escape');
    }
    await page.getByTestId('quick-panel-button').click();
    await page.getByRole('tab', { name: 'Log' }).click();
    await page.keyboard.press('Escape');

    // A form: a country renamed with an unclosed RIGHT-TO-LEFT OVERRIDE.
    const hostile = 'Zed\u202eLand';
    await page.goto(`${baseUrl()}/settings/countries`);
    await expect.poll(() => page.getByRole('cell', { name: 'Saudi Arabia' }).count()).toBe(1);
    await page.getByRole('cell', { name: 'Saudi Arabia' }).click();
    await page.waitForURL(/\/settings\/countries\/edit\/\d+$/);
    await input(page, 'name_en').fill(hostile);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/settings\/countries(\?.*)?$/);
    const cell = page.getByRole('cell', { name: hostile });
    await expect.poll(() => cell.count()).toBe(1);
    // The table cell is a paragraph of its own: the row's other cells keep their order.
    const row = await cell.evaluate((td) => {
      const cells = Array.from(td.closest('tr')!.children) as HTMLElement[];
      const xs = cells.map((c) => c.getBoundingClientRect().left);
      return { tag: td.tagName, ordered: xs.every((x, i) => i === 0 || x >= xs[i - 1]) };
    });
    expect(row).toEqual({ tag: 'TD', ordered: true });
    // In a message ("Edit: %{name}") the value is isolated and its override closed.
    await cell.click();
    await page.waitForURL(/\/settings\/countries\/edit\/\d+$/);
    await expect.poll(() => page.locator('body').innerText()).toContain(`\u2068${hostile}\u202c\u2069`);

    // Both export workers, their chunks, the PDF font and the blob: download.
    await page.goto(`${baseUrl()}/settings/countries`);
    for (const format of ['xlsx', 'pdf'] as const) {
      await page.getByRole('button', { name: en.widgets.export.button }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('radio', { name: en.widgets.export.formats[format] }).check();
      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 30000 }),
        dialog.getByRole('button', { name: en.widgets.export.start }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(new RegExp(`\\.${format}$`));
      await dialog.getByRole('button', { name: en.widgets.export.close }).click();
      await dialog.waitFor({ state: 'detached' });
    }
    expect(s.errors).toEqual([]);
    expect(s.foreignRequests).toEqual([]);
    await s.context.close();
  });
});
