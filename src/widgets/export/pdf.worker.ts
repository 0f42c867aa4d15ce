/// <reference lib="webworker" />
import { writePdf } from './pdf';
import { serveExports } from './serve';
import { withTimeout } from '../../config/chunkTimeout';
import { formatNumber } from '../../locale/format';

serveExports(async (table, start, progress) => {
  const url = start.fontUrl;
  if (!url) throw new Error('widgets.export.worker_failed');
  // The embedded font is fetched like a chunk: the same time limit, the same message if it fails.
  const font = await withTimeout(async () => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`font ${response.status}`);
    return response.arrayBuffer();
  });
  return writePdf(table, {
    rtl: start.rtl,
    title: start.title,
    font,
    subtitle: start.pdfText?.subtitle,
    pageLabel: start.pdfText?.page,
    formatNumber: (n) => formatNumber(start.locale, n, { useGrouping: false }),
    onProgress: progress,
  });
});
