/**
 * arabic-persian-reshaper swaps two final forms: it writes alef maksura (ى U+0649) at a word's
 * end as FARSI YEH FINAL (U+FBFD) and Farsi yeh (ی U+06CC) as ALEF MAKSURA FINAL (U+FEF0). Both
 * glyphs are drawn alike, but the PDF's text (copy, search, screen readers) would say ی in على,
 * إلى, مستشفى. Swapping the two back gives the right letters
 * (tests/unit/pdfArabicText.test.ts reads them back with pdftotext).
 */
export function fixFinalYeh(shaped: string): string {
  return shaped.replace(/[\uFBFD\uFEF0]/g, (c) => (c === '\uFBFD' ? '\uFEF0' : '\uFBFD'));
}
