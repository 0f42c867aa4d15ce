import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { ar } from '../../i18n/ar';
import { en } from '../../i18n/en';
import { tabTitle } from '../../src/locale/tabTitle';
import { iso } from '../helpers/isolates';
import { baseUrl, chooseLanguage, launch, openSession, shot, signIn, signedInSession } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('sign-in, languages and the session', () => {
  it('should sign in in Arabic (RTL), switch live to English, and send the new Accept-Language', async () => {
    const s = await openSession(browser);
    const { page } = s;
    await page.goto(`${baseUrl()}/login`);
    await expect.poll(() => page.evaluate(() => [document.documentElement.dir, document.documentElement.lang])).toEqual(['rtl', 'ar']);
    await expect.poll(() => page.getByRole('heading', { name: 'لوحة إدارة منصة الاشتراكات' }).count()).toBe(1);
    await shot(page, 'login-ar');

    // Client-side checks with the SPEC §5 messages, nothing typed is lost.
    await page.locator('#auth-email').fill('not-an-email');
    await page.locator('form#auth-form button[type=submit]').click();
    await expect.poll(() => page.getByText('القيمة ليست عنوان بريد إلكتروني صالحًا.').count()).toBe(1);
    await expect.poll(() => page.getByText(iso`حقل ${'كلمة المرور'} مطلوب.`).count()).toBe(1);
    expect(await page.locator('#auth-email').inputValue()).toBe('not-an-email');

    await signIn(page);
    await page.waitForURL(`${baseUrl()}/dashboard`);
    await expect.poll(() => page.getByText(iso`مرحبًا، ${'نورة الحربي'}`).count()).toBe(1);
    // The tab says the page, then the product's short name, in the language of the screen.
    await expect.poll(() => page.title()).toBe(tabTitle(ar.app.page.dashboard, ar.app.short_title));
    await shot(page, 'dashboard-ar');
    expect(s.apiRequests.some((r) => r.headers['accept-language'] === 'ar')).toBe(true);
    expect(s.apiRequests.every((r) => /^Bearer \S+/.test(r.headers.authorization ?? '') || r.url.endsWith('/api/login'))).toBe(true);

    await chooseLanguage(page, 'English');
    await expect.poll(() => page.evaluate(() => [document.documentElement.dir, document.documentElement.lang])).toEqual(['ltr', 'en']);
    await expect.poll(() => page.getByText(iso`Welcome, ${'Noura Al-Harbi'}`).count()).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
    await expect.poll(() => page.title()).toBe(tabTitle(en.app.page.dashboard, en.app.short_title));
    await shot(page, 'dashboard-en');

    const before = s.apiRequests.length;
    await page.getByRole('menuitem', { name: 'Countries' }).click();
    await page.waitForURL(`${baseUrl()}/settings/countries`);
    await expect.poll(() => page.getByRole('cell', { name: 'Saudi Arabia' }).count()).toBeGreaterThan(0);
    const after = s.apiRequests.slice(before);
    expect(after.length).toBeGreaterThan(0);
    expect(after.every((r) => r.headers['accept-language'] === 'en')).toBe(true);
    expect(s.foreignRequests).toEqual([]);
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('should fetch the declarations and the signed-in strings only with the sign-in, then show them in every language', async () => {
    const s = await openSession(browser);
    const { page } = s;
    const scripts: Promise<string>[] = [];
    page.on('response', (r) => {
      if (new URL(r.url()).pathname.endsWith('.js')) scripts.push(r.text().catch(() => ''));
    });
    await page.goto(`${baseUrl()}/login`);
    await expect.poll(() => page.getByRole('heading', { name: 'لوحة إدارة منصة الاشتراكات' }).count()).toBe(1);
    await page.waitForLoadState('networkidle');
    const signInCode = (await Promise.all(scripts)).join('\n');
    // Arabic is the default language: its sign-in strings are there, its signed-in ones
    // (resources, shell) and the entity declarations (a route of resources/countries.ts) are not.
    expect(signInCode).toContain('الحسابات التجريبية');
    expect(signInCode).not.toContain('رمز الهاتف');
    expect(signInCode).not.toContain('تصغير القائمة');
    expect(signInCode).not.toContain('/settings/countries');
    // Nor the admin: react-admin's core UI (its `loginPage` prop) and react-router's checks.
    expect(signInCode).not.toContain('loginPage');
    expect(signInCode).not.toContain('may be used only in the context');
    // Nor MUI and emotion: the form is plain markup and one CSS file (src/theme/signIn.css).
    expect(signInCode).not.toContain('MuiButton');
    expect(signInCode).not.toContain('data-emotion');

    // Spanish chosen on the sign-in page: the signed-in screens come in Spanish too.
    await chooseLanguage(page, 'Español');
    await page.locator('#auth-email').fill('admin@demo.test');
    await page.locator('#auth-password').fill('demo1234');
    await page.locator('form#auth-form button[type=submit]').click();
    await page.waitForURL(`${baseUrl()}/dashboard`);
    await page.getByRole('menuitem', { name: 'Países' }).click();
    await page.waitForURL(`${baseUrl()}/settings/countries`);
    await expect.poll(() => page.getByRole('columnheader', { name: 'Prefijo telefónico' }).count()).toBe(1);

    // Switched afterwards: the whole catalogue of the new language arrives with it.
    await chooseLanguage(page, 'العربية');
    await expect.poll(() => page.getByRole('columnheader', { name: 'رمز الهاتف' }).count()).toBe(1);
    await expect.poll(() => page.getByRole('menuitem', { name: 'الدول' }).count()).toBe(1);
    await chooseLanguage(page, 'English');
    await expect.poll(() => page.getByRole('columnheader', { name: 'Phone code' }).count()).toBe(1);

    // A deep link with the stored session, in a new tab: declarations and strings load at start-up.
    const tab = await s.context.newPage();
    await tab.goto(`${baseUrl()}/settings/countries`);
    await expect.poll(() => tab.getByRole('columnheader', { name: 'Phone code' }).count()).toBe(1);
    expect(tab.url()).toBe(`${baseUrl()}/settings/countries`);
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('should fetch the admin once the visitor types, and say so on the form, input kept, when it does not arrive', async () => {
    const s = await openSession(browser);
    const { page } = s;
    const adminCode: string[] = [];
    page.on('request', (r) => {
      if (/\/assets\/App-[^/]+\.js$/.test(new URL(r.url()).pathname)) adminCode.push(r.url());
    });
    // The admin's entry chunk does not arrive (a deploy replaced it, the network dropped it).
    await page.route(/\/assets\/App-[^/]+\.js$/, (route) => route.abort('connectionreset'));
    await page.goto(`${baseUrl()}/settings/countries?x=1`);
    await page.waitForURL(`${baseUrl()}/login`);
    await page.waitForLoadState('networkidle');
    expect(adminCode).toEqual([]);
    await page.locator('#auth-email').fill('admin@demo.test');
    await expect.poll(() => adminCode.length).toBeGreaterThan(0);
    await page.locator('#auth-password').fill('demo1234');
    await page.locator('form#auth-form button[type=submit]').click();
    await expect.poll(() => page.getByText('تعذّر الوصول إلى الخادم. تحقق من اتصالك.').count()).toBe(1);
    expect(page.url()).toBe(`${baseUrl()}/login`);
    expect(await page.locator('#auth-email').inputValue()).toBe('admin@demo.test');
    expect(await page.evaluate(() => localStorage.getItem('id_token'))).toBeNull();
    // Failing again, it says to reload the page: a browser that keeps a failed import (Chromium
    // up to 155) would fail every later submit the same way.
    await page.locator('form#auth-form button[type=submit]').click();
    await expect.poll(() => page.getByText('تعذّر تحميل جزء من التطبيق. تحقق من اتصالك وأعد تحميل الصفحة.').count()).toBe(1);
    expect(await page.locator('#auth-password').inputValue()).toBe('demo1234');

    // Back: the same submit signs in and opens the address that was asked for.
    await page.unroute(/\/assets\/App-[^/]+\.js$/);
    await page.locator('form#auth-form button[type=submit]').click();
    await page.waitForURL(`${baseUrl()}/settings/countries?x=1`);
    await expect.poll(() => page.getByRole('columnheader', { name: 'رمز الهاتف' }).count()).toBe(1);
    await s.context.close();
  });

  it("should say so, with Reload, when a signed-in start cannot load the admin's code", async () => {
    const s = await openSession(browser);
    const { page } = s;
    await signIn(page);
    await page.waitForURL(`${baseUrl()}/dashboard`);
    await page.route(/\/assets\/App-[^/]+\.js$/, (route) => route.abort('connectionreset'));
    await page.reload();
    const reload = page.getByRole('button', { name: 'إعادة تحميل الصفحة' });
    await expect.poll(() => reload.count()).toBe(1);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'تعذّر تحميل جزء من التطبيق. تحقق من اتصالك وأعد تحميل الصفحة.',
    );
    await page.unroute(/\/assets\/App-[^/]+\.js$/);
    await reload.click();
    await expect.poll(() => page.getByTestId('dashboard-card').count()).toBeGreaterThan(0);
    await s.context.close();
  });

  it('should offer Spanish on the sign-in page and show the whole sign-in screen in Spanish', async () => {
    const s = await openSession(browser);
    const { page } = s;
    await page.goto(`${baseUrl()}/login`);
    await chooseLanguage(page, 'Español');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('es');
    await expect.poll(() => page.getByRole('tab', { name: 'Iniciar sesión' }).count()).toBe(1);
    await page.getByRole('tab', { name: 'Crear una cuenta' }).click();
    await page.locator('form#auth-form button[type=submit]').click();
    await expect.poll(() => page.getByText(iso`El campo ${'Nombre de usuario'} es obligatorio.`).count()).toBe(1);
    await expect.poll(() => page.getByText('Debe aceptar los términos y condiciones.').count()).toBe(1);
    await shot(page, 'signup-es');
    await s.context.close();
  });

  it('should show the server error on the form when the password is wrong', async () => {
    const s = await openSession(browser);
    const { page } = s;
    await page.goto(`${baseUrl()}/login`);
    await chooseLanguage(page, 'English');
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('ltr');
    await shot(page, 'login-en');
    await signIn(page, 'admin@demo.test', 'wrong-password');
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'The login detail is incorrect.' }).count()).toBe(1);
    expect(page.url()).toBe(`${baseUrl()}/login`);
    expect(await page.locator('#auth-email').inputValue()).toBe('admin@demo.test');
    expect(await page.evaluate(() => localStorage.getItem('id_token'))).toBeNull();
    await s.context.close();
  });

  it('should send the viewer to /403 from /users/users and an unknown path to /404', async () => {
    const s = await signedInSession(browser, { email: 'viewer@demo.test' });
    const { page } = s;
    expect(await page.evaluate(() => localStorage.getItem('permissions'))).toBe('countries.list,cities.list');
    // The menu offers only what the viewer may open.
    await expect.poll(() => page.getByRole('menuitem', { name: 'الدول' }).count()).toBe(1);
    expect(await page.getByRole('menuitem', { name: 'المستخدمون' }).count()).toBe(0);

    await page.goto(`${baseUrl()}/users/users`);
    await page.waitForURL(`${baseUrl()}/403`);
    // The app bar's title (the page's h1) names the page too; this is the page's own heading.
    await expect.poll(() => page.getByRole('heading', { level: 2, name: 'ليس لديك صلاحية.' }).count()).toBe(1);

    await page.goto(`${baseUrl()}/settings/countries/edit/1`);
    await page.waitForURL(`${baseUrl()}/403`);

    await page.goto(`${baseUrl()}/no/such/page`);
    await page.waitForURL(`${baseUrl()}/404`);
    await expect.poll(() => page.getByRole('heading', { level: 2, name: 'الصفحة غير موجودة.' }).count()).toBe(1);
    await chooseLanguage(page, 'English');
    await expect.poll(() => page.getByRole('heading', { level: 2, name: 'The page not found.' }).count()).toBe(1);
    await s.context.close();
  });

  it('should ask an expired session to sign in again over the page that was asked for, and show it after', async () => {
    const s = await signedInSession(browser);
    const { page } = s;
    // The server no longer knows this token: its next answer is a 401. The session ends, but
    // the screen stays, under a sign-in dialog: nothing is navigated away.
    await page.evaluate(() => localStorage.setItem('id_token', 'expired-token'));
    await page.goto(`${baseUrl()}/settings/countries`);
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByRole('heading', { name: 'سجّل الدخول مرة أخرى' }).count(), { timeout: 15000 }).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/settings/countries');
    expect(await page.evaluate(() => localStorage.getItem('id_token'))).toBeNull();
    await dialog.locator('#session-email').fill('admin@demo.test');
    await dialog.locator('#session-password').fill('demo1234');
    await dialog.locator('button[type=submit]').click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    // What failed is read again: the list fills in, on the same URL.
    await expect.poll(() => page.locator('tbody tr').count(), { timeout: 15000 }).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe('/settings/countries');
    await s.context.close();
  });

  it('should ask before signing out, then clear the stored session', async () => {
    const s = await signedInSession(browser, { language: 'English' });
    const { page } = s;
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText('Do you want to close the session?').count()).toBe(1);
    await shot(page, 'logout-confirm-en');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await page.evaluate(() => localStorage.getItem('id_token'))).not.toBeNull();

    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(`${baseUrl()}/login`);
    expect(await page.evaluate(() => [localStorage.getItem('id_token'), localStorage.getItem('permissions')])).toEqual([null, null]);
    await s.context.close();
  });
});
