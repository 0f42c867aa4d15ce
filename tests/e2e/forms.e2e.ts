import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, signedInSession } from './browser';
import plans from '../../resources/plans';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The field (`data-source`) holding the focused element. */
const focusedField = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest('[data-source]')?.getAttribute('data-source') ?? document.activeElement?.tagName);

/** Presses a key `times` times and lists the fields focus went through, each once in a row. */
async function walk(page: Page, key: string, times: number): Promise<string[]> {
  const seen: string[] = [];
  for (let i = 0; i < times; i++) {
    await page.keyboard.press(key);
    const field = (await focusedField(page)) ?? '';
    if (seen.at(-1) !== field) seen.push(field);
  }
  return seen;
}

describe('forms: sections, keyboard and the first error', () => {
  it('should move through the plan form in its sections with Tab and Shift+Tab, and submit with Enter from a text input only', async () => {
    const s = await signedInSession(browser, { language: 'English' });
    const { page } = s;
    await page.goto(`${baseUrl()}/subscription/plans/create`);
    const name = page.locator('[data-source="name"] input');
    await name.waitFor();
    // The declared order of the sections is the order of the work and of the keyboard.
    const order = plans.sections!.flatMap((section) => section.fields).filter((source) => source !== 'is_draft');
    await name.focus();
    const forward = await walk(page, 'Tab', 12);
    expect(forward).toEqual(order.slice(1, forward.length + 1));
    const back = await walk(page, 'Shift+Tab', 12);
    expect(back).toEqual([...order.slice(0, forward.length + 1)].reverse().slice(1, back.length + 1));

    // Enter in a multi-line text adds a line; it does not submit.
    const notes = page.locator('[data-source="notes"] textarea').first();
    await notes.fill('first line');
    await notes.press('Enter');
    expect(await notes.inputValue()).toBe('first line\n');
    expect(await page.locator('[aria-invalid="true"]').count()).toBe(0);

    // Enter in a one-line text input submits: the first missing field gets the focus, in view.
    await name.fill('Gold');
    await name.press('Enter');
    await expect.poll(() => focusedField(page)).toBe('plan_type');
    const box = await page.locator('[data-source="plan_type"]').boundingBox();
    const viewport = page.viewportSize()!;
    expect(box!.y).toBeGreaterThan(0);
    expect(box!.y + box!.height).toBeLessThan(viewport.height);
    expect(s.errors).toEqual([]);
    await s.context.close();
  });
});
