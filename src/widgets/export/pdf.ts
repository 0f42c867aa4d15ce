import type { CellHookData } from 'jspdf-autotable';
import { stripBidi } from '../../locale/bidi';
import { hasArabic, startsRtl, type ExportTable } from './table';
import { fixFinalYeh } from './arabicForms';
import { withTimeout } from '../../config/chunkTimeout';

export interface PdfOptions {
  rtl: boolean;
  title: string;
  /** The IBM Plex Sans Arabic TTF (Latin and Arabic presentation forms). */
  font: ArrayBuffer | Uint8Array;
  onProgress?: (fraction: number) => void;
}

const FONT = 'IBMPlexSansArabic';

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/**
 * A table PDF with jsPDF + jspdf-autotable (loaded on first use), correct for Arabic per
 * DESIGN "Export": the embedded TTF in `styles` and `headStyles`; each Arabic cell shaped in
 * logical order (arabic-persian-reshaper) in `didParseCell`, then drawn with jsPDF's bidi
 * options so mixed Arabic/Latin/digit text comes out in browser order; right-aligned;
 * columns right to left for an Arabic document.
 */
export async function writePdf(table: ExportTable, options: PdfOptions): Promise<Uint8Array> {
  const [{ jsPDF }, { autoTable }, reshaper] = await withTimeout(() =>
    Promise.all([import('jspdf'), import('jspdf-autotable'), import('arabic-persian-reshaper')]),
  );
  const shaper = (reshaper as unknown as { default?: typeof reshaper }).default ?? reshaper;
  const doc = new jsPDF({ orientation: table.headers.length > 5 ? 'landscape' : 'portrait', unit: 'pt', format: 'a4', compress: true });
  doc.addFileToVFS(`${FONT}.ttf`, base64(options.font instanceof Uint8Array ? options.font : new Uint8Array(options.font)));
  doc.addFont(`${FONT}.ttf`, FONT, 'normal');
  doc.setFont(FONT, 'normal');

  const order = table.headers.map((_, i) => i);
  if (options.rtl) order.reverse();
  const head = [order.map((i) => table.headers[i])];
  // jsPDF draws bidi controls as missing glyphs and does not apply them: values lose them.
  const body = table.rows.map((row) => order.map((i) => (row[i] === undefined || row[i] === null ? '' : stripBidi(String(row[i])))));

  // Bidi options for the cell being drawn; autotable draws its text through doc.text.
  let bidi: Record<string, boolean> | null = null;
  const text = doc.text.bind(doc);
  doc.text = ((t: string | string[], x: number, y: number, o?: Record<string, unknown>, ...rest: unknown[]) =>
    (text as (...a: unknown[]) => unknown)(t, x, y, bidi ? { ...(o ?? {}), ...bidi } : o, ...rest)) as typeof doc.text;
  const rtlCells = new WeakSet<object>();

  const pageWidth = doc.internal.pageSize.getWidth();
  doc.setFontSize(14);
  const title = hasArabic(options.title) ? fixFinalYeh(shaper.ArabicShaper.convertArabic(options.title)) : options.title;
  bidi = hasArabic(options.title)
    ? { isInputVisual: false, isOutputVisual: true, isInputRtl: startsRtl(options.title), isOutputRtl: false }
    : null;
  doc.text(title, options.rtl ? pageWidth - 40 : 40, 40, { align: options.rtl ? 'right' : 'left' });
  bidi = null;

  const total = body.length || 1;
  let reported = 0;
  autoTable(doc, {
    head,
    body,
    startY: 56,
    margin: { left: 30, right: 30 },
    styles: { font: FONT, fontStyle: 'normal', fontSize: 8, halign: options.rtl ? 'right' : 'left', cellPadding: 3, overflow: 'linebreak' },
    headStyles: { font: FONT, fontStyle: 'normal', fillColor: [25, 118, 210], textColor: 255, halign: options.rtl ? 'right' : 'left' },
    didParseCell: (data: CellHookData) => {
      const raw = data.cell.text.join(' ');
      if (!hasArabic(raw)) return;
      data.cell.text = [fixFinalYeh(shaper.ArabicShaper.convertArabic(raw))];
      data.cell.styles.halign = 'right';
      rtlCells.add(data.cell);
    },
    willDrawCell: (data: CellHookData) => {
      if (!rtlCells.has(data.cell)) return;
      const raw = data.cell.raw === undefined || data.cell.raw === null ? '' : String(data.cell.raw);
      bidi = { isInputVisual: false, isOutputVisual: true, isInputRtl: startsRtl(raw), isOutputRtl: false };
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
  doc.text = text;
  return new Uint8Array(doc.output('arraybuffer'));
}
