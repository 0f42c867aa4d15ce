import type { ExportFormat } from '../../engine/types';
import type { FromWorker, ToWorker } from './protocol';
import type { Cell } from './table';

/** Rows are formatted and handed to the worker this many at a time, so no task runs long. */
export const CHUNK_ROWS = 2000;
/** Longest stretch of formatting before the page gets the thread back. */
export const SLICE_MS = 30;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export interface RunOptions<R> {
  format: ExportFormat;
  headers: string[];
  rows: R[];
  formatRow: (row: R) => Cell[];
  rtl: boolean;
  title: string;
  fontUrl?: string;
  /** 0…1 over the whole job: formatting is the first 30 %, writing the file the rest. */
  onProgress: (fraction: number) => void;
  signal: AbortSignal;
}

function createWorker(format: ExportFormat): Worker {
  // Two workers, so an .xlsx export never fetches the PDF code and the other way round.
  return format === 'pdf'
    ? new Worker(new URL('./pdf.worker.ts', import.meta.url), { type: 'module' })
    : new Worker(new URL('./sheet.worker.ts', import.meta.url), { type: 'module' });
}

/**
 * Builds the file in a Web Worker: rows are formatted here in slices (the registry's
 * formatters and translations live on this side) and streamed to the worker, which writes
 * the file and answers with its bytes. The page keeps responding throughout.
 */
export async function runExport<R>(options: RunOptions<R>): Promise<Uint8Array> {
  const worker = createWorker(options.format);
  const post = (m: ToWorker) => worker.postMessage(m);
  try {
    const answer = new Promise<Uint8Array>((resolve, reject) => {
      worker.onmessage = (event: MessageEvent<FromWorker>) => {
        const m = event.data;
        if (m.type === 'progress') options.onProgress(0.3 + 0.7 * m.fraction);
        else if (m.type === 'done') resolve(new Uint8Array(m.bytes));
        else reject(new Error(m.message));
      };
      worker.onerror = (event) => {
        event.preventDefault();
        reject(new Error(event.message || 'widgets.export.worker_failed'));
      };
      options.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')), { once: true });
    });
    answer.catch(() => undefined); // observed below; avoids an unhandled rejection while formatting
    // Time-sliced: a slice ends after SLICE_MS (or CHUNK_ROWS rows), is handed over, and the
    // page gets the thread back before the next one.
    let start = 0;
    while (start < options.rows.length) {
      if (options.signal.aborted) throw new DOMException('aborted', 'AbortError');
      const began = performance.now();
      const slice: Cell[][] = [];
      while (start < options.rows.length && slice.length < CHUNK_ROWS) {
        slice.push(options.formatRow(options.rows[start++]));
        if (performance.now() - began > SLICE_MS) break;
      }
      post({ type: 'rows', rows: slice });
      options.onProgress((0.3 * start) / options.rows.length);
      await nextTask();
    }
    post({ type: 'build', format: options.format, headers: options.headers, rtl: options.rtl, title: options.title, fontUrl: options.fontUrl });
    return await answer;
  } finally {
    worker.terminate();
  }
}

/** Saves the finished file; called only once all of it exists, so nothing is half-downloaded. */
export function download(bytes: Uint8Array, fileName: string, mime: string): void {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: mime }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10000);
}
