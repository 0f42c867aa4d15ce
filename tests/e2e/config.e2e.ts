import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { contentSecurityPolicy, securityHeaders } from '../../deploy/security-headers.mjs';
import { en } from '../../i18n/en';
import { ar } from '../../i18n/ar';
import { chooseLanguage, isCspReport, launch, shot, watchContentSecurityPolicy } from './browser';
import { startNginx, type Nginx } from './nginx';

// The production build (`npm run build`: no demo code), served by nginx with the image's real
// configuration (deploy/). One build for the whole file; config.json is rewritten per case.
const OUT = 'dist-prod';
let nginx: Nginx;
let browser: Browser;

const configFile = path.join(OUT, 'config.json');
function setConfig(content: string | null) {
  if (content === null) rmSync(configFile, { force: true });
  else writeFileSync(configFile, content);
}

function filesOf(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesOf(full) : [full];
  });
}

beforeAll(async () => {
  const built = spawnSync('npx', ['vite', 'build', '--outDir', OUT, '--emptyOutDir', '--logLevel', 'error'], {
    // Vitest sets NODE_ENV=test, which would make Vite build a development bundle.
    env: { ...process.env, NODE_ENV: 'production', VITE_API_URL: '', BASE_PATH: '' },
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`build failed: ${built.stderr}`);
  nginx = await startNginx({ dist: OUT });
  browser = await launch();
}, 180000);

afterAll(async () => {
  await browser?.close();
  nginx?.stop();
  setConfig('{}\n');
});

async function open(): Promise<{ page: Page; requests: string[]; errors: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext();
  await watchContentSecurityPolicy(context);
  const page = await context.newPage();
  const requests: string[] = [];
  const errors: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (isCspReport(m.text())) errors.push(m.text());
  });
  return { page, requests, errors, close: () => context.close() };
}

describe('the production build', () => {
  it('should hold no demo code, no inline script and no font inlined in CSS', () => {
    const files = filesOf(OUT);
    expect(files.map((f) => path.basename(f))).not.toContain('mockServiceWorker.js');
    // Built files' names are left out: their content hash is random letters ("TableRow-DMSWyqmg.js"
    // once failed this test on "MSW").
    const texts = files
      .filter((f) => /\.(js|css|html)$/.test(f))
      .map((f) => [f, readFileSync(f, 'utf8').replace(/[\w.-]*-[\w-]{8}\.(?:js|css|woff2?|svg|png)\b/g, '…')] as const);
    for (const needle of ['setupWorker', 'mockServiceWorker', 'demo1234', '@demo.test', 'MSW']) {
      expect(
        texts.filter(([, t]) => t.includes(needle)).map(([f]) => f),
        needle,
      ).toEqual([]);
    }
    const html = readFileSync(path.join(OUT, 'index.html'), 'utf8');
    expect(html.match(/<script(?![^>]*\bsrc=)[^>]*>/g)).toBeNull();
    expect(texts.filter(([f, t]) => f.endsWith('.css') && /url\(\s*["']?data:(font|application)/.test(t)).map(([f]) => f)).toEqual([]);
  });
});

describe('nginx with the image configuration', () => {
  it('should send the header set, fall back to the app for routes only, and cache by kind', async () => {
    setConfig('{"apiUrl": "/api"}\n');
    // A script above nginx's gzip_min_length (1 KB): the largest, so the choice does not depend
    // on how the build names and splits its chunks.
    const scripts = readdirSync(path.join(OUT, 'assets')).filter((f) => f.endsWith('.js'));
    const sizeOf = (f: string) => statSync(path.join(OUT, 'assets', f)).size;
    const asset = scripts.reduce((a, b) => (sizeOf(b) > sizeOf(a) ? b : a));
    const get = (p: string, headers: Record<string, string> = {}) => fetch(`${nginx.url}${p}`, { headers });
    const expectHeaders = (r: Response) => {
      for (const [name, value] of Object.entries(securityHeaders())) expect(r.headers.get(name), name).toBe(value);
    };

    for (const route of ['/', '/login', '/users/users/edit/3', '/settings/countries']) {
      const r = await get(route);
      expect(r.status, route).toBe(200);
      expect(r.headers.get('content-type')).toMatch(/^text\/html/);
      expect(r.headers.get('cache-control')).toBe('no-cache');
      expect(await r.text()).toContain('<div id="root">');
      expectHeaders(r);
    }
    expect(securityHeaders()['Content-Security-Policy']).toBe(contentSecurityPolicy());

    const config = await get('/config.json');
    expect(config.status).toBe(200);
    expect(config.headers.get('content-type')).toMatch(/^application\/json/);
    expect(config.headers.get('cache-control')).toBe('no-cache');
    expect(await config.json()).toEqual({ apiUrl: '/api' });

    const hashed = await get(`/assets/${asset}`, { 'accept-encoding': 'gzip' });
    expect(hashed.status).toBe(200);
    expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(hashed.headers.get('content-type')).toMatch(/javascript/);
    expect(hashed.headers.get('content-encoding')).toBe('gzip');
    expectHeaders(hashed);

    for (const missing of ['/assets/nope-123.js', '/assets/', '/nope.js', '/favicon.png']) {
      const r = await get(missing);
      expect(r.status, missing).toBe(404);
      expect(await r.text()).not.toContain('<div id="root">');
      expectHeaders(r);
    }
    const worker = await get('/firebase-messaging-sw.js');
    expect(worker.headers.get('cache-control')).toBe('no-cache');

    setConfig(null);
    const gone = await get('/config.json');
    expect(gone.status).toBe(404);
    expect(await gone.text()).not.toContain('<div id="root">');
  });
});

describe('configuration errors', () => {
  const cases: [name: string, content: string | null, problem: 'missing' | 'not_json' | 'no_api_url'][] = [
    ['no config.json', null, 'missing'],
    ['config.json that is not JSON', '{"apiUrl": "https://api.example.com"', 'not_json'],
    ['config.json that is an HTML page', '<!doctype html><html><body><div id="root"></div></body></html>', 'not_json'],
    ['config.json without apiUrl', '{"firebase": {}}', 'no_api_url'],
    ['config.json with an empty apiUrl', '{"apiUrl": ""}', 'no_api_url'],
  ];
  it.each(cases)('should show the configuration error page for %s, and no data', async (name, content, problem) => {
    setConfig(content);
    const { page, requests, errors, close } = await open();
    await page.goto(`${nginx.url}/users/users`);
    const main = page.getByTestId('config-error');
    await expect.poll(() => main.getAttribute('data-problem')).toBe(problem);
    expect(await main.getByRole('heading').textContent()).toBe(ar.app.config_error.title);
    expect(await main.innerText()).toContain(ar.app.config_error[problem]);
    if (problem === 'missing') {
      await shot(page, 'config-error-ar');
      await chooseLanguage(page, 'English');
      await expect.poll(() => main.getByRole('heading').textContent()).toBe(en.app.config_error.title);
      expect(await main.innerText()).toContain(en.app.config_error.missing);
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');
      await shot(page, 'config-error-en');
    }
    expect(requests.filter((u) => !u.startsWith(`${nginx.url}/`))).toEqual([]);
    expect(requests.filter((u) => u.includes('/api/') || u.includes('mockServiceWorker'))).toEqual([]);
    expect(errors, name).toEqual([]);
    await close();
  });

  it('should talk only to the configured API on its own origin, under the strict CSP', async () => {
    setConfig('{"apiUrl": "/api"}\n');
    const { page, requests, errors, close } = await open();
    await page.goto(`${nginx.url}/login`);
    await page.locator('#auth-email').fill('admin@demo.test');
    await page.locator('#auth-password').fill('demo1234');
    await page.locator('form#auth-form button[type=submit]').click();
    // Nothing answers /api here: the sign-in fails with a message, and no session starts.
    await expect.poll(async () => ((await page.getByRole('alert').textContent()) ?? '').length).toBeGreaterThan(0);
    expect(requests).toContain(`${nginx.url}/api/login`);
    expect(requests.filter((u) => !u.startsWith(`${nginx.url}/`))).toEqual([]);
    expect(requests.some((u) => u.includes('mockServiceWorker'))).toBe(false);
    expect(await page.getByText(ar.app.demo.badge, { exact: false }).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('id_token'))).toBeNull();
    expect(errors).toEqual([]);
    await close();
  });
});
