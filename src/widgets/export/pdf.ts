import type { jsPDF as JsPdf } from 'jspdf';
import type { autoTable as AutoTable, CellHookData, CellInput, TextOptions } from 'jspdf-autotable';
import { stripBidi } from '../../locale/bidi';
import { cellText, hasArabic, startsRtl, type ExportTable } from './table';
import { fixFinalYeh } from './arabicForms';
import { withTimeout } from '../../config/chunkTimeout';
import {
  CELL_PADDING,
  chooseOrientation,
  fitWidths,
  FONT_SIZE,
  MAX_COLUMN_PT,
  MAX_MIN_COLUMN_PT,
  MIN_COLUMN_PT,
  PAGE_MARGIN,
  usableWidth,
} from './layout';

export interface PdfOptions {
  rtl: boolean;
  title: string;
  /** The IBM Plex Sans Arabic TTF (Latin and Arabic presentation forms). */
  font: ArrayBuffer | Uint8Array;
  /** The second header line, translated by the page ("Exported on 24/11/2026 23:40"). */
  subtitle?: string;
  /** The footer, translated by the page, with `{page}` and `{pages}` to fill ("Page {page} of {pages}"). */
  pageLabel?: string;
  /** How the page numbers are written (the language's digits); plain digits by default. */
  formatNumber?: (n: number) => string;
  onProgress?: (fraction: number) => void;
}

const FONT = 'IBMPlexSansArabic';
const HEADER_FONT_SIZE = 8.5;
/** Rows measured for the column widths: the first ones and an even spread over the rest. */
const SAMPLE_HEAD = 100;
const SAMPLE_SPREAD = 400;
/** Top of the table on every page (below the title and date) and room left for the footer. */
const TABLE_TOP = 52;
const TABLE_BOTTOM = 34;

/** The font file as jsPDF's virtual file system takes it: base64. */
function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Indexes of the rows whose cells are measured for the column widths. */
export function sampleRows(count: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < Math.min(count, SAMPLE_HEAD); i++) out.push(i);
  if (count > SAMPLE_HEAD) {
    const step = (count - SAMPLE_HEAD) / SAMPLE_SPREAD;
    for (let k = 0; k < SAMPLE_SPREAD; k++) {
      const i = SAMPLE_HEAD + Math.floor(k * step);
      if (i < count && i !== out[out.length - 1]) out.push(i);
    }
  }
  return out;
}

/**
 * A table PDF with jsPDF + jspdf-autotable (loaded on first use), correct for Arabic per
 * DESIGN "Export": the embedded TTF in `styles` and `headStyles`; each Arabic value shaped in
 * logical order (arabic-persian-reshaper) before jsPDF sees it, then drawn with jsPDF's bidi
 * options (autotable's `textOptions` for the cells) so mixed Arabic/Latin/digit text comes out
 * in browser order; right-aligned; columns right to left for an Arabic document. Readable:
 * column widths from the measured header and a sample of cells (capped, with a minimum),
 * portrait or landscape from their total, text wrapped between words (jsPDF's splitTextToSize
 * splits on spaces and breaks a word only when it is longer than the column), the header row on
 * every page, and on every page the title, the export date and "page N of M" (numbered in a
 * second pass once the page count is known); page streams compressed by jsPDF (`compress: true`).
 * Only the libraries' public API: nothing of jsPDF is switched off or replaced, so the file is
 * what the published libraries make of our input and an upgrade cannot break a patched internal.
 */
export async function writePdf(table: ExportTable, options: PdfOptions): Promise<Uint8Array> {
  const [{ jsPDF }, { autoTable }, reshaper] = await withTimeout(() =>
    Promise.all([import('jspdf'), import('jspdf-autotable'), import('arabic-persian-reshaper')]),
  );
  const shaper = (reshaper as unknown as { default?: typeof reshaper }).default ?? reshaper;
  // Names, statuses and dates repeat down a column: each distinct value is shaped once. jsPDF's
  // own Arabic pass still runs when it measures and draws; on text already in presentation forms
  // it only joins ligatures (الله → U+FDF2, a glyph of the font), which read back as the letters.
  const shaped = new Map<string, string>();
  const shape = (s: string) => {
    let out = shaped.get(s);
    if (out === undefined) {
      const plain = stripBidi(s);
      out = hasArabic(plain) ? fixFinalYeh(shaper.ArabicShaper.convertArabic(plain)) : plain;
      shaped.set(s, out);
    }
    return out;
  };
  const doc = build(jsPDF, autoTable, shape, table, options);
  return new Uint8Array(doc.output('arraybuffer'));
}

function build(
  jsPDF: typeof JsPdf,
  autoTable: typeof AutoTable,
  shape: (s: string) => string,
  table: ExportTable,
  options: PdfOptions,
): JsPdf {
  const order = table.headers.map((_, i) => i);
  if (options.rtl) order.reverse();
  // Shaped once, before measuring: the widths are those of the glyphs drawn. jsPDF draws bidi
  // controls as missing glyphs and does not apply them: values lose them.
  const head = [order.map((i) => shape(table.headers[i]))];
  const body = table.rows.map((row) => order.map((i) => shape(cellText(row[i]))));

  // The document measures the header and a sample of the cells for the natural and minimum
  // widths, then becomes the real one.
  const doc = new jsPDF({ unit: 'pt', format: 'a4', compress: true });
  doc.addFileToVFS(`${FONT}.ttf`, base64(options.font instanceof Uint8Array ? options.font : new Uint8Array(options.font)));
  doc.addFont(`${FONT}.ttf`, FONT, 'normal');
  doc.setFont(FONT, 'normal');
  // The same words come back again and again (names, statuses, dates): each measured once per size.
  const widthOf = new Map<string, number>();
  const width = (text: string, size: number) => {
    const key = `${size}|${text}`;
    let w = widthOf.get(key);
    if (w === undefined) {
      doc.setFontSize(size);
      widthOf.set(key, (w = doc.getTextWidth(text)));
    }
    return w;
  };
  const natural: number[] = [];
  const minimum: number[] = [];
  const sample = sampleRows(body.length);
  const pad = 2 * CELL_PADDING + 1;
  head[0].forEach((h, c) => {
    let widest = width(h, HEADER_FONT_SIZE);
    let longestWord = Math.max(...h.split(' ').map((w) => width(w, HEADER_FONT_SIZE)));
    for (const r of sample) {
      const text = body[r][c];
      if (!text) continue;
      widest = Math.max(widest, width(text, FONT_SIZE));
      for (const w of text.split(' ')) if (w.length > 3) longestWord = Math.max(longestWord, width(w, FONT_SIZE));
    }
    natural.push(Math.min(MAX_COLUMN_PT, Math.max(MIN_COLUMN_PT, widest + pad)));
    // A tenth more than the longest word seen: rows outside the sample may hold longer ones.
    minimum.push(Math.min(MAX_MIN_COLUMN_PT, Math.max(MIN_COLUMN_PT, longestWord * 1.1 + pad)));
  });
  const orientation = chooseOrientation(natural);
  // Turn the measuring document's first page to the orientation chosen.
  if (orientation === 'landscape') {
    doc.deletePage(1);
    doc.addPage('a4', 'landscape');
  }
  const widths = fitWidths(natural, minimum, usableWidth(orientation));

  // jsPDF's bidi options for Arabic text: logical order in, drawn left to right, the paragraph
  // direction from the first strong character; no options (no reordering) for other text.
  const visuals = new Map<string, TextOptions | null>();
  const visual = (shaped: string) => {
    let v = visuals.get(shaped);
    if (v === undefined) {
      v = hasArabic(shaped)
        ? { isInputVisual: false, isOutputVisual: true, isInputRtl: startsRtl(shaped), isOutputRtl: false, isSymmetricSwapping: true }
        : null;
      visuals.set(shaped, v);
    }
    return v;
  };
  // An Arabic cell carries those options in its own styles (autotable hands `textOptions` to
  // jsPDF's text), and is right-aligned in a left-to-right document too (a right-to-left one
  // aligns every cell right). One definition per distinct value, shared by the cells that show it.
  const defs = new Map<string, CellInput>();
  const def = (shaped: string) => {
    let d = defs.get(shaped);
    if (d === undefined) {
      const textOptions = visual(shaped);
      d = textOptions ? { content: shaped, styles: { textOptions, halign: 'right' } } : shaped;
      defs.set(shaped, d);
    }
    return d;
  };
  /** Header and footer text, shaped and ordered like the cells. */
  const draw = (s: string, x: number, y: number, align: 'left' | 'right' | 'center') => {
    const shaped = shape(s);
    doc.text(shaped, x, y, { align, ...visual(shaped) });
  };

  const total = body.length || 1;
  let reported = 0;
  autoTable(doc, {
    head: head.map((row) => row.map(def)),
    body: body.map((row) => row.map(def)),
    startY: TABLE_TOP,
    margin: { left: PAGE_MARGIN, right: PAGE_MARGIN, top: TABLE_TOP, bottom: TABLE_BOTTOM },
    showHead: 'everyPage',
    // A row moves whole to the next page rather than being cut (unless it is taller than a page).
    rowPageBreak: 'avoid',
    tableWidth: 'auto',
    columnStyles: Object.fromEntries(widths.map((w, i) => [i, { cellWidth: w }])),
    styles: {
      font: FONT,
      fontStyle: 'normal',
      fontSize: FONT_SIZE,
      halign: options.rtl ? 'right' : 'left',
      valign: 'top',
      cellPadding: CELL_PADDING,
      overflow: 'linebreak',
    },
    headStyles: {
      font: FONT,
      fontStyle: 'normal',
      fontSize: HEADER_FONT_SIZE,
      fillColor: [25, 118, 210],
      textColor: 255,
      halign: options.rtl ? 'right' : 'left',
    },
    didDrawCell: (data: CellHookData) => {
      if (data.section !== 'body' || data.column.index !== 0 || !options.onProgress) return;
      const fraction = (data.row.index + 1) / total;
      if (fraction - reported >= 0.02 || fraction === 1) {
        reported = fraction;
        options.onProgress(fraction);
      }
    },
  });

  // Second pass: the title, the date and "page N of M" on every page, now that M is known.
  const pages = doc.getNumberOfPages();
  const pageWidth = doc.internal.pageSize.getWidth();
  const pageHeight = doc.internal.pageSize.getHeight();
  const start = options.rtl ? pageWidth - PAGE_MARGIN : PAGE_MARGIN;
  const end = options.rtl ? PAGE_MARGIN : pageWidth - PAGE_MARGIN;
  const number = options.formatNumber ?? String;
  for (let p = 1; p <= pages; p++) {
    doc.setPage(p);
    doc.setTextColor(0);
    doc.setFontSize(13);
    draw(options.title, start, 32, options.rtl ? 'right' : 'left');
    doc.setFontSize(8);
    doc.setTextColor(90);
    if (options.subtitle) draw(options.subtitle, end, 32, options.rtl ? 'left' : 'right');
    if (options.pageLabel)
      draw(options.pageLabel.replace('{page}', number(p)).replace('{pages}', number(pages)), pageWidth / 2, pageHeight - 16, 'center');
  }
  return doc;
}
