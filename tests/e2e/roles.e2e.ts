import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { iso } from '../helpers/isolates';
import { baseUrl, launch, openSession, shot, signIn, signedInSession, visit } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const checked = (page: Page, name: string) => page.getByRole('checkbox', { name, exact: true }).isChecked();

describe("a role's permissions in the matrix", () => {
  it('should open the permission-free screens for the restricted viewer, showing what each row carries for references it may not read', async () => {
    const s = await signedInSession(browser, { email: 'viewer@demo.test', language: 'English' });
    const { page } = s;
    // Each screen reads references (companies, agents, plans) this operator may not list.
    for (const [path, column] of [
      ['/subscription/payments-moyasar', 'Company'],
      ['/subscription/invoices', 'Company'],
      ['/agents/agents-customers', 'Agent'],
      ['/agents/apply-commission', 'Agent'],
    ] as const) {
      await visit(page, `${path}`);
      await expect.poll(() => page.locator('[data-reference-fallback]').count()).toBeGreaterThan(0);
      expect(new URL(page.url()).pathname).toBe(path);
      expect(await page.locator('tbody tr').count()).toBeGreaterThan(0);
      expect(await page.getByRole('columnheader', { name: column }).count()).toBe(1);
      const shown = await page.locator('[data-reference-fallback]').first();
      expect(await shown.textContent()).toMatch(/^#\u2068\d+\u2069$/);
      expect(await shown.getAttribute('title')).toBe('The details of this record are not available to you.');
      // Nothing to offer in a filter of records it may not read: no such filter (the filter
      // form itself is there, with its search box).
      expect(await page.locator('input[name="q"]').count()).toBe(1);
      expect(await page.locator(`input[name="${column === 'Company' ? 'company_id' : 'agent_id'}"]`).count()).toBe(0);
    }
    await shot(page, 'restricted-list-en');
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('should save the boxes ticked in the matrix and show them again on reopening', async () => {
    const s = await signedInSession(browser, { language: 'English' });
    const { page } = s;
    const puts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PUT' && new URL(r.url()).pathname === '/api/roles/2') puts.push(r.postData() ?? '');
    });
    // Role 2 is the seeded Accountant: no user or agent permissions.
    await visit(page, `/users/roles/edit/2`);
    await expect.poll(() => page.getByRole('checkbox', { name: 'Users: View', exact: true }).count()).toBe(1);
    expect(await checked(page, 'Users: View')).toBe(false);
    expect(await checked(page, 'Plans: View')).toBe(true);
    const before = await page.getByRole('status').filter({ hasText: 'permissions selected' }).textContent();

    // One box with the keyboard, one whole row with its toggle.
    await page.getByRole('checkbox', { name: 'Users: View', exact: true }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('checkbox', { name: iso`${'Agents'}: all`, exact: true }).click();
    const count = Number(/(\d+)/.exec(before ?? '')![1]) + 4;
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'permissions selected' }).textContent())
      .toBe(iso`${count} of ${30} permissions selected`);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/users\/roles(\?.*)?$/);

    expect(puts).toHaveLength(1);
    const sent = JSON.parse(puts[0]) as { permissions: string[] };
    expect(sent.permissions).toEqual(expect.arrayContaining(['users.list', 'agents.list', 'agents.create', 'agents.update', 'plans.list']));
    expect(sent.permissions).toHaveLength(count);
    // The list counts them.
    const row = page.getByRole('row').filter({ hasText: 'Accountant' });
    await expect.poll(() => row.getByText(iso`${count} permissions`).count()).toBe(1);

    await visit(page, `/users/roles/edit/2`);
    await expect.poll(() => checked(page, 'Users: View')).toBe(true);
    expect(await checked(page, 'Agents: Add')).toBe(true);
    expect(await checked(page, 'Agents: Edit')).toBe(true);
    expect(await checked(page, 'Users: Edit')).toBe(false);
    await shot(page, 'roles-edit-en');
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('should lay the matrix out right to left in Arabic', async () => {
    const s = await openSession(browser);
    const { page } = s;
    await signIn(page);
    await page.waitForURL(`${baseUrl()}/dashboard`);
    await visit(page, `/users/roles/edit/3`);
    const usersView = page.getByRole('checkbox', { name: 'المستخدمون: الاطّلاع', exact: true });
    await expect.poll(() => usersView.count()).toBe(1);
    expect(await page.evaluate(() => document.dir || document.documentElement.getAttribute('dir'))).toBe('rtl');
    // The entity column is on the right, the "all" column on the left.
    const nameBox = await page.getByRole('rowheader', { name: 'المستخدمون', exact: true }).boundingBox();
    const allBox = await page.getByRole('checkbox', { name: iso`${'المستخدمون'}: الكل`, exact: true }).boundingBox();
    expect(nameBox!.x).toBeGreaterThan(allBox!.x);
    await shot(page, 'roles-edit-ar');
    expect(s.errors).toEqual([]);
    await s.context.close();
  });
});

describe("a plan's services as rows", () => {
  it('should add a service row, refuse a negative price under its cell, and save a valid one', async () => {
    const s = await signedInSession(browser, { language: 'English' });
    const { page } = s;
    const puts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PUT' && new URL(r.url()).pathname === '/api/plans/1') puts.push(r.postData() ?? '');
    });
    await visit(page, `/subscription/plans/edit/1`);
    const prices = page.locator('input[name^="services."][name$=".price"]');
    await expect.poll(() => prices.count()).toBeGreaterThan(0);
    const before = await prices.count();
    await page.getByRole('button', { name: 'Add an item' }).click();
    await page.getByRole('combobox', { name: 'Service type' }).nth(before).click();
    await page.getByRole('option', { name: 'Data migration' }).click();
    await prices.nth(before).fill('-10');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText(iso`${'Price'} must be at least ${0}.`).count()).toBe(1);
    expect(puts).toHaveLength(0);
    await page.getByRole('button', { name: 'Add an item' }).scrollIntoViewIfNeeded();
    await shot(page, 'plans-services-en');
    await prices.nth(before).fill('1500');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => puts.length).toBe(1);
    const sent = JSON.parse(puts[0]) as { services: { service_type: string; price: number }[] };
    expect(sent.services).toHaveLength(before + 1);
    expect(sent.services.at(-1)).toEqual({ service_type: 'data_migration', price: 1500 });
    await s.context.close();
  });
});
