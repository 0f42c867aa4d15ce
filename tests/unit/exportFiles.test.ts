import '../helpers/composedEngine';
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import * as XLSX from 'xlsx';
import applyCommissions from '../../resources/apply_commissions';
import { ar } from '../../i18n/ar';
import { en } from '../../i18n/en';
import { fieldKind } from '../../src/engine/kinds';
import type { FieldDeclaration } from '../../src/engine/types';
import { formatDate, formatMoney, formatPercent } from '../../src/locale/format';
import { createI18nProvider } from '../../src/locale/i18nProvider';
import {
  collectLookups,
  DATE_FORMAT,
  DATE_TIME_FORMAT,
  excelSerial,
  moneyFormat,
  percentFormat,
  rowFormatter,
  sheetFormatter,
} from '../../src/widgets/export/columns';
import { setDisplayTimeZone } from '../../src/locale/timeZone';
import { columnSpecs, lookupLabels } from '../../src/widgets/export/prepare';
import { parseRows } from '../../src/widgets/export/serve';
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

const font = readFileSync('src/widgets/export/fonts/IBMPlexSansArabic-Regular.ttf');

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

describe('spreadsheet export: a sheet to work with', () => {
  const columns = columnSpecs([
    { source: 'name', kind: 'text' },
    { source: 'amount', kind: 'money', currency: 'SAR', currencySource: 'currency' },
    { source: 'due', kind: 'date' },
    { source: 'created_at', kind: 'datetime' },
    { source: 'count', kind: 'number' },
    { source: 'rate', kind: 'number', decimals: 2, percent: true },
  ] as FieldDeclaration[]);
  const records = [
    {
      name: 'شركة الرياض للتجارة (فرع جدة)',
      amount: 1500.5,
      currency: 'AED',
      due: '2025-03-12',
      created_at: '2025-03-12T10:05:00Z',
      count: 3,
      rate: 12.5,
    },
    { name: 'Acme', amount: '', currency: '', due: null, created_at: '2025-01-02T23:59:00Z', count: null, rate: null },
  ];

  async function written(rtl: boolean) {
    setDisplayTimeZone('Asia/Riyadh');
    try {
      const locale = rtl ? 'ar' : 'en';
      const cells = records.map(sheetFormatter(columns, locale, {}));
      const headers = ['Name', 'Amount', 'Due', 'Created at', 'Count', 'Rate'];
      const bytes = await writeSpreadsheet({ headers, rows: cells }, { format: 'xlsx', rtl, sheetName: 'Companies' });
      return { bytes, cells, text: records.map(rowFormatter(columns, locale, {})) };
    } finally {
      setDisplayTimeZone(undefined);
    }
  }

  it('should store amounts and dates as numbers with formats, and keep the list text for the PDF', async () => {
    setDisplayTimeZone('Asia/Riyadh');
    expect(excelSerial('2025-03-12')).toBe(45728);
    // 10:05 UTC is 13:05 in Riyadh: the wall-clock time the list shows.
    expect(excelSerial('2025-03-12T10:05:00Z')).toBeCloseTo(45728 + 13 / 24 + 5 / 1440, 9);
    setDisplayTimeZone(undefined);
    const { bytes, cells, text } = await written(false);
    expect(cells[0].map((c) => (typeof c === 'object' ? c.w : c))).toEqual(text[0]);
    const sheet = XLSX.read(bytes, { type: 'array', cellNF: true }).Sheets.Companies;
    expect(sheet.B2).toMatchObject({ t: 'n', v: 1500.5, z: moneyFormat('AED') });
    expect(sheet.C2).toMatchObject({ t: 'n', v: 45728, z: DATE_FORMAT });
    expect(sheet.D2.t).toBe('n');
    expect(sheet.D2.v).toBeCloseTo(45728 + 13 / 24 + 5 / 1440, 6);
    expect(sheet.D2.z).toBe(DATE_TIME_FORMAT);
    expect(sheet.E2).toMatchObject({ t: 'n', v: 3 });
    // A percentage is the number typed, with the unit in its format and in its text.
    expect(sheet.F2).toMatchObject({ t: 'n', v: 12.5, z: percentFormat(2) });
    expect(text[0][5]).toBe('12.5%');
    expect(XLSX.SSF.format(percentFormat(2), 12.5)).toBe('12.50%');
    expect(XLSX.SSF.format(percentFormat(0), 30)).toBe('30%');
    // Empty values stay empty text, as in the list.
    expect(sheet.B3?.v ?? '').toBe('');
    expect(sheet.C3?.v ?? '').toBe('');
    // Read as dates, the date cells are dates.
    const dated = XLSX.read(bytes, { type: 'array', cellDates: true }).Sheets.Companies;
    expect(dated.C2.t).toBe('d');
    expect((dated.C2.v as Date).toISOString().slice(0, 10)).toBe('2025-03-12');
  });

  it('should freeze the header row, fit the column widths, and open right to left in Arabic', async () => {
    for (const rtl of [false, true]) {
      const { bytes } = await written(rtl);
      const zip = XLSX.CFB.read(bytes, { type: 'array' });
      const xml = new TextDecoder().decode(Uint8Array.from(XLSX.CFB.find(zip, '/xl/worksheets/sheet1.xml')!.content as ArrayLike<number>));
      expect(xml).toMatch(/<sheetView [^>]*><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"\/><\/sheetView>/);
      expect(xml.includes('rightToLeft="1"')).toBe(rtl);
      const book = XLSX.read(bytes, { type: 'array', cellStyles: true });
      expect(book.Workbook?.Views?.[0]?.RTL ?? false).toBe(rtl);
      // Widths from the content: the long Arabic name is wider than the count column.
      const cols = book.Sheets.Companies['!cols']!;
      expect(cols).toHaveLength(6);
      const wch = cols.map((c) => Math.round(c.wch ?? 0));
      expect(wch[0]).toBe('شركة الرياض للتجارة (فرع جدة)'.length + 2);
      expect(wch[4]).toBe(8);
    }
  });

  it('should make the header row bold on a fill, and leave the data cells and their formats alone', async () => {
    for (const rtl of [false, true]) {
      const { bytes } = await written(rtl);
      const zip = XLSX.CFB.read(bytes, { type: 'array' });
      const file = (p: string) => new TextDecoder().decode(Uint8Array.from(XLSX.CFB.find(zip, p)!.content as ArrayLike<number>));
      const styles = file('/xl/styles.xml');
      const sheetXml = file('/xl/worksheets/sheet1.xml');
      const list = (tag: string, item: string) =>
        [
          ...(new RegExp(`<${tag} count="(\\d+)"[^>]*>([\\s\\S]*?)</${tag}>`).exec(styles) ?? ['', '0', ''])[2].matchAll(
            new RegExp(`<${item}\\b[\\s\\S]*?(?:/>|</${item}>)`, 'g'),
          ),
        ].map((m) => m[0]);
      const fonts = list('fonts', 'font');
      const fills = list('fills', 'fill');
      const xfs = list('cellXfs', 'xf');
      expect(styles).toContain(`<fonts count="${fonts.length}"`);
      expect(styles).toContain(`<cellXfs count="${xfs.length}"`);
      const styleOf = (ref: string) => Number(new RegExp(`<c r="${ref}"[^>]*? s="(\\d+)"`).exec(sheetXml)?.[1] ?? 0);
      const header = ['A1', 'B1', 'C1', 'D1', 'E1'].map(styleOf);
      expect(new Set(header).size).toBe(1);
      const xf = xfs[header[0]];
      expect(xf).toMatch(/applyFont="1"/);
      expect(fonts[Number(/fontId="(\d+)"/.exec(xf)![1])]).toContain('<b/>');
      expect(fills[Number(/fillId="(\d+)"/.exec(xf)![1])]).toContain('patternType="solid"');
      // Data cells keep their own formats and are not bold.
      expect(styleOf('A2')).not.toBe(header[0]);
      expect(styleOf('B2')).not.toBe(header[0]);
      const book = XLSX.read(bytes, { type: 'array', cellNF: true });
      expect(book.Sheets.Companies.A1.v).toBe('Name');
      expect(book.Sheets.Companies.B2).toMatchObject({ t: 'n', v: 1500.5, z: moneyFormat('AED') });
    }
  });

  it('should write the same typed cells to .xls', async () => {
    const cells = records.map(sheetFormatter(columns, 'en', {}));
    const bytes = await writeSpreadsheet(
      { headers: ['a', 'b', 'c', 'd', 'e'], rows: cells },
      { format: 'xls', rtl: false, sheetName: 'x' },
    );
    const sheet = XLSX.read(bytes, { type: 'array', cellNF: true }).Sheets.x;
    expect(sheet.B2).toMatchObject({ t: 'n', v: 1500.5, z: moneyFormat('AED') });
    expect(sheet.C2).toMatchObject({ t: 'n', v: 45728, z: DATE_FORMAT });
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

// ---- the worker's half of the pipeline: parse, collect lookups, format ------------------------
describe('export pipeline: the worker formats like the list', () => {
  // Every kind whose formatting the worker does itself or looks up, with the money currency
  // taken from the record (apply_commissions) or fixed, and both reference shapes.
  const fields = [
    ...applyCommissions.fields.filter((f) =>
      ['agent_id', 'amount', 'currency', 'payment_method', 'paid', 'payment_notes'].includes(f.source),
    ),
    { source: 'fee', kind: 'money', currency: 'USD' },
    { source: 'due', kind: 'date' },
    { source: 'created_at', kind: 'datetime' },
    { source: 'status', kind: 'status' },
    { source: 'count', kind: 'number' },
    { source: 'rate', kind: 'number', decimals: 2, percent: true },
    { source: 'tags', kind: 'reference', reference: 'roles', optionText: 'name', multiple: true },
  ] as FieldDeclaration[];
  const rows = [
    {
      agent_id: 7,
      amount: 1500.5,
      currency: 'AED',
      payment_method: 'bank_transfer',
      paid: true,
      payment_notes: 'Sara (سارة) 2',
      fee: 20,
      due: '2025-03-12',
      created_at: '2025-03-12T10:05:00Z',
      status: 'active',
      count: 3,
      rate: 7.25,
      tags: [1, 2],
    },
    {
      agent_id: 8,
      amount: '',
      currency: '',
      payment_method: 'paypal',
      paid: false,
      payment_notes: null,
      fee: 0,
      due: null,
      created_at: '2025-01-02T23:59:00Z',
      status: 'inactive',
      count: null,
      tags: [],
    },
    { agent_id: 999, amount: 20, payment_method: 'unknown_way', paid: '', status: 'suspended', tags: [2, 5] },
  ];
  const names: Record<string, Record<string, unknown>[]> = {
    agents: [
      { id: 7, email: 'a7@demo.test', full_name: 'Sara Haddad' },
      { id: 8, email: 'a8@demo.test', full_name: 'Omar Nasser' },
    ],
    roles: [
      { id: 1, name: 'Auditor' },
      { id: 2, name: 'Sales' },
    ],
  };
  const getMany = vi.fn(async (resource: string, { ids }: { ids: unknown[] }) => ({
    data: names[resource].filter((r) => ids.includes(r.id)),
  }));

  for (const locale of ['ar', 'en'] as const) {
    it(`should give every cell the value the kind gives the list (${locale})`, async () => {
      const ctx = { resource: 'apply_commissions', locale, translate: createI18nProvider(locale, locale === 'ar' ? ar : en).translate };
      const body = new TextEncoder().encode(JSON.stringify({ data: rows })).buffer;
      const parsed = parseRows(body);
      const columns = columnSpecs(fields);
      const values = collectLookups(columns, parsed);
      expect(values.agent_id).toEqual([7, 8, 999]);
      expect(values.tags).toEqual([1, 2, 5]);
      const labels = await lookupLabels(fields, values, { getMany } as never, ctx);
      const cells = parsed.map(rowFormatter(columns, locale, labels));

      const expected = rows.map((row) =>
        fields.map((f) => {
          let v = (row as Record<string, unknown>)[f.source];
          if (f.kind === 'reference') {
            const text = f.optionText;
            const found = (id: unknown) => (names[f.reference].find((r) => r.id === id)?.[text] as string | undefined) ?? id;
            v = Array.isArray(v) ? v.map(found) : found(v);
          }
          return fieldKind(f.kind).exportValue(v, f, ctx, row);
        }),
      );
      expect(cells).toEqual(expected);
      // Not vacuous: translated, localised and resolved values are in there.
      const [first] = cells;
      // People by name, not by e-mail.
      expect(first[0]).toBe('Sara Haddad');
      expect(first[1]).toBe(formatMoney(locale, 1500.5, 'AED'));
      expect(first[3]).toBe(ctx.translate('resources.apply_commissions.choices.payment_method.bank_transfer'));
      expect(first[3]).not.toBe('bank_transfer');
      expect(first[4]).toBe('Sara (سارة) 2');
      expect(first[5]).toBe(ctx.translate('ra.boolean.true'));
      expect(cells[2][5]).toBe(ctx.translate('ra.boolean.false'));
      expect(first[8]).toBe(formatDate(locale, '2025-03-12T10:05:00Z', true));
      expect(first[9]).toBe(ctx.translate('app.status.active'));
      expect(first[10]).toBe(3);
      expect(first[11]).toBe(formatPercent(locale, 7.25, 2));
      expect(String(first[11])).toMatch(/^7\.25\u200e?[%\u066a]\u200e?$/);
      expect(first[12]).toBe('Auditor, Sales');
      expect(cells[2][0]).toBe(999);
      expect(cells[2][12]).toBe('Sales, 5');
      expect(new Set(cells.flat().map((c) => typeof c))).toEqual(new Set(['string', 'number']));
    });
  }

  it('should take {data: rows} or a bare list, and refuse anything else', () => {
    const encode = (s: string) => new TextEncoder().encode(s).buffer;
    expect(parseRows(encode('{"data":[{"id":1}]}'))).toEqual([{ id: 1 }]);
    expect(parseRows(encode('[{"id":2}]'))).toEqual([{ id: 2 }]);
    expect(() => parseRows(encode('{"rows":[]}'))).toThrow('widgets.export.bad_answer');
    expect(() => parseRows(encode('<html>'))).toThrow('widgets.export.bad_answer');
  });
});
