/// <reference lib="webworker" />
import { writeSpreadsheet } from './sheet';
import { serveExports } from './serve';

serveExports(async (table, start, progress) => {
  if (start.format === 'pdf') throw new Error('wrong worker');
  const bytes = await writeSpreadsheet(table, { format: start.format, rtl: start.rtl, sheetName: start.title });
  progress(1);
  return bytes;
});
