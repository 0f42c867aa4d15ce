#!/usr/bin/env node
// Measures the first loads, the sign-in form and Lighthouse, and prints numbers (no pass/fail thresholds):
//  - first-load JS and CSS (gzip) of /login and of /dashboard, from what Chromium actually
//    fetched, with the demo API's chunk and what only it imports counted apart (demo mode only);
//  - the fonts each of those pages downloads (woff2, already compressed: counted as sent);
//  - for comparison, the same count for the bare react-admin app's first screen after sign-in;
//  - time to a usable sign-in form, ours and a bare react-admin 5 + MUI app's (scripts/bare-admin)
//    side by side in the same run, cold cache, desktop and mobile (4x CPU slowdown, 150 ms RTT,
//    1.6 Mbit/s), median of RUNS alternating runs;
//  - Lighthouse performance and accessibility of /login, mobile and desktop, ours and the bare app's.
// Usage: npm run bench            (builds first if there is no dist/)
//        npm run bench -- --no-lighthouse
//        npm run bench -- --dist dist-x --port 4212   (another build dir and preview port, so
//        several builds can be measured side by side; the report goes to bench-results/dist-x.json)
//        npm run bench -- --first-load-only   (the first loads and their files, nothing else)
import { spawn, spawnSync, execSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROME_ARGS, buildBareAdmin, startPreview } from './lib/preview.mjs';
import { firstLoadCost, recordFetched } from './lib/firstLoad.mjs';

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
  const seen = recordFetched(p, base);
  const t0 = Date.now();
  await p.goto(`${base}${target}`, { waitUntil: 'networkidle' });
  if (signedIn) {
    // On a busy machine parsing the entry can outlast network idle: wait for the chart's card.
    await p.locator('[data-card="subscriptions_per_month"] [data-testid="dashboard-chart"]').waitFor({ timeout: 60000 });
    await p.waitForLoadState('networkidle');
  } else {
    // The same on /login: the fonts are requested only once the form is laid out.
    await p.locator('#auth-password').waitFor({ timeout: 60000 });
  }
  // Every face the page's text uses, then whatever that fetched.
  await p.evaluate(() => document.fonts.ready);
  await p.waitForLoadState('networkidle');
  const ms = Date.now() - t0;
  await context.close();
  const out = firstLoadCost(path.resolve(root, DIST), [...seen]);
  out.ms = ms;
  return out;
}

/**
 * The bare app's first screen after sign-in, counted the same way: signed in once, then a fresh
 * tab on its first list (where its sign-in lands), until its rows show and the network is idle.
 * Its one bundle is all it fetches; it declares no web font (the theme names Roboto, which is
 * not downloaded).
 */
async function bareFirstScreen(browser, bareBase, bareDir) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${bareBase}/#/login`);
  await page.locator('input[autocomplete=username]').fill('bench');
  await page.locator('input[autocomplete=current-password]').fill('bench');
  await page.locator('button[type=submit]').click();
  await page.locator('tbody tr').first().waitFor({ timeout: 60000 });
  await page.close();
  const p = await context.newPage();
  const seen = recordFetched(p, bareBase);
  await p.goto(`${bareBase}/#/companies`, { waitUntil: 'networkidle' });
  await p.locator('tbody tr').first().waitFor({ timeout: 60000 });
  await p.evaluate(() => document.fonts.ready);
  await p.waitForLoadState('networkidle');
  await context.close();
  return firstLoadCost(bareDir, [...seen]);
}

const browser = await chromium.launch({ executablePath: chromePath, args: CHROME_ARGS });
const login = await firstLoad(browser, '/login', { signedIn: false });
const dashboard = await firstLoad(browser, '/dashboard', { signedIn: true });
const bare = buildBareAdmin(execSync);
const bareServer = await startPreview({ ...bare, port: PORT + 1 });
const bareScreen = await bareFirstScreen(browser, bareServer.base, bare.outDir);
if (process.argv.includes('--first-load-only')) {
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  for (const [name, r] of [
    ['/login', login],
    ['/dashboard', dashboard],
    ['bare react-admin, first list', bareScreen],
  ]) {
    console.log(
      `${name}: JS ${kb(r.js)} CSS ${kb(r.css)} fonts ${kb(r.fonts)} total ${kb(r.js + r.css + r.fonts)} (+ demo API ${kb(r.demo)})`,
    );
    for (const f of [...r.files].sort((a, b) => b.gzip - a.gzip))
      console.log(`  ${f.file.padEnd(48)} ${kb(f.gzip).padStart(9)}${f.demo ? '  (demo)' : ''}`);
  }
  await browser.close();
  bareServer.stop();
  process.exit(0);
}

// ---- time to a usable sign-in form, ours and the bare react-admin app ----------------------
// Both opened on their sign-in page. (Opened on `/` signed out, the bare app loops through
// react-admin's redirect to /#/login for seconds: a loop our signed-out redirect does not have.)
const apps = { ours: `${base}/login`, bare: `${bareServer.base}/#/login` };
const PROFILES = {
  desktop: undefined,
  // Lighthouse's mobile defaults: 4x CPU slowdown, 150 ms round trip, 1.6 Mbit/s down.
  mobile: { cpu: 4, latency: 150, down: (1.6 * 1024 * 1024) / 8, up: (750 * 1024) / 8 },
};
/**
 * Milliseconds from the navigation's start to the first frame in which the form can be used:
 * a visible, enabled password field and submit button (React attaches the handlers when it
 * commits, before that frame). Cold cache: a new browser context per run.
 */
async function usableForm(url, profile) {
  const context = await browser.newContext({ viewport: profile ? { width: 412, height: 823 } : { width: 1350, height: 940 } });
  const page = await context.newPage();
  if (profile) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: profile.latency,
      downloadThroughput: profile.down,
      uploadThroughput: profile.up,
    });
  }
  await page.addInitScript(() => {
    const check = () => {
      const usable = (el) => el && !el.disabled && el.getBoundingClientRect().width > 0;
      if (usable(document.querySelector('input[type=password]')) && usable(document.querySelector('button[type=submit]')))
        window.__usableAt = performance.now();
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
  await page.goto(url);
  await page.waitForFunction(() => window.__usableAt !== undefined, undefined, { timeout: 60000 });
  const ms = await page.evaluate(() => window.__usableAt);
  await context.close();
  return ms;
}
const RUNS_FORM = Number(process.env.FORM_RUNS ?? 7);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const usable = {};
for (const [profileName, profile] of Object.entries(PROFILES)) {
  const times = { ours: [], bare: [] };
  await usableForm(apps.ours, profile); // warm the preview servers and the disk cache
  await usableForm(apps.bare, profile);
  for (let i = 0; i < RUNS_FORM; i++)
    for (const app of i % 2 ? ['bare', 'ours'] : ['ours', 'bare']) times[app].push(await usableForm(apps[app], profile));
  usable[profileName] = {
    oursMs: Math.round(median(times.ours)),
    bareMs: Math.round(median(times.bare)),
    ratio: +(median(times.ours) / median(times.bare)).toFixed(2),
    runs: RUNS_FORM,
    oursRange: [Math.round(Math.min(...times.ours)), Math.round(Math.max(...times.ours))],
    bareRange: [Math.round(Math.min(...times.bare)), Math.round(Math.max(...times.bare))],
  };
}
await browser.close();

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const report = { date: new Date().toISOString(), login, dashboard, bareFirstScreen: bareScreen, usableForm: usable, lighthouse: {} };
console.log('\nFirst load (JS and CSS gzip level 9, fonts as sent; what Chromium fetched):');
for (const [name, r] of [
  ['/login', login],
  ['/dashboard (signed in)', dashboard],
]) {
  console.log(
    `  ${name.padEnd(24)} JS ${kb(r.js).padStart(9)}  CSS ${kb(r.css).padStart(8)}  fonts ${kb(r.fonts).padStart(8)}  total ${kb(r.js + r.css + r.fonts).padStart(9)}  (+ demo API ${kb(r.demo)})  ${r.files.length} files, ${r.ms} ms to network idle`,
  );
}
console.log(
  `  ${'bare app (signed in)'.padEnd(24)} JS ${kb(bareScreen.js).padStart(9)}  CSS ${kb(bareScreen.css).padStart(8)}  fonts ${kb(bareScreen.fonts).padStart(8)}  total ${kb(bareScreen.js + bareScreen.css + bareScreen.fonts).padStart(9)}  (its first list; ${bareScreen.files.length} files)`,
);
console.log(`\nTime to a usable sign-in form (median of ${RUNS_FORM}, cold cache), ours vs bare react-admin:`);
for (const [name, u] of Object.entries(usable))
  console.log(
    `  ${name.padEnd(8)} ours ${u.oursMs} ms (${u.oursRange.join('-')})  bare ${u.bareMs} ms (${u.bareRange.join('-')})  ratio ${u.ratio}`,
  );

// Lighthouse's simulated mobile run varies a lot on a 2-core machine: run each form factor
// RUNS times and report the median and the range, never a single lucky run.
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
function lighthouse(url, form) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const args = [
      '-y',
      'lighthouse@12.8.2',
      url,
      '--quiet',
      '--output=json',
      '--output-path=stdout',
      '--only-categories=performance,accessibility',
      `--chrome-path=${chromePath}`,
      `--chrome-flags=--headless=new ${CHROME_ARGS.join(' ')}`,
    ];
    if (form === 'desktop') args.push('--preset=desktop');
    const r = spawnSync('npx', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    try {
      const json = JSON.parse(r.stdout);
      const a = json.audits;
      // A run Lighthouse could not score (its runtimeError: no paint seen, a page that did not
      // load…) has a null score: reported as a failed run, never counted as a 0.
      if (json.categories.performance.score === null || json.categories.accessibility.score === null) {
        console.log(
          `  Lighthouse ${form} ${url}: a run was not scored (${json.runtimeError?.code ?? 'no score'}: ${json.runtimeError?.message ?? ''})`,
        );
        continue;
      }
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
      console.log(`  Lighthouse ${form} ${url}: a run failed (${(r.stderr || '').split('\n').slice(-3).join(' ')})`);
    }
  }
  if (!runs.length) return undefined;
  const pick = (k) => runs.map((x) => x[k]);
  return {
    runs: runs.length,
    performance: median(pick('performance')),
    performanceRange: [Math.min(...pick('performance')), Math.max(...pick('performance'))],
    accessibility: median(pick('accessibility')),
    fcpMs: Math.round(median(pick('fcp'))),
    lcpMs: Math.round(median(pick('lcp'))),
    tbtMs: Math.round(median(pick('tbt'))),
    failingAudits: [...new Set(runs.flatMap((x) => x.failing))],
  };
}
if (withLighthouse) {
  console.log(`\nLighthouse (median of ${RUNS} runs):`);
  for (const [app, url] of Object.entries(apps)) {
    for (const form of ['mobile', 'desktop']) {
      const summary = lighthouse(url, form);
      if (!summary) continue;
      report.lighthouse[`${app}-${form}`] = summary;
      console.log(
        `  ${app.padEnd(5)} ${form.padEnd(8)} performance ${summary.performance} (range ${summary.performanceRange.join('-')})  accessibility ${summary.accessibility}  FCP ${summary.fcpMs} ms  LCP ${summary.lcpMs} ms  TBT ${summary.tbtMs} ms${summary.failingAudits.length ? `  failing audits: ${summary.failingAudits.join(', ')}` : ''}`,
      );
    }
  }
}

mkdirSync(path.join(root, 'bench-results'), { recursive: true });
const reportFile = DIST === 'dist' ? 'bench-results/latest.json' : `bench-results/${path.basename(DIST)}.json`;
writeFileSync(path.join(root, reportFile), JSON.stringify(report, null, 2));
console.log(`\nFull report: ${reportFile}`);
bareServer.stop();
stop();
process.exit(0);
