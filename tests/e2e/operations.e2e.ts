import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { iso } from '../helpers/isolates';
import { baseUrl, launch, openSession, shot, signIn, signedInSession, visit } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const rowsTotal = (page: Page) => page.getByTestId('report-total-rows').textContent();

/** Until the list's filter is in the address, where react-admin writes it after its 500 ms debounce. */
const filtered = (page: Page, filter: Record<string, string>) =>
  page.waitForURL((url) => {
    const f = JSON.parse(url.searchParams.get('filter') ?? '{}') as Record<string, unknown>;
    return Object.entries(filter).every(([k, v]) => f[k] === v);
  });

describe('operations: requests, transfers, reports and settings', () => {
  it('should approve a pending tenant request from its details page, after confirming', async () => {
    const s = await signedInSession(browser, { language: 'English' });
    const { page } = s;
    await visit(page, `/subscription/request-tenant-subdomain`);
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Pending' }).click();
    // react-admin writes a chosen filter into the address 500 ms later: until then the list's rows
    // may be the unfiltered ones, and a link followed meanwhile is undone by that write.
    await filtered(page, { status: 'pending' });
    const firstRow = page.locator('tbody tr').first();
    await expect.poll(() => firstRow.getByText('Pending').count()).toBe(1);
    await shot(page, 'operations-tenant-requests-en');
    await firstRow.getByRole('link', { name: 'Show' }).click();
    await page.waitForURL(/\/subscription\/request-tenant-subdomain\/details\/\d+$/);
    const id = page.url().split('/').pop();
    await expect.poll(() => page.getByRole('button', { name: 'Approve' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Approve' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText('Approve this subdomain request?').count()).toBe(1);
    await shot(page, 'operations-tenant-request-confirm-en');
    expect(s.apiRequests.filter((r) => r.method === 'PUT')).toHaveLength(0);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => page.locator('main').getByText('Approved').count()).toBeGreaterThan(0);
    // Decided: neither action is offered any more.
    await expect.poll(() => page.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    expect(page.getByRole('button', { name: 'Reject' })).toBeTruthy();
    expect(await page.getByRole('button', { name: 'Reject' }).count()).toBe(0);
    const puts = s.apiRequests.filter((r) => r.method === 'PUT');
    expect(puts.map((r) => new URL(r.url).pathname)).toEqual([`/api/tenant-requests/${id}`]);
    await shot(page, 'operations-tenant-request-approved-en');
    await s.context.close();
  });

  it('should mark a bank transfer paid in Arabic', async () => {
    const s = await signedInSession(browser);
    const { page } = s;
    await visit(page, `/subscription/bank-transfers`);
    await page.getByRole('combobox', { name: 'الحالة' }).click();
    await page.getByRole('option', { name: 'متأخر' }).click();
    await filtered(page, { status: 'overdue' });
    const firstRow = page.locator('tbody tr').first();
    await expect.poll(() => firstRow.getByRole('button', { name: 'تحديد كمدفوع' }).count()).toBe(1);
    await shot(page, 'operations-bank-transfers-ar');
    await firstRow.getByRole('button', { name: 'تحديد كمدفوع' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText('هل تريد تحديد هذا التحويل البنكي كمدفوع؟').count()).toBe(1);
    await dialog.getByRole('button', { name: 'تأكيد' }).click();
    await expect.poll(() => s.apiRequests.filter((r) => r.method === 'PUT').length).toBe(1);
    expect(new URL(s.apiRequests.find((r) => r.method === 'PUT')!.url).pathname).toMatch(/^\/api\/bank-transfers\/\d+$/);
    await s.context.close();
  });

  for (const [path, name] of [
    ['/reports/reports-subscription', 'subscriptions'],
    ['/reports/reports-expired-subscription', 'expired'],
    ['/reports/reports-agents-dues', 'agents-dues'],
  ] as const) {
    it(`should filter the ${name} report and update its totals`, async () => {
      const s = await signedInSession(browser, name === 'agents-dues' ? {} : { language: 'English' });
      const { page } = s;
      await visit(page, `${path}`);
      await expect.poll(async () => Number((await rowsTotal(page))?.replace(/\D/g, '') || 0)).toBeGreaterThan(0);
      const before = await rowsTotal(page);
      await shot(page, `operations-report-${name}-${name === 'agents-dues' ? 'ar' : 'en'}`);
      // A date range: from a day inside the data.
      const from = name === 'expired' ? '2026-09-01' : '2026-06-01';
      const input = page.locator(
        `input[name="${name === 'expired' ? 'expire_date_gte' : name === 'agents-dues' ? 'date_gte' : 'start_date_gte'}"]`,
      );
      await input.fill(from);
      await expect
        .poll(() => s.apiRequests.some((r) => r.url.includes('is_export=1') && decodeURIComponent(r.url).includes(from)))
        .toBe(true);
      await expect.poll(() => rowsTotal(page)).not.toBe(before);
      // The totals count every matching row: the same number as the list's pagination.
      const shown = Number((await rowsTotal(page))?.replace(/\D/g, ''));
      const pagination = await page.locator('.MuiTablePagination-displayedRows').textContent();
      expect(pagination?.replace(/[\s\u2066-\u2069]/g, '')).toMatch(new RegExp(`${shown}$`));
      await shot(page, `operations-report-${name}-filtered-${name === 'agents-dues' ? 'ar' : 'en'}`);
      await s.context.close();
    });
  }

  it('should save the company configuration and keep it after a reload', async () => {
    const s = await signedInSession(browser, { language: 'English' });
    const { page } = s;
    await page.goto(`${baseUrl()}/company-configuration`);
    const name = page.locator('input[name="legal_name_en"]');
    await expect.poll(() => name.inputValue()).toBe('Cloud Platform Software Co.');
    await page.locator('input[name="vat_number"]').fill('12');
    await name.fill('Operations Test Co.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText(iso`${'VAT number'} is not valid.`).count()).toBe(1);
    expect(s.apiRequests.filter((r) => r.method === 'PUT')).toHaveLength(0);
    await page.locator('input[name="vat_number"]').fill('300000000000003');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Saved.').count()).toBe(1);
    expect(s.apiRequests.filter((r) => r.method === 'PUT').map((r) => new URL(r.url).pathname)).toEqual([
      '/api/settings/company-configuration',
    ]);
    await page.reload();
    await expect.poll(() => page.locator('input[name="legal_name_en"]').inputValue()).toBe('Operations Test Co.');
    expect(await page.locator('input[name="vat_number"]').inputValue()).toBe('300000000000003');
    await shot(page, 'operations-company-configuration-en');
    await s.context.close();
  });

  it('should keep the alerts off the Save bar on a phone, and let "Saved." replace a stale error at once', async () => {
    const s = await openSession(browser, { width: 390, height: 844 });
    const { page } = s;
    await signIn(page);
    await page.waitForURL(`${baseUrl()}/dashboard`);
    await visit(page, `/company-configuration`);
    const vat = page.locator('input[name="vat_number"]');
    await expect.poll(() => vat.inputValue()).toBe('310123456700003');
    await vat.fill('12');
    const save = page.getByRole('button', { name: 'حفظ' });
    await save.click();
    const alert = page.locator('.MuiSnackbarContent-root');
    await expect.poll(() => alert.textContent()).toBe('النموذج غير صالح. يرجى التحقق من الأخطاء');
    await shot(page, 'operations-alert-over-save-bar-ar-390');
    // The alert stands above the fixed Save bar, so Save can be pressed again straight away.
    const [alertBox, saveBox] = [await alert.boundingBox(), await save.boundingBox()];
    expect(alertBox!.y + alertBox!.height).toBeLessThanOrEqual(saveBox!.y);
    await vat.fill('300000000000003');
    await save.click();
    // The error (which would stay 2.5 s more in a queue) gives way to the confirmation.
    await expect.poll(() => alert.textContent(), { timeout: 2000 }).toBe('تم الحفظ.');
    await s.context.close();
  });

  it('should show the company configuration in Arabic, right to left', async () => {
    const s = await signedInSession(browser);
    const { page } = s;
    await visit(page, `/company-configuration`);
    await expect.poll(() => page.locator('input[name="legal_name_ar"]').inputValue()).toBe('شركة المنصة السحابية للبرمجيات');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await expect.poll(() => page.getByText('إعدادات الشركة').count()).toBeGreaterThan(0);
    await shot(page, 'operations-company-configuration-ar');
    await s.context.close();
  });
});
