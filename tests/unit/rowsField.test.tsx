import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, RecordContextProvider, ResourceContextProvider, useTranslate } from 'ra-core';
import { AdminContext } from 'ra-ui-materialui';
import { en } from '../../i18n/en';
import { createI18nProvider } from '../../src/locale/i18nProvider';
import { RowsInput } from '../../src/fields/inputs/RowsInput';
import { RowsView } from '../../src/fields/inputs/RowsView';
import { rowsText } from '../../src/fields/inputs/rowsFormat';
import { validateRecord } from '../../src/demo/validation';
import type { RowsFieldDeclaration } from '../../src/fields';
import plans from '../../resources/plans';
import { iso, named } from '../helpers/isolates';
import { formatMoney } from '../../src/locale/format';

afterEach(cleanup);

const i18n = createI18nProvider('en', en);
const services = plans.fields.find((f) => f.source === 'services') as RowsFieldDeclaration;

function Rows({ creating = false }: { creating?: boolean }) {
  const translate = useTranslate();
  return (
    <RowsInput field={services} ctx={{ resource: 'plans', locale: 'en', translate }} label="Services" validate={[]} creating={creating} />
  );
}

function renderRows(initial: unknown[], onSubmit = vi.fn()) {
  render(
    <AdminContext i18nProvider={i18n}>
      <ResourceContextProvider value="plans">
        <Form defaultValues={{ currency: 'SAR', services: initial }} onSubmit={onSubmit}>
          <Rows />
          <button type="submit">Save</button>
        </Form>
      </ResourceContextProvider>
    </AdminContext>,
  );
  return { onSubmit, save: () => userEvent.click(screen.getByRole('button', { name: 'Save' })) };
}

const lastSaved = (onSubmit: ReturnType<typeof vi.fn>) => (onSubmit.mock.calls.at(-1)![0] as { services: unknown[] }).services;

describe("a plan's services as editable rows", () => {
  it('should add a row whose cells carry their translated labels, and save it', async () => {
    const { onSubmit, save } = renderRows([{ service_type: 'staff_training', price: 350 }]);
    await userEvent.click(screen.getByRole('button', { name: 'Add an item' }));
    const priceInputs = screen.getAllByLabelText(/^Price/);
    expect(priceInputs).toHaveLength(2);
    await userEvent.click(screen.getAllByRole('combobox', { name: /Service type/ })[1]);
    await userEvent.click(await screen.findByRole('option', { name: 'Data migration' }));
    await userEvent.type(priceInputs[1], '1500');
    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(lastSaved(onSubmit)).toEqual([
      { service_type: 'staff_training', price: 350 },
      { service_type: 'data_migration', price: 1500 },
    ]);
  });

  it('should remove the row whose button names it', async () => {
    const { onSubmit, save } = renderRows([
      { service_type: 'staff_training', price: 350 },
      { service_type: 'additional_user', price: 29 },
    ]);
    await userEvent.click(screen.getByRole('button', { name: named('Remove item 1') }));
    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(lastSaved(onSubmit)).toEqual([{ service_type: 'additional_user', price: 29 }]);
  });

  it('should refuse an empty type and a negative price, each message under its cell', async () => {
    const { onSubmit, save } = renderRows([{ service_type: 'staff_training', price: -5 }]);
    await userEvent.click(screen.getByRole('button', { name: 'Add an item' }));
    await save();
    expect(await screen.findByText(iso`${'Price'} must be at least ${0}.`)).toBeTruthy();
    expect(screen.getByText(iso`${'Service type'} is required.`)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    // The negative price is row 1's, the missing type row 2's.
    const rows = screen.getAllByRole('listitem');
    expect(within(rows[0]).getByText(iso`${'Price'} must be at least ${0}.`)).toBeTruthy();
    expect(within(rows[1]).getByText(iso`${'Service type'} is required.`)).toBeTruthy();
  });

  it('should show a server error keyed services.1.price under that cell', async () => {
    const onSubmit = vi.fn(async () => ({ 'services.1.price': 'The price is above the plan maximum.' }));
    const { save } = renderRows(
      [
        { service_type: 'staff_training', price: 350 },
        { service_type: 'data_migration', price: 1500 },
      ],
      onSubmit,
    );
    await save();
    const message = await screen.findByText('The price is above the plan maximum.');
    expect(screen.getAllByRole('listitem')[1].contains(message)).toBe(true);
  });
});

describe("a plan's services outside the form", () => {
  const record = {
    id: 1,
    currency: 'SAR',
    services: [
      { service_type: 'staff_training', price: 350 },
      { service_type: 'additional_user', price: 29 },
    ],
  };

  it('should show a small table on the details page and "type: price; …" in an export', () => {
    const translate = (key: string, options?: Record<string, unknown>) => String(i18n.translate(key, options));
    render(
      <AdminContext i18nProvider={i18n}>
        <RecordContextProvider value={record}>
          <RowsView field={services} ctx={{ resource: 'plans', locale: 'en', translate }} />
        </RecordContextProvider>
      </AdminContext>,
    );
    const cells = screen.getAllByRole('row').map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
    // formatMoney puts a no-break space between code and amount.
    const sar = (n: number) => formatMoney('en', n, 'SAR').replace(/\u00a0/g, ' ');
    const text = (s: string | null) => (s ?? '').replace(/\u00a0/g, ' ');
    expect(cells.map((r) => r.map(text))).toEqual([
      ['Service type', 'Price'],
      ['Staff training (session)', sar(350)],
      ['Additional user', sar(29)],
    ]);
    expect(sar(350)).toBe('SAR 350.00');
    expect(text(rowsText(services.of, record.services, record, { resource: 'plans', locale: 'en', translate }))).toBe(
      'Staff training (session): SAR 350.00; Additional user: SAR 29.00',
    );
  });

  it('should be refused by the demo API with the path of the bad cell', () => {
    const t = (key: string) => key;
    const base = { name: 'Plan X', plan_type: 'pos', price_month: 1, price_3_months: 1, price_6_months: 1, price_year: 1, currency: 'SAR' };
    const errors = validateRecord(
      plans,
      {
        ...base,
        services: [
          { service_type: 'staff_training', price: 10 },
          { service_type: 'teleport', price: -1 },
        ],
      },
      [],
      t,
      1,
    );
    expect(errors).toEqual({ 'services.1.service_type': ['app.validation.invalid'], 'services.1.price': ['app.validation.min_value'] });
  });
});
