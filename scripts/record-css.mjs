#!/usr/bin/env node
// Records every CSS declaration the app writes on a tour of its screens and rewrites
// tests/fixtures/css-declarations.txt, the corpus on which tests/unit/rtlFlip.test.ts holds the
// right-to-left plugin to cssjanus's output. Run it after an MUI or react-admin update.
// It signs in to a demo build as the admin, in English (the styles as MUI writes them, before any
// mirroring), at 1440 and 390 px, opens every menu entry, a few links of each screen, the
// profile, a missing page and the app bar's and a list's buttons, and keeps what the browser's
// insertRule received, split into declarations by stylis.
// Usage: npx vite build --mode demo --outDir dist-demo && node scripts/record-css.mjs [--dist dist-demo] [--port 4194]
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { compile } from 'stylis';
import { CHROME_ARGS, arg, requireBuild, root, startPreview } from './lib/preview.mjs';

const dist = arg('--dist', 'dist-demo');
requireBuild(dist);
const { base, stop } = await startPreview({ dist, port: Number(arg('--port', '4194')) });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROME_ARGS });
const rules = new Set();

/** Client-side navigation (the app's router listens to popstate). */
const go = (page, to) =>
  page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, to);

async function tour(width) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript(() => {
    localStorage.setItem('language', 'en');
    window.__rules = [];
    const insert = CSSStyleSheet.prototype.insertRule;
    CSSStyleSheet.prototype.insertRule = function (rule, index) {
      window.__rules.push(rule);
      return insert.call(this, rule, index);
    };
  });
  const page = await context.newPage();
  const harvest = async () => {
    for (const rule of await page.evaluate(() => window.__rules.splice(0))) rules.add(rule);
  };
  const pressEach = async (selector, most) => {
    const buttons = page.locator(selector);
    for (let i = 0; i < Math.min(await buttons.count(), most); i++) {
      await buttons
        .nth(i)
        .click({ timeout: 1500 })
        .catch(() => {});
      await page.waitForTimeout(500);
      await harvest();
      await page.keyboard.press('Escape');
    }
  };
  await page.goto(`${base}/login`);
  await page.locator('#auth-email').fill('admin@demo.test');
  await page.locator('#auth-password').fill('demo1234');
  await page.locator('form#auth-form button[type=submit]').click();
  await page.waitForURL(`${base}/dashboard`);
  // At 390 px the menu is in a closed drawer: its links are not in the page.
  await page
    .locator('[role=menu] a[href]')
    .first()
    .waitFor({ timeout: width > 600 ? 15000 : 3000 })
    .catch(() => {});
  await page.waitForTimeout(1000);
  await harvest();
  const menu = await page.evaluate(() => [
    ...new Set([...document.querySelectorAll('[role=menu] a[href]')].map((a) => a.getAttribute('href'))),
  ]);
  const inner = new Set();
  for (const to of menu.filter((href) => href.startsWith('/'))) {
    await go(page, to);
    await page.waitForTimeout(1500);
    await harvest();
    const links = await page.evaluate(() => [...document.querySelectorAll('main a[href]')].map((a) => a.getAttribute('href')).slice(0, 6));
    for (const href of links) if (href?.startsWith('/')) inner.add(href);
  }
  for (const to of [...inner].slice(0, 60)) {
    await go(page, to);
    await page.waitForTimeout(1200);
    await harvest();
  }
  for (const to of ['/profile', '/nowhere']) {
    await page.goto(base + to);
    await page.waitForTimeout(1500);
    await harvest();
  }
  await pressEach('header button', 5);
  await page.goto(`${base}/settings/countries`);
  await page.waitForTimeout(1500);
  await pressEach('main button', 8);
  await harvest();
  await context.close();
  console.log(`${width} px: ${menu.length} menu entries, ${inner.size} links`);
}

await tour(1440);
await tour(390);
await browser.close();
stop();

const declarations = new Set();
const walk = (elements) => {
  for (const element of elements) {
    if (element.type === 'decl') declarations.add(`${element.props}:${element.children}`);
    else if (Array.isArray(element.children)) walk(element.children);
  }
};
for (const rule of rules) walk(compile(rule));
const mui = JSON.parse(readFileSync(path.join(root, 'node_modules/@mui/material/package.json'), 'utf8'));
const header = [
  `# Every CSS declaration the app wrote on a tour of its screens (English, 1440 and 390 px, MUI ${mui.version}),`,
  "# recorded from the browser's insertRule by scripts/record-css.mjs; read by tests/unit/rtlFlip.test.ts.",
];
writeFileSync(path.join(root, 'tests/fixtures/css-declarations.txt'), [...header, ...[...declarations].sort(), ''].join('\n'));
console.log(`${rules.size} rules, ${declarations.size} declarations`);
