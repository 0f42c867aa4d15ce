import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { writeSpreadsheet } from '../../src/widgets/export/sheet';
import { writePdf } from '../../src/widgets/export/pdf';
import { fileNameWith, startsRtl, tooManyRows, XLS_MAX_DATA_ROWS, type ExportTable } from '../../src/widgets/export/table';

const table: ExportTable = {
  headers: ['الاسم', 'Email', 'Amount'],
  rows: [
    ['محمد العتيبي', 'mo@example.com', 1500.5],
    ['Sara (سارة) 2', 'sara@example.com', 20],
  ],
};

const font = readFileSync('node_modules/@expo-google-fonts/ibm-plex-sans-arabic/400Regular/IBMPlexSansArabic_400Regular.ttf');

describe('spreadsheet export', () => {
  it('should write an .xlsx SheetJS reads back with headers, text and numbers', async () => {
    const bytes = await writeSpreadsheet(table, { format: 'xlsx', rtl: false, sheetName: 'Users' });
    const book = XLSX.read(bytes, { type: 'array' });
    expect(book.SheetNames).toEqual(['Users']);
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets.Users, { header: 1 });
    expect(rows).toEqual([table.headers, ...table.rows]);
    expect(book.Workbook?.Views?.[0]?.RTL ?? false).toBe(false);
  });

  it('should mark an Arabic workbook right to left, in .xls as well', async () => {
    for (const format of ['xlsx', 'xls'] as const) {
      const book = XLSX.read(await writeSpreadsheet(table, { format, rtl: true, sheetName: 'المستخدمون' }), { type: 'array' });
      expect(book.Workbook?.Views?.[0]?.RTL).toBe(true);
      const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1 });
      expect(rows[1][0]).toBe('محمد العتيبي');
    }
  });

  it('should refuse more than 65,536 sheet rows for .xls but not for .xlsx', async () => {
    expect(tooManyRows('xls', XLS_MAX_DATA_ROWS)).toBe(false);
    expect(tooManyRows('xls', XLS_MAX_DATA_ROWS + 1)).toBe(true);
    expect(tooManyRows('xlsx', 1_000_000)).toBe(false);
    const big: ExportTable = { headers: ['n'], rows: Array.from({ length: XLS_MAX_DATA_ROWS + 1 }, (_, i) => [i]) };
    await expect(writeSpreadsheet(big, { format: 'xls', rtl: false, sheetName: 'x' })).rejects.toThrow('widgets.export.xls_too_many');
  });

  it('should add the extension to the file name once', () => {
    expect(fileNameWith(' Users ', 'xlsx')).toBe('Users.xlsx');
    expect(fileNameWith('report.PDF', 'pdf')).toBe('report.pdf');
    expect(fileNameWith('a/b', 'xls')).toBe('a_b.xls');
    expect(fileNameWith('   ', 'xls')).toBe('export.xls');
  });
});

describe('PDF export', () => {
  it('should take the paragraph direction from the first strong character', () => {
    expect(startsRtl('محمد 12 abc')).toBe(true);
    expect(startsRtl('12 Sara (سارة)')).toBe(false);
    expect(startsRtl('2024')).toBe(false);
  });

  it('should write a PDF with the Arabic font embedded and report progress to the end', async () => {
    const progress: number[] = [];
    const bytes = await writePdf(table, { rtl: true, title: 'المستخدمون', font, onProgress: (f) => progress.push(f) });
    const text = new TextDecoder('latin1').decode(bytes);
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toMatch(/\/FontName \/[A-Z]{6}\+IBMPlexSansArabic|\/BaseFont \/IBMPlexSansArabic/);
    expect(progress.at(-1)).toBe(1);
  });
});
