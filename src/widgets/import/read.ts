import type { SheetCell } from '../../engine/kinds';
import { withTimeout } from '../../config/chunkTimeout';
import { decodeCsv, sheetKindOf } from './decode';

/** A file the import cannot take, said with a translation key (and the row count when there are too many). */
export class ImportRefused extends Error {
  constructor(
    message: string,
    readonly count?: number,
  ) {
    super(message);
    this.name = 'ImportRefused';
  }
}

const isBlank = (cell: unknown) => cell === undefined || cell === null || (typeof cell === 'string' && cell.trim() === '');

/**
 * The first sheet of an .xlsx, .xls or .csv as a header and rows of cells, with SheetJS (run in
 * the import worker). Cells keep what the sheet holds: numbers and booleans as such, dates as
 * Excel's day numbers, a CSV's cells as their text (a phone's leading zero stays). Blank rows
 * and columns without a header or a value are dropped.
 */
export async function readSheet(name: string, buffer: ArrayBuffer, maxRows: number): Promise<{ headers: string[]; rows: SheetCell[][] }> {
  const bytes = new Uint8Array(buffer);
  const kind = sheetKindOf(name, bytes);
  if (!kind) throw new ImportRefused('widgets.import.wrong_type');
  const XLSX = await withTimeout(() => import('xlsx'));
  let aoa: unknown[][];
  try {
    const book =
      kind === 'csv'
        ? XLSX.read(decodeCsv(bytes), { type: 'string', raw: true, dense: true })
        : XLSX.read(bytes, { type: 'array', dense: true, cellDates: false, cellHTML: false, cellFormula: false });
    const sheet = book.Sheets[book.SheetNames[0]];
    aoa = sheet ? XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: '', blankrows: false }) : [];
  } catch (error) {
    console.error(error);
    throw new ImportRefused('widgets.import.unreadable');
  }
  const [head = [], ...body] = aoa;
  const headers = head.map((h) => (isBlank(h) ? '' : String(h).trim()));
  const rows = body.filter((r) => r.some((c) => !isBlank(c)));
  // Columns with neither a header nor any value (a sheet's stray formatting) are left out.
  let width = headers.length;
  for (const r of rows) for (let i = r.length - 1; i >= width; i--) if (!isBlank(r[i])) width = i + 1;
  while (width > 0 && !headers[width - 1] && rows.every((r) => isBlank(r[width - 1]))) width--;
  if (!headers.slice(0, width).some(Boolean)) throw new ImportRefused('widgets.import.no_header');
  if (!rows.length) throw new ImportRefused('widgets.import.empty');
  if (rows.length > maxRows) throw new ImportRefused('widgets.import.too_many', rows.length);
  const cell = (v: unknown): SheetCell => (typeof v === 'number' || typeof v === 'boolean' ? v : isBlank(v) ? '' : String(v));
  return {
    headers: Array.from({ length: width }, (_, i) => headers[i] ?? ''),
    rows: rows.map((r) => Array.from({ length: width }, (_, i) => cell(r[i]))),
  };
}
