import type { jsPDF as JsPdf } from 'jspdf';
import type { autoTable as AutoTable, CellHookData } from 'jspdf-autotable';
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
/** Deflate level of the page streams (fflate; jsPDF's own is 6: 5,000 rows take ~0.25 s more CPU for a file 12 % smaller). */
const FLATE_LEVEL = 3;
const HEADER_FONT_SIZE = 8.5;
/** Rows measured for the column widths: the first ones and an even spread over the rest. */
const SAMPLE_HEAD = 100;
const SAMPLE_SPREAD = 400;
/** Top of the table on every page (below the title and date) and room left for the footer. */
const TABLE_TOP = 52;
const TABLE_BOTTOM = 34;

/** Bytes as a string of one character per byte (what jsPDF keeps its streams in). */
function binaryString(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return binary;
}

const base64 = (bytes: Uint8Array) => btoa(binaryString(bytes));

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
 * DESIGN "Export": the embedded TTF in `styles` and `headStyles`; each Arabic cell shaped in
 * logical order (arabic-persian-reshaper), then drawn with jsPDF's bidi options so mixed
 * Arabic/Latin/digit text comes out in browser order; right-aligned; columns right to left for
 * an Arabic document. Readable (issue 14 item 5): column widths from the measured header and a
 * sample of cells (capped, with a minimum), portrait or landscape from their total, text
 * wrapped between words (jsPDF's splitTextToSize splits on spaces and breaks a word only when
 * it is longer than the column), the header row on every page, and on every page the title,
 * the export date and "page N of M" (numbered in a second pass once the page count is known).
 */
export async function writePdf(table: ExportTable, options: PdfOptions): Promise<Uint8Array> {
  const [{ jsPDF }, { autoTable }, reshaper, { zlibSync }] = await withTimeout(() =>
    Promise.all([import('jspdf'), import('jspdf-autotable'), import('arabic-persian-reshaper'), import('fflate')]),
  );
  const shaper = (reshaper as unknown as { default?: typeof reshaper }).default ?? reshaper;
  // jsPDF runs its own Arabic shaping (`processArabic`: here only its ligatures, such as الله →
  // U+FDF2, our text arriving shaped) on every string it measures and draws. It is run here once
  // per distinct value instead, and switched off while this document is built (below).
  const api = jsPDF.API as unknown as {
    processArabic?: (text: string) => string;
    processDataByFilters?: (data: string, chain?: string | string[]) => { data: string; reverseChain: string };
  };
  const jsPdfArabic = api.processArabic;
  const shaped = new Map<string, string>();
  const shape = (s: string) => {
    let out = shaped.get(s);
    if (out === undefined) {
      const plain = stripBidi(s);
      out = hasArabic(plain) ? fixFinalYeh(shaper.ArabicShaper.convertArabic(plain)) : plain;
      if (jsPdfArabic && hasArabic(out)) out = jsPdfArabic(out);
      shaped.set(s, out);
    }
    return out;
  };
  // jsPDF compresses each page with fflate's default level and turns the bytes back into a
  // string one concatenation per byte; the same deflate at level FLATE_LEVEL, converted in blocks.
  const filters = api.processDataByFilters;
  const flate = (data: string, chain?: string | string[]) => {
    const steps = typeof chain === 'string' ? [chain] : (chain ?? []);
    if (steps.length !== 1 || !/^\/?FlateEncode$/.test(steps[0])) return filters!(data, chain);
    const bytes = new Uint8Array(data.length);
    for (let i = 0; i < data.length; i++) bytes[i] = data.charCodeAt(i);
    return { data: binaryString(zlibSync(bytes, { level: FLATE_LEVEL })), reverseChain: '/FlateDecode' };
  };
  let doc: JsPdf;
  try {
    api.processArabic = undefined;
    doc = build(jsPDF, autoTable, shape, table, options, jsPdfArabic);
  } finally {
    api.processArabic = jsPdfArabic;
  }
  // The page streams, the bulk of the file, deflated by the platform's native zlib
  // (CompressionStream) before jsPDF writes the file, which finds them by their text.
  const streams = await deflatePages(doc);
  const flateOnce = (data: string, chain?: string | string[]) => {
    const ready = streams.get(data);
    return ready === undefined ? flate(data, chain) : { data: ready, reverseChain: '/FlateDecode' };
  };
  try {
    if (filters) api.processDataByFilters = flateOnce;
    return new Uint8Array(doc.output('arraybuffer'));
  } finally {
    api.processDataByFilters = filters;
  }
}

/** A page's content stream as jsPDF writes it (`putPage`: its lines joined by newlines). */
function pageContents(doc: JsPdf): string[] {
  const pages = (doc.internal as unknown as { pages: (string[] | undefined)[] }).pages;
  const out: string[] = [];
  for (let p = 1; p <= doc.getNumberOfPages(); p++) out.push((pages[p] ?? []).join('\n'));
  return out;
}

/** Page content streams deflated natively (zlib format, what /FlateDecode reads), by their text; empty without CompressionStream. */
async function deflatePages(doc: JsPdf): Promise<Map<string, string>> {
  const done = new Map<string, string>();
  if (typeof CompressionStream === 'undefined') return done;
  const encoder = new TextEncoder();
  await Promise.all(
    pageContents(doc).map(async (content) => {
      // Text in an Identity-H font is written as hex: a page is ASCII, so UTF-8 is its bytes.
      // eslint-disable-next-line no-control-regex
      if (/[^\x00-\x7f]/.test(content)) return;
      const stream = new Blob([encoder.encode(content)]).stream().pipeThrough(new CompressionStream('deflate'));
      done.set(content, binaryString(new Uint8Array(await new Response(stream).arrayBuffer())));
    }),
  );
  return done;
}

function build(
  jsPDF: typeof JsPdf,
  autoTable: typeof AutoTable,
  shape: (s: string) => string,
  table: ExportTable,
  options: PdfOptions,
  jsPdfArabic: unknown,
): JsPdf {
  const order = table.headers.map((_, i) => i);
  if (options.rtl) order.reverse();
  // Shaped once, before measuring: the widths are those of the glyphs drawn. jsPDF draws bidi
  // controls as missing glyphs and does not apply them: values lose them.
  const head = [order.map((i) => shape(table.headers[i]))];
  const body = table.rows.map((row) => order.map((i) => shape(cellText(row[i]))));

  // Natural and minimum widths from the header and a sample of the cells.
  const measure = new jsPDF({ unit: 'pt', format: 'a4', compress: true });
  const doc = measure;
  doc.addFileToVFS(`${FONT}.ttf`, base64(options.font instanceof Uint8Array ? options.font : new Uint8Array(options.font)));
  doc.addFont(`${FONT}.ttf`, FONT, 'normal');
  doc.setFont(FONT, 'normal');
  // Its per-text Arabic pass too (the shaping above did it).
  const topics = (
    doc.internal as unknown as { events: { getTopics(): Record<string, Record<string, [unknown, boolean]>> } }
  ).events.getTopics();
  for (const [token, [callback]] of Object.entries(topics.preProcessText ?? {}))
    if (callback === jsPdfArabic) delete topics.preProcessText[token];
  // autotable sets the font of every cell it measures or draws, and jsPDF rebuilds its list of
  // fonts each time it is asked: the list is fixed once the font is added.
  const fonts = doc.getFontList();
  doc.getFontList = () => fonts;
  // Widths and line splits asked for the same text at the same size again and again (names,
  // statuses, dates repeat down a column): measured once. Lines are copied: autotable splices them.
  const widthOf = new Map<string, number>();
  const textWidth = doc.getTextWidth.bind(doc);
  doc.getTextWidth = (t: string) => {
    const key = `${doc.getFontSize()}|${t}`;
    let w = widthOf.get(key);
    if (w === undefined) widthOf.set(key, (w = textWidth(t)));
    return w;
  };
  const linesOf = new Map<string, string[]>();
  const split = doc.splitTextToSize.bind(doc);
  doc.splitTextToSize = ((t: string | string[], size: number, o?: { fontSize?: number }) => {
    if (typeof t !== 'string') return (split as (...a: unknown[]) => unknown)(t, size, o);
    const key = `${o?.fontSize ?? doc.getFontSize()}|${size}|${t}`;
    let lines = linesOf.get(key);
    if (!lines) linesOf.set(key, (lines = split(t, size, o) as string[]));
    return lines.slice();
  }) as typeof doc.splitTextToSize;
  const natural: number[] = [];
  const minimum: number[] = [];
  const sample = sampleRows(body.length);
  const pad = 2 * CELL_PADDING + 1;
  head[0].forEach((h, c) => {
    doc.setFontSize(HEADER_FONT_SIZE);
    let widest = doc.getTextWidth(h);
    let longestWord = Math.max(...h.split(' ').map((w) => doc.getTextWidth(w)));
    doc.setFontSize(FONT_SIZE);
    for (const r of sample) {
      const text = body[r][c];
      if (!text) continue;
      widest = Math.max(widest, doc.getTextWidth(text));
      for (const w of text.split(' ')) if (w.length > 3) longestWord = Math.max(longestWord, doc.getTextWidth(w));
    }
    natural.push(Math.min(MAX_COLUMN_PT, Math.max(MIN_COLUMN_PT, widest + pad)));
    // A tenth more than the longest word seen: rows outside the sample may hold longer ones.
    minimum.push(Math.min(MAX_MIN_COLUMN_PT, Math.max(MIN_COLUMN_PT, longestWord * 1.1 + pad)));
  });
  const orientation = chooseOrientation(natural);
  // The measuring document becomes the real one: turn its first page to the orientation chosen.
  if (orientation === 'landscape') {
    doc.deletePage(1);
    doc.addPage('a4', 'landscape');
  }
  const widths = fitWidths(natural, minimum, usableWidth(orientation));

  // Bidi options for the text being drawn; autotable draws its text through doc.text.
  let bidi: Record<string, boolean> | null = null;
  const text = doc.text.bind(doc);
  doc.text = ((t: string | string[], x: number, y: number, o?: Record<string, unknown>, ...rest: unknown[]) =>
    (text as (...a: unknown[]) => unknown)(t, x, y, bidi ? { ...(o ?? {}), ...bidi } : o, ...rest)) as typeof doc.text;
  const visuals = new Map<string, Record<string, boolean> | null>();
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
  /** Header and footer text, shaped and ordered like the cells. */
  const draw = (s: string, x: number, y: number, align: 'left' | 'right' | 'center') => {
    const shaped = shape(s);
    bidi = visual(shaped);
    doc.text(shaped, x, y, { align });
    bidi = null;
  };

  const total = body.length || 1;
  let reported = 0;
  autoTable(doc, {
    head,
    body,
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
    // Arabic cells of a left-to-right document are right-aligned (a right-to-left one aligns every cell right).
    didParseCell: options.rtl
      ? undefined
      : (data: CellHookData) => {
          if (hasArabic(data.cell.text.join(' '))) data.cell.styles.halign = 'right';
        },
    // Decided from the text drawn, not the cell parsed: a row split across pages is drawn from copies.
    willDrawCell: (data: CellHookData) => {
      bidi = visual(data.cell.text.join(' '));
    },
    didDrawCell: (data: CellHookData) => {
      bidi = null;
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
  doc.text = text;
  doc.getTextWidth = textWidth;
  doc.splitTextToSize = split;
  return doc;
}
