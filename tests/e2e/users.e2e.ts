import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launch, shot, signedInSession } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const decodedQuery = (url: string) => decodeURIComponent(new URL(url).search);

describe('users and roles through the resource engine', () => {
  it('should sort, filter and page the users list from the server', async () => {
    const s = await signedInSession(browser, { language: 'English' });
    const { page } = s;
    await page.goto(`${baseUrl()}/users/users`);
    await expect.poll(() => page.getByText('1-25 of 64').count()).toBe(1);
    await shot(page, 'users-list-en');

    await page.getByRole('button', { name: 'Email' }).click();
    await expect.poll(() => s.apiRequests.some((r) => decodedQuery(r.url).includes('sort=["email","ASC"]'))).toBe(true);

    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect.poll(() => s.apiRequests.some((r) => decodedQuery(r.url).includes('range=[25,49]'))).toBe(true);
    await expect.poll(() => page.getByText('26-50 of 64').count()).toBe(1);

    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Inactive' }).click();
    await expect.poll(() => s.apiRequests.some((r) => decodedQuery(r.url).includes('"status":"inactive"'))).toBe(true);
    await expect.poll(async () => {
      const chips = await page.locator('tbody .MuiChip-label').allTextContents();
      return chips.length > 0 && chips.filter((c) => c === 'Active').length === 0;
    }).toBe(true);
    await s.context.close();
  });

  it('should create a user with a role, checking the password confirmation first', async () => {
    const s = await signedInSession(browser, { language: 'English' });
    const { page } = s;
    await page.goto(`${baseUrl()}/users/users/create`);
    await page.locator('input[name="first_name"]').fill('Hala');
    await page.locator('input[name="last_name"]').fill('Al-Saud');
    await page.locator('input[name="email"]').fill('hala.alsaud@example.com');
    await page.locator('input[name="password"]').fill('secret-123');
    await page.locator('input[name="password_confirmation"]').fill('secret-124');
    await page.getByRole('combobox', { name: 'Roles' }).click();
    await page.getByRole('option', { name: 'Accountant' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('The password and its confirm are not the same.').count()).toBe(1);
    expect(s.apiRequests.filter((r) => r.method === 'POST' && r.url.endsWith('/api/users'))).toHaveLength(0);

    await page.locator('input[name="password_confirmation"]').fill('secret-123');
    await shot(page, 'users-create-en');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/users\/users(\?.*)?$/);
    expect(s.apiRequests.filter((r) => r.method === 'POST' && r.url.endsWith('/api/users'))).toHaveLength(1);
    await page.locator('input[name="q"]').fill('hala.alsaud');
    const row = page.getByRole('row').filter({ hasText: 'hala.alsaud@example.com' });
    await expect.poll(() => row.count()).toBe(1);
    await expect.poll(() => row.getByText('Accountant').count()).toBe(1);
    await s.context.close();
  });

  it('should delete the selected users in ONE request after asking', async () => {
    const s = await signedInSession(browser);
    const { page } = s;
    await page.goto(`${baseUrl()}/users/users`);
    await expect.poll(() => page.getByText('1-25 من 64').count()).toBe(1);
    // A wide table scrolls inside its card: the page itself never scrolls sideways (RTL).
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    const boxes = page.locator('tbody input[type="checkbox"]');
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await page.getByRole('button', { name: 'حذف' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText('هل تريد حذفه؟').count()).toBe(1);
    await shot(page, 'users-bulk-delete-ar');
    const before = s.apiRequests.length;
    await dialog.getByRole('button', { name: 'تأكيد' }).click();
    await expect.poll(() => page.getByText('1-25 من 62').count()).toBe(1);
    const deletes = s.apiRequests.slice(before).filter((r) => r.method === 'DELETE');
    expect(deletes).toHaveLength(1);
    expect(decodedQuery(deletes[0].url)).toMatch(/filter=\{"id":\[\d+,\d+\]\}/);
    await s.context.close();
  });

  it('should edit a role', async () => {
    const s = await signedInSession(browser);
    const { page } = s;
    await page.goto(`${baseUrl()}/users/roles`);
    await page.getByRole('cell', { name: 'Auditor' }).click();
    await page.waitForURL(/\/users\/roles\/edit\/\d+$/);
    await page.locator('input[name="name"]').fill('Internal auditor');
    await page.getByRole('button', { name: 'حفظ' }).click();
    await page.waitForURL(/\/users\/roles(\?.*)?$/);
    await expect.poll(() => page.getByRole('cell', { name: 'Internal auditor' }).count()).toBe(1);
    await shot(page, 'roles-list-ar');
    await s.context.close();
  });
});
