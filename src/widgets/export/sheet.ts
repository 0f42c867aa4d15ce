import type * as SheetJS from 'xlsx';
import type { ExportFormat } from '../../engine/types';
import { isolateBidi } from '../../locale/bidi';
import { cellText, tooManyRows, type ExportTable } from './table';
import { withTimeout } from '../../config/chunkTimeout';

export interface SheetOptions {
  format: Exclude<ExportFormat, 'pdf'>;
  rtl: boolean;
  sheetName: string;
}

/** Column widths in characters: the header and the first 200 rows, at least 8, at most 60. */
export function fittedWidths(table: ExportTable): { wch: number }[] {
  return table.headers.map((h, i) => {
    let width = h.length;
    for (let r = 0; r < Math.min(table.rows.length, 200); r++) width = Math.max(width, cellText(table.rows[r][i]).length);
    return { wch: Math.min(Math.max(width + 2, 8), 60) };
  });
}

/** The pane that keeps the first row in view, in a worksheet's `<sheetView>`. */
const FROZEN_HEADER = '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>';

/**
 * Freezes the header row of an .xlsx's first sheet. SheetJS's community build writes no panes
 * (its `<sheetView>` carries only `rightToLeft`, and `!freeze`/`!views` are ignored), so the
 * sheet's XML gets the `<pane>` element in the zip SheetJS wrote, read and rewritten with its
 * own CFB/zip module.
 */
function freezeHeader(XLSX: typeof SheetJS, bytes: Uint8Array): Uint8Array {
  const zip = XLSX.CFB.read(bytes, { type: 'array' });
  const entry = XLSX.CFB.find(zip, '/xl/worksheets/sheet1.xml');
  if (!entry?.content) return bytes;
  const xml = new TextDecoder().decode(Uint8Array.from(entry.content as ArrayLike<number>));
  const frozen = xml.replace(/<sheetView\b([^>]*?)\/>/, `<sheetView$1>${FROZEN_HEADER}</sheetView>`);
  if (frozen === xml) return bytes;
  entry.content = new TextEncoder().encode(frozen) as unknown as typeof entry.content;
  entry.size = (entry.content as Uint8Array).length;
  return new Uint8Array(XLSX.CFB.write(zip, { fileType: 'zip', type: 'array', compression: true }) as ArrayBuffer);
}

/**
 * .xls (BIFF8) or .xlsx with SheetJS, loaded on first use. An Arabic workbook opens right
 * to left (`Workbook.Views[0].RTL`). SheetJS writes a near-empty .xls past 65,536 rows
 * without an error, so that case is refused here as well as in the dialog. Amounts and dates
 * arrive as numbers with an Excel format (columns.ts, `sheetFormatter`); columns are as wide as
 * their content; the header row is frozen in .xlsx. The header is not bold: cell styles are not
 * written by SheetJS's community build.
 */
export async function writeSpreadsheet(table: ExportTable, options: SheetOptions): Promise<Uint8Array> {
  if (tooManyRows(options.format, table.rows.length)) throw new Error('widgets.export.xls_too_many');
  const XLSX = await withTimeout(() => import('xlsx'));
  // A cell is a paragraph of its own; a value's unclosed bidi controls are closed all the same.
  const rows = table.rows.map((row) =>
    row.map((v) => (typeof v === 'string' ? isolateBidi(v) : typeof v === 'object' && v ? { t: v.t, v: v.v, z: v.z } : v)),
  );
  const sheet = XLSX.utils.aoa_to_sheet([table.headers, ...rows]);
  sheet['!cols'] = fittedWidths(table);
  const book = XLSX.utils.book_new();
  // Sheet names: at most 31 characters, none of : \ / ? * [ ]
  XLSX.utils.book_append_sheet(book, sheet, options.sheetName.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Sheet1');
  if (options.rtl) book.Workbook = { Views: [{ RTL: true }] };
  const out = new Uint8Array(
    XLSX.write(book, { bookType: options.format === 'xls' ? 'biff8' : 'xlsx', type: 'array', compression: true }) as ArrayBuffer,
  );
  return options.format === 'xlsx' ? freezeHeader(XLSX, out) : out;
}
