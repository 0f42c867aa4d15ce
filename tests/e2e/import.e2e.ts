import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import * as XLSX from 'xlsx';
import { ar } from '../../i18n/ar';
import { en } from '../../i18n/en';
import { plain } from '../helpers/isolates';
import { createI18nProvider } from '../../src/locale/i18nProvider';
import { audit, report, type Found } from './axe';
import { baseUrl, chooseLanguage, launch, openSession, settled, shot, signIn, type Session } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const DOWNLOADS = path.resolve('tests/e2e/downloads');
const latin = (text: string | null) => plain(text).replace(/[٠-٩]/g, (d) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(d)));
/** The broken rules the preview shows under the cells, without their isolates. */
const problemsShown = async (dialog: Locator) => (await dialog.locator('table .MuiTypography-caption').allTextContents()).map(plain);
const numbers = (text: string | null) => (latin(text ?? '').match(/\d+/g) ?? []).map(Number);

/** The creates the page sent to `endpoint`. */
const creates = (s: Session, endpoint: string, from = 0) =>
  s.apiRequests.slice(from).filter((r) => r.method === 'POST' && new URL(r.url).pathname === `/api/${endpoint}`);

async function openImport(page: Page, messages: typeof ar | typeof en): Promise<Locator> {
  await page.getByRole('button', { name: messages.widgets.import.button }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: messages.widgets.import.choose }).waitFor();
  return dialog;
}

async function choose(dialog: Locator, name: string, buffer: Buffer, mimeType = 'application/octet-stream') {
  await dialog.getByTestId('import-file').setInputFiles({ name, mimeType, buffer });
}

/** Both shots of a moment: the desktop and a phone. */
async function shots(page: Page, name: string) {
  await settled(page);
  await shot(page, `${name}-1440`);
  await page.setViewportSize({ width: 390, height: 844 });
  await settled(page);
  await shot(page, `${name}-390`);
  await page.setViewportSize({ width: 1440, height: 900 });
}

describe('import of a spreadsheet into a list', () => {
  it(
    'should refuse a wrong file, preview an Arabic CSV checked by the form rules, create the good rows and hand back the rejected ones',
    {
      timeout: 90000,
    },
    async () => {
      mkdirSync(DOWNLOADS, { recursive: true });
      const s = await openSession(browser, { width: 1440, height: 900 });
      const { page } = s;
      await signIn(page);
      await page.waitForURL(`${baseUrl()}/dashboard`);
      await page.goto(`${baseUrl()}/settings/countries`);
      let dialog = await openImport(page, ar);

      // A picture under a spreadsheet's name: a translated error, nothing sent.
      const before = s.apiRequests.length;
      await choose(dialog, 'countries.xlsx', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]));
      await expect.poll(async () => plain(await dialog.getByRole('alert').textContent())).toBe(ar.widgets.import.wrong_type);
      expect(s.apiRequests.slice(before)).toEqual([]);

      // Arabic headers (one with the marks Excel leaves), UTF-8 with a BOM: two good rows, a bad
      // code, a code repeated in the file, and one the server refuses (taken, in another case).
      const f = ar.resources.countries.fields;
      const csv = [
        [f.name_ar, f.name_en, `\u200F${f.code2}\u200F`, f.code3, f.phone_code].join(','),
        'دولة أ,Land A,XA,XAA,+901',
        'دولة ب,Land B,XB,XBB,+902',
        'دولة ج,Land C,X1,XCC,',
        'دولة د,Land D,XA,XDD,+904',
        'السعودية 2,Saudi 2,sa,SAX,+966',
      ].join('\r\n');
      await choose(dialog, 'دول.csv', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(csv, 'utf8')]), 'text/csv');
      const counts = dialog.getByTestId('import-counts');
      const t = createI18nProvider('ar', ar).translate;
      const expected = [t('widgets.import.good', { n: '3' }), t('widgets.import.bad', { n: '2' })];
      await expect.poll(async () => latin(await counts.textContent())).toBe(latin(expected.join('')));
      // Each broken rule under its cell, in Arabic.
      await expect.poll(async () => problemsShown(dialog)).toContain(plain(ar.app.validation.invalid.replace('{{name}}', f.code2)));
      await expect.poll(async () => problemsShown(dialog)).toContain(plain(ar.app.validation.required.replace('{{name}}', f.phone_code)));
      await expect
        .poll(async () => problemsShown(dialog))
        .toContain(plain(ar.widgets.import.duplicate.replace('{{name}}', f.code2).replace('%{line}', '2')));
      expect(creates(s, 'countries')).toEqual([]);
      await shots(page, 'import-preview-ar');
      const found: Found[] = [];
      await audit(page, 'import preview (ar)', found);

      const start = dialog.getByTestId('import-start');
      expect(latin(await start.textContent())).toBe(latin(t('widgets.import.start')));
      await start.click();
      const result = dialog.getByRole('status');
      await expect.poll(async () => numbers(await result.textContent())).toEqual([2, 3]);
      const sent = creates(s, 'countries');
      expect(sent).toHaveLength(3);
      expect(new Set(sent.map((r) => r.headers['idempotency-key'])).size).toBe(3);
      await shots(page, 'import-result-ar');

      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 30000 }),
        dialog.getByRole('button', { name: ar.widgets.import.download_rejected }).click(),
      ]);
      const file = path.join(DOWNLOADS, download.suggestedFilename());
      await download.saveAs(file);
      const rejectedBook = XLSX.read(readFileSync(file));
      const rejected = XLSX.utils.sheet_to_json<string[]>(rejectedBook.Sheets[rejectedBook.SheetNames[0]], { header: 1 });
      // The file's own headers (the marks it had kept), then the reason.
      expect(rejected[0].map((h) => plain(h).replace(/\u200F/g, ''))).toEqual([
        f.name_ar,
        f.name_en,
        f.code2,
        f.code3,
        f.phone_code,
        ar.widgets.import.reason,
      ]);
      expect(rejected.slice(1).map((r) => plain(String(r[2])))).toEqual(['X1', 'XA', 'sa']);
      expect(rejected.slice(1).every((r) => plain(String(r[5])).length > 0)).toBe(true);
      await dialog.getByRole('button', { name: ar.widgets.import.close }).click();
      // The list is read again and shows the new rows.
      await page.goto(`${baseUrl()}/settings/countries?filter=${encodeURIComponent(JSON.stringify({ q: 'Land' }))}`);
      await expect.poll(() => page.getByText('Land A').count()).toBeGreaterThan(0);

      // English, an .xlsx with English headers: a 400-row offer file, two bad rows; cancelled while sending.
      await chooseLanguage(page, 'English');
      // Into the offers through the menu (no page load), so going back is a navigation the app can hold.
      await page.getByRole('menuitem', { name: en.resources.offers.name }).first().click();
      await page.getByRole('button', { name: en.widgets.import.button }).waitFor();
      const plan = await page.evaluate(async () => {
        const r = await fetch('/api/plans?range=[0,0]', {
          headers: { Authorization: `Bearer ${localStorage.getItem('id_token')}`, 'Accept-Language': 'en' },
        });
        return ((await r.json()) as { name: string }[])[0].name;
      });
      const o = en.resources.offers.fields;
      const header = [o.name, o.plans, o.users_number, o.percentage, o.interval, o.start_date, o.end_date, o.is_active];
      const rows = Array.from({ length: 400 }, (_, i) => [
        `Imported offer ${i + 1}`,
        plan,
        5 + i,
        i === 3 ? 150 : 10,
        'Monthly',
        new Date(Date.UTC(2026, 0, 1)),
        i === 7 ? new Date(Date.UTC(2025, 11, 1)) : new Date(Date.UTC(2026, 5, 30)),
        true,
      ]);
      const book = XLSX.utils.book_new();
      XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([header, ...rows], { cellDates: true }), 'Offers');
      dialog = await openImport(page, en);
      // The template: the create form's fields a cell can hold, labelled as on screen, and one sample row.
      const [template] = await Promise.all([
        page.waitForEvent('download', { timeout: 30000 }),
        dialog.getByRole('button', { name: en.widgets.import.template }).click(),
      ]);
      const templateFile = path.join(DOWNLOADS, template.suggestedFilename());
      await template.saveAs(templateFile);
      const templateBook = XLSX.read(readFileSync(templateFile));
      const templateRows = XLSX.utils.sheet_to_json<string[]>(templateBook.Sheets[templateBook.SheetNames[0]], { header: 1 });
      const sources = [
        'name',
        'plans',
        'users_number',
        'percentage',
        'free_days',
        'interval',
        'start_date',
        'end_date',
        'is_active',
        'notes',
      ] as const;
      expect(templateRows[0].map(plain)).toEqual(sources.map((source) => o[source]));
      expect(templateRows).toHaveLength(2);
      await choose(dialog, 'offers.xlsx', Buffer.from(XLSX.write(book, { bookType: 'xlsx', type: 'buffer' }) as Buffer));
      await expect.poll(async () => numbers(await dialog.getByTestId('import-counts').textContent())).toEqual([398, 2]);
      await dialog.getByRole('checkbox', { name: en.widgets.import.only_bad }).check();
      await expect
        .poll(async () => problemsShown(dialog))
        .toContain(plain(en.app.validation.not_before.replace('{{name}}', o.end_date).replace('{{other}}', o.start_date)));
      await shots(page, 'import-preview-en');
      await audit(page, 'import preview, only the bad rows (en)', found);

      const sending = creates(s, 'offers').length;
      await expect.poll(async () => plain(await dialog.getByTestId('import-start').textContent())).toBe(en.widgets.import.start);
      await dialog.getByTestId('import-start').click();
      // Leaving mid-import asks first; staying keeps it going.
      await expect.poll(async () => creates(s, 'offers').length - sending).toBeGreaterThan(8);
      await page.evaluate(() => history.back());
      const leave = page.getByRole('dialog', { name: en.widgets.import.leave_title });
      await leave.waitFor();
      await leave.getByRole('button', { name: en.widgets.import.stay }).click();
      await dialog.getByRole('button', { name: en.widgets.import.cancel }).click();
      const done = dialog.getByRole('status');
      await done.waitFor({ timeout: 30000 });
      const [imported, refused] = numbers(await done.textContent());
      expect(imported + refused).toBe(400);
      expect(imported).toBeGreaterThan(0);
      expect(imported).toBeLessThan(398);
      expect(creates(s, 'offers').length - sending).toBe(imported);
      await shots(page, 'import-result-en');
      await audit(page, 'import result (en)', found);
      expect(report(found)).toEqual([]);
      expect(page.url()).toContain('/subscription/offers');
      expect(s.errors).toEqual([]);
      expect(s.foreignRequests).toEqual([]);
      await s.context.close();
    },
  );
});
