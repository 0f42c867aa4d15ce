import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { iso } from '../helpers/isolates';
import { baseUrl, chooseLanguage, launch, shot, signedInSession, visit } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const input = (page: Page, source: string) => page.locator(`input[name="${source}"]`);

describe('countries through the resource engine', () => {
  it('should create, edit and delete a country, asking before the delete', async () => {
    const s = await signedInSession(browser, { language: 'English' });
    const { page } = s;
    await visit(page, `/settings/countries`);
    await expect.poll(() => page.getByRole('cell', { name: 'Saudi Arabia' }).count()).toBe(1);
    // The two-letter code shows its country's flag, an image file of the app.
    const flag = page.getByRole('row').filter({ hasText: 'Saudi Arabia' }).locator('img[data-flag="SA"]');
    await expect.poll(() => flag.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(new URL(await flag.evaluate((img: HTMLImageElement) => img.currentSrc)).origin).toBe(new URL(baseUrl()).origin);
    await shot(page, 'countries-list-en');

    await page.getByRole('link', { name: 'Create' }).click();
    await page.waitForURL(`${baseUrl()}/settings/countries/create`);
    await input(page, 'name_ar').fill('نيوزيلندا');
    await input(page, 'name_en').fill('New Zealand');
    await input(page, 'code2').fill('nz');
    await input(page, 'code3').fill('NZL');
    await input(page, 'phone_code').fill('+64');
    const posts = s.apiRequests.length;
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`${baseUrl()}/settings/countries`);
    expect(s.apiRequests.slice(posts).filter((r) => r.method === 'POST')).toHaveLength(1);
    await page.locator('input[name="q"]').fill('New Zealand');
    // The search reaches the URL after react-admin's debounce: wait for it, so that late
    // navigation cannot land on top of the edit page opened next.
    await page.waitForURL((url) => decodeURIComponent(url.search).includes('"q":"New Zealand"'));
    await expect.poll(() => page.getByRole('cell', { name: 'NZ', exact: true }).count()).toBe(1);

    await page.getByRole('cell', { name: 'New Zealand' }).click();
    await page.waitForURL(/\/settings\/countries\/edit\/\d+$/);
    await input(page, 'name_en').fill('Aotearoa New Zealand');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/settings\/countries(\?.*)?$/);
    await expect.poll(() => page.getByRole('cell', { name: 'Aotearoa New Zealand' }).count()).toBe(1);

    await page.getByRole('cell', { name: 'Aotearoa New Zealand' }).click();
    await page.waitForURL(/\/settings\/countries\/edit\/\d+$/);
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText('Do you want delete it?').count()).toBe(1);
    await shot(page, 'countries-delete-confirm-en');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(page.url()).toMatch(/\/settings\/countries\/edit\/\d+$/);
    await page.getByRole('button', { name: 'Delete' }).click();
    const deletes = s.apiRequests.length;
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(/\/settings\/countries(\?.*)?$/);
    expect(s.apiRequests.slice(deletes).filter((r) => r.method === 'DELETE')).toHaveLength(1);
    await page.locator('input[name="q"]').fill('Zealand');
    await expect.poll(() => page.getByText(iso`No ${'Countries'} found using the current filters.`).count()).toBe(1);
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('should keep what was typed when the server answers 422, with its message under the field', async () => {
    const s = await signedInSession(browser);
    const { page } = s;
    await visit(page, `/settings/countries`);
    await expect.poll(() => page.getByRole('cell', { name: 'المملكة العربية السعودية' }).count()).toBe(1);
    await shot(page, 'countries-list-ar');
    await visit(page, `/settings/countries/create`);
    await input(page, 'name_ar').fill('نسخة');
    await input(page, 'name_en').fill('Duplicate Arabia');
    await input(page, 'code2').fill('SA');
    await input(page, 'code3').fill('DUP');
    await input(page, 'phone_code').fill('+999');
    await page.getByRole('button', { name: 'حفظ' }).click();
    await expect.poll(() => page.getByText('قيمة الرمز (حرفان) مستخدمة من قبل.').count()).toBe(1);
    expect(page.url()).toBe(`${baseUrl()}/settings/countries/create`);
    expect(await input(page, 'name_en').inputValue()).toBe('Duplicate Arabia');
    expect(await input(page, 'code2').inputValue()).toBe('SA');
    await shot(page, 'countries-create-422-ar');
    await s.context.close();
  });

  it('should show client checks with the SPEC messages and warn before leaving unsaved changes', async () => {
    const s = await signedInSession(browser);
    const { page } = s;
    await visit(page, `/settings/countries/edit/1`);
    await expect.poll(() => input(page, 'name_en').inputValue()).toBe('Saudi Arabia');
    await shot(page, 'countries-edit-ar');
    await input(page, 'code3').fill('SAUDI');
    await input(page, 'name_en').fill('');
    await page.getByRole('button', { name: 'حفظ' }).click();
    await expect.poll(() => page.getByText(iso`حقل ${'الاسم بالإنجليزية'} مطلوب.`).count()).toBe(1);
    await expect.poll(() => page.getByText(iso`قيمة ${'الرمز (ثلاثة أحرف)'} غير صالحة.`).count()).toBe(1);

    let warned = '';
    page.once('dialog', async (d) => {
      warned = d.message();
      await d.dismiss();
    });
    await page.getByRole('menuitem', { name: 'لوحة المعلومات' }).click();
    await expect.poll(() => warned).not.toBe('');
    expect(page.url()).toBe(`${baseUrl()}/settings/countries/edit/1`);
    expect(await input(page, 'code3').inputValue()).toBe('SAUDI');

    // Switching the language redraws the screen: with unsaved changes it asks first, in the
    // language on screen; confirmed, the form comes back in English.
    await chooseLanguage(page, 'English');
    const question = page.getByRole('dialog');
    await expect.poll(() => question.getByText('تغيير اللغة؟').count()).toBe(1);
    // The shot waits for the dialog's fade-in to end.
    await expect
      .poll(() => question.evaluate((d) => getComputedStyle(d.closest('.MuiDialog-root > *:not(.MuiBackdrop-root)') ?? d).opacity))
      .toBe('1');
    await shot(page, 'countries-edit-switch-language-ar');
    await question.getByRole('button', { name: 'تأكيد' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
    await expect.poll(() => page.getByRole('button', { name: 'Save' }).count()).toBe(1);
    // As the question said, what was not saved is gone: the stored record is shown again.
    await expect.poll(() => input(page, 'code3').inputValue()).toBe('SAU');
    await shot(page, 'countries-edit-en');
    await s.context.close();
  });

  it("should open a country's cities at /settings/cities/:code2", async () => {
    const s = await signedInSession(browser, { email: 'viewer@demo.test' });
    const { page } = s;
    await visit(page, `/settings/countries`);
    const row = page.getByRole('row').filter({ hasText: 'Saudi Arabia' });
    await row.getByRole('link', { name: 'المدن' }).click();
    await page.waitForURL(`${baseUrl()}/settings/cities/SA`);
    await expect.poll(() => page.getByRole('cell', { name: 'الرياض' }).count()).toBe(1);
    expect(await page.getByRole('cell', { name: 'دبي' }).count()).toBe(0);
    // The viewer may read cities but not change them.
    expect(await page.getByRole('link', { name: 'إنشاء' }).count()).toBe(0);
    await shot(page, 'cities-list-ar');
    await s.context.close();
  });
});
