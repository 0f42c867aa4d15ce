import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { ar } from '../../i18n/ar';
import { iso } from '../helpers/isolates';
import { baseUrl, launch, shot, signedInSession, type Session, visit } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const writes = (s: Session, from: number, method: string, path: RegExp) =>
  s.apiRequests.slice(from).filter((r) => r.method === method && path.test(new URL(r.url).pathname));

describe('subscription screens', () => {
  it('should show a plan, open its three settings pages and save one with ONE request', async () => {
    const s = await signedInSession(browser, { language: 'English' });
    const { page } = s;
    await visit(page, `/subscription/plans/details/1`);
    await expect.poll(() => page.getByRole('heading', { name: 'Starter POS', exact: true }).count()).toBe(1);
    await expect
      .poll(() => page.getByRole('link', { name: 'New discount' }).getAttribute('href'))
      .toBe('/subscription/plans-discounts/create/1');
    await shot(page, 'subscription-plan-details-en');

    await page.getByRole('link', { name: 'Print settings' }).first().click();
    await page.waitForURL(`${baseUrl()}/subscription/plans/print-setting-management/1`);
    const copies = page.locator('input[name="copies"]');
    await expect.poll(() => copies.inputValue()).toBe('1');
    await copies.fill('2');
    const before = s.apiRequests.length;
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => writes(s, before, 'PUT', /\/api\/plan-print-settings\/1$/).length).toBe(1);
    await shot(page, 'subscription-plan-print-en');
    await page.reload();
    await expect.poll(() => page.locator('input[name="copies"]').inputValue()).toBe('2');

    await page.goto(`${baseUrl()}/subscription/plans/invoices-bonds-management/1`);
    await expect.poll(() => page.locator('input[name="invoice_prefix"]').inputValue()).toBe('INV-');
    await shot(page, 'subscription-plan-invoices-en');

    await visit(page, `/subscription/plans/code-settings/1`);
    await expect.poll(() => page.locator('input[name="items_prefix"]').inputValue()).toBe('ITM-');
    await expect.poll(() => page.getByText('ITM-000001').count()).toBe(1);
    // A bad prefix is refused on the page, with the field's own message, and nothing is sent.
    await page.locator('input[name="items_prefix"]').fill('IT M');
    const beforeBad = s.apiRequests.length;
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText(iso`${'Item code prefix'} is not valid.`).count()).toBe(1);
    expect(writes(s, beforeBad, 'PUT', /plan-code-settings/)).toHaveLength(0);
    await shot(page, 'subscription-plan-codes-invalid-en');
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('should show a company in Arabic, rename it and delete it only by its exact name', async () => {
    const s = await signedInSession(browser);
    const { page } = s;
    await visit(page, `/subscription/management-subdomain/details/3`);
    const heading = page.getByTestId('record-name');
    await expect.poll(() => heading.count()).toBe(1);
    await expect.poll(() => page.getByTestId('usage-users_count').count()).toBe(1);
    await shot(page, 'subscription-company-details-ar');

    // Rename: a blank name is refused and nothing is sent.
    await page.getByRole('button', { name: 'تغيير الاسم' }).click();
    let dialog = page.getByRole('dialog');
    const beforeBlank = s.apiRequests.length;
    await dialog.locator('input').fill('   ');
    await dialog.locator('button[type=submit]').click();
    await expect.poll(() => dialog.locator('.Mui-error').count()).toBeGreaterThan(0);
    expect(writes(s, beforeBlank, 'PUT', /\/api\/companies\/3$/)).toHaveLength(0);
    await dialog.locator('input').fill('مؤسسة الاختبار الجديدة');
    await dialog.locator('button[type=submit]').click();
    await expect.poll(() => heading.textContent()).toBe('مؤسسة الاختبار الجديدة');
    expect(writes(s, beforeBlank, 'PUT', /\/api\/companies\/3$/)).toHaveLength(1);

    // Delete: a wrong name shows the SPEC message and sends nothing; the exact name deletes.
    await page.getByRole('button', { name: 'حذف' }).click();
    dialog = page.getByRole('dialog');
    const beforeDelete = s.apiRequests.length;
    await dialog.locator('input').fill('مؤسسة أخرى');
    await dialog.locator('button[type=submit]').click();
    await expect.poll(() => dialog.locator('.Mui-error').count()).toBeGreaterThan(0);
    await shot(page, 'subscription-company-delete-wrong-name-ar');
    expect(writes(s, beforeDelete, 'DELETE', /\/api\/companies\//)).toHaveLength(0);
    await dialog.locator('input').fill('مؤسسة الاختبار الجديدة');
    await dialog.locator('button[type=submit]').click();
    await page.waitForURL(`${baseUrl()}/subscription/management-subdomain`);
    expect(writes(s, beforeDelete, 'DELETE', /\/api\/companies\/3$/)).toHaveLength(1);
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('should open a company in English with its permissions matrix and carry out a pending reset', async () => {
    const s = await signedInSession(browser, { language: 'English' });
    const { page } = s;
    await visit(page, `/subscription/management-subdomain/details/5`);
    await expect.poll(() => page.getByTestId('usage-items_count').count()).toBe(1);
    await shot(page, 'subscription-company-details-en');
    await page.getByRole('link', { name: 'Permissions' }).first().click();
    await page.waitForURL(/\/subscription\/management-subdomain\/permission-management\/\d+\/5$/);
    await shot(page, 'subscription-company-permissions-en');
    await expect.poll(() => page.getByRole('checkbox', { name: 'Sales: View' }).count()).toBe(1);
    // The matrix offers what the company's plan sells (a free-trial plan sells no delete): one
    // box of it, whatever its state, is turned the other way and saved.
    const edit = page.getByRole('checkbox', { name: 'Sales: Edit' });
    const wasChecked = await edit.isChecked();
    await edit.click();
    expect(await edit.isChecked()).toBe(!wasChecked);
    const before = s.apiRequests.length;
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => writes(s, before, 'PUT', /\/api\/company-permissions\/5$/).length).toBe(1);
    await shot(page, 'subscription-company-permissions-en');

    await visit(page, `/subscription/management-subdomain/print-setting-management/1/5`);
    await expect.poll(() => page.getByText("These are the plan's settings.", { exact: false }).count()).toBe(1);
    await shot(page, 'subscription-company-print-en');

    await visit(page, `/subscription/reset-company`);
    const carry = page.getByRole('button', { name: 'Carry out' }).first();
    await expect.poll(() => carry.count()).toBe(1);
    await carry.click();
    const beforeReset = s.apiRequests.length;
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => writes(s, beforeReset, 'PUT', /\/api\/reset-companies\/\d+$/).length).toBe(1);
    await shot(page, 'subscription-reset-list-en');
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('should offer to keep a valid offer left unsaved as a draft, in Arabic, and mark it in the list', async () => {
    const s = await signedInSession(browser);
    const { page } = s;
    await visit(page, `/subscription/offers/edit/1`);
    const name = page.locator('input[name="name"]');
    await expect.poll(() => name.inputValue()).not.toBe('');
    await name.fill('عرض رمضان (للمراجعة)');
    const from = s.apiRequests.length;
    // Leave by the menu, as an operator would.
    await page.locator('a[href="/settings/countries"]').first().click();
    const dialog = page.getByTestId('leave-guard');
    await dialog.waitFor();
    expect(await dialog.getByRole('heading').innerText()).toBe(ar.app.confirm.draft);
    await shot(page, 'subscription-offer-draft-ar');
    await dialog.getByRole('button', { name: ar.app.draft.save }).click();
    await page.waitForURL(`${baseUrl()}/settings/countries`);
    expect(writes(s, from, 'PUT', /\/api\/offers\/1$/)).toHaveLength(1);

    await visit(page, `/subscription/offers?filter=${encodeURIComponent(JSON.stringify({ is_draft: true }))}`);
    const row = page.locator('tbody tr').filter({ hasText: 'عرض رمضان (للمراجعة)' });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.locator('[data-draft]').innerText()).toBe(ar.app.draft.label);
    await shot(page, 'subscription-offer-drafts-ar');
    expect(s.errors).toEqual([]);
    await s.context.close();
  });
});
