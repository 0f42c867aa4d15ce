import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writePdf } from '../../src/widgets/export/pdf';

// Reads an exported PDF back with poppler's pdftotext (Debian package poppler-utils; .ci/run
// installs it): the words an operator copies or searches must be the words exported.
const font = readFileSync('src/widgets/export/fonts/IBMPlexSansArabic-Regular.ttf');
const BIDI_CONTROLS = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

async function pdfText(words: string[], title: string) {
  const bytes = await writePdf({ headers: ['الكلمة'], rows: words.map((w) => [w]) }, { rtl: true, title, font });
  const dir = mkdtempSync(path.join(tmpdir(), 'pdf-text-'));
  try {
    writeFileSync(path.join(dir, 'export.pdf'), bytes);
    return execFileSync('pdftotext', ['-enc', 'UTF-8', path.join(dir, 'export.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.replace(BIDI_CONTROLS, '').trim())
    .filter(Boolean);
const codes = (s: string) => [...s].map((c) => c.codePointAt(0)!.toString(16).toUpperCase());

describe('Arabic text of an exported PDF, read back with pdftotext', () => {
  const words = [
    'شيء',
    'بريء',
    'بطيء',
    'سماء',
    'جاءت',
    'هيئة',
    'مسؤول',
    'قراءة',
    'لا',
    'السلام',
    'الأرض',
    'لآلئ',
    'إلى',
    'على',
    'مستشفى',
    'عبد الله',
  ];

  it('should give back every word, with hamza, lam-alef and final alef maksura, in reading order', async () => {
    const text = await pdfText(words, 'كلمات على الهامش');
    expect(lines(text).map((l) => l.normalize('NFKC'))).toEqual(['كلمات على الهامش', 'الكلمة', ...words]);
  });

  it('should draw each letter in its contextual form: yeh before hamza final or alone, one lam-alef glyph, one Allah glyph', async () => {
    const shaped = lines(await pdfText(['شيء', 'بريء', 'السلام', 'إلى', 'الله'], 'x'));
    expect(codes(shaped[2])).toEqual(['FEB7', 'FEF2', 'FE80']);
    expect(codes(shaped[3])).toEqual(['FE91', 'FEAE', 'FEF1', 'FE80']);
    expect(codes(shaped[4])).toEqual(['FE8D', 'FEDF', 'FEB4', 'FEFC', 'FEE1']);
    expect(codes(shaped[5])).toEqual(['FE87', 'FEDF', 'FEF0']);
    // jsPDF's own pass over the shaped text joins الله into the ligature U+FDF2 (NFKC: the four letters).
    expect(codes(shaped[6])).toEqual(['FDF2']);
  });
});

// ---- a readable table ---------------------------------------------------------------------
function readBack(bytes: Uint8Array) {
  const dir = mkdtempSync(path.join(tmpdir(), 'pdf-text-'));
  try {
    const file = path.join(dir, 'export.pdf');
    writeFileSync(file, bytes);
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    // One entry per page (pdftotext ends each page with a form feed), bidi controls gone, NFKC.
    const pages = text
      .split('\f')
      .slice(0, -1)
      .map((p) => p.replace(BIDI_CONTROLS, '').normalize('NFKC'));
    return { pages, size: /Page size:\s+([\d.]+) x ([\d.]+)/.exec(info)!.slice(1).map(Number) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
// pdftotext may drop the space between a number or a Latin word and an Arabic word it reorders
// (the space is drawn), and joins neighbouring cells 6 pt apart: split apart here, on the table's side too.
const tokens = (s: string) =>
  s
    .replace(/([\dA-Za-z])(?=[\u0600-\u06FF])|([\u0600-\u06FF])(?=[\dA-Za-z])/g, '$1$2 ')
    .split(/\s+/)
    .map((t) => t.replace(/[()[\]:,.]/g, ''))
    .filter(Boolean);

const NOTES_AR = 'ملاحظة طويلة عن الشركة (فرع الرياض) رقم 12 مع تفاصيل إضافية عن الاشتراك والمستخدمين والفواتير المستحقة';
const NOTES_EN = 'A long note about the company (Riyadh branch) number 12 with further details on subscriptions, users and unpaid invoices';
function fixedTable(rtl: boolean) {
  const headers = rtl
    ? ['الاسم الكامل', 'البريد الإلكتروني', 'المبلغ', 'الحالة', 'الملاحظات', 'المدينة', 'تاريخ الإنشاء']
    : ['Full name', 'Email', 'Amount', 'Status', 'Notes', 'City', 'Created at'];
  const rows = Array.from({ length: 150 }, (_, i) => [
    rtl ? `سارة العتيبي ${i}` : `Sara Alotaibi ${i}`,
    `user${i}@example.com`,
    `${(i * 13.5).toFixed(2)} SAR`,
    rtl ? 'نشط' : 'Active',
    i % 2 ? (rtl ? NOTES_AR : NOTES_EN) : 'Sara (سارة) 2',
    rtl ? 'الرياض' : 'Riyadh',
    '24/11/2026 11:30',
  ]);
  return { headers, rows };
}

describe.each([
  { lang: 'ar', rtl: true, title: 'الشركات', subtitle: 'تاريخ التصدير: 24/11/2026 23:40', page: 'صفحة {page} من {pages}' },
  { lang: 'en', rtl: false, title: 'Companies', subtitle: 'Exported on 24/11/2026 23:40', page: 'Page {page} of {pages}' },
])('a readable PDF table ($lang)', ({ rtl, title, subtitle, page }) => {
  const table = fixedTable(rtl);
  const written = writePdf(table, { rtl, title, font, subtitle, pageLabel: page }).then(readBack);

  it('should be landscape for seven columns with long notes, with a fixed page count', async () => {
    const { pages, size } = await written;
    expect(size[0]).toBeGreaterThan(size[1]);
    // 150 rows, half of them with a two-line note, no row cut across pages: the same on every run.
    expect(pages).toHaveLength(7);
  });

  it('should wrap between words only: every word read back is a whole word of the table', async () => {
    const { pages } = await written;
    const vocabulary = new Set(
      [title, subtitle, page, ...table.headers, ...table.rows.flat()].flatMap((s) => tokens(String(s).normalize('NFKC'))),
    );
    const read = pages.flatMap(tokens).filter((t) => !/^\d+$/.test(t) && !t.startsWith('{'));
    expect(read.filter((t) => !vocabulary.has(t))).toEqual([]);
    // Not vacuous: the long note's words are there, in Arabic and Latin.
    for (const word of tokens(rtl ? NOTES_AR : NOTES_EN).filter((w) => w.length > 4)) expect(read).toContain(word);
    expect(read).toContain(tokens('user149@example.com')[0]);
  });

  it('should repeat the header row, the title and the date on every page, and number the pages "N of M"', async () => {
    const { pages } = await written;
    // pdftotext writes the runs of a mixed Arabic line in an order of its own (the page draws them
    // in Unicode bidi order, see the PNG check in docs/decisions.md): compared without spaces, or by words.
    const flat = (s: string) => s.replace(/\s+/g, '');
    pages.forEach((text, i) => {
      for (const h of table.headers) expect(text).toContain(h);
      expect(text).toContain(title);
      expect(tokens(text)).toEqual(expect.arrayContaining(tokens(subtitle)));
      expect(flat(text)).toContain(flat(page.replace('{page}', String(i + 1)).replace('{pages}', String(pages.length))));
    });
  });
});

it('should choose portrait for a few narrow columns', async () => {
  const rows = Array.from({ length: 80 }, (_, i) => [`محمد ${i}`, i, 'نشط']);
  const { pages, size } = readBack(await writePdf({ headers: ['الاسم', 'العدد', 'الحالة'], rows }, { rtl: true, title: 'x', font }));
  expect(size[0]).toBeLessThan(size[1]);
  expect(pages).toHaveLength(2);
});

it('should compress every page stream: the text drawn is not in the file as plain PDF operators', async () => {
  const rows = Array.from({ length: 120 }, (_, i) => [`عبد الله ${i} (فرع الرياض)`, `user${i}@example.com`]);
  const bytes = await writePdf({ headers: ['الاسم', 'البريد'], rows }, { rtl: true, title: 'المستخدمون', font });
  const { pages } = readBack(bytes);
  expect(pages.length).toBeGreaterThan(1);
  const raw = new TextDecoder('latin1').decode(bytes);
  // Each page object names its content stream; each of those streams is /FlateDecode.
  const contents = [...raw.matchAll(/\/Contents (\d+) 0 R/g)].map((m) => m[1]);
  expect(contents).toHaveLength(pages.length);
  for (const id of contents) expect(raw).toMatch(new RegExp(`(^|\\n)${id} 0 obj\\s*<<[^>]*/Filter /FlateDecode`));
  // A page drawn uncompressed would show its text operators (BT … Tj … ET) in the bytes.
  expect(raw).not.toMatch(/\bBT\b[\s\S]{0,400}\bTj\b/);
});
