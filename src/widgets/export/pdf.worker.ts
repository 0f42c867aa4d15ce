/// <reference lib="webworker" />
import { writePdf } from './pdf';
import { serveExports } from './serve';

serveExports(async (table, start, progress) => {
  if (!start.fontUrl) throw new Error('no font');
  const response = await fetch(start.fontUrl);
  if (!response.ok) throw new Error(`font ${response.status}`);
  const font = await response.arrayBuffer();
  return writePdf(table, { rtl: start.rtl, title: start.title, font, onProgress: progress });
});
