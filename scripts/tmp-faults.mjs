import { chromium } from 'playwright-core';
import { startPreview, CHROME_ARGS } from './lib/preview.mjs';
const { base } = await startPreview({ dist: '/tmp/dist-base', port: 4202 });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROME_ARGS });
for (const lang of ['ar', 'en']) {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await ctx.newPage();
  await page.goto(`${base}/login`);
  await page.locator('#auth-email').waitFor();
  if (lang === 'en') await page.getByRole('button', { name: 'English' }).click();
  await page.fill('#auth-email', 'admin@demo.test'); await page.fill('#auth-password', 'demo1234'); await page.keyboard.press('Enter');
  await page.waitForURL(/dashboard/);
  await page.waitForTimeout(1500);
  // 500 HTML page on the list read
  await ctx.route(/\/api\/.*countries/, (r) => r.request().method() === 'GET' ? r.fulfill({ status: 500, contentType: 'text/html', body: '<html><body><h1>502 Bad Gateway</h1><script>alert(1)</script></body></html>' }) : r.continue());
  await page.goto(base + '/settings/countries');
  await page.waitForTimeout(3000);
  await page.screenshot({ path: `/tmp/shots/fault-500-${lang}.png` });
  await ctx.unroute(/\/api\/.*countries/);
  // 422 on edit with a long hostile value
  await page.goto(base + '/settings/countries/edit/1');
  await page.locator('input[name="name_en"]').waitFor();
  await page.waitForTimeout(1000);
  await ctx.route(/\/api\/.*countries\/1/, (r) => r.request().method() === 'PUT' ? r.fulfill({ status: 422, contentType: 'application/json', body: JSON.stringify({ message: 'The given data was invalid.', errors: { name_en: ['The name has already been taken.'] } }) }) : r.continue());
  await page.fill('input[name="name_en"]', 'Zed\u202eLand <b>bold</b> ' + 'x'.repeat(120));
  await page.getByRole('button', { name: lang === 'en' ? 'Save' : 'حفظ' }).click();
  await page.waitForTimeout(2000);
  await page.screenshot({ path: `/tmp/shots/fault-422-${lang}.png` });
  await ctx.close();
}
await browser.close(); process.exit(0);
