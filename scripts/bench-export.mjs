#!/usr/bin/env node
// Export benchmark (numbers only, no pass/fail):
//  - time from "Export" to the finished download in Chromium for 10k/50k rows (.xlsx, .xls)
//    and 1k/5k rows (.pdf), with the longest main-thread task seen meanwhile ('longtask');
//  - gzip size of each lazy widget chunk (spreadsheet, PDF, font, cropper, phone, export dialog);
//  - the JS/CSS files of the first load of /login and /dashboard, and whether any of those
//    lazy chunks is among them.
// The app runs against an API answered by Playwright (config.json points it at /api), so the
// export gets as many rows as asked for. Build first: npx vite build --mode demo --outDir dist-widgets
// Usage: node scripts/bench-export.mjs [--dist dist-widgets] [--lang ar|en] [--port 4193]
//   [--cases pdf:5000,pdf:5000,pdf:5000] (only these exports, in this order; e.g. repeated for a median)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { arg, requireBuild, root, startPreview } from './lib/preview.mjs';

const dist = arg('--dist', 'dist-widgets');
const lang = arg('--lang', 'ar');
requireBuild(dist);
const { base, stop } = await startPreview({ dist, port: Number(arg('--port', '4193')) });

const NAMES = ['محمد', 'سارة', 'عبد الله', 'نورة', 'Fahad', 'Lama', 'Omar', 'هند'];
function rows(n) {
  const out = new Array(n);
  for (let i = 0; i < n; i++) {
    out[i] = {
      id: i + 1,
      first_name: NAMES[i % NAMES.length],
      last_name: `العتيبي ${i}`,
      email: `user${i}@example.com`,
      phone: `+9665${String(10000000 + i).slice(-8)}`,
      password: 'x',
      roles: [],
      countries: [],
      cities: [],
      status: i % 5 ? 'active' : 'inactive',
      created_at: new Date(Date.UTC(2025, 0, 1) + i * 3600_000).toISOString(),
    };
  }
  return out;
}

let exportRows = 0;
const cache = new Map();
async function routeApi(context) {
  await context.route('**/config.json', (r) => r.fulfill({ contentType: 'application/json', body: JSON.stringify({ apiUrl: '/api' }) }));
  await context.route(`${base}/api/**`, (route) => {
    const url = new URL(route.request().url());
    const p = url.pathname.replace(/^\/api\//, '');
    const json = (body, headers = {}) =>
      route.fulfill({ contentType: 'application/json', headers, body: typeof body === 'string' ? body : JSON.stringify(body) });
    if (p === 'login') return json({ access_token: 'bench', permission: 'users.list,users.update' });
    if (p === 'getUserPersonal') return json({ data: { id: 1, first_name: 'Bench', last_name: 'User', email: 'bench@example.com' } });
    if (url.searchParams.get('is_export') === '1') {
      if (!cache.has(exportRows)) cache.set(exportRows, JSON.stringify({ data: rows(exportRows) }));
      return json(cache.get(exportRows));
    }
    if (p.startsWith('notifications/get_not_read_count')) return json({ count: 0 });
    // One row, so the list shows its toolbar (an empty list shows an invitation instead).
    if (p === 'users') return json(rows(1), { 'Content-Range': 'users 0-0/1', 'Access-Control-Expose-Headers': 'Content-Range' });
    return json([], { 'Content-Range': `${p} 0-0/0`, 'Access-Control-Expose-Headers': 'Content-Range' });
  });
}

/**
 * CPU time (ms, user + system) used so far by this script's Chromium processes (Linux /proc):
 * on a machine shared with other jobs the clock measures the load as much as the export.
 */
function chromiumCpuMs() {
  if (!existsSync('/proc/self/stat')) return NaN;
  const stat = new Map();
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const f = text.slice(text.lastIndexOf(')') + 2).split(' ');
      stat.set(Number(pid), {
        ppid: Number(f[1]),
        ticks: Number(f[11]) + Number(f[12]),
        comm: text.slice(text.indexOf('(') + 1, text.lastIndexOf(')')),
      });
    } catch {
      /* gone */
    }
  }
  const mine = (pid) => {
    for (let p = stat.get(pid)?.ppid; p; p = stat.get(p)?.ppid) if (p === process.pid) return true;
    return false;
  };
  let ticks = 0;
  for (const [pid, s] of stat) if (/chrom/i.test(s.comm) && mine(pid)) ticks += s.ticks;
  return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
}

/** CPU ms of each thread of this script's Chromium processes, by "pid/tid comm". */
function chromiumThreads() {
  const out = new Map();
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (!/chrom/i.test(text.slice(text.indexOf('(') + 1, text.lastIndexOf(')')))) continue;
      let p = Number(text.slice(text.lastIndexOf(')') + 2).split(' ')[1]);
      while (p > 1 && p !== process.pid) {
        const t = readFileSync(`/proc/${p}/stat`, 'utf8');
        p = Number(t.slice(t.lastIndexOf(')') + 2).split(' ')[1]);
      }
      if (p !== process.pid) continue;
      for (const tid of readdirSync(`/proc/${pid}/task`)) {
        const t = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
        const f = t.slice(t.lastIndexOf(')') + 2).split(' ');
        out.set(`${pid}/${tid} ${t.slice(t.indexOf('(') + 1, t.lastIndexOf(')'))}`, (Number(f[11]) + Number(f[12])) * 10);
      }
    } catch {
      /* gone */
    }
  }
  return out;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});

async function signedInPage(context) {
  const page = await context.newPage();
  await page.addInitScript((l) => localStorage.setItem('language', l), lang);
  await page.goto(`${base}/login`);
  await page.locator('#auth-email').fill('bench@example.com');
  await page.locator('#auth-password').fill('whatever1');
  await page.locator('form#auth-form button[type=submit]').click();
  await page.waitForURL(`${base}/dashboard`);
  return page;
}

// ---- first load -------------------------------------------------------------------------
async function firstLoad(target) {
  const context = await browser.newContext();
  await routeApi(context);
  if (target !== '/login') (await signedInPage(context)).close();
  const page = await context.newPage();
  const files = new Set();
  page.on('response', (r) => {
    const u = new URL(r.url());
    if (u.origin === base && /\.(js|css|ttf|woff2?)$/.test(u.pathname)) files.add(u.pathname);
  });
  await page.goto(`${base}${target}`, { waitUntil: 'networkidle' });
  await context.close();
  return [...files];
}

// ---- lazy chunks --------------------------------------------------------------------------
const assets = readdirSync(path.resolve(root, dist, 'assets'));
const gz = (f) => gzipSync(readFileSync(path.resolve(root, dist, 'assets', f)), { level: 9 }).length;
const CHUNKS = {
  spreadsheet: /^sheet\.worker-.*\.js$/,
  pdf: /^pdf\.worker-.*\.js$/,
  font: /^IBMPlexSansArabic_400Regular-.*\.ttf$/,
  cropper: /^CropDialog-.*\.js$/,
  phone: /^(PhoneInputImpl|libphonenumber-js)-.*\.js$/,
  exportDialog: /^ExportDialog-.*\.js$/,
  profile: /^ProfileDialog-.*\.js$/,
};
const chunks = {};
for (const [name, re] of Object.entries(CHUNKS)) {
  const files = assets.filter((f) => re.test(f));
  chunks[name] = { files, gzipBytes: files.reduce((s, f) => s + gz(f), 0) };
}

const login = await firstLoad('/login');
const dashboard = await firstLoad('/dashboard');
const lazyFiles = Object.values(chunks).flatMap((c) => c.files);
const leaked = [...login, ...dashboard].filter((f) => lazyFiles.some((l) => f.endsWith(l)));

// ---- export timings -----------------------------------------------------------------------
const context = await browser.newContext({ acceptDownloads: true });
await routeApi(context);
const page = await signedInPage(context);
await page.goto(`${base}/users/users`);
await page.evaluate(() => {
  window.__longest = 0;
  window.__tasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      window.__longest = Math.max(window.__longest, e.duration);
      window.__tasks.push([Math.round(e.startTime), Math.round(e.duration)]);
    }
  }).observe({ type: 'longtask', buffered: false });
});
const label =
  lang === 'ar'
    ? { button: 'تصدير', xls: /97-2003/, xlsx: /\(‎?\.xlsx\)/, pdf: /PDF/ }
    : { button: 'Export', xls: /97-2003/, xlsx: /^Excel \(\.xlsx\)/, pdf: /PDF/ };
const cases = arg('--cases')
  ? arg('--cases')
      .split(',')
      .map((c) => [c.split(':')[0], Number(c.split(':')[1])])
  : [
      ['xlsx', 10000],
      ['xlsx', 50000],
      ['xls', 10000],
      ['xls', 50000],
      ['pdf', 1000],
      ['pdf', 5000],
    ];
const results = [];
for (const [format, n] of cases) {
  exportRows = n;
  if (!cache.has(n)) cache.set(n, JSON.stringify({ data: rows(n) }));
  await page.getByRole('button', { name: label.button, exact: true }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await dialog.getByRole('radio', { name: label[format] }).check();
  await page.evaluate(() => {
    window.__longest = 0;
    window.__tasks = [];
    performance.clearMarks();
  });
  const t0 = Date.now();
  const cpu0 = chromiumCpuMs();
  // The export worker's thread: sampled while it lives (its counters go when it ends).
  const before = chromiumThreads();
  const seen = new Map();
  const poll = setInterval(() => {
    for (const [k, v] of chromiumThreads()) if (!before.has(k) && /worker/i.test(k)) seen.set(k, v);
  }, 25);
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 180000 }),
    dialog.getByRole('button', { name: label.button, exact: true }).click(),
  ]);
  const ms = Date.now() - t0;
  const cpuMs = Math.round(chromiumCpuMs() - cpu0);
  clearInterval(poll);
  if (process.env.BENCH_DEBUG)
    console.log(
      [...seen],
      [...chromiumThreads()].filter(([k, v]) => v - (before.get(k) ?? 0) >= 50).map(([k, v]) => [k, v - (before.get(k) ?? 0)]),
    );
  const workerCpu = [...seen.values()].reduce((a, b) => Math.max(a, b), 0);
  const bytes = (await readFileSync(await download.path())).length;
  const longest = await page.evaluate(() => window.__longest);
  // The worker's part: the rows fetched ('export:fetched') to the file written ('export:written').
  const workerMs = await page.evaluate(() => {
    const at = (n) => performance.getEntriesByName(n, 'mark')[0]?.startTime;
    return Math.round(at('export:written') - at('export:fetched'));
  });
  if (process.env.BENCH_DEBUG) {
    console.log(
      await page.evaluate(() =>
        JSON.stringify({
          tasks: window.__tasks,
          marks: performance.getEntriesByType('mark').map((m) => [m.name, Math.round(m.startTime)]),
        }),
      ),
    );
  }
  results.push({ format, rows: n, ms, workerMs, cpuMs, workerCpu, longestTaskMs: Math.round(longest), fileBytes: bytes });
  console.log(
    `${format.padEnd(4)} ${String(n).padStart(6)} rows: ${String(ms).padStart(6)} ms (worker ${workerMs} ms, CPU ${workerCpu} ms; all Chromium CPU ${cpuMs} ms), longest main-thread task ${Math.round(longest)} ms, file ${(bytes / 1024).toFixed(0)} KB`,
  );
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}
await browser.close();

console.log('\nLazy chunks (gzip):');
for (const [name, c] of Object.entries(chunks))
  console.log(`  ${name.padEnd(13)} ${(c.gzipBytes / 1024).toFixed(1).padStart(7)} KB  ${c.files.join(', ')}`);
console.log(`\nFirst load of /login: ${login.length} files; of /dashboard: ${dashboard.length} files.`);
console.log(`Lazy widget chunks in either first load: ${leaked.length ? leaked.join(', ') : 'none'}`);
stop();
process.exit(0);
