import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { ar } from '../../i18n/ar';
import { en } from '../../i18n/en';
import { decodeCsv, sheetKindOf } from '../../src/widgets/import/decode';
import { headerKey, matchHeaders, type ImportColumn } from '../../src/widgets/import/headers';
import { ImportRefused, readSheet } from '../../src/widgets/import/read';

/** Windows-1256 bytes of the Arabic letters used below (the code page's own table). */
const CP1256: Record<string, number> = { ا: 0xc7, ل: 0xe1, س: 0xd3, م: 0xe3, ة: 0xc9, ع: 0xda, ر: 0xd1, ي: 0xed, ى: 0xec };
const cp1256 = (text: string) => Uint8Array.from([...text].map((c) => CP1256[c] ?? c.charCodeAt(0)));
const utf16le = (text: string, bom = true) => {
  const out = new Uint8Array((bom ? 2 : 0) + text.length * 2);
  if (bom) out.set([0xff, 0xfe]);
  for (let i = 0; i < text.length; i++) {
    out[(bom ? 2 : 0) + i * 2] = text.charCodeAt(i) & 0xff;
    out[(bom ? 2 : 0) + i * 2 + 1] = text.charCodeAt(i) >> 8;
  }
  return out;
};
const buffer = (bytes: Uint8Array) => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

const columns: ImportColumn[] = [
  { source: 'name_ar', labels: [ar.resources.countries.fields.name_ar, en.resources.countries.fields.name_ar] },
  { source: 'name_en', labels: [ar.resources.countries.fields.name_en, en.resources.countries.fields.name_en] },
  { source: 'code2', labels: [ar.resources.countries.fields.code2, en.resources.countries.fields.code2] },
  { source: 'phone_code', labels: [ar.resources.countries.fields.phone_code, en.resources.countries.fields.phone_code] },
];

describe('header matching', () => {
  it('should match the Arabic label, the English label and the field name, whatever the case and spaces', () => {
    const headers = [
      ar.resources.countries.fields.name_ar,
      `  ${en.resources.countries.fields.name_en.toUpperCase()} `,
      'Code2',
      'phone code',
    ];
    expect(matchHeaders(headers, columns)).toEqual(['name_ar', 'name_en', 'code2', 'phone_code']);
  });

  it('should ignore bidi marks Excel and the operators leave around a header', () => {
    const marked = `\u200F${ar.resources.countries.fields.code2}\u200E\u2069`;
    expect(matchHeaders([marked, `\u2067${en.resources.countries.fields.phone_code}\u2069`], columns)).toEqual(['code2', 'phone_code']);
    expect(headerKey('\u202BPhone\u00A0 Code\u202C')).toBe(headerKey('phone_code'));
  });

  it('should leave unknown headers and a second header naming a taken field unmatched', () => {
    expect(matchHeaders(['Notes', 'code2', ar.resources.countries.fields.code2], columns)).toEqual([null, 'code2', null]);
  });
});

describe('CSV encodings', () => {
  const arabic = 'الاسم,السعر\r\nسلمى,12\r\n';

  it('should read UTF-8 with and without its BOM', () => {
    const utf8 = new TextEncoder().encode(arabic);
    expect(decodeCsv(utf8)).toBe(arabic);
    expect(decodeCsv(Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8]))).toBe(arabic);
  });

  it("should read Excel's UTF-16 (with its BOM) and Latin UTF-16 without one", () => {
    expect(decodeCsv(utf16le(arabic))).toBe(arabic);
    expect(decodeCsv(utf16le('name,price\r\nSalma,12\r\n', false))).toBe('name,price\r\nSalma,12\r\n');
  });

  it('should read an Arabic Windows (1256) CSV, which is not UTF-8', () => {
    expect(decodeCsv(cp1256('الاسم,السعر'))).toBe('الاسم,السعر');
  });

  it('should tell a file of the wrong kind by its bytes, whatever its name says', () => {
    const zip = Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 1, 2]);
    const cfb = Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    expect(sheetKindOf('a.xlsx', zip)).toBe('xlsx');
    expect(sheetKindOf('a.XLS', cfb)).toBe('xls');
    expect(sheetKindOf('a.csv', new TextEncoder().encode(arabic))).toBe('csv');
    expect(sheetKindOf('a.csv', utf16le(arabic))).toBe('csv');
    expect(sheetKindOf('photo.xlsx', png)).toBeNull();
    expect(sheetKindOf('photo.csv', png)).toBeNull();
    expect(sheetKindOf('notes.txt', new TextEncoder().encode(arabic))).toBeNull();
    expect(sheetKindOf('empty.csv', new Uint8Array())).toBeNull();
  });
});

describe('reading a sheet (SheetJS, as the worker does)', () => {
  it('should read an Arabic Windows-1256 CSV into its header and rows, text kept as text', async () => {
    const { headers, rows } = await readSheet('ar.csv', buffer(cp1256('الاسم,السعر\r\nسلمى,012\r\n\r\n')), 100);
    expect(headers).toEqual(['الاسم', 'السعر']);
    expect(rows).toEqual([['سلمى', '012']]);
  });

  it('should read an .xlsx with numbers as numbers and drop blank rows', async () => {
    const sheet = XLSX.utils.aoa_to_sheet([['name', 'price'], ['Gold', 12.5], [], ['Silver', 3]]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'S');
    const bytes = XLSX.write(book, { bookType: 'xlsx', type: 'array' }) as ArrayBuffer;
    expect(await readSheet('plans.xlsx', bytes, 100)).toEqual({
      headers: ['name', 'price'],
      rows: [
        ['Gold', 12.5],
        ['Silver', 3],
      ],
    });
  });

  it('should refuse a wrong file, a file without rows and one with too many rows, saying which', async () => {
    await expect(readSheet('x.xlsx', buffer(new TextEncoder().encode('a,b')), 10)).rejects.toMatchObject({
      message: 'widgets.import.wrong_type',
    });
    await expect(readSheet('x.csv', buffer(new TextEncoder().encode('a,b\n')), 10)).rejects.toMatchObject({
      message: 'widgets.import.empty',
    });
    const many = ['a', ...Array.from({ length: 12 }, (_, i) => String(i))].join('\n');
    const refused = await readSheet('x.csv', buffer(new TextEncoder().encode(many)), 10).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ImportRefused);
    expect(refused).toMatchObject({ message: 'widgets.import.too_many', count: 12 });
  });
});
