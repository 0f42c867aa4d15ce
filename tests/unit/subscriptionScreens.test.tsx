import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';

import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { TestMemoryRouter as MemoryRouter } from 'ra-core';
import { type DataProvider } from 'ra-core';
import { AdminContext } from 'ra-ui-materialui';
import { en } from '../../i18n/en';
import { declarations } from '../../resources';
import { createI18nProvider } from '../../src/locale/i18nProvider';
import { createAppQueryClient } from '../../src/providers/queryClient';
import { failure } from '../../src/providers/httpClient';
import { expectConsole } from '../helpers/expectedConsole';
import { createCatalog } from '../../src/engine/catalog';
import { CatalogContext } from '../../src/engine/CatalogContext';
import { ConfirmProvider } from '../../src/engine/ConfirmProvider';
import CompanyDetails from '../../src/screens/subscription/CompanyDetails';
import { PlanPrintSettings, CompanyPermissions } from '../../src/screens/subscription/settingsPages';
import { usageRows } from '../../src/screens/subscription/usage';
import PlanDetails, { savingOf } from '../../src/screens/subscription/PlanDetails';
import { daysUntil } from '../../src/screens/subscription/common';
import { iso } from '../helpers/isolates';
import { codePreview, planPermissions, settingError, SETTINGS } from '../../src/screens/subscription/settingsSchema';

afterEach(cleanup);

const catalog = createCatalog(declarations);
const companies = catalog.get('companies')!;

const plan = {
  id: 2,
  name: 'Pro POS',
  plan_type: 'pos',
  currency: 'SAR',
  users_count: 5,
  items_count: 10000,
  customers_count: 2500,
  sales_invoices_count: 15000,
  price_month: 199,
};
const company = {
  id: 7,
  business_name: 'Oasis Trading',
  subdomain: 'oasis',
  account_no: 'A1',
  plan_id: 2,
  expire_date: '2026-12-01',
  users_count: 6,
  items_count: 8500,
  customers_count: 100,
  suppliers_count: 12,
  sales_count: 300,
  purchases_count: 4,
  payments_count: 2,
  db_type: 'mysql',
  db_flag: true,
  subdomain_flag: true,
  country_id: null,
  city_id: null,
};

type Fn = (...args: any[]) => Promise<unknown>; // eslint-disable-line @typescript-eslint/no-explicit-any
function provider(overrides: Record<string, Fn> = {}) {
  const base: Record<string, Fn> = {
    getOne: async (resource: string, { id }: { id: number }) => ({ data: resource === 'plans' ? plan : { ...company, id } }),
    getList: async () => ({ data: [], total: 0 }),
    getMany: async () => ({ data: [] }),
    update: async (_r: string, p: { id: number; data: object }) => ({ data: { id: p.id, ...p.data } }),
    delete: async (_r: string, p: { id: number }) => ({ data: { id: p.id } }),
    create: async (_r: string, p: { data: object }) => ({ data: { id: 99, ...p.data } }),
  };
  const spied = Object.fromEntries(Object.entries({ ...base, ...overrides }).map(([k, f]) => [k, vi.fn(f)]));
  return { dataProvider: spied as unknown as DataProvider, spied };
}

function mount(element: ReactElement, path: string, url: string, dataProvider: DataProvider) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <AdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider('en', en)} queryClient={createAppQueryClient()}>
        <CatalogContext.Provider value={catalog}>
          <ConfirmProvider>
            <Routes>
              <Route path={path} element={element} />
              <Route path="/subscription/management-subdomain" element={<p>companies list</p>} />
            </Routes>
          </ConfirmProvider>
        </CatalogContext.Provider>
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('usage against the plan', () => {
  it('should measure each counter against its plan limit, flag near and over, and leave the rest unlimited', () => {
    const rows = Object.fromEntries(usageRows(company, plan).map((r) => [r.counter, r]));
    expect(rows.users_count).toMatchObject({ used: 6, limit: 5, percent: 100, level: 'over' });
    expect(rows.items_count).toMatchObject({ used: 8500, limit: 10000, percent: 85, level: 'near' });
    expect(rows.customers_count).toMatchObject({ limit: 2500, percent: 4, level: 'ok' });
    expect(rows.sales_count).toMatchObject({ limit: 15000, level: 'ok' });
    expect(rows.suppliers_count.level).toBe('unlimited');
    expect(rows.suppliers_count.limit).toBeUndefined();
    expect(usageRows(company, undefined).every((r) => r.level === 'unlimited')).toBe(true);
  });

  it('should show one bar per limited counter on the company page, with used of limit', async () => {
    const { dataProvider } = provider();
    mount(
      <CompanyDetails decl={companies} />,
      '/subscription/management-subdomain/details/:id',
      '/subscription/management-subdomain/details/7',
      dataProvider,
    );
    // The plan's limits arrive after the company ("unlimited" until then): on a loaded machine
    // that took longer than waitFor's default second.
    await waitFor(() => expect(screen.getByTestId('usage-users_count')).toHaveAttribute('data-level', 'over'), { timeout: 10000 });
    const users = screen.getByTestId('usage-users_count');
    expect(within(users).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(within(users).getByText(iso`${6} of ${5}`)).toBeInTheDocument();
    expect(within(screen.getByTestId('usage-items_count')).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '85');
    expect(within(screen.getByTestId('usage-suppliers_count')).queryByRole('progressbar')).toBeNull();
    expect(within(screen.getByTestId('usage-suppliers_count')).getByText(iso`${12} (no plan limit)`)).toBeInTheDocument();
  });
});

describe('company delete and rename (SPEC §5)', () => {
  it('should send nothing for a wrong name and ONE delete for the exact name', async () => {
    const { dataProvider, spied } = provider();
    mount(
      <CompanyDetails decl={companies} />,
      '/subscription/management-subdomain/details/:id',
      '/subscription/management-subdomain/details/7',
      dataProvider,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox'), 'Oasis trading');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('The company name is incorrect, it must match the required company name.')).toBeInTheDocument();
    expect(spied.delete).not.toHaveBeenCalled();
    await userEvent.clear(within(dialog).getByRole('textbox'));
    await userEvent.type(within(dialog).getByRole('textbox'), 'Oasis Trading');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('companies list')).toBeInTheDocument();
    expect(spied.delete).toHaveBeenCalledTimes(1);
    expect(spied.delete.mock.calls[0][0]).toBe('companies');
    expect(spied.delete.mock.calls[0][1]).toMatchObject({ id: 7 });
  });

  it('should require a new name, then send ONE update of business_name only', async () => {
    const { dataProvider, spied } = provider();
    mount(
      <CompanyDetails decl={companies} />,
      '/subscription/management-subdomain/details/:id',
      '/subscription/management-subdomain/details/7',
      dataProvider,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox'), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: en.widgets.company.rename }));
    expect(await within(dialog).findByText(en.widgets.company.new_name_required)).toBeInTheDocument();
    expect(spied.update).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByRole('textbox'), 'Oasis Group');
    await userEvent.click(within(dialog).getByRole('button', { name: en.widgets.company.rename }));
    await waitFor(() => expect(spied.update).toHaveBeenCalledTimes(1));
    expect(spied.update.mock.calls[0][0]).toBe('companies');
    expect(spied.update.mock.calls[0][1]).toMatchObject({ id: 7, data: { business_name: 'Oasis Group' } });
    expect(Object.keys((spied.update.mock.calls[0][1] as { data: object }).data)).toEqual(['business_name']);
  });

  it('should reset the company only after confirming, with ONE create of a reset row', async () => {
    const { dataProvider, spied } = provider();
    mount(
      <CompanyDetails decl={companies} />,
      '/subscription/management-subdomain/details/:id',
      '/subscription/management-subdomain/details/7',
      dataProvider,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Reset company' }));
    const dialog = await screen.findByRole('dialog');
    expect(spied.create).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(spied.create).toHaveBeenCalledTimes(1));
    expect(spied.create.mock.calls[0][0]).toBe('reset_companies');
    expect(spied.create.mock.calls[0][1]).toMatchObject({ data: { company_id: 7 } });
  });
});

describe('settings pages', () => {
  const print = {
    id: 2,
    paper_size: 'thermal_80',
    copies: 1,
    show_logo: true,
    show_company_address: true,
    show_vat_number: true,
    show_qr_code: true,
    header_text_ar: 'فاتورة',
    header_text_en: 'Invoice',
    footer_text_ar: '',
    footer_text_en: '',
  };

  it('should load a plan print settings with ONE read and save them with ONE update', async () => {
    const getOne = vi.fn(async (resource: string) => ({ data: resource === 'plans' ? plan : print }));
    const { dataProvider, spied } = provider({ getOne });
    mount(
      <PlanPrintSettings />,
      '/subscription/plans/print-setting-management/:plan_id',
      '/subscription/plans/print-setting-management/2',
      dataProvider,
    );
    const copies = await screen.findByLabelText('Copies');
    await waitFor(() => expect(copies).toHaveValue(1));
    expect(getOne.mock.calls.filter((c) => c[0] === 'plan-print-settings')).toHaveLength(1);
    await userEvent.clear(copies);
    await userEvent.type(copies, '3');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(spied.update).toHaveBeenCalledTimes(1));
    expect(spied.update.mock.calls[0][0]).toBe('plan-print-settings');
    expect(spied.update.mock.calls[0][1]).toMatchObject({ id: 2, data: { copies: 3, paper_size: 'thermal_80' } });
  });

  it('should refuse an out-of-range value with its message and send nothing', async () => {
    const getOne = vi.fn(async (resource: string) => ({ data: resource === 'plans' ? plan : print }));
    const { dataProvider, spied } = provider({ getOne });
    mount(
      <PlanPrintSettings />,
      '/subscription/plans/print-setting-management/:plan_id',
      '/subscription/plans/print-setting-management/2',
      dataProvider,
    );
    const copies = await screen.findByLabelText('Copies');
    await waitFor(() => expect(copies).toHaveValue(1));
    await userEvent.clear(copies);
    await userEvent.type(copies, '9');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(iso`${'Copies'} is not valid.`)).toBeInTheDocument();
    expect(spied.update).not.toHaveBeenCalled();
  });

  it('should show the permissions of the plan as a matrix and save the ticked ones in ONE update', async () => {
    const available = planPermissions('pos');
    const getOne = vi.fn(async (resource: string) => ({
      data: resource === 'companies' ? company : { id: 7, plan_id: 2, overridden: false, available, granted: available },
    }));
    const { dataProvider, spied } = provider({ getOne });
    mount(
      <CompanyPermissions />,
      '/subscription/management-subdomain/permission-management/:plan_id/:company_id',
      '/subscription/management-subdomain/permission-management/2/7',
      dataProvider,
    );
    const del = await screen.findByRole('checkbox', { name: 'Sales: Delete' });
    expect(del).toBeChecked();
    // Accounting is not in a POS plan: no checkbox for it.
    expect(screen.queryByRole('checkbox', { name: 'Accounting: View' })).toBeNull();
    await userEvent.click(del);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(spied.update).toHaveBeenCalledTimes(1));
    const sent = (spied.update.mock.calls[0][1] as { data: { granted: string[] } }).data;
    expect(Object.keys(sent)).toEqual(['granted']);
    expect(sent.granted).not.toContain('sales.delete');
    expect(sent.granted).toHaveLength(available.length - 1);
  });
});

describe('the plan details page', () => {
  it("should list the plan's services with their translated type and price in the plan's currency", async () => {
    const services = [
      { service_type: 'data_migration', price: 1500 },
      { service_type: 'staff_training', price: 250.5 },
    ];
    const { dataProvider } = provider({ getOne: async () => ({ data: { ...plan, services } }) });
    const plans = catalog.get('plans')!;
    mount(<PlanDetails decl={plans} />, '/subscription/plans/details/:id', '/subscription/plans/details/2', dataProvider);
    const section = await screen.findByRole('region', { name: 'Services' });
    await waitFor(() => expect(section).toHaveTextContent('Data migration'));
    expect(section).toHaveTextContent('Staff training (session)');
    expect(section).toHaveTextContent(/SAR\s?1,500\.00/);
    expect(section).toHaveTextContent(/SAR\s?250\.50/);
  });
});

describe('the company and plan pages under a failed read', () => {
  const pages = [
    [
      'company',
      () => <CompanyDetails decl={companies} />,
      '/subscription/management-subdomain/details/:id',
      '/subscription/management-subdomain/details/7',
    ],
    ['plan', () => <PlanDetails decl={catalog.get('plans')!} />, '/subscription/plans/details/:id', '/subscription/plans/details/2'],
  ] as const;
  it.each(pages)(
    '%s: a 500 says what failed with Retry (never "not found"), and Retry shows the record',
    async (_name, element, path, url) => {
      expectConsole('error', /HttpError|Error/, { required: false });
      let fail = true;
      const { dataProvider, spied } = provider({
        getOne: async (resource: string, { id }: { id: number }) => {
          if (fail) throw failure('server', 500);
          return { data: resource === 'plans' ? plan : { ...company, id } };
        },
      });
      mount(element(), path, url, dataProvider);
      const alert = await screen.findByTestId('read-error');
      expect(alert).toHaveTextContent(en.app.errors.server);
      expect(document.body.textContent).not.toMatch(/not found|does not exist/i);
      expect(spied.getOne).toHaveBeenCalledTimes(1);
      fail = false;
      await userEvent.click(within(alert).getByRole('button', { name: en.app.errors.retry }));
      await waitFor(() => expect(screen.queryByTestId('read-error')).toBeNull());
      expect(document.body.textContent).toContain(_name === 'plan' ? String(plan.name) : String(company.business_name));
    },
  );

  it.each(pages)('%s: a 404 says not found', async (_name, element, path, url) => {
    expectConsole('error', /HttpError|Error/, { required: false });
    const { dataProvider } = provider({
      getOne: async () => {
        throw failure('not_found', 404);
      },
    });
    mount(element(), path, url, dataProvider);
    await waitFor(() => expect(document.body.textContent).toMatch(/not found|does not exist/i));
    expect(screen.queryByTestId('read-error')).toBeNull();
  });
});

describe('subscription helpers', () => {
  it('should count days to the expiry from the given day, negative when overdue', () => {
    const today = new Date(2026, 10, 1);
    expect(daysUntil('2026-11-19', today)).toBe(18);
    expect(daysUntil('2026-11-01', today)).toBe(0);
    expect(daysUntil('2026-10-30', today)).toBe(-2);
    expect(daysUntil(undefined, today)).toBeUndefined();
  });

  it('should compute the saving of longer periods and preview codes', () => {
    expect(savingOf(100, 1080, 12)).toBe(10);
    expect(savingOf(100, 100, 1)).toBe(0);
    expect(codePreview('ITM-', 6, 42)).toBe('ITM-000042');
  });

  it('should check settings values against their declaration', () => {
    const codes = Object.fromEntries(SETTINGS.codes.map((f) => [f.source, f]));
    expect(settingError(codes.items_prefix, 'ITM-')).toBeUndefined();
    expect(settingError(codes.items_prefix, 'it m')).toBe('invalid');
    expect(settingError(codes.items_length, 2)).toBe('invalid');
    expect(settingError(codes.items_length, '')).toBe('required');
    expect(settingError(codes.items_start, 1)).toBeUndefined();
  });
});
