import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, settled, signedInSession, visit } from './browser';

/**
 * A `rows` field (a plan's services) on a phone, in the real browser: the details page draws one
 * card per row, each value after its column's name, the name at the start side (the right in
 * Arabic); the form draws each row as a card of labelled inputs (the desktop's table is the unit
 * test's, tests/unit/rowsCards.test.tsx).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** How the services table is drawn: its header's height, and per cell its label, direction and where its value sits. */
async function servicesTable(page: Page) {
  await visit(page, '/subscription/plans/details/1');
  await page.locator('#plan-services ~ * table tbody tr, section[aria-labelledby="plan-services"] table tbody tr').first().waitFor();
  await settled(page);
  return page.evaluate(() => {
    const table = document.querySelector('section[aria-labelledby="plan-services"] table')!;
    const cells = [...table.querySelectorAll('tbody td')].map((td) => {
      const box = td.getBoundingClientRect();
      const value = td.querySelector('span')!.getBoundingClientRect();
      return {
        label: getComputedStyle(td, '::before').content,
        dataLabel: td.getAttribute('data-label'),
        display: getComputedStyle(td).display,
        direction: getComputedStyle(td).direction,
        valueAtLeft: Math.abs(value.left - box.left) <= 1,
        valueAtRight: Math.abs(box.right - value.right) <= 1,
        inside: box.left >= 0 && box.right <= window.innerWidth,
      };
    });
    return { headHeight: table.querySelector('thead')!.getBoundingClientRect().height, cells };
  });
}

describe('a rows field on a phone', () => {
  it.each([
    ['ar', undefined, 'rtl'],
    ['en', 'English', 'ltr'],
  ] as const)('should show a plan’s services as one card per row in %s, the names at the start side', async (_l, language, direction) => {
    const { context, page } = await signedInSession(browser, { language });
    await page.setViewportSize({ width: 390, height: 844 });
    const { headHeight, cells } = await servicesTable(page);
    expect(headHeight).toBeLessThanOrEqual(1);
    expect(cells.length).toBeGreaterThan(1);
    for (const cell of cells) {
      expect(cell.dataLabel).toBeTruthy();
      expect(cell.label).toBe(`"${cell.dataLabel}"`);
      expect(cell).toMatchObject({ display: 'flex', direction, inside: true });
      // The value at the end side: the left in Arabic, the right in English.
      expect(direction === 'rtl' ? cell.valueAtLeft : cell.valueAtRight).toBe(true);
    }

    await page.goto(`${baseUrl()}/subscription/plans/create`);
    const add = page.locator('.ra-input-services .RaSimpleFormIterator-add button');
    await add.waitFor();
    await settled(page);
    await add.click();
    const line = page.locator('.ra-input-services li.RaSimpleFormIterator-line').first();
    await line.waitFor();
    const card = await line.evaluate((li) => ({
      border: getComputedStyle(li).borderTopStyle,
      inside: li.getBoundingClientRect().left >= 0 && li.getBoundingClientRect().right <= window.innerWidth,
      labels: [...li.querySelectorAll('label')].map((l) => l.textContent?.trim()).filter(Boolean).length,
      heading: getComputedStyle(li.querySelector('.RaSimpleFormIterator-index')!).display,
    }));
    expect(card).toEqual({ border: 'solid', inside: true, labels: 2, heading: 'block' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await context.close();
  });
});
