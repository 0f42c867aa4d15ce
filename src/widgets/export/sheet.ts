import type { ExportFormat } from '../../engine/types';
import { isolateBidi } from '../../locale/bidi';
import { tooManyRows, type ExportTable } from './table';
import { withTimeout } from '../../config/chunkTimeout';

export interface SheetOptions {
  format: Exclude<ExportFormat, 'pdf'>;
  rtl: boolean;
  sheetName: string;
}

/**
 * .xls (BIFF8) or .xlsx with SheetJS, loaded on first use. An Arabic workbook opens right
 * to left (`Workbook.Views[0].RTL`). SheetJS writes a near-empty .xls past 65,536 rows
 * without an error, so that case is refused here as well as in the dialog.
 */
export async function writeSpreadsheet(table: ExportTable, options: SheetOptions): Promise<Uint8Array> {
  if (tooManyRows(options.format, table.rows.length)) throw new Error('widgets.export.xls_too_many');
  const XLSX = await withTimeout(() => import('xlsx'));
  // A cell is a paragraph of its own; a value's unclosed bidi controls are closed all the same.
  const rows = table.rows.map((row) => row.map((v) => (typeof v === 'string' ? isolateBidi(v) : v)));
  const sheet = XLSX.utils.aoa_to_sheet([table.headers, ...rows]);
  sheet['!cols'] = table.headers.map((h, i) => {
    let width = h.length;
    for (let r = 0; r < Math.min(table.rows.length, 200); r++) width = Math.max(width, String(table.rows[r][i] ?? '').length);
    return { wch: Math.min(Math.max(width + 2, 8), 60) };
  });
  const book = XLSX.utils.book_new();
  // Sheet names: at most 31 characters, none of : \ / ? * [ ]
  XLSX.utils.book_append_sheet(book, sheet, options.sheetName.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Sheet1');
  if (options.rtl) book.Workbook = { Views: [{ RTL: true }] };
  const out = XLSX.write(book, { bookType: options.format === 'xls' ? 'biff8' : 'xlsx', type: 'array', compression: true });
  return new Uint8Array(out as ArrayBuffer);
}
