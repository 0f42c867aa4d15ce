/// <reference lib="webworker" />
import { writePdf } from './pdf';
import { serveExports } from './serve';

serveExports(async (table, build, progress) => {
  if (!build.fontUrl) throw new Error('no font');
  const response = await fetch(build.fontUrl);
  if (!response.ok) throw new Error(`font ${response.status}`);
  const font = await response.arrayBuffer();
  return writePdf(table, { rtl: build.rtl, title: build.title, font, onProgress: progress });
});
