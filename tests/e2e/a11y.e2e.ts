import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { ar } from '../../i18n/ar';
import { en } from '../../i18n/en';
import { baseUrl, chooseLanguage, launch, openSession, signIn, visit } from './browser';
import { audit, report, type Found } from './axe';

/**
 * Accessibility: axe-core on every screen kind (sign-in, dashboard, list, details,
 * create and edit forms, each dialog and panel), in Arabic and English: no violation of impact
 * moderate, serious or critical (one h1 per page, every element inside a landmark…). axe's source
 * is evaluated in the page (through the DevTools protocol, so the strict CSP stays on); every
 * violation found is printed by impact, all but the minor ones fail the test.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('axe on every screen kind', () => {
  for (const language of ['Arabic', 'English'] as const) {
    it(`finds no moderate, serious or critical violation (${language})`, async () => {
      const t = language === 'English' ? en : ar;
      const s = await openSession(browser, { width: 1440, height: 900 });
      const { page } = s;
      const found: Found[] = [];
      await page.goto(`${baseUrl()}/login`);
      await page.locator('#auth-email').waitFor();
      if (language === 'English') await chooseLanguage(page, 'English');
      await audit(page, 'sign-in', found);
      await signIn(page);
      await page.waitForURL(`${baseUrl()}/dashboard`);
      await expect.poll(() => page.locator('[data-card][data-state="ready"]').count()).toBeGreaterThan(0);
      await audit(page, 'dashboard', found);

      await visit(page, `/settings/countries`);
      await expect.poll(() => page.locator('tbody tr').count()).toBeGreaterThan(0);
      await audit(page, 'list', found);
      await page.getByRole('button', { name: t.widgets.export.button }).click();
      await page.getByRole('dialog').waitFor();
      await audit(page, 'export dialog', found);
      await page.keyboard.press('Escape');

      await visit(page, `/settings/countries/create`);
      await page.locator('input[name="name_en"]').waitFor();
      await audit(page, 'create form', found);
      await visit(page, `/settings/countries/edit/1`);
      await expect.poll(() => page.locator('input[name="name_en"]').inputValue()).not.toBe('');
      await audit(page, 'edit form', found);
      await page.getByRole('button', { name: t.ra.action.delete }).click();
      await page.getByRole('dialog').waitFor();
      await audit(page, 'delete confirmation', found);
      await page.keyboard.press('Escape');

      await visit(page, `/subscription/bank-transfers`);
      await expect.poll(() => page.locator('tbody tr').count()).toBeGreaterThan(0);
      await visit(page, `/subscription/bank-transfers/details/1`);
      await page.locator('.ra-field-date, [class*="RaShow"], main').first().waitFor();
      await audit(page, 'details', found);

      await page.getByTestId('quick-panel-button').click();
      await page.getByRole('tab').first().waitFor();
      await audit(page, 'quick panel', found);
      await page.keyboard.press('Escape');
      await page.goto(`${baseUrl()}/notifications`);
      await page.getByRole('heading', { name: t.shell.notifications.title, level: 2 }).waitFor();
      await audit(page, 'notifications page', found);

      const failing = report(found);
      expect(failing).toEqual([]);
      await s.context.close();
      // Eleven axe runs on a busy 2-core machine take 45–60 s: room above the suite's 60 s.
    }, 120000);
  }
});
