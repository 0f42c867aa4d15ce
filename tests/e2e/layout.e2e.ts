import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, settled, shot, signedInSession, signIn } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const header = (page: Page, name: string) => page.getByRole('columnheader', { name });

async function openCountries(page: Page) {
  await page.goto(`${baseUrl()}/settings/countries`);
  await expect.poll(() => page.getByRole('cell', { name: 'Saudi Arabia' }).count()).toBe(1);
}

describe('layout choices per operator (issue 12 item 3, issue 13 item 2)', () => {
  it('should keep a hidden column after a reload, and bring it back with Reset layout', async () => {
    const s = await signedInSession(browser, { language: 'English' });
    const { page } = s;
    await openCountries(page);
    expect(await header(page, 'Code (3 letters)').count()).toBe(1);

    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('option', { name: 'Code (3 letters)' }).getByRole('switch').click();
    await page.keyboard.press('Escape');
    await expect.poll(() => header(page, 'Code (3 letters)').count()).toBe(0);

    await page.reload();
    await expect.poll(() => page.getByRole('cell', { name: 'Saudi Arabia' }).count()).toBe(1);
    expect(await header(page, 'Code (3 letters)').count()).toBe(0);
    expect(await header(page, 'English name').count()).toBe(1);

    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Reset layout' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText('Only your layout changes', { exact: false }).count()).toBe(1);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => header(page, 'Code (3 letters)').count()).toBe(1);
    // Still signed in, on the same list, after a reload too.
    await page.reload();
    await expect.poll(() => page.getByRole('cell', { name: 'Saudi Arabia' }).count()).toBe(1);
    expect(await header(page, 'Code (3 letters)').count()).toBe(1);
    expect(page.url()).toBe(`${baseUrl()}/settings/countries`);
    expect(s.foreignRequests).toEqual([]);
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('should give each operator signing in on one browser their own columns, theme and aside', async () => {
    const s = await signedInSession(browser, { language: 'English' });
    const { page } = s;
    const theme = () => page.getByTestId('theme-toggle').getAttribute('aria-label');
    const aside = () => page.getByTestId('app-menu').getAttribute('data-aside');
    const signOutThenIn = async (email: string) => {
      await page.getByRole('button', { name: 'Profile' }).click();
      await page.getByRole('menuitem', { name: 'Sign out' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
      await page.waitForURL(`${baseUrl()}/login`);
      await signIn(page, email);
      await page.waitForURL(`${baseUrl()}/dashboard`);
      await openCountries(page);
    };
    // The admin hides a column, goes dark and minimises the aside.
    await openCountries(page);
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('option', { name: 'Code (3 letters)' }).getByRole('switch').click();
    await page.keyboard.press('Escape');
    await page.getByTestId('theme-toggle').click();
    await page.getByRole('button', { name: 'Close menu' }).first().click();
    await expect.poll(aside).toBe('minimized');
    expect(await theme()).toBe('Switch to the light theme');

    // The viewer, next on this browser, has the defaults.
    await signOutThenIn('viewer@demo.test');
    expect(await header(page, 'Code (3 letters)').count()).toBe(1);
    expect(await theme()).toBe('Switch to the dark theme');
    expect(await aside()).toBe('expanded');

    // The admin, back, has their own.
    await signOutThenIn('admin@demo.test');
    expect(await header(page, 'Code (3 letters)').count()).toBe(0);
    expect(await theme()).toBe('Switch to the light theme');
    expect(await aside()).toBe('minimized');
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it.each([
    ['ar', 390],
    ['en', 390],
  ] as const)('should show a list as cards, with no column chooser nor density, in %s at %i px', async (language, width) => {
    const s = await signedInSession(browser, language === 'en' ? { language: 'English' } : {});
    const { page } = s;
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${baseUrl()}/settings/countries`);
    await expect.poll(() => page.getByTestId('list-card').count()).toBeGreaterThan(0);
    // Issue 13 item 1: a phone's list has no columns nor rows to choose for.
    expect(await page.getByRole('button', { name: language === 'en' ? 'Columns' : 'الأعمدة' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: language === 'en' ? 'Density' : 'كثافة العرض' }).count()).toBe(0);
    expect(await page.locator('#main-content table').count()).toBe(0);
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it.each([
    ['ar', 1440],
    ['en', 1440],
  ] as const)('should show the column chooser of a list in %s at %i px', async (language, width) => {
    const s = await signedInSession(browser, language === 'en' ? { language: 'English' } : {});
    const { page } = s;
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${baseUrl()}/settings/countries`);
    await expect.poll(() => page.getByRole('cell', { name: 'Saudi Arabia' }).count()).toBe(1);
    await page.getByRole('button', { name: language === 'en' ? 'Columns' : 'الأعمدة' }).click();
    await expect.poll(() => page.getByRole('option').count()).toBe(6);
    await settled(page);
    await shot(page, `layout-columns-${language}-${width}`);
    // The chooser stays on screen, whatever the direction and width.
    const box = await page.locator('.MuiPopover-paper').boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: language === 'en' ? 'Density' : 'كثافة العرض' }).click();
    await settled(page);
    await shot(page, `layout-density-${language}-${width}`);
    expect(s.errors).toEqual([]);
    await s.context.close();
  });
});
