import type { ExportFormat } from '../../engine/types';
import type { Cell } from './table';

/** Messages between the export dialog and its worker. Rows arrive in chunks, then `build`. */
export type ToWorker =
  | { type: 'rows'; rows: Cell[][] }
  | { type: 'build'; format: ExportFormat; headers: string[]; rtl: boolean; title: string; fontUrl?: string };

export type FromWorker =
  | { type: 'progress'; fraction: number }
  | { type: 'done'; bytes: ArrayBuffer }
  | { type: 'error'; message: string };
