import type { ExportFormat } from '../../engine/types';
import { stripBidi } from '../../locale/bidi';

/** SPEC §1/§9: the formats, in the order the dialog offers them. */
export const EXPORT_FORMATS: readonly ExportFormat[] = ['xls', 'xlsx', 'pdf'];

/** Legacy .xls (BIFF8) holds 65,536 sheet rows; the header takes one (DESIGN "Export"). */
export const XLS_MAX_SHEET_ROWS = 65536;
export const XLS_MAX_DATA_ROWS = XLS_MAX_SHEET_ROWS - 1;

/**
 * A spreadsheet cell stored as a number (a money amount, a date's serial day number) with its
 * Excel number format, and its text as the list shows it (what the PDF draws).
 */
export interface TypedCell {
  t: 'n';
  v: number;
  z: string;
  w: string;
  /** True for a date or date-time (a serial day number). */
  date?: boolean;
}

export type Cell = string | number | TypedCell;

/** A cell's text as the list shows it. */
export function cellText(cell: Cell | null | undefined): string {
  if (cell === undefined || cell === null) return '';
  return typeof cell === 'object' ? cell.w : String(cell);
}

/** What an export file holds: translated headers and the formatted rows, in field order. */
export interface ExportTable {
  headers: string[];
  rows: Cell[][];
}

export const MIME: Record<ExportFormat, string> = {
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

/** True when the rows do not fit the format (only .xls has a limit). */
export function tooManyRows(format: ExportFormat, dataRows: number): boolean {
  return format === 'xls' && dataRows > XLS_MAX_DATA_ROWS;
}

/** The file name with its extension: what the operator typed, trimmed, minus a typed extension and bidi controls. */
export function fileNameWith(name: string, format: ExportFormat): string {
  // Bidi controls (a translated default name's isolated values) are no part of a file name.
  const base = stripBidi(name)
    .trim()
    .replace(/\.(xlsx?|pdf)$/i, '')
    .replace(/[\\/:*?"<>|]+/g, '_');
  return `${base || 'export'}.${format}`;
}

const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
const STRONG = /[A-Za-z\u00C0-\u024F\u0370-\u03FF\u0400-\u04FF\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;

export function hasArabic(text: string): boolean {
  return ARABIC.test(text);
}

/** Unicode bidi's paragraph direction: the first strong character decides. */
export function startsRtl(text: string): boolean {
  const m = STRONG.exec(text);
  return !!m && ARABIC.test(m[0]);
}
