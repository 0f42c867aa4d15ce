#!/usr/bin/env node
// Measures what the issues ask to report, and prints numbers (no pass/fail thresholds):
//  - first-load JS and CSS (gzip) of /login and of /dashboard, from what Chromium actually
//    fetched, with the demo API's chunk and what only it imports counted apart (demo mode only);
//  - Lighthouse performance and accessibility of /login, mobile and desktop.
// Usage: npm run bench            (builds first if there is no dist/)
//        npm run bench -- --no-lighthouse
//        npm run bench -- --dist dist-x --port 4212   (another build dir and preview port, so
//        several builds can be measured side by side; the report goes to bench-results/dist-x.json)
import { spawn, spawnSync, execSync } from 'node:child_process';
import { existsSync, readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const option = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
};
const DIST = option('dist', 'dist');
const PORT = Number(option('port', '4181'));
const base = `http://localhost:${PORT}`;
const chromePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const withLighthouse = !process.argv.includes('--no-lighthouse');

if (!existsSync(path.resolve(root, DIST, 'index.html'))) {
  execSync(DIST === 'dist' ? 'npm run build:demo' : `npx vite build --mode demo --outDir ${DIST}`, { cwd: root, stdio: 'inherit' });
}

const server = spawn('npx', ['vite', 'preview', '--outDir', DIST, '--port', String(PORT), '--strictPort'], {
  cwd: root,
  detached: true,
  stdio: 'ignore',
});
const stop = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    /* gone */
  }
};
process.on('exit', stop);
for (let i = 0; i < 100; i++) {
  try {
    if ((await fetch(`${base}/login`)).ok) break;
  } catch {
    /* not yet */
  }
  await new Promise((r) => setTimeout(r, 200));
}

const gz = (urlPath) => {
  const file = path.join(path.resolve(root, DIST), urlPath);
  return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0;
};

/** The chunks a built file imports statically (`import … from "./x.js"`), as URL paths. */
const staticImports = (urlPath) => {
  const file = path.join(path.resolve(root, DIST), urlPath);
  if (!existsSync(file) || !urlPath.endsWith('.js')) return [];
  const dir = path.posix.dirname(urlPath);
  return [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*["']\.\/([^"']+\.js)["']/g)].map((m) => path.posix.join(dir, m[1]));
};
const closure = (starts) => {
  const seen = new Set();
  const stack = [...starts];
  while (stack.length) {
    const f = stack.pop();
    if (seen.has(f)) continue;
    seen.add(f);
    stack.push(...staticImports(f));
  }
  return seen;
};
/**
 * The demo API's chunk (`browser-*.js`) and what only it needs (its seed, the other languages'
 * catalogues it validates with): fetched in demo mode only, so counted apart.
 */
function demoOnlyFiles(fetched) {
  const demoRoots = fetched.filter((f) => /\/browser-[^/]+\.js$/.test(f));
  const demo = closure(demoRoots);
  const app = closure(fetched.filter((f) => !demo.has(f)));
  return new Set([...demo].filter((f) => !app.has(f) && fetched.includes(f)));
}

async function firstLoad(browser, target, { signedIn }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (signedIn) {
    await page.goto(`${base}/login`);
    await page.locator('#auth-email').fill('admin@demo.test');
    await page.locator('#auth-password').fill('demo1234');
    await page.locator('form#auth-form button[type=submit]').click();
    await page.waitForURL(`${base}/dashboard`);
    // A fresh tab of the same browser profile: storage is kept, the memory cache is not.
    await page.close();
  }
  const p = await context.newPage();
  const seen = new Map();
  p.on('response', (r) => {
    const u = new URL(r.url());
    if (u.origin !== base || !/\.(js|css)$/.test(u.pathname)) return;
    seen.set(u.pathname, u.pathname.endsWith('.css') ? 'css' : 'js');
  });
  const t0 = Date.now();
  await p.goto(`${base}${target}`, { waitUntil: 'networkidle' });
  if (signedIn) {
    // On a busy machine parsing the entry can outlast network idle: wait for the chart's card.
    await p.locator('[data-card="subscriptions_per_month"] [data-testid="dashboard-chart"]').waitFor({ timeout: 60000 });
    await p.waitForLoadState('networkidle');
  }
  const ms = Date.now() - t0;
  await context.close();
  const out = { js: 0, css: 0, demo: 0, files: [] };
  const demoOnly = demoOnlyFiles([...seen.keys()]);
  for (const [file, kind] of seen) {
    const size = gz(file);
    const isDemo = demoOnly.has(file);
    if (isDemo) out.demo += size;
    else out[kind] += size;
    out.files.push({ file, kind, gzip: size, demo: isDemo });
  }
  out.ms = ms;
  return out;
}

const browser = await chromium.launch({
  executablePath: chromePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const login = await firstLoad(browser, '/login', { signedIn: false });
const dashboard = await firstLoad(browser, '/dashboard', { signedIn: true });
await browser.close();

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const report = { date: new Date().toISOString(), login, dashboard, lighthouse: {} };
console.log('\nFirst load (gzip level 9, what Chromium fetched):');
for (const [name, r] of [
  ['/login', login],
  ['/dashboard (signed in)', dashboard],
]) {
  console.log(
    `  ${name.padEnd(24)} JS ${kb(r.js).padStart(9)}  CSS ${kb(r.css).padStart(8)}  JS+CSS ${kb(r.js + r.css).padStart(9)}  (+ demo API ${kb(r.demo)})  ${r.files.length} files, ${r.ms} ms to network idle`,
  );
}

// Lighthouse's simulated mobile run varies a lot on a 2-core machine: run each form factor
// RUNS times and report the median and the range, never a single lucky run.
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
if (withLighthouse) {
  for (const form of ['mobile', 'desktop']) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const args = [
        '-y',
        'lighthouse@12.8.2',
        `${base}/login`,
        '--quiet',
        '--output=json',
        '--output-path=stdout',
        '--only-categories=performance,accessibility',
        `--chrome-path=${chromePath}`,
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run',
      ];
      if (form === 'desktop') args.push('--preset=desktop');
      const r = spawnSync('npx', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
      try {
        const json = JSON.parse(r.stdout);
        const a = json.audits;
        runs.push({
          performance: Math.round(json.categories.performance.score * 100),
          accessibility: Math.round(json.categories.accessibility.score * 100),
          fcp: a['first-contentful-paint'].numericValue,
          lcp: a['largest-contentful-paint'].numericValue,
          tbt: a['total-blocking-time'].numericValue,
          failing: Object.values(a)
            .filter((x) => x.score === 0 && x.scoreDisplayMode === 'binary')
            .map((x) => x.id),
        });
      } catch {
        console.log(`  Lighthouse ${form}: a run failed (${(r.stderr || '').split('\n').slice(-3).join(' ')})`);
      }
    }
    if (!runs.length) continue;
    const pick = (k) => runs.map((x) => x[k]);
    const summary = {
      runs: runs.length,
      performance: median(pick('performance')),
      performanceRange: [Math.min(...pick('performance')), Math.max(...pick('performance'))],
      accessibility: median(pick('accessibility')),
      fcpMs: Math.round(median(pick('fcp'))),
      lcpMs: Math.round(median(pick('lcp'))),
      tbtMs: Math.round(median(pick('tbt'))),
      failingAudits: [...new Set(runs.flatMap((x) => x.failing))],
    };
    report.lighthouse[form] = summary;
    console.log(
      `  Lighthouse /login ${form.padEnd(8)} performance ${summary.performance} (range ${summary.performanceRange.join('-')}, ${runs.length} runs)  accessibility ${summary.accessibility}  FCP ${summary.fcpMs} ms  LCP ${summary.lcpMs} ms  TBT ${summary.tbtMs} ms${summary.failingAudits.length ? `  failing audits: ${summary.failingAudits.join(', ')}` : ''}`,
    );
  }
}

mkdirSync(path.join(root, 'bench-results'), { recursive: true });
const reportFile = DIST === 'dist' ? 'bench-results/latest.json' : `bench-results/${path.basename(DIST)}.json`;
writeFileSync(path.join(root, reportFile), JSON.stringify(report, null, 2));
console.log(`\nFull report: ${reportFile}`);
stop();
process.exit(0);
