/// <reference lib="webworker" />
import { writeSpreadsheet } from '../export/sheet';
import type { FromImportWorker, ToImportWorker } from './protocol';
import { ImportRefused, readSheet } from './read';

/**
 * The import's worker: SheetJS reads the chosen file and writes the template and the rejected
 * rows here, off the page, so a 10,000-row file never freezes it.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (m: FromImportWorker) => scope.postMessage(m);

scope.onmessage = async (event: MessageEvent<ToImportWorker>) => {
  const m = event.data;
  try {
    if (m.type === 'read') {
      const { headers, rows } = await readSheet(m.name, m.bytes, m.maxRows);
      post({ type: 'read', headers, rows });
    } else {
      const bytes = await writeSpreadsheet({ headers: m.headers, rows: m.rows }, { format: 'xlsx', rtl: m.rtl, sheetName: m.sheetName });
      post({
        type: 'written',
        file: new Blob([bytes as BlobPart], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
      });
    }
  } catch (error) {
    if (error instanceof ImportRefused) post({ type: 'error', message: error.message, count: error.count });
    else {
      console.error(error);
      post({ type: 'error', message: 'widgets.import.worker_failed' });
    }
  }
};
