import type { ExportFormat } from '../../engine/types';
import type { LookupLabels, LookupValues } from './columns';
import type { FromWorker, StartMessage, ToWorker } from './protocol';
import { ChunkLoadError } from '../../config/chunkTimeout';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../config/constants';

/**
 * Ends an export on purpose (no rows, too many for .xls) with a message for the operator,
 * as opposed to a failure.
 */
export class ExportStopped extends Error {
  constructor(readonly text: string) {
    super(text);
    this.name = 'ExportStopped';
  }
}

/** What the worker starts with (its `body` is transferred, so it is unusable here after), and the page's callbacks. */
export interface RunOptions extends Omit<StartMessage, 'type'> {
  /**
   * Called once the worker has parsed the rows: checks the count (may throw `ExportStopped`)
   * and answers the labels of the values it found (translations, reference names).
   */
  resolve: (count: number, values: LookupValues) => Promise<LookupLabels>;
  /** 0…1: formatting the first 30 %, writing the file the rest. */
  onProgress: (fraction: number) => void;
  signal: AbortSignal;
  /** How long the worker's code may take to arrive (its first answer); SPEC §9's chunk limit. */
  chunkTimeoutMs?: number;
}

function createWorker(format: ExportFormat): Worker {
  // Two workers, so an .xlsx export never fetches the PDF code and the other way round.
  return format === 'pdf'
    ? new Worker(new URL('./pdf.worker.ts', import.meta.url), { type: 'module' })
    : new Worker(new URL('./sheet.worker.ts', import.meta.url), { type: 'module' });
}

/**
 * Builds the file in a Web Worker (protocol.ts). The page does no per-row work at all: the
 * body moves to the worker without a copy, the worker parses, formats and writes, and the
 * page only answers the lookups, shows progress and receives the finished file as a Blob.
 */
export async function runExport(options: RunOptions): Promise<Blob> {
  const worker = createWorker(options.format);
  const post = (m: ToWorker, transfer: Transferable[] = []) => worker.postMessage(m, transfer);
  let arrival: ReturnType<typeof setTimeout> | undefined;
  try {
    return await new Promise<Blob>((resolve, reject) => {
      const fail = (error: unknown) => {
        post({ type: 'stop' });
        reject(error);
      };
      // The worker's code is a chunk like any other: until it answers, it may not have arrived.
      let arrived = false;
      arrival = setTimeout(
        () => reject(new ChunkLoadError(`export worker: no answer after ${options.chunkTimeoutMs ?? CHUNK_LOAD_TIMEOUT_MS} ms`)),
        options.chunkTimeoutMs ?? CHUNK_LOAD_TIMEOUT_MS,
      );
      worker.onmessage = (event: MessageEvent<FromWorker>) => {
        arrived = true;
        clearTimeout(arrival);
        const m = event.data;
        if (m.type === 'parsed') {
          options.resolve(m.count, m.values).then((labels) => post({ type: 'labels', labels }), fail);
        } else if (m.type === 'progress') options.onProgress(m.fraction);
        else if (m.type === 'done') resolve(m.file);
        else reject(new Error(m.message));
      };
      worker.onerror = (event) => {
        event.preventDefault();
        // Before its first answer, an error is the worker's code failing to load.
        reject(
          arrived ? new Error('widgets.export.worker_failed') : new ChunkLoadError(`export worker: ${event.message || 'load failed'}`),
        );
      };
      options.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')), { once: true });
      const { resolve: _r, onProgress: _p, signal: _s, chunkTimeoutMs: _t, body, ...rest } = options;
      post({ type: 'start', body, ...rest }, [body]);
    });
  } finally {
    clearTimeout(arrival);
    worker.terminate();
  }
}

/** Saves the finished file; called only once all of it exists, so nothing is half-downloaded. */
export function download(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10000);
}
