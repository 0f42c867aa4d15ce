import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch } from './browser';

// A production build pointed at a real API (`VITE_API_URL=/api`): no demo mode, and no request
// to any host but its own. Nothing answers /api here, so sign-in must fail clearly.
const PORT = Number(process.env.E2E_CONFIG_PORT ?? 4185);
const OUT = 'dist-apiurl';
const base = `http://localhost:${PORT}`;
let server: ChildProcess;
let browser: Browser;

beforeAll(async () => {
  const built = spawnSync('npx', ['vite', 'build', '--outDir', OUT, '--emptyOutDir', '--logLevel', 'error'], {
    env: { ...process.env, VITE_API_URL: '/api' },
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`build failed: ${built.stderr}`);
  server = spawn('npx', ['vite', 'preview', '--port', String(PORT), '--strictPort', '--outDir', OUT], { detached: true, stdio: 'ignore' });
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${base}/login`)).ok) break;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  browser = await launch();
}, 120000);

afterAll(async () => {
  await browser?.close();
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
});

describe('a build with VITE_API_URL=/api', () => {
  it('should talk only to /api on its own origin, show no demo badge, and say the server failed', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto(`${base}/login`);
    await page.locator('#auth-email').fill('admin@demo.test');
    await page.locator('#auth-password').fill('demo1234');
    await page.locator('form#auth-form button[type=submit]').click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('تعذّر على الخادم إتمام الطلب. حاول مرة أخرى لاحقًا.');
    expect(requests).toContain(`${base}/api/login`);
    expect(requests.filter((u) => !u.startsWith(`${base}/`))).toEqual([]);
    expect(requests.some((u) => u.includes('mockServiceWorker'))).toBe(false);
    expect(await page.getByText('الحسابات التجريبية', { exact: false }).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('id_token'))).toBeNull();
    await context.close();
  });
});
