// PDF writer alone in Node: 5,000 Arabic rows × 7 columns like the users
// list's default columns, written once per process (cold, like a fresh worker). Prints the wall
// and CPU time of `writePdf`. Bundle and run (see docs/decisions.md, "Readable exports"):
//   npx rolldown scripts/bench-pdf-node.ts --platform node --format esm -d /tmp/bench-pdf && node /tmp/bench-pdf/bench-pdf-node.js
import { readFileSync, writeFileSync } from 'node:fs';
import { writePdf } from '../src/widgets/export/pdf';

const NAMES = ['محمد', 'سارة', 'عبد الله', 'نورة', 'Fahad', 'Lama', 'Omar', 'هند'];
const rows = Array.from({ length: Number(process.argv[2] ?? 5000) }, (_, i) => [
  NAMES[i % NAMES.length],
  `العتيبي ${i}`,
  `user${i}@example.com`,
  `+9665${String(10000000 + i).slice(-8)}`,
  i % 5 ? 'نشط' : 'غير نشط',
  `${1 + (i % 28)} يناير 2025، ${String(i % 24).padStart(2, '0')}:00`,
  i % 3 ? 'مدير النظام' : '',
]);
const headers = ['الاسم الأول', 'اسم العائلة', 'البريد الإلكتروني', 'الجوال', 'الحالة', 'تاريخ الإنشاء', 'الأدوار'];
const font = readFileSync('src/widgets/export/fonts/IBMPlexSansArabic-Regular.ttf');
const cpu = process.cpuUsage();
const t0 = performance.now();
const bytes = await writePdf(
  { headers, rows },
  { rtl: true, title: 'المستخدمون', font, subtitle: 'تاريخ التصدير: 25/11/2026', pageLabel: 'صفحة {page} من {pages}' },
);
const wall = performance.now() - t0;
const used = process.cpuUsage(cpu);
// BENCH_PDF_OUT=/tmp/x.pdf keeps the file (to compare outputs before and after a change).
if (process.env.BENCH_PDF_OUT) writeFileSync(process.env.BENCH_PDF_OUT, bytes);
console.log(
  JSON.stringify({
    rows: rows.length,
    wallMs: Math.round(wall),
    cpuMs: Math.round((used.user + used.system) / 1000),
    kb: Math.round(bytes.length / 1024),
  }),
);
