import type { FromWorker, ToWorker } from './protocol';
import type { Cell, ExportTable } from './table';

type Build = Extract<ToWorker, { type: 'build' }>;

/** The worker side: collect row chunks, build the file on `build`, answer with its bytes. */
export function serveExports(write: (table: ExportTable, build: Build, progress: (f: number) => void) => Promise<Uint8Array>) {
  const scope = self as unknown as DedicatedWorkerGlobalScope;
  const rows: Cell[][] = [];
  const post = (m: FromWorker, transfer: Transferable[] = []) => scope.postMessage(m, transfer);
  scope.onmessage = async (event: MessageEvent<ToWorker>) => {
    const message = event.data;
    if (message.type === 'rows') {
      for (const r of message.rows) rows.push(r);
      return;
    }
    try {
      const bytes = await write({ headers: message.headers, rows }, message, (fraction) => post({ type: 'progress', fraction }));
      const buffer = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes.buffer : bytes.slice().buffer;
      post({ type: 'done', bytes: buffer as ArrayBuffer }, [buffer as ArrayBuffer]);
    } catch (error) {
      post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
    }
  };
}
