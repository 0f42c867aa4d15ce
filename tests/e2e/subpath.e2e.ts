import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { ar } from '../../i18n/ar';
import { isCspReport, launch, watchContentSecurityPolicy } from './browser';
import { startNginx, type Nginx } from './nginx';

// The demo build made for a sub-path (`BASE_PATH=/admin/ npm run build:demo`), served under
// /admin/ by nginx with the image's configuration: routes, assets, workers, config.json and the
// mock API's service worker all live below /admin/.
const OUT = 'dist-admin';
let nginx: Nginx;
let browser: Browser;

beforeAll(async () => {
  const built = spawnSync('npx', ['vite', 'build', '--mode', 'demo', '--outDir', OUT, '--emptyOutDir', '--logLevel', 'error'], {
    // Vitest sets NODE_ENV=test, which would make Vite build a development bundle.
    env: { ...process.env, NODE_ENV: 'production', VITE_API_URL: '', BASE_PATH: '/admin/' },
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`build failed: ${built.stderr}`);
  spawnSync('npx', ['msw', 'init', OUT, '--save=false'], { encoding: 'utf8' });
  nginx = await startNginx({ dist: OUT, base: '/admin/' });
  browser = await launch();
}, 180000);

afterAll(async () => {
  await browser?.close();
  nginx?.stop();
});

describe('the app under /admin/', () => {
  it('should sign in, route, list, open a record and export, with everything below /admin/', async () => {
    const context = await browser.newContext({ acceptDownloads: true });
    await watchContentSecurityPolicy(context);
    const page = await context.newPage();
    const requests: string[] = [];
    const errors: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      if (isCspReport(m.text())) errors.push(m.text());
    });
    const base = `${nginx.url}/admin`;

    await page.goto(`${base}/`);
    await page.waitForURL(`${base}/login`);
    await page.locator('#auth-email').fill('admin@demo.test');
    await page.locator('#auth-password').fill('demo1234');
    await page.locator('form#auth-form button[type=submit]').click();
    await page.waitForURL(`${base}/dashboard`);
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.map((x) => x.scope)))).toEqual([
      `${nginx.url}/admin/`,
    ]);

    // A deep link, reloaded: nginx answers the route with the app, the router finds it.
    await page.goto(`${base}/settings/countries`);
    await expect.poll(() => page.locator('table tbody tr').count()).toBeGreaterThan(0);
    await page.locator('table tbody tr').first().click();
    await page.waitForURL(new RegExp(`^${base}/settings/countries/(edit|details)/`));

    // The export's worker and its chunks come from /admin/assets/.
    await page.goto(`${base}/settings/countries`);
    await page.getByRole('button', { name: ar.widgets.export.button }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: ar.widgets.export.formats.xlsx }).check();
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 30000 }),
      dialog.getByRole('button', { name: ar.widgets.export.start }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);

    const own = requests.filter((u) => u.startsWith(nginx.url)).map((u) => new URL(u).pathname);
    expect(own).toContain('/admin/config.json');
    expect(own.some((p) => p.startsWith('/admin/assets/') && p.endsWith('.woff2'))).toBe(true);
    // Only the API (answered by the mock worker) lives outside the sub-path.
    expect(own.filter((p) => !p.startsWith('/admin/') && !p.startsWith('/api/'))).toEqual([]);
    expect(requests.filter((u) => !u.startsWith(nginx.url) && !u.startsWith('blob:') && !u.startsWith('data:'))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
