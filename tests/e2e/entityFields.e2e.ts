import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ar } from '../../i18n/ar';
import { en } from '../../i18n/en';
import { baseUrl, chooseLanguage, launch, openSession, shot, signIn } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** MUI's chevrons as a production build draws them (no icon names survive the build). */
const norm = (d: string) => d.replace(/[\s,Ll]/g, '');
const CHEVRON_LEFT = norm('M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z');
const CHEVRON_RIGHT = norm('M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z');

/** Which way the icon inside a button points on screen, mirroring transforms included. */
async function pointing(page: Page, buttonName: string): Promise<string> {
  return page.getByRole('button', { name: buttonName, exact: true }).evaluate(
    (button, { left, right }) => {
      const icon = button.querySelector('svg')!;
      const d = (icon.querySelector('path')?.getAttribute('d') ?? '').replace(/[\s,Ll]/g, '');
      let way = d === left ? 'left' : d === right ? 'right' : `unknown ${d}`;
      for (let el: Element | null = icon; el && el !== button.parentElement; el = el.parentElement) {
        const t = getComputedStyle(el).transform;
        if (t.startsWith('matrix(') && Number(t.slice(7).split(',')[0]) < 0) way = way === 'left' ? 'right' : 'left';
      }
      return way;
    },
    { left: CHEVRON_LEFT, right: CHEVRON_RIGHT },
  );
}

/** A translated sentence as the page shows it: each value isolated (FSI … PDI). */
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/%\{(\w+)\}/g, (_, k: string) => `\u2068${String(values[k])}\u2069`);

/**
 * Module settings' multiple images in a real browser: in Arabic the first image
 * is at the right and "move later" points left (toward the end of the line), in English the
 * reverse; the keyboard moves an image and Save sends the new order in ONE PUT.
 */
describe.each([
  ['ar', ar.app.images, 'left'],
  ['en', en.app.images, 'right'],
] as const)('module settings images in %s', (locale, words, laterWay) => {
  it('should lay out, move with the keyboard and save the gallery in reading order', async () => {
    const s = await openSession(browser, { width: 1440, height: 900 });
    const { page } = s;
    await signIn(page);
    await page.waitForURL(`${baseUrl()}/dashboard`);
    if (locale === 'en') await chooseLanguage(page, 'English');
    await page.goto(`${baseUrl()}/settings/module-settings/edit/2`);
    const later1 = fill(words.later, { number: 1 });
    await page.getByRole('button', { name: later1, exact: true }).waitFor({ timeout: 20000 });
    const items = page.locator('ol > li[aria-label]');
    await expect.poll(() => items.count()).toBe(2);
    const [first, second] = [await items.nth(0).boundingBox(), await items.nth(1).boundingBox()];
    // The first image starts the line: at the right in Arabic, at the left in English.
    expect(locale === 'ar' ? first!.x > second!.x : first!.x < second!.x).toBe(true);
    expect(await pointing(page, later1)).toBe(laterWay);
    expect(await pointing(page, fill(words.earlier, { number: 2 }))).toBe(laterWay === 'left' ? 'right' : 'left');
    const names = async () =>
      (await items.evaluateAll((li) => li.map((x) => x.getAttribute('aria-label') ?? ''))).map((l) =>
        // The file name as the label shows it, without its isolates.
        l.split(': ')[1].replace(/[\u2066-\u2069]/g, ''),
      );
    const before = await names();

    await page.getByRole('button', { name: later1, exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(names).toEqual([before[1], before[0]]);
    // Image 1 is now last, so focus is on its other arrow: "move image 2 earlier".
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe(fill(words.earlier, { number: 2 }));
    await shot(page, `module-images-moved-${locale}`);

    const put = page.waitForRequest((r) => r.method() === 'PUT' && /\/api\/module-settings\/2$/.test(r.url()));
    await page.getByRole('button', { name: locale === 'ar' ? ar.ra.action.save : en.ra.action.save, exact: true }).click();
    const sent = (await put).postDataJSON() as { images: { name: string }[] };
    expect(sent.images.map((i) => i.name)).toEqual([before[1], before[0]]);
    expect(s.errors).toEqual([]);
    expect(s.foreignRequests).toEqual([]);
    await s.context.close();
  });
});
