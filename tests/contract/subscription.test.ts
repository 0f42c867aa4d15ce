import { DUPLICATE_WRITE_WINDOW_MS } from '../../src/config/constants';
import { describe, expect, it } from 'vitest';
import { HttpError } from 'ra-core';
import { createTestProviders, withDemoServer } from '../helpers/providers';
import { permissionsOfPlan } from '../../src/screens/subscription/settingsSchema';

const { requests, store } = withDemoServer();

async function signedIn(email = 'admin@demo.test') {
  const providers = createTestProviders();
  await providers.authProvider.login({ email, password: 'demo1234' });
  requests.length = 0;
  return providers;
}
const calls = () => requests.map((r) => `${r.method} ${r.url.pathname}`);

describe('plan settings against the demo API', () => {
  it('should read a plan print settings and save them with ONE PUT', async () => {
    const { dataProvider } = await signedIn();
    const { data } = await dataProvider.getOne('plan-print-settings', { id: 1 });
    expect(data).toMatchObject({ id: 1, paper_size: 'thermal_80', show_qr_code: true });
    const saved = await dataProvider.update('plan-print-settings', {
      id: 1,
      data: { ...data, copies: 2, paper_size: 'a4' },
      previousData: data,
    });
    expect(saved.data).toMatchObject({ id: 1, copies: 2, paper_size: 'a4' });
    expect(calls()).toEqual(['GET /api/plan-print-settings/1', 'PUT /api/plan-print-settings/1']);
    expect(store.get('plan-print-settings', 1)).toMatchObject({ copies: 2, paper_size: 'a4' });
  });

  it('should answer 422 with a message per bad field and keep the stored settings', async () => {
    const { dataProvider } = await signedIn();
    const { data } = await dataProvider.getOne('plan-code-settings', { id: 2 });
    const error = await dataProvider
      .update('plan-code-settings', { id: 2, data: { ...data, items_prefix: 'it m', items_length: 40 }, previousData: data })
      .catch((e) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(422);
    expect(error.body.errors).toEqual({ items_prefix: 'Item code prefix is not valid.', items_length: 'Item code length is not valid.' });
    expect(store.get('plan-code-settings', 2)).toMatchObject({ items_prefix: 'ITM-', items_length: 6 });
  });

  it('should refuse plan settings to an operator without plans.update', async () => {
    const { dataProvider } = await signedIn('viewer@demo.test');
    const error = await dataProvider.getOne('plan-invoice-settings', { id: 1 }).catch((e) => e);
    expect(error.status).toBe(403);
  });
});

describe('company settings and permissions against the demo API', () => {
  it('should start from the plan settings, keep the company own after a save and go back to the plan on delete', async () => {
    const { dataProvider } = await signedIn();
    const company = store.get('companies', 4)!;
    const plan = store.get('plan-invoice-settings', Number(company.plan_id))!;
    const first = await dataProvider.getOne('company-invoice-settings', { id: 4 });
    expect(first.data).toMatchObject({ id: 4, overridden: false, invoice_prefix: plan.invoice_prefix });
    const saved = await dataProvider.update('company-invoice-settings', {
      id: 4,
      data: { ...first.data, invoice_prefix: 'OAS-' },
      previousData: first.data,
    });
    expect(saved.data).toMatchObject({ overridden: true, invoice_prefix: 'OAS-' });
    expect(store.get('plan-invoice-settings', Number(company.plan_id))!.invoice_prefix).toBe(plan.invoice_prefix);
    await dataProvider.getOne('company-invoice-settings', { id: 4 }); // a read releases the write lock
    const back = await dataProvider.delete('company-invoice-settings', { id: 4, previousData: saved.data });
    expect(back.data).toMatchObject({ overridden: false, invoice_prefix: plan.invoice_prefix });
  });

  it('should grant only permissions of the company plan', async () => {
    const { dataProvider } = await signedIn();
    const company = store.get('companies', 4)!;
    const available = permissionsOfPlan(store.get('plans', Number(company.plan_id)));
    const { data } = await dataProvider.getOne('company-permissions', { id: 4 });
    expect(data).toMatchObject({ overridden: false, available, granted: available });
    const saved = await dataProvider.update('company-permissions', { id: 4, data: { granted: available.slice(1) }, previousData: data });
    expect(saved.data.granted).toEqual(available.slice(1));
    await dataProvider.getOne('company-permissions', { id: 4 });
    const error = await dataProvider
      .update('company-permissions', { id: 4, data: { granted: ['payroll.hack'] }, previousData: data })
      .catch((e) => e);
    expect(error.status).toBe(422);
    expect(Object.keys(error.body.errors)).toEqual(['granted']);
  });
});

describe('company rename, delete and reset against the demo API', () => {
  it('should rename with ONE PUT changing business_name only, and refuse a blank name', async () => {
    const { dataProvider } = await signedIn();
    const before = store.get('companies', 3)!;
    const { data } = await dataProvider.update('companies', {
      id: 3,
      data: { business_name: '  Oasis Group  ', subdomain: 'hijack' },
      previousData: before,
    });
    expect(data).toMatchObject({ id: 3, business_name: 'Oasis Group', subdomain: before.subdomain });
    expect(calls()).toEqual(['PUT /api/companies/3']);
    await dataProvider.getOne('companies', { id: 3 });
    const error = await dataProvider.update('companies', { id: 3, data: { business_name: '   ' }, previousData: data }).catch((e) => e);
    expect(error.status).toBe(422);
    expect(error.body.errors.business_name).toBe('Enter a new company name.');
  });

  it('should delete a company with ONE DELETE, its own settings with it', async () => {
    const { dataProvider } = await signedIn();
    const before = store.list('companies').length;
    await dataProvider.delete('companies', { id: 3, previousData: store.get('companies', 3)! });
    expect(calls()).toEqual(['DELETE /api/companies/3']);
    expect(store.list('companies')).toHaveLength(before - 1);
    expect(store.get('companies', 3)).toBeUndefined();
  });

  it('should reset a company now: counters to zero, users kept, a finished row recorded', async () => {
    const { dataProvider } = await signedIn();
    const users = store.get('companies', 6)!.users_count;
    const { data } = await dataProvider.create('reset_companies', { data: { company_id: 6, reason: 'Go-live' } });
    expect(calls()).toEqual(['POST /api/reset-companies']);
    expect(data).toMatchObject({ company_id: 6, status: 'finished', reason: 'Go-live' });
    expect(store.get('companies', 6)).toMatchObject({ users_count: users, items_count: 0, sales_count: 0, payments_count: 0 });
  });

  it('should carry out a pending reset request once, and refuse a finished one', async () => {
    const { dataProvider } = await signedIn();
    const pending = store.list('reset-companies').find((r) => r.status === 'unfinished')!;
    expect(pending).toBeDefined();
    const { data } = await dataProvider.update('reset_companies', { id: pending.id, data: { status: 'finished' }, previousData: pending });
    expect(data).toMatchObject({ id: pending.id, status: 'finished' });
    expect(store.get('companies', Number(pending.company_id))).toMatchObject({ items_count: 0, customers_count: 0 });
    await dataProvider.getOne('reset_companies', { id: pending.id });
    // The same change again at once would be a second activation of the first (it shares its
    // answer: one activation, one request): the operator's deliberate repeat comes later.
    await new Promise((r) => setTimeout(r, DUPLICATE_WRITE_WINDOW_MS + 50));
    const again = await dataProvider
      .update('reset_companies', { id: pending.id, data: { status: 'finished' }, previousData: data })
      .catch((e) => e);
    expect(again.status).toBe(422);
  });
});
