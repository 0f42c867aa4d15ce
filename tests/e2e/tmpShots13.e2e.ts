import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, chooseLanguage, launch, openSession, settled, signIn } from './browser';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

describe('tmp shots', () => {
  it('shots', async () => {
      const s = await openSession(browser, { width: 1440, height: 900 });
      const { page } = s;
      await signIn(page);
      await page.waitForURL(`${baseUrl()}/dashboard`);
      await chooseLanguage(page, 'English');
      await page.goto(`${baseUrl()}/users/roles`);
      await page.waitForSelector('.RaDatagrid-row');
      await settled(page);
      const info = await page.evaluate(() => [...document.querySelectorAll('.app-cell-text')].map((e) => [e.textContent, e.scrollWidth, e.clientWidth, getComputedStyle(e).maxWidth, getComputedStyle(e).display, e.getAttribute('tabindex')]));
      console.log(JSON.stringify(info));
      await page.screenshot({ path: `/tmp/shots-tables13/roles-en-1440.png` });
      await s.context.close();
  }, 120000);
});
