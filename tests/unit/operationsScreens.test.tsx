import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, type DataProvider } from 'ra-core';
import { AdminContext } from 'ra-ui-materialui';
import { en } from '../../i18n/en';
import { createI18nProvider } from '../../src/locale/i18nProvider';
import { actionApplies } from '../../src/engine/views/RecordButtons';
import tenantRequests from '../../resources/tenant_requests';
import bankTransfers from '../../resources/bank_transfers';
import extensionRequests from '../../resources/extension_requests';
import serviceRequests from '../../resources/service_requests';
import agentsDues from '../../resources/reports_agents_dues';
import expired from '../../resources/reports_expired_subscriptions';
import { COMPANY as company } from '../../src/screens/settings/decls';
import { currentFilter, reportTotals } from '../../src/screens/reports/totals';
import { ReportTotals } from '../../src/screens/reports/ReportListView';
import { failure } from '../../src/providers/httpClient';
import { createAppQueryClient } from '../../src/providers/queryClient';
import { SettingsScreen } from '../../src/screens/settings/SettingsScreen';
import { expectConsole } from '../helpers/expectedConsole';
import { TestMemoryRouter as MemoryRouter } from 'ra-core';

afterEach(cleanup);

const action = (decl: { actions: readonly { name: string }[] }, name: string) => decl.actions.find((a) => a.name === name) as never;

describe('operator actions on requests and transfers', () => {
  it('should offer approve and reject on pending requests only', () => {
    for (const decl of [tenantRequests, extensionRequests, serviceRequests]) {
      for (const name of ['approve', 'reject']) {
        expect(actionApplies(action(decl, name), { id: 1, status: 'pending' })).toBe(true);
        expect(actionApplies(action(decl, name), { id: 1, status: 'approved' })).toBe(false);
        expect(actionApplies(action(decl, name), { id: 1, status: 'rejected' })).toBe(false);
      }
    }
  });

  it('should offer mark paid on unpaid, partly paid and overdue transfers, never on paid ones', () => {
    const markPaid = action(bankTransfers, 'mark_paid');
    for (const status of ['unpaid', 'partial_paid', 'overdue']) expect(actionApplies(markPaid, { id: 1, status })).toBe(true);
    expect(actionApplies(markPaid, { id: 1, status: 'paid' })).toBe(false);
  });

  it('should give every request a details page with the list permission', () => {
    expect(tenantRequests.access).toEqual({ list: 'requests_tenant.list', details: 'requests_tenant.list' });
    for (const decl of [bankTransfers, extensionRequests, serviceRequests]) expect(decl.access).toEqual({ list: null, details: null });
  });
});

const duesRows = [
  { id: 1, sales_amount: 100.1, commission_amount: 10.1, paid_amount: 5, due_amount: 5.1, currency: 'SAR' },
  { id: 2, sales_amount: 200.2, commission_amount: 20.2, paid_amount: 0, due_amount: 20.2, currency: 'SAR' },
  { id: 3, sales_amount: 50, commission_amount: 5, paid_amount: 5, due_amount: 0, currency: 'AED' },
];

describe('report totals', () => {
  it('should sum each money column per currency, exactly', () => {
    const totals = reportTotals(agentsDues, duesRows);
    expect(totals.filter((t) => t.source === 'sales_amount')).toEqual([
      { source: 'sales_amount', currency: 'SAR', amount: 300.3 },
      { source: 'sales_amount', currency: 'AED', amount: 50 },
    ]);
    expect(totals.find((t) => t.source === 'due_amount' && t.currency === 'SAR')?.amount).toBe(25.3);
  });

  it('should take the filter from the URL, else the saved list state, and add the fixed one', () => {
    expect(currentFilter('?filter=%7B%22plan_id%22%3A3%2C%22q%22%3A%22%22%7D', { filter: { plan_id: 9 } }, expired.filter)).toEqual({
      plan_id: 3,
      status: 'expired',
    });
    expect(currentFilter('', { filter: { plan_id: 9 } }, undefined)).toEqual({ plan_id: 9 });
    expect(currentFilter('', undefined, expired.filter)).toEqual({ status: 'expired' });
  });

  it('should show the totals of ALL the rows matching the filters, fetched with the export call', async () => {
    const getExportRows = vi.fn(async () => duesRows);
    const dataProvider = { getExportRows } as unknown as DataProvider;
    render(
      <MemoryRouter initialEntries={['/reports/reports-agents-dues?filter=%7B%22plan_id%22%3A2%7D']}>
        <AdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider('en', en)}>
          <ReportTotals decl={agentsDues} />
        </AdminContext>
      </MemoryRouter>,
    );
    expect(await screen.findByTestId('report-total-rows')).toHaveTextContent('3');
    expect(getExportRows).toHaveBeenCalledWith('reports/agents-dues', { filter: { plan_id: 2 } });
    expect(screen.getByTestId('report-total-sales_amount')).toHaveTextContent('SAR 300.30');
    expect(screen.getByTestId('report-total-sales_amount')).toHaveTextContent('AED 50.00');
    expect(screen.getByTestId('report-total-due_amount')).toHaveTextContent('SAR 25.30');
  });

  it('should say why the totals failed, with Retry, and show them after Retry', async () => {
    expectConsole('error', /HttpError/); // react-admin logs the failed call
    let fail = true;
    const getExportRows = vi.fn(async () => {
      if (fail) throw failure('timeout');
      return duesRows;
    });
    const dataProvider = { getExportRows } as unknown as DataProvider;
    render(
      <MemoryRouter initialEntries={['/reports/reports-agents-dues']}>
        <AdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider('en', en)} queryClient={createAppQueryClient()}>
          <ReportTotals decl={agentsDues} />
        </AdminContext>
      </MemoryRouter>,
    );
    const alert = await screen.findByTestId('read-error');
    expect(alert).toHaveTextContent(en.app.errors.timeout);
    expect(screen.getByTestId('report-totals')).toHaveTextContent(en.screens.reports.totals_failed);
    expect(getExportRows).toHaveBeenCalledTimes(1);
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: en.app.errors.retry }));
    expect(await screen.findByTestId('report-total-rows')).toHaveTextContent('3');
    expect(screen.queryByTestId('read-error')).toBeNull();
  });
});

const inputNamed = (name: string) => {
  const input = document.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!input) throw new Error(`no input ${name}`);
  return input;
};

describe('a settings screen', () => {
  const saved = {
    id: 'company-configuration',
    legal_name_ar: 'شركة',
    legal_name_en: 'Co.',
    vat_number: '310123456700003',
    cr_number: '1010123456',
    address: '',
    default_currency: 'SAR',
    fiscal_year_start: '01',
  };
  const renderScreen = (update: DataProvider['update']) => {
    const getOne = vi.fn(async () => ({ data: saved }));
    const dataProvider = { getOne, update } as unknown as DataProvider;
    render(
      <MemoryRouter>
        <AdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider('en', en)}>
          <SettingsScreen decl={company} id="company-configuration" screen="company_configuration" />
        </AdminContext>
      </MemoryRouter>,
    );
    return { getOne };
  };

  it('should load the settings and save them with ONE update', async () => {
    const update = vi.fn(async (_r: string, p: { data: object }) => ({ data: { ...saved, ...p.data } }));
    const { getOne } = renderScreen(update as never);
    const name = await waitFor(() => inputNamed('legal_name_en'));
    await waitFor(() => expect(name).toHaveValue('Co.'));
    // The screen's API-only resource; the data provider sends it to its endpoint `settings`.
    expect(getOne).toHaveBeenCalledWith(company.name, expect.objectContaining({ id: 'company-configuration' }));
    await userEvent.clear(name);
    await userEvent.type(name, 'New Co.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0][0]).toBe(company.name);
    expect(update.mock.calls[0][1]).toMatchObject({ id: 'company-configuration', data: { legal_name_en: 'New Co.' } });
    // The form shows the saved record (the "Saved." notice itself is checked end to end).
    await waitFor(() => expect(name).toHaveValue('New Co.'));
  });

  it('should keep what was typed and show the server messages under the fields on a 422', async () => {
    expectConsole('error', /HttpError/); // react-admin logs the 422 it shows
    const update = vi.fn(async () => {
      throw new HttpError('Please provide correct data!', 422, {
        message: 'Please provide correct data!',
        errors: { cr_number: 'CR number is taken.' },
      });
    });
    renderScreen(update as never);
    const cr = await waitFor(() => inputNamed('cr_number'));
    await waitFor(() => expect(cr).toHaveValue('1010123456'));
    await userEvent.clear(cr);
    await userEvent.type(cr, '2050000000');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('CR number is taken.')).toBeInTheDocument();
    expect(update).toHaveBeenCalledTimes(1);
    expect(cr).toHaveValue('2050000000');
  });

  it('should say why the settings could not be read, with Retry, and open the form after Retry', async () => {
    expectConsole('error', /HttpError/); // react-admin logs the failed read
    let fail = true;
    const getOne = vi.fn(async () => {
      if (fail) throw failure('network');
      return { data: saved };
    });
    render(
      <MemoryRouter>
        <AdminContext dataProvider={{ getOne } as unknown as DataProvider} i18nProvider={createI18nProvider('en', en)}>
          <SettingsScreen decl={company} id="company-configuration" screen="company_configuration" />
        </AdminContext>
      </MemoryRouter>,
    );
    const alert = await screen.findByTestId('read-error');
    expect(alert).toHaveTextContent(en.app.errors.network);
    expect(document.body.textContent).not.toMatch(/does not exist|not found/i);
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: en.app.errors.retry }));
    await waitFor(() => expect(inputNamed('legal_name_en')).toHaveValue('Co.'));
  });
});
