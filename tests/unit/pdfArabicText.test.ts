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
  const words = ['شيء', 'بريء', 'بطيء', 'سماء', 'جاءت', 'هيئة', 'مسؤول', 'قراءة', 'لا', 'السلام', 'الأرض', 'لآلئ', 'إلى', 'على', 'مستشفى'];

  it('should give back every word, with hamza, lam-alef and final alef maksura, in reading order', async () => {
    const text = await pdfText(words, 'كلمات على الهامش');
    expect(lines(text).map((l) => l.normalize('NFKC'))).toEqual(['كلمات على الهامش', 'الكلمة', ...words]);
  });

  it('should draw each letter in its contextual form: yeh before hamza final or alone, one lam-alef glyph', async () => {
    const shaped = lines(await pdfText(['شيء', 'بريء', 'السلام', 'إلى'], 'x'));
    expect(codes(shaped[2])).toEqual(['FEB7', 'FEF2', 'FE80']);
    expect(codes(shaped[3])).toEqual(['FE91', 'FEAE', 'FEF1', 'FE80']);
    expect(codes(shaped[4])).toEqual(['FE8D', 'FEDF', 'FEB4', 'FEFC', 'FEE1']);
    expect(codes(shaped[5])).toEqual(['FE87', 'FEDF', 'FEF0']);
  });
});
