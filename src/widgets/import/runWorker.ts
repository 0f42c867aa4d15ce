import { ChunkLoadError } from '../../config/chunkTimeout';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../config/constants';
import type { FromImportWorker, ToImportWorker } from './protocol';

/** A file the worker refused or could not read: `message` is a translation key. */
export class ImportFileError extends Error {
  constructor(
    message: string,
    readonly count?: number,
  ) {
    super(message);
    this.name = 'ImportFileError';
  }
}

type Answer<T extends ToImportWorker['type']> = Extract<FromImportWorker, { type: T extends 'read' ? 'read' : 'written' }>;

/**
 * One job in a fresh worker (a same-origin module, as the export's: the CSP allows no other),
 * ended once it answers. The worker's code is a chunk: no answer within the chunk time limit
 * is a chunk failure.
 */
export function inWorker<M extends ToImportWorker>(message: M, transfer: Transferable[] = []): Promise<Answer<M['type']>> {
  const worker = new Worker(new URL('./import.worker.ts', import.meta.url), { type: 'module' });
  let timer: ReturnType<typeof setTimeout> | undefined;
  return new Promise<Answer<M['type']>>((resolve, reject) => {
    timer = setTimeout(
      () => reject(new ChunkLoadError(`import worker: no answer after ${CHUNK_LOAD_TIMEOUT_MS} ms`)),
      CHUNK_LOAD_TIMEOUT_MS,
    );
    worker.onmessage = (event: MessageEvent<FromImportWorker>) => {
      const m = event.data;
      if (m.type === 'error') reject(new ImportFileError(m.message, m.count));
      else resolve(m as Answer<M['type']>);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      reject(new ChunkLoadError(`import worker: ${event.message || 'load failed'}`));
    };
    worker.postMessage(message, transfer);
  }).finally(() => {
    clearTimeout(timer);
    worker.terminate();
  });
}
