import { mkdirSync, readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import * as XLSX from 'xlsx';
import { ar } from '../../i18n/ar';
import { en } from '../../i18n/en';
import { iso } from '../helpers/isolates';
import { baseUrl, chooseLanguage, launch, openSession, settled, shot, signIn, SHOTS, type Session } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const DOWNLOADS = path.resolve('tests/e2e/downloads');

/** A real PNG (a colour gradient), made here so the test needs no fixture file. */
function png(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      raw[row + 1 + x * 3] = (x * 255) / width;
      raw[row + 2 + x * 3] = (y * 255) / height;
      raw[row + 3 + x * 3] = 160;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const uploads = (s: Session) => s.apiRequests.filter((r) => r.method === 'POST' && r.url.includes('/uploads/upload-file'));

async function openProfile(page: Page, lang: 'ar' | 'en') {
  const messages = lang === 'ar' ? ar : en;
  await page.getByRole('button', { name: messages.ra.auth.user_menu }).click();
  await page.getByRole('menuitem', { name: messages.widgets.profile.open }).click();
  return page.getByRole('dialog', { name: messages.widgets.profile.title });
}

describe('upload and cropper through the profile widget', () => {
  it('should refuse a .exe without a request, then crop a valid image to 400 × 400 and upload it', async () => {
    const s = await openSession(browser);
    const { page } = s;
    await signIn(page);
    await page.waitForURL(`${baseUrl()}/dashboard`);
    const dialog = await openProfile(page, 'ar');
    await expect.poll(() => dialog.getByText('admin@demo.test').count()).toBe(1);
    await shot(page, 'widgets-profile-ar');

    const input = page.getByTestId('profile-photo-file-input');
    await input.setInputFiles({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
    await expect.poll(() => dialog.getByRole('alert').textContent()).toContain(ar.app.validation.upload_valid_file);
    expect(uploads(s)).toHaveLength(0);
    await shot(page, 'widgets-upload-refused-ar');

    await input.setInputFiles({ name: 'Portrait.PNG', mimeType: 'image/png', buffer: png(900, 500) });
    const crop = page.getByRole('dialog', { name: ar.widgets.cropper.title });
    await crop.waitFor();
    // Keyboard: focus the editor, move and zoom with keys.
    await crop.getByTestId('crop-editor').focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('+');
    await settled(page);
    await shot(page, 'widgets-cropper-ar');
    await crop.getByRole('button', { name: ar.widgets.cropper.apply }).click();
    await expect.poll(() => dialog.getByText(ar.widgets.profile.photo_changed).count(), { timeout: 10000 }).toBe(1);
    expect(uploads(s)).toHaveLength(1);
    // Saved to the profile with ONE call, not only shown.
    expect(s.apiRequests.filter((r) => r.method === 'PUT' && r.url.endsWith('/updateUserPersonal'))).toHaveLength(1);
    const size = await dialog
      .locator('img')
      .first()
      .evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
    expect(size).toEqual([400, 400]);
    // The language choice of the profile applies at once (react-admin re-renders the app).
    await chooseLanguageInProfile(page);
    await expect.poll(() => page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['en', 'ltr']);
    await page.keyboard.press('Escape');
    const english = await openProfile(page, 'en');
    await expect.poll(() => english.getByText(en.widgets.profile.company_site).count()).toBe(1);
    // Reopened, the profile is read again from getUserPersonal: the new 400 × 400 photo was kept.
    await expect
      .poll(() =>
        english
          .locator('img')
          .first()
          .evaluate((img: HTMLImageElement) => (img.complete ? [img.naturalWidth, img.naturalHeight] : null))
          .catch(() => null),
      )
      .toEqual([400, 400]);
    await shot(page, 'widgets-profile-en');
    expect(s.errors).toEqual([]);
    await s.context.close();
  });
});

async function chooseLanguageInProfile(page: Page) {
  await page.getByRole('combobox', { name: ar.widgets.profile.language }).click();
  await page.getByRole('option', { name: 'English' }).click();
}

interface ExportCase {
  lang: 'ar' | 'en';
  format: 'xls' | 'xlsx' | 'pdf';
}

async function exportUsers(s: Session, { lang, format }: ExportCase): Promise<string> {
  const { page } = s;
  const messages = lang === 'ar' ? ar : en;
  await page.getByRole('button', { name: messages.widgets.export.button }).click();
  const dialog = page.getByRole('dialog', {
    name: messages.widgets.export.title.replace('%{name}', iso`${messages.resources.users.name}`),
  });
  await dialog.waitFor();
  // Only some fields: clear all, then choose four. The dialog starts with the list's columns
  // (select-all partly checked: a click checks all first).
  const all = dialog.getByRole('checkbox', { name: messages.widgets.export.select_all });
  if (!(await all.isChecked())) await all.check();
  await all.uncheck();
  for (const source of ['first_name', 'email', 'status', 'created_at'] as const) {
    await dialog.getByRole('checkbox', { name: messages.resources.users.fields[source], exact: true }).check();
  }
  await dialog.getByRole('radio', { name: messages.widgets.export.formats[format] }).check();
  await dialog.getByTestId('export-file-name').fill(`users-${lang}`);
  if (format === 'pdf') await shot(page, `widgets-export-dialog-${lang}`);
  const before = s.apiRequests.length;
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 30000 }),
    dialog.getByRole('button', { name: messages.widgets.export.start }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`users-${lang}.${format}`);
  const file = path.join(DOWNLOADS, `users-${lang}.${format}`);
  await download.saveAs(file);
  const call = s.apiRequests.slice(before).find((r) => r.url.includes('is_export=1'));
  expect(call).toBeDefined();
  const url = new URL(call!.url);
  expect(JSON.parse(url.searchParams.get('filter')!)).toMatchObject({ status: 'active' });
  // The raw-body request still goes through the app's HTTP client: token and language.
  expect(call!.headers.authorization).toMatch(/^Bearer \S+/);
  expect(call!.headers['accept-language']).toBe(lang);
  await expect.poll(() => dialog.getByText(/users-(ar|en)\.(xlsx?|pdf)/).count()).toBe(1);
  await dialog.getByRole('button', { name: messages.widgets.export.close }).click();
  return file;
}

describe('export of a filtered list', () => {
  it('should export the active users to .xlsx, .xls and .pdf in Arabic and English, with the files right', async () => {
    mkdirSync(DOWNLOADS, { recursive: true });
    const s = await openSession(browser);
    const { page } = s;
    await signIn(page);
    await page.waitForURL(`${baseUrl()}/dashboard`);
    await page.goto(`${baseUrl()}/users/users?filter=${encodeURIComponent(JSON.stringify({ status: 'active' }))}`);
    await expect.poll(() => page.getByRole('button', { name: ar.widgets.export.button }).count()).toBe(1);
    await expect.poll(() => page.locator('.MuiTablePagination-displayedRows').count()).toBeGreaterThan(0);
    const total = Number(
      ((await page.locator('.MuiTablePagination-displayedRows').first().textContent()) ?? '')
        .replace(/[٠-٩]/g, (d) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(d)))
        .match(/(\d+)\D*$/)?.[1],
    );
    expect(total).toBeGreaterThan(0);

    const xlsxAr = await exportUsers(s, { lang: 'ar', format: 'xlsx' });
    const bookAr = XLSX.read(readFileSync(xlsxAr), { cellNF: true });
    expect(bookAr.Workbook?.Views?.[0]?.RTL).toBe(true);
    const rowsAr = XLSX.utils.sheet_to_json<string[]>(bookAr.Sheets[bookAr.SheetNames[0]], { header: 1 });
    expect(rowsAr[0]).toEqual([
      ar.resources.users.fields.first_name,
      ar.resources.users.fields.email,
      ar.resources.users.fields.status,
      ar.resources.users.fields.created_at,
    ]);
    expect(rowsAr).toHaveLength(total + 1);
    expect(new Set(rowsAr.slice(1).map((r) => r[2]))).toEqual(new Set([ar.app.status.active]));
    // Dates are date cells, not the list's Arabic text: a serial day number
    // with a date-time format, so Excel sorts and filters them as dates.
    const sheetAr = bookAr.Sheets[bookAr.SheetNames[0]];
    for (const r of [2, 3, 4]) {
      expect(sheetAr[`D${r}`]).toMatchObject({ t: 'n', z: 'yyyy-mm-dd hh:mm' });
      expect(sheetAr[`D${r}`].v).toBeGreaterThan(40000);
    }

    const pdfAr = await exportUsers(s, { lang: 'ar', format: 'pdf' });
    execFileSync('pdftoppm', ['-png', '-r', '70', '-f', '1', '-l', '1', '-singlefile', pdfAr, path.join(SHOTS, 'widgets-export-pdf-ar')]);
    expect(readFileSync(pdfAr).subarray(0, 5).toString()).toBe('%PDF-');

    await chooseLanguage(page, 'English');
    await expect.poll(() => page.getByRole('button', { name: en.widgets.export.button }).count()).toBe(1);
    const xlsEn = await exportUsers(s, { lang: 'en', format: 'xls' });
    const bookEn = XLSX.read(readFileSync(xlsEn));
    expect(bookEn.Workbook?.Views?.[0]?.RTL ?? false).toBe(false);
    const rowsEn = XLSX.utils.sheet_to_json<string[]>(bookEn.Sheets[bookEn.SheetNames[0]], { header: 1 });
    expect(rowsEn[0]).toEqual(['First name', 'Email', 'Status', 'Created at']);
    expect(rowsEn).toHaveLength(total + 1);
    expect(new Set(rowsEn.slice(1).map((r) => r[2]))).toEqual(new Set(['Active']));
    // The .xls header is frozen as well: WINDOW2 (0x023E) has fFrozen, a PANE (0x0041) follows it.
    const stream = XLSX.CFB.find(XLSX.CFB.read(readFileSync(xlsEn)), '/Workbook')!.content as Uint8Array;
    const types: number[] = [];
    let window2 = 0;
    for (let at = 0; at < stream.length; at += 4 + (stream[at + 2] | (stream[at + 3] << 8))) {
      types.push(stream[at] | (stream[at + 1] << 8));
      if (types[types.length - 1] === 0x023e) window2 = stream[at + 4];
    }
    expect(types[types.indexOf(0x023e) + 1]).toBe(0x0041);
    expect(window2 & 0x08).toBe(0x08);

    const pdfEn = await exportUsers(s, { lang: 'en', format: 'pdf' });
    execFileSync('pdftoppm', ['-png', '-r', '70', '-f', '1', '-l', '1', '-singlefile', pdfEn, path.join(SHOTS, 'widgets-export-pdf-en')]);
    await shot(page, 'widgets-users-list-en');
    expect(s.errors).toEqual([]);
    await s.context.close();
  });
});
