import { collectLookups, rowFormatter, sheetFormatter } from './columns';
import type { FromWorker, StartMessage, ToWorker } from './protocol';
import { MIME, tooManyRows, type Cell, type ExportTable } from './table';
import { ChunkLoadError } from '../../config/chunkTimeout';
import { setDisplayPrefs } from '../../locale/displayPrefs';
import { setDisplayTimeZone } from '../../locale/timeZone';

/**
 * What the page is told of a failure: a message key it translates, never a library's own text
 * (that goes to the console for the developer).
 */
export function failureKey(error: unknown): string {
  if (error instanceof ChunkLoadError) return 'app.page.chunk_failed';
  const text = error instanceof Error ? error.message : String(error);
  if (/^[a-z_]+(\.[a-z_]+)+$/.test(text)) return text;
  console.error(error);
  return 'widgets.export.worker_failed';
}

/** The whole body, read here in the worker when the page handed over a stream. */
export async function readBody(body: ReadableStream<Uint8Array> | ArrayBuffer): Promise<ArrayBuffer> {
  return body instanceof ArrayBuffer ? body : new Response(body).arrayBuffer();
}

/** Parses `{data: rows}` (or a bare array) from the raw response body. */
export function parseRows(body: ArrayBuffer): Record<string, unknown>[] {
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(body));
  } catch {
    throw new Error('widgets.export.bad_answer');
  }
  const rows = Array.isArray(json) ? json : (json as { data?: unknown } | null)?.data;
  if (!Array.isArray(rows)) throw new Error('widgets.export.bad_answer');
  return rows as Record<string, unknown>[];
}

/** Share of the progress bar the formatting takes; writing the file takes the rest. */
export const FORMAT_SHARE = 0.3;

type Write = (table: ExportTable, start: StartMessage, progress: (fraction: number) => void) => Promise<Uint8Array>;

/**
 * The worker side of protocol.ts. Everything heavy happens here, off the page: decoding and
 * parsing the rows, formatting every cell, writing the file.
 */
export function serveExports(write: Write) {
  const scope = self as unknown as DedicatedWorkerGlobalScope;
  const post = (m: FromWorker, transfer: Transferable[] = []) => scope.postMessage(m, transfer);
  let pending: { start: StartMessage; rows: Record<string, unknown>[] } | null = null;

  const build = async (labels: Parameters<typeof rowFormatter>[2]) => {
    if (!pending) return;
    const { start, rows } = pending;
    pending = null;
    // A spreadsheet gets amounts and dates as numbers with formats; the PDF draws the list's text.
    const format = (start.format === 'pdf' ? rowFormatter : sheetFormatter)(start.columns, start.locale, labels);
    const cells: Cell[][] = new Array(rows.length);
    const step = Math.max(1000, Math.ceil(rows.length / 20));
    for (let i = 0; i < rows.length; i++) {
      cells[i] = format(rows[i]);
      if (i % step === step - 1) post({ type: 'progress', fraction: (FORMAT_SHARE * (i + 1)) / rows.length });
    }
    const bytes = await write({ headers: start.headers, rows: cells }, start, (f) =>
      post({ type: 'progress', fraction: FORMAT_SHARE + (1 - FORMAT_SHARE) * f }),
    );
    // The Blob is made here: building it copies the bytes, which would otherwise be a long task on the page.
    post({ type: 'done', file: new Blob([bytes as BlobPart], { type: MIME[start.format] }) });
  };

  scope.onmessage = async (event: MessageEvent<ToWorker>) => {
    const message = event.data;
    try {
      if (message.type === 'start') {
        if (message.display) setDisplayPrefs(message.display);
        setDisplayTimeZone(message.timeZone);
        const rows = parseRows(await readBody(message.body));
        pending = { start: message, rows };
        // The .xls limit is checked by the page too; this count is what it checks against.
        post({
          type: 'parsed',
          count: rows.length,
          values: tooManyRows(message.format, rows.length) ? {} : collectLookups(message.columns, rows),
        });
      } else if (message.type === 'labels') {
        await build(message.labels);
      } else {
        pending = null;
      }
    } catch (error) {
      pending = null;
      post({ type: 'error', message: failureKey(error) });
    }
  };
}
