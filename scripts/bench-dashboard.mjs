#!/usr/bin/env node
// The shell's figures, against its OWN build (default dist-shell, never dist/):
//  - what Chromium fetched for /login and for /dashboard (gzip), and whether Firebase or the
//    chart library is among them;
//  - the chart library's lazy chunk size (from the Vite manifest: build with --manifest);
//  - the dashboard's time to all cards and charts filled, on the demo API (median of runs).
// Usage: npx vite build --mode demo --outDir dist-shell --manifest && node scripts/bench-dashboard.mjs [--dist dist-shell] [--runs 5]
import { readFileSync, mkdirSync, writeFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROME_ARGS, arg, requireBuild, root, startPreview } from './lib/preview.mjs';

const dist = arg('--dist', 'dist-shell');
const runs = Number(arg('--runs', '5'));
const PORT = Number(process.env.BENCH_PORT ?? 4193);
requireBuild(dist, '.vite/manifest.json', `npx vite build --mode demo --outDir ${dist} --manifest`);
const manifestFile = path.join(root, dist, '.vite/manifest.json');
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const gz = (file) => {
  const full = path.join(root, dist, file.replace(/^\//, ''));
  return existsSync(full) ? gzipSync(readFileSync(full), { level: 9 }).length : 0;
};

const closure = (key, seen = new Set()) => {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
};
const keyOf = (src) => Object.keys(manifest).find((k) => manifest[k].src === src);
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const layoutKey = keyOf('src/layout/AppLayout.tsx');
const chartsKey = keyOf('src/shell/dashboard/charts.tsx');
const staticOfLayout = new Set([...closure(entryKey), ...closure(layoutKey)]);
const chartsOnly = [...closure(chartsKey)].filter((k) => !staticOfLayout.has(k)).map((k) => manifest[k].file);
const firebaseFiles = Object.entries(manifest)
  .filter(([k]) => /node_modules\/(@firebase|firebase)\//.test(k))
  .map(([, c]) => c.file);
const libraryFiles = { charts: new Set(chartsOnly), firebase: new Set(firebaseFiles) };

const { base } = await startPreview({ dist, port: PORT });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: CHROME_ARGS,
});

async function signedInContext() {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.locator('#auth-email').fill('admin@demo.test');
  await page.locator('#auth-password').fill('demo1234');
  await page.locator('form#auth-form button[type=submit]').click();
  await page.waitForURL(`${base}/dashboard`);
  await page.waitForSelector('[data-testid="dashboard-card"]');
  await page.close();
  return context;
}

const classify = (files) =>
  files.map((file) => ({
    file,
    gzip: gz(file),
    charts: libraryFiles.charts.has(file.slice(1)),
    firebase: libraryFiles.firebase.has(file.slice(1)),
  }));

async function load(target, context) {
  const page = await context.newPage();
  const files = [];
  // Files fetched before the page's own first paint of content (the first load) vs later.
  page.on('response', (r) => {
    const u = new URL(r.url());
    if (u.origin === base && /\.(js|css)$/.test(u.pathname)) files.push(u.pathname);
  });
  const t0 = Date.now();
  await page.goto(`${base}${target}`, { waitUntil: 'domcontentloaded' });
  let filledMs;
  if (target === '/dashboard') {
    const count = await page.waitForFunction(
      () => {
        const cards = Array.from(document.querySelectorAll('[data-testid="dashboard-card"]'));
        return cards.length > 0 && cards.every((c) => c.getAttribute('data-state') === 'ready') ? cards.length : false;
      },
      null,
      { timeout: 30000, polling: 20 },
    );
    filledMs = Date.now() - t0;
    filledMs = { ms: filledMs, cards: await count.jsonValue() };
  }
  await page.waitForLoadState('networkidle');
  await page.close();
  return { files: classify([...new Set(files)]), filled: filledMs };
}

const loginContext = await browser.newContext();
const login = await load('/login', loginContext);
await loginContext.close();
const timings = [];
let dashboard;
for (let i = 0; i < runs; i++) {
  const context = await signedInContext();
  dashboard = await load('/dashboard', context);
  timings.push(dashboard.filled.ms);
  await context.close();
}
await browser.close();

const sum = (files, pred) => files.filter(pred).reduce((s, f) => s + f.gzip, 0);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const median = [...timings].sort((a, b) => a - b)[Math.floor(timings.length / 2)];
const chartsGzip = chartsOnly.reduce((s, f) => s + gz(f), 0);
const report = {
  date: new Date().toISOString(),
  dist,
  login: {
    js: sum(login.files, (f) => f.file.endsWith('.js')),
    charts: login.files.some((f) => f.charts),
    firebase: login.files.some((f) => f.firebase),
    files: login.files,
  },
  dashboard: {
    js: sum(dashboard.files, (f) => f.file.endsWith('.js') && !f.charts),
    chartsLoadedLazily: dashboard.files.some((f) => f.charts),
    firebase: dashboard.files.some((f) => f.firebase),
    timeToFilledMs: { median, runs: timings, cards: dashboard.filled.cards },
    files: dashboard.files,
  },
  chartsChunk: { files: chartsOnly, gzip: chartsGzip },
  firebaseChunks: { files: firebaseFiles, gzip: firebaseFiles.reduce((s, f) => s + gz(f), 0) },
};
mkdirSync(path.join(root, 'bench-results'), { recursive: true });
writeFileSync(path.join(root, 'bench-results/shell-dashboard.json'), JSON.stringify(report, null, 2));
console.log(`/login first load: JS ${kb(report.login.js)}; charts in it: ${report.login.charts}; firebase in it: ${report.login.firebase}`);
console.log(
  `/dashboard: JS ${kb(report.dashboard.js)} without the chart chunk; chart chunk fetched lazily: ${report.dashboard.chartsLoadedLazily}; firebase: ${report.dashboard.firebase}`,
);
console.log(
  `chart library lazy chunk: ${chartsOnly.length} file(s), ${kb(chartsGzip)} gzip; firebase chunks (never fetched without config): ${kb(report.firebaseChunks.gzip)} gzip`,
);
console.log(
  `dashboard time to all ${report.dashboard.timeToFilledMs.cards} cards and charts filled: median ${median} ms (runs: ${timings.join(', ')})`,
);
console.log('written to bench-results/shell-dashboard.json');
