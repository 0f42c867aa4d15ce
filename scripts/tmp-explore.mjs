import { chromium } from 'playwright-core';
import { startPreview, CHROME_ARGS } from './lib/preview.mjs';
const { base } = await startPreview({ dist: '/tmp/dist-base', port: 4202 });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROME_ARGS });
const settle = (p) => p.waitForTimeout(1200);
async function session(email, lang, width) {
  const ctx = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 } });
  const page = await ctx.newPage();
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  await page.goto(`${base}/login`);
  await page.locator('#auth-email').waitFor();
  if (lang === 'en') await page.getByRole('button', { name: 'English' }).click().catch(() => console.log('no English button'));
  await page.fill('#auth-email', email);
  await page.fill('#auth-password', 'demo1234');
  await page.keyboard.press('Enter');
  await page.waitForURL(/dashboard/, { timeout: 30000 });
  await settle(page);
  return { ctx, page };
}
const which = process.argv[2];
for (const lang of ['ar', 'en']) {
  for (const width of [390, 1440]) {
    const tag = `${which}-${lang}-${width}`;
    const { ctx, page } = await session(which === 'viewer' ? 'viewer@demo.test' : 'admin@demo.test', lang, width);
    await page.screenshot({ path: `/tmp/shots/${tag}-dashboard.png` });
    const routes = which === 'viewer'
      ? ['/settings/countries', '/settings/countries/edit/1', '/subscription/plans', '/settings/cities/SA']
      : ['/subscription/plans/create', '/subscription/management-subdomain', '/subscription/plans/details/1', '/agents/agents'];
    for (const r of routes) {
      await page.goto(base + r);
      await settle(page); await page.waitForTimeout(800);
      await page.screenshot({ path: `/tmp/shots/${tag}${r.replace(/\//g, '_')}.png` });
    }
    if (width === 390) {
      await page.locator('header button').first().click();
      await settle(page);
      await page.screenshot({ path: `/tmp/shots/${tag}-drawer.png` });
    }
    await ctx.close();
  }
}
await browser.close();
process.exit(0);
