import type { SheetCell } from '../../engine/kinds';
import type { Cell } from '../export/table';

/**
 * Messages between the import dialog and its worker: `read` a chosen file (its bytes moved, not
 * copied) into a header and rows, or `write` an .xlsx (the template, the rejected rows).
 */
export type ToImportWorker =
  | { type: 'read'; name: string; bytes: ArrayBuffer; maxRows: number }
  | { type: 'write'; headers: string[]; rows: Cell[][]; rtl: boolean; sheetName: string };

export type FromImportWorker =
  | { type: 'read'; headers: string[]; rows: SheetCell[][] }
  | { type: 'written'; file: Blob }
  /** `message` is a translation key; `count` the rows found when there are too many. */
  | { type: 'error'; message: string; count?: number };
