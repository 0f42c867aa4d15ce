import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { writePdf } from '../../src/widgets/export/pdf';

// Why the export shapes Arabic with arabic-persian-reshaper rather than leave it to jsPDF's own
// Arabic pass (which shapes unshaped Arabic as it measures and draws): the same table is exported
// twice, with the reshaper and with it replaced by "no shaping", and both PDFs are read back with
// poppler's pdftotext (raw, no normalisation: the presentation forms are the glyphs drawn).
// docs/decisions.md "Dependencies".
const reshaping = vi.hoisted(() => ({ on: true }));
vi.mock('arabic-persian-reshaper', async (importOriginal) => {
  const real = await importOriginal<{ default?: unknown; ArabicShaper?: unknown }>();
  const shaper = (real.default ?? real) as { ArabicShaper: { convertArabic: (s: string) => string } };
  const ArabicShaper = { convertArabic: (s: string) => (reshaping.on ? shaper.ArabicShaper.convertArabic(s) : s) };
  return { default: { ArabicShaper }, ArabicShaper };
});

const font = readFileSync('src/widgets/export/fonts/IBMPlexSansArabic-Regular.ttf');
const BIDI_CONTROLS = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

async function exportedWords(words: string[], withReshaper: boolean): Promise<string[]> {
  reshaping.on = withReshaper;
  const bytes = await writePdf({ headers: ['الكلمة'], rows: words.map((w) => [w]) }, { rtl: true, title: 'x', font });
  const dir = mkdtempSync(path.join(tmpdir(), 'pdf-shaper-'));
  try {
    writeFileSync(path.join(dir, 'export.pdf'), bytes);
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', path.join(dir, 'export.pdf'), '-'], { encoding: 'utf8' });
    // Title, header, then one line per word.
    return text
      .split('\n')
      .map((l) => l.replace(BIDI_CONTROLS, '').trim())
      .filter(Boolean)
      .slice(2, 2 + words.length);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
const codes = (s: string) => [...s].map((c) => c.codePointAt(0)!.toString(16).toUpperCase()).join(' ');

describe("the PDF's Arabic with and without arabic-persian-reshaper (pdftotext)", () => {
  const agree = ['سماء', 'جاءت', 'هيئة', 'مسؤول', 'قراءة', 'لا', 'السلام', 'الأرض', 'لآلئ', 'المستخدمين'];
  const differ = ['شيء', 'بريء', 'بطيء'];

  it('should differ only before hamza, where jsPDF alone draws a joining yeh with nothing to join', async () => {
    const words = [...agree, ...differ];
    const withReshaper = await exportedWords(words, true);
    const jsPdfAlone = await exportedWords(words, false);
    expect(withReshaper).toHaveLength(words.length);
    expect(jsPdfAlone).toHaveLength(words.length);
    // Same glyphs where no hamza follows yeh.
    expect(jsPdfAlone.slice(0, agree.length)).toEqual(withReshaper.slice(0, agree.length));
    // Before ء: the reshaper gives yeh its final (شيء, بطيء) or isolated (بريء) form, jsPDF its
    // initial form U+FEF3. When this fails, jsPDF has caught up: drop the reshaper.
    expect(withReshaper.slice(agree.length).map(codes)).toEqual(['FEB7 FEF2 FE80', 'FE91 FEAE FEF1 FE80', 'FE91 FEC4 FEF2 FE80']);
    expect(jsPdfAlone.slice(agree.length).map(codes)).toEqual(['FEB7 FEF3 FE80', 'FE91 FEAE FEF3 FE80', 'FE91 FEC4 FEF3 FE80']);
  });
});
