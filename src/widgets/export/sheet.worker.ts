/// <reference lib="webworker" />
import { writeSpreadsheet } from './sheet';
import { serveExports } from './serve';

serveExports(async (table, build) => {
  if (build.format === 'pdf') throw new Error('wrong worker');
  return writeSpreadsheet(table, { format: build.format, rtl: build.rtl, sheetName: build.title });
});
