import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { ar } from '../../i18n/ar';
import { en } from '../../i18n/en';
import { baseUrl, chooseLanguage, launch, openSession, settled, signIn } from './browser';

/**
 * Issue 13, "Accessibility": axe-core on every screen kind (sign-in, dashboard, list, details,
 * create and edit forms, each dialog and panel), in Arabic and English: no violation of impact
 * moderate, serious or critical (one h1 per page, every element inside a landmark…). axe's source
 * is evaluated in the page (through the DevTools protocol, so the strict CSP stays on); every
 * violation found is printed by impact, all but the minor ones fail the test.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

interface Found {
  screen: string;
  id: string;
  impact: string;
  targets: string[];
}

async function audit(page: Page, screen: string, found: Found[]) {
  await settled(page);
  const has = await page.evaluate(() => 'axe' in window);
  if (!has) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (c: unknown, o: unknown) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes
        .slice(0, 3)
        .map(
          (n) =>
            `${n.target.join(' ')} — ${((n as unknown as { failureSummary?: string }).failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 240)}`,
        ),
    }));
  });
  for (const v of violations) found.push({ screen, ...v });
}

const report = (found: Found[]) => {
  const byImpact: Record<string, number> = {};
  for (const f of found) byImpact[f.impact] = (byImpact[f.impact] ?? 0) + 1;
  console.log(`[a11y] violations by impact: ${JSON.stringify(byImpact)}`);
  for (const f of found) console.log(`[a11y] ${f.impact} ${f.id} on ${f.screen}: ${f.targets.join(' | ')}`);
  return found
    .filter((f) => f.impact === 'moderate' || f.impact === 'serious' || f.impact === 'critical')
    .map((f) => `${f.screen}: ${f.id} (${f.impact}) ${f.targets[0] ?? ''}`);
};

describe('axe on every screen kind (issue 13)', () => {
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

      await page.goto(`${baseUrl()}/settings/countries`);
      await expect.poll(() => page.locator('tbody tr').count()).toBeGreaterThan(0);
      await audit(page, 'list', found);
      await page.getByRole('button', { name: t.widgets.export.button }).click();
      await page.getByRole('dialog').waitFor();
      await audit(page, 'export dialog', found);
      await page.keyboard.press('Escape');

      await page.goto(`${baseUrl()}/settings/countries/create`);
      await page.locator('input[name="name_en"]').waitFor();
      await audit(page, 'create form', found);
      await page.goto(`${baseUrl()}/settings/countries/edit/1`);
      await expect.poll(() => page.locator('input[name="name_en"]').inputValue()).not.toBe('');
      await audit(page, 'edit form', found);
      await page.getByRole('button', { name: t.ra.action.delete }).click();
      await page.getByRole('dialog').waitFor();
      await audit(page, 'delete confirmation', found);
      await page.keyboard.press('Escape');

      await page.goto(`${baseUrl()}/subscription/bank-transfers`);
      await expect.poll(() => page.locator('tbody tr').count()).toBeGreaterThan(0);
      await page.goto(`${baseUrl()}/subscription/bank-transfers/details/1`);
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
