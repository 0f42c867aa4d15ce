import type { DisplayPrefs } from '../../locale/displayPrefs';
import type { ExportFormat } from '../../engine/types';
import type { Locale } from '../../locale/languages';
import type { ColumnSpec, LookupLabels, LookupValues } from './columns';

/**
 * Messages between the export dialog and its worker:
 *  1. page -> `start` with the response body (a transferred stream or buffer) and the column plan;
 *  2. worker -> `parsed`: the row count and the distinct values of the lookup columns;
 *  3. page -> `labels` (or `stop`, e.g. no rows or too many for .xls);
 *  4. worker -> `progress`… then `done` with the file as a Blob (a handle: no copy on the page) or `error`.
 */
export interface StartMessage {
  type: 'start';
  /** The response body: a stream (read in the worker) or the bytes. */
  body: ReadableStream<Uint8Array> | ArrayBuffer;
  format: ExportFormat;
  columns: ColumnSpec[];
  headers: string[];
  locale: Locale;
  rtl: boolean;
  title: string;
  fontUrl?: string;
  /** PDF only, translated by the page: the line under the title (the export date) and the footer with `{page}` and `{pages}`. */
  pdfText?: { subtitle: string; page: string };
  /** How the page writes dates and numbers (the worker has no storage to read them from). */
  display?: DisplayPrefs;
  timeZone?: string;
}

export type ToWorker = StartMessage | { type: 'labels'; labels: LookupLabels } | { type: 'stop' };

export type FromWorker =
  | { type: 'parsed'; count: number; values: LookupValues }
  | { type: 'progress'; fraction: number }
  | { type: 'done'; file: Blob }
  | { type: 'error'; message: string };
