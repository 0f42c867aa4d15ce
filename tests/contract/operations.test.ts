import { describe, expect, it } from 'vitest';
import { HttpError } from 'ra-core';
import { applyLocale } from '../../src/locale/languages';
import { createWidgetApi } from '../../src/providers/widgetApi';
import { API } from '../helpers/demoServer';
import { createTestProviders, withDemoServer } from '../helpers/providers';
import { agentDuesRows, subscriptionRows, REPORT_TODAY } from '../../src/demo/screenHandlers';
import { localized } from '../../src/demo/bilingual';

const { requests, store } = withDemoServer();

async function signedIn(email = 'admin@demo.test') {
  const providers = createTestProviders();
  await providers.authProvider.login({ email, password: 'demo1234' });
  requests.length = 0;
  // The export call (SPEC §7) that the app merges into its data provider.
  return { ...providers, exportApi: createWidgetApi({ apiUrl: API, httpClient: providers.httpClient }) };
}

const errorOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (e) {
    return e as HttpError;
  }
  throw new Error('expected the call to fail');
};

describe('record actions against the demo API', () => {
  it('should seed pending requests and unpaid transfers, so the demo has work to do', () => {
    for (const endpoint of ['tenant-requests', 'extension-requests', 'service-requests']) {
      const statuses = new Set(store.list(endpoint).map((r) => r.status));
      expect([...statuses].sort()).toEqual(['approved', 'pending', 'rejected']);
    }
    expect(store.list('bank-transfers').some((r) => r.status !== 'paid')).toBe(true);
  });

  it('should approve a pending tenant request with ONE PUT that sets only its status', async () => {
    const { dataProvider } = await signedIn();
    const pending = store.list('tenant-requests').find((r) => r.status === 'pending')!;
    const { data } = await dataProvider.update('tenant_requests', { id: pending.id, data: { status: 'approved' }, previousData: pending });
    // The store keeps the seeded name in both languages; the answer is in the request's (English).
    expect(data).toMatchObject({ id: pending.id, status: 'approved', business_name: localized(pending.business_name, 'en') });
    const puts = requests.filter((r) => r.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(puts[0].url.pathname).toBe(`/api/tenant-requests/${pending.id}`);
  });

  it('should refuse an action in a state it does not apply to, in the request language', async () => {
    const { dataProvider } = await signedIn();
    const decided = store.list('extension-requests').find((r) => r.status === 'approved')!;
    applyLocale('ar');
    const error = await errorOf(
      dataProvider.update('extension_requests', { id: decided.id, data: { status: 'rejected' }, previousData: decided }),
    );
    expect(error.status).toBe(422);
    expect(error.message).toMatch(/لم يعد هذا السجل/);
    expect(store.get('extension-requests', decided.id)?.status).toBe('approved');
  });

  it('should refuse a change that is no declared action', async () => {
    const { dataProvider } = await signedIn();
    const transfer = store.list('bank-transfers').find((r) => r.status === 'unpaid')!;
    const error = await errorOf(dataProvider.update('bank_transfers', { id: transfer.id, data: { amount: 1 }, previousData: transfer }));
    expect(error.status).toBe(422);
    expect(store.get('bank-transfers', transfer.id)?.amount).toBe(transfer.amount);
  });

  it('should mark an overdue bank transfer paid', async () => {
    const { dataProvider } = await signedIn();
    const transfer = store.list('bank-transfers').find((r) => r.status === 'overdue')!;
    await dataProvider.update('bank_transfers', { id: transfer.id, data: { status: 'paid' }, previousData: transfer });
    expect(store.get('bank-transfers', transfer.id)?.status).toBe('paid');
  });

  it('should refuse a tenant request decision to who lacks requests_tenant.list', async () => {
    const { dataProvider } = await signedIn('viewer@demo.test');
    const pending = store.list('tenant-requests').find((r) => r.status === 'pending')!;
    const error = await errorOf(
      dataProvider.update('tenant_requests', { id: pending.id, data: { status: 'approved' }, previousData: pending }),
    );
    expect(error.status).toBe(403);
  });
});

describe('reports against the demo API', () => {
  it('should page the subscription report with Content-Range and filter it by plan and start date', async () => {
    const { dataProvider } = await signedIn();
    const all = subscriptionRows(store);
    const planId = all[0].plan_id;
    const from = '2026-01-01';
    const expected = all.filter((r) => r.plan_id === planId && String(r.start_date) >= from);
    const { data, total } = await dataProvider.getList('reports_subscriptions', {
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'start_date', order: 'DESC' },
      filter: { plan_id: planId, start_date_gte: from },
    });
    expect(total).toBe(expected.length);
    expect(data.length).toBe(Math.min(5, expected.length));
    for (const row of data) expect(row).toMatchObject({ plan_id: planId, plan_name: expect.any(String) });
  });

  it('should give only expired companies on the expired report, the export call included', async () => {
    const { exportApi } = await signedIn();
    const rows = await exportApi.getExportRows('reports/expired-subscriptions', { filter: { status: 'expired' } });
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.status).toBe('expired');
      expect(String(row.expire_date) < REPORT_TODAY).toBe(true);
      expect(Number(row.days_expired)).toBeGreaterThan(0);
    }
  });

  it('should compute agents’ dues as commission minus what was paid out, narrowed by the date range', async () => {
    const { exportApi } = await signedIn();
    const all = await exportApi.getExportRows('reports/agents-dues', {});
    expect(all.length).toBeGreaterThan(0);
    for (const row of all) {
      expect(Number(row.due_amount)).toBeCloseTo(Math.max(0, Number(row.commission_amount) - Number(row.paid_amount)), 2);
    }
    const narrowed = await exportApi.getExportRows('reports/agents-dues', { filter: { date_gte: '2026-06-01' } });
    expect(narrowed).toEqual(localized(agentDuesRows(store, { date_gte: '2026-06-01' }), 'en'));
    const sum = (rows: Record<string, unknown>[]) => rows.reduce((s, r) => s + Number(r.customers_count), 0);
    expect(sum(narrowed)).toBeLessThan(sum(all));
  });
});

describe('settings against the demo API', () => {
  it('should load and save the company configuration with ONE PUT settings/company-configuration', async () => {
    const { dataProvider } = await signedIn();
    const { data } = await dataProvider.getOne('settings', { id: 'company-configuration' });
    expect(data).toMatchObject({ id: 'company-configuration', default_currency: 'SAR', vat_number: expect.stringMatching(/^3\d{13}3$/) });
    requests.length = 0;
    await dataProvider.update('settings', {
      id: 'company-configuration',
      data: { ...data, legal_name_en: 'Renamed Co.' },
      previousData: data,
    });
    expect(requests.filter((r) => r.method === 'PUT').map((r) => r.url.pathname)).toEqual(['/api/settings/company-configuration']);
    const again = await dataProvider.getOne('settings', { id: 'company-configuration' });
    expect(again.data.legal_name_en).toBe('Renamed Co.');
  });

  it('should answer 422 with field messages in the request language', async () => {
    const { dataProvider } = await signedIn();
    const { data } = await dataProvider.getOne('settings', { id: 'company-configuration' });
    applyLocale('es');
    const error = await errorOf(
      dataProvider.update('settings', {
        id: 'company-configuration',
        data: { ...data, vat_number: '123', legal_name_ar: '' },
        previousData: data,
      }),
    );
    expect(error.status).toBe(422);
    const errors = (error.body as { errors: Record<string, string | string[]> }).errors;
    expect(JSON.stringify(errors.vat_number)).toContain('Número de IVA');
    expect(JSON.stringify(errors.legal_name_ar)).toContain('Razón social (árabe)');
  });

  it('should change the admin account and check the password confirmation', async () => {
    const { dataProvider } = await signedIn();
    const { data } = await dataProvider.getOne('settings', { id: 'admin-account' });
    expect(data).toMatchObject({ email: 'admin@demo.test' });
    expect(data).not.toHaveProperty('password');
    const mismatch = await errorOf(
      dataProvider.update('settings', {
        id: 'admin-account',
        data: { ...data, password: 'new-secret-1', password_confirmation: 'other' },
        previousData: data,
      }),
    );
    expect(mismatch.status).toBe(422);
    // A failed write holds the write lock for 2 s (SPEC §4): the next save comes from a fresh session.
    const again = await signedIn();
    await again.dataProvider.update('settings', {
      id: 'admin-account',
      data: { ...data, company_name: 'Demo Holding', password: '', password_confirmation: '' },
      previousData: data,
    });
    expect(store.accounts().find((a) => a.email === 'admin@demo.test')).toMatchObject({
      company_name: 'Demo Holding',
      password: 'demo1234',
    });
  });

  it('should keep user settings per account and refuse the system log to who lacks admin_accounts.update', async () => {
    const admin = await signedIn();
    const { data } = await admin.dataProvider.getOne('settings', { id: 'user-settings' });
    await admin.dataProvider.update('settings', { id: 'user-settings', data: { ...data, rows_per_page: '50' }, previousData: data });
    const viewer = await signedIn('viewer@demo.test');
    expect((await viewer.dataProvider.getOne('settings', { id: 'user-settings' })).data.rows_per_page).toBe('25');
    expect((await errorOf(viewer.dataProvider.getOne('settings', { id: 'system-log-config' }))).status).toBe(403);
  });
});
