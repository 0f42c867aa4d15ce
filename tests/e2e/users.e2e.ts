import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { iso } from '../helpers/isolates';
import { baseUrl, launch, shot, signedInSession, type Session, visit } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const decodedQuery = (url: string) => decodeURIComponent(new URL(url).search);

describe('users and roles through the resource engine', () => {
  it('should sort, filter and page the users list from the server', async () => {
    const s = await signedInSession(browser, { language: 'English' });
    const { page } = s;
    await visit(page, `/users/users`);
    await expect.poll(() => page.getByText(iso`${1}-${25} of ${64}`).count()).toBe(1);
    await shot(page, 'users-list-en');

    // People by name, not by e-mail: the name column, with the e-mail under each name.
    await page.getByRole('button', { name: 'Name' }).click();
    await expect.poll(() => s.apiRequests.some((r) => decodedQuery(r.url).includes('sort=["full_name","ASC"]'))).toBe(true);
    await expect.poll(() => page.locator('tbody .app-cell-secondary').first().textContent()).toMatch(/@/);

    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect.poll(() => s.apiRequests.some((r) => decodedQuery(r.url).includes('range=[25,49]'))).toBe(true);
    await expect.poll(() => page.getByText(iso`${26}-${50} of ${64}`).count()).toBe(1);

    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Inactive' }).click();
    await expect.poll(() => s.apiRequests.some((r) => decodedQuery(r.url).includes('"status":"inactive"'))).toBe(true);
    await expect
      .poll(async () => {
        const chips = await page.locator('tbody .MuiChip-label').allTextContents();
        return chips.length > 0 && chips.filter((c) => c === 'Active').length === 0;
      })
      .toBe(true);
    await s.context.close();
  });

  it('should create a user with a role, checking the password confirmation first', async () => {
    const s = await signedInSession(browser, { language: 'English' });
    const { page } = s;
    await visit(page, `/users/users/create`);
    await page.locator('input[name="first_name"]').fill('Hala');
    await page.locator('input[name="last_name"]').fill('Al-Saud');
    await page.locator('input[name="email"]').fill('hala.alsaud@example.com');
    await page.locator('input[name="password"]').fill('secret-123');
    await page.locator('input[name="password_confirmation"]').fill('secret-124');
    await page.getByRole('combobox', { name: 'Roles' }).click();
    await page.getByRole('option', { name: 'Accountant' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('The password and its confirm are not the same.').count()).toBe(1);
    expect(s.apiRequests.filter((r) => r.method === 'POST' && r.url.endsWith('/api/users'))).toHaveLength(0);

    await page.locator('input[name="password_confirmation"]').fill('secret-123');
    await shot(page, 'users-create-en');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/users\/users(\?.*)?$/);
    expect(s.apiRequests.filter((r) => r.method === 'POST' && r.url.endsWith('/api/users'))).toHaveLength(1);
    await page.locator('input[name="q"]').fill('hala.alsaud');
    const row = page.getByRole('row').filter({ hasText: 'hala.alsaud@example.com' });
    await expect.poll(() => row.count()).toBe(1);
    await expect.poll(() => row.getByText('Accountant').count()).toBe(1);
    await s.context.close();
  });

  it('should take a phone in the phone widget: an invalid one is refused, a valid one stored in E.164', async () => {
    const s = await signedInSession(browser, { language: 'English' });
    const { page } = s;
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/users') posts.push(r.postData() ?? '');
    });
    // Flags are image files of the app's own build, one per country.
    const flagFiles: string[] = [];
    page.on('request', (r) => {
      if (/\/assets\/[A-Z]{2}-[\w-]{8}\.svg$/.test(new URL(r.url()).pathname)) flagFiles.push(r.url());
    });
    await visit(page, `/users/users/create`);
    await page.locator('input[name="first_name"]').fill('Rana');
    await page.locator('input[name="last_name"]').fill('Al-Harbi');
    await page.locator('input[name="email"]').fill('rana.alharbi@example.com');
    await page.locator('input[name="password"]').fill('secret-123');
    await page.locator('input[name="password_confirmation"]').fill('secret-123');
    const phone = page.locator('input[name="phone"]');
    await phone.click();
    // The widget starts on Saudi Arabia (+966): a number too short for it.
    await expect.poll(() => phone.inputValue()).toMatch(/^\+966/);

    // The country button and the rows of its list in view show their flags, drawn from files of
    // the app's origin (no emoji, no flag host); rows far down the list fetch nothing until shown.
    const drawn = (img: HTMLImageElement) => img.complete && img.naturalWidth > 0;
    const countryButton = page.getByRole('button', { name: /^Country: \u2068Saudi Arabia\u2069/ });
    await expect.poll(() => countryButton.locator('img').evaluate(drawn)).toBe(true);
    await countryButton.click();
    const countries = page.getByRole('list', { name: 'Choose the country' });
    await countries.waitFor();
    const inView = () =>
      countries.evaluate((list) => {
        const box = list.getBoundingClientRect();
        return [...list.querySelectorAll('img')]
          .filter((img) => {
            const r = img.getBoundingClientRect();
            return r.bottom > box.top && r.top < box.bottom;
          })
          .map((img) => ({ flag: img.dataset.flag, drawn: img.complete && img.naturalWidth > 0 }));
      });
    await expect.poll(async () => (await inView()).length).toBeGreaterThan(5);
    await expect.poll(async () => (await inView()).every((f) => f.drawn)).toBe(true);
    expect(await countries.locator('[data-flag="none"]').count()).toBe(0);
    const origin = new URL(baseUrl()).origin;
    expect(flagFiles.length).toBeGreaterThan(5);
    expect(flagFiles.every((url) => new URL(url).origin === origin)).toBe(true);
    expect(new Set(flagFiles).size, 'flags fetched on demand, not all at once').toBeLessThan(await countries.locator('img').count());
    await page.keyboard.press('Escape');
    await phone.click();
    await phone.press('End');
    await phone.pressSequentially('5012');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText(iso`${'Phone'} is not a valid phone number.`).count()).toBe(1);
    expect(posts).toHaveLength(0);

    await phone.press('End');
    await phone.pressSequentially('34567');
    await expect.poll(() => phone.inputValue()).toBe('+966 50 123 4567');
    await expect.poll(() => page.getByText(iso`${'Phone'} is not a valid phone number.`).count()).toBe(0);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/users\/users(\?.*)?$/);
    expect(posts).toHaveLength(1);
    expect(JSON.parse(posts[0]).phone).toBe('+966501234567');
    await page.locator('input[name="q"]').fill('rana.alharbi');
    const row = page.getByRole('row').filter({ hasText: 'rana.alharbi@example.com' });
    await expect.poll(() => row.getByText('+966501234567').count()).toBe(1);
    expect(s.foreignRequests).toEqual([]);
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('should offer only the cities of the chosen countries, in Arabic and in English', async () => {
    const pick = async (
      s: Session,
      t: { countries: string; cities: string; country: string; choose_first: string; expected: string[]; city: string },
    ) => {
      const { page } = s;
      await visit(page, `/users/users/create`);
      const cities = page.getByRole('combobox', { name: t.cities });
      await expect.poll(() => cities.isDisabled()).toBe(true);
      await expect.poll(() => page.getByText(t.choose_first).count()).toBe(1);
      await page.getByRole('combobox', { name: t.countries }).click();
      await page.getByRole('option', { name: t.country }).click();
      await page.keyboard.press('Escape');
      await expect.poll(() => cities.isDisabled()).toBe(false);
      await cities.click();
      await expect.poll(async () => (await page.getByRole('option').allTextContents()).sort()).toEqual(t.expected);
      await page.getByRole('option', { name: t.city }).click();
      await page.keyboard.press('Escape');
      await expect.poll(() => page.locator('.MuiChip-label', { hasText: t.city }).count()).toBe(1);
      await page.locator('input[name="cities"]').scrollIntoViewIfNeeded();
      // The list of cities asked for is narrowed by the country's code2.
      expect(s.apiRequests.some((r) => r.url.includes('/api/cities') && decodedQuery(r.url).includes('"country_code2":["AE"]'))).toBe(true);
      expect(s.errors).toEqual([]);
    };
    const ar = await signedInSession(browser);
    await pick(ar, {
      countries: 'الدول',
      cities: 'المدن',
      country: 'الإمارات العربية المتحدة',
      choose_first: iso`اختر ${'الدول'} أولًا.`,
      expected: ['أبوظبي', 'الشارقة', 'دبي', 'عجمان'].sort(),
      city: 'دبي',
    });
    await shot(ar.page, 'users-create-cities-ar');
    await ar.context.close();
    const en = await signedInSession(browser, { language: 'English' });
    await pick(en, {
      countries: 'Countries',
      cities: 'Cities',
      country: 'United Arab Emirates',
      choose_first: iso`Choose ${'Countries'} first.`,
      expected: ['Abu Dhabi', 'Ajman', 'Dubai', 'Sharjah'],
      city: 'Dubai',
    });
    await shot(en.page, 'users-create-cities-en');
    await en.context.close();
  });

  it('should type an offer date in the language order and store it as ISO', async () => {
    const s = await signedInSession(browser);
    const { page } = s;
    await visit(page, `/subscription/offers/create`);
    const start = page.locator('input[name="start_date"]');
    await expect.poll(() => start.getAttribute('placeholder')).toBe('يوم/شهر/سنة');
    await start.fill('31/02/2027');
    await page.getByRole('button', { name: 'حفظ' }).click();
    await expect.poll(() => page.getByText(iso`قيمة ${'تاريخ البداية'} غير صالحة.`).count()).toBe(1);
    await start.fill('٠٧/٠٣/٢٠٢٧');
    await expect.poll(() => page.getByText(iso`قيمة ${'تاريخ البداية'} غير صالحة.`).count()).toBe(0);
    await start.blur();
    await expect.poll(() => start.inputValue()).toBe('07/03/2027');
    await shot(page, 'offers-create-date-ar');
    expect(s.apiRequests.filter((r) => r.method === 'POST' && new URL(r.url).pathname === '/api/offers')).toHaveLength(0);
    expect(s.errors).toEqual([]);
    await s.context.close();

    const en = await signedInSession(browser, { language: 'English' });
    await visit(en.page, `/subscription/offers/create`);
    const startEn = en.page.locator('input[name="start_date"]');
    await expect.poll(() => startEn.getAttribute('placeholder')).toBe('dd/mm/yyyy');
    await startEn.fill('7/3/2027');
    await startEn.blur();
    await expect.poll(() => startEn.inputValue()).toBe('07/03/2027');
    await shot(en.page, 'offers-create-date-en');
    // Saved, the dates go over the wire as ISO days.
    const posts: string[] = [];
    en.page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/offers') posts.push(r.postData() ?? '');
    });
    await en.page.locator('input[name="name"]').fill('Spring offer');
    await en.page.getByRole('combobox', { name: 'Plans' }).click();
    await en.page.getByRole('option').first().click();
    await en.page.keyboard.press('Escape');
    await en.page.locator('input[name="users_number"]').fill('3');
    await en.page.locator('input[name="percentage"]').fill('10');
    await en.page.getByRole('combobox', { name: 'Interval' }).click();
    await en.page.getByRole('option', { name: 'Monthly' }).click();
    await en.page.locator('input[name="end_date"]').fill('30/04/2027');
    await en.page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => posts.length).toBe(1);
    expect(JSON.parse(posts[0])).toMatchObject({ start_date: '2027-03-07', end_date: '2027-04-30' });
    expect(en.errors).toEqual([]);
    await en.context.close();
  });

  it('should delete the selected users in ONE request after asking', async () => {
    const s = await signedInSession(browser);
    const { page } = s;
    await visit(page, `/users/users`);
    await expect.poll(() => page.getByText(iso`${1}-${25} من ${64}`).count()).toBe(1);
    // A wide table scrolls inside its card: the page itself never scrolls sideways (RTL).
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    const boxes = page.locator('tbody input[type="checkbox"]');
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await page.getByRole('button', { name: 'حذف' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText('هل تريد حذفه؟').count()).toBe(1);
    await shot(page, 'users-bulk-delete-ar');
    const before = s.apiRequests.length;
    await dialog.getByRole('button', { name: 'تأكيد' }).click();
    await expect.poll(() => page.getByText(iso`${1}-${25} من ${62}`).count()).toBe(1);
    const deletes = s.apiRequests.slice(before).filter((r) => r.method === 'DELETE');
    expect(deletes).toHaveLength(1);
    expect(decodedQuery(deletes[0].url)).toMatch(/filter=\{"id":\[\d+,\d+\]\}/);
    await s.context.close();
  });

  it('should edit a role', async () => {
    const s = await signedInSession(browser);
    const { page } = s;
    await visit(page, `/users/roles`);
    // The seeded Auditor role, named in Arabic in the Arabic interface.
    await page.getByRole('cell', { name: 'مدقق', exact: true }).click();
    await page.waitForURL(/\/users\/roles\/edit\/\d+$/);
    await page.locator('input[name="name"]').fill('مدقق داخلي');
    await page.getByRole('button', { name: 'حفظ' }).click();
    await page.waitForURL(/\/users\/roles(\?.*)?$/);
    await expect.poll(() => page.getByRole('cell', { name: 'مدقق داخلي' }).count()).toBe(1);
    await shot(page, 'roles-list-ar');
    await s.context.close();
  });
});
