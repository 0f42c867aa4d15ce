#!/usr/bin/env node
// The default PDF export of the companies list (/subscription/management-subdomain) on the demo
// build (its own API, MSW, signed in as admin@demo.test): time from "Export" to
// the download, pages (pdfinfo), page size and file size, in Arabic and English. The dialog's
// default columns are used as they come.
// Build first: npx vite build --mode demo --outDir dist-exp
// Usage: node scripts/bench-export-companies.mjs [--dist dist-exp] [--keep /tmp/dir]
import { execFileSync } from 'node:child_process';
import { copyFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { arg, CHROME_ARGS, requireBuild, startPreview } from './lib/preview.mjs';

const dist = arg('--dist', 'dist-exp');
const keep = arg('--keep', '');
requireBuild(dist);
const { base, stop } = await startPreview({ dist, port: 4194 });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROME_ARGS });

for (const lang of ['ar', 'en']) {
  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  await page.addInitScript((l) => localStorage.setItem('language', l), lang);
  await page.goto(`${base}/login`);
  await page.locator('#auth-email').fill('admin@demo.test');
  await page.locator('#auth-password').fill('demo1234');
  await page.locator('form#auth-form button[type=submit]').click();
  await page.waitForURL(`${base}/dashboard`);
  await page.goto(`${base}/subscription/management-subdomain`);
  const button = lang === 'ar' ? 'تصدير' : 'Export';
  await page.getByRole('button', { name: button, exact: true }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await dialog.getByRole('radio', { name: /PDF/ }).check();
  const columns = await dialog.locator('fieldset').first().locator('input[type=checkbox][name]:checked').count();
  const t0 = Date.now();
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 180000 }),
    dialog.getByRole('button', { name: button, exact: true }).click(),
  ]);
  const ms = Date.now() - t0;
  const file = await download.path();
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  const pages = /Pages:\s+(\d+)/.exec(info)[1];
  const size = /Page size:\s+([\d.]+ x [\d.]+)/.exec(info)[1];
  if (keep) copyFileSync(file, path.join(keep, `companies-${lang}.pdf`));
  console.log(`${lang}: ${columns} columns, ${pages} pages (${size} pt), ${ms} ms, ${(readFileSync(file).length / 1024).toFixed(0)} KB`);
  await context.close();
}
await browser.close();
stop();
process.exit(0);
