import { fieldKind } from '../../src/engine/kinds';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import users from '../../resources/users';
import companies from '../../resources/companies';
import { ar } from '../../i18n/ar';
import { en } from '../../i18n/en';
import { fieldsIn } from '../../src/engine/views/useFieldContext';
import { columnPlan, exportFields } from '../../src/widgets/export/prepare';
import { columnsThatFit, estimatedMinimum } from '../../src/widgets/export/layout';
import { formatDate } from '../../src/locale/format';
import ExportDialog from '../../src/widgets/export/ExportDialog';
import type { RunOptions } from '../../src/widgets/export/runExport';
import { collectLookups, rowFormatter } from '../../src/widgets/export/columns';
import { parseRows, readBody } from '../../src/widgets/export/serve';
import type { Cell } from '../../src/widgets/export/table';
import { iso } from '../helpers/isolates';
import { WidgetContext } from '../helpers/widgetContext';

afterEach(cleanup);

const rows = [
  {
    id: 1,
    first_name: 'Mona',
    last_name: 'Saleh',
    email: 'mona@demo.test',
    phone: '+966500000001',
    roles: [1],
    status: 'active',
    created_at: '2025-03-12T10:00:00Z',
  },
  {
    id: 2,
    first_name: 'Omar',
    last_name: 'Ali',
    email: 'omar@demo.test',
    phone: '',
    roles: [],
    status: 'inactive',
    created_at: '2025-01-02T10:00:00Z',
  },
];

const encode = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).buffer as ArrayBuffer;

function setup(total: number | undefined = rows.length, answer: unknown = { data: rows }) {
  const getExportBody = vi.fn(async () => encode(answer));
  const getMany = vi.fn(async () => ({ data: [{ id: 1, name: 'Auditor' }] as Array<{ id: number; name: string }> }));
  // The worker's side, run in the test: happy-dom has no Worker. The real parsing and formatting.
  const written: { cells: Cell[][] } = { cells: [] };
  const run = vi.fn(async (o: RunOptions) => {
    const parsed = parseRows(await readBody(o.body));
    const labels = await o.resolve(parsed.length, collectLookups(o.columns, parsed));
    written.cells = parsed.map(rowFormatter(o.columns, o.locale, labels));
    o.onProgress(1);
    return new Blob(['file']);
  });
  const save = vi.fn();
  const onClose = vi.fn();
  render(
    <WidgetContext dataProvider={{ getExportBody, getMany: getMany as never }}>
      <ExportDialog
        decl={users}
        filter={{ status: 'active', q: 'mo' }}
        sort={{ field: 'email', order: 'ASC' }}
        total={total}
        onClose={onClose}
        run={run as never}
        save={save}
      />
    </WidgetContext>,
  );
  return { getExportBody, getMany, run, save, onClose, written };
}

const fieldBox = (name: string) => screen.getByRole('checkbox', { name });
/** Unchecks every field: select-all clears only when checked (from the default, partial, selection it first checks all). */
const clearAll = (name = 'Select all fields') => {
  const all = screen.getByRole('checkbox', { name });
  if (!(all as HTMLInputElement).checked) fireEvent.click(all);
  fireEvent.click(all);
};

describe('ExportDialog', () => {
  it('should offer every export field, check the list columns by default, and clear all when select-all is unchecked', () => {
    setup();
    const all = fieldBox('Select all fields');
    // The list's own columns start checked; fields the list does not show
    // (countries and cities have \`list: false\`) are offered unchecked, not every exportable field.
    expect(all).toHaveAttribute('data-indeterminate', 'true');
    // The person column (name, with the e-mail under it) brings the e-mail in; the name parts stay out.
    for (const name of ['Name', 'Email', 'Status', 'Created at']) expect(fieldBox(name)).toBeChecked();
    for (const name of ['First name', 'Countries', 'Cities']) expect(fieldBox(name)).not.toBeChecked();
    // Password fields have `export: false` in the resource file.
    expect(screen.queryByRole('checkbox', { name: /Password/ })).toBeNull();
    fireEvent.click(all);
    expect(all).toBeChecked();
    for (const name of ['First name', 'Email', 'Status', 'Created at', 'Countries', 'Cities']) expect(fieldBox(name)).toBeChecked();
    fireEvent.click(all);
    for (const name of ['First name', 'Email', 'Status', 'Created at']) expect(fieldBox(name)).not.toBeChecked();
    fireEvent.click(fieldBox('Email'));
    expect(fieldBox('Email')).toBeChecked();
    expect(all).toHaveAttribute('data-indeterminate', 'true');
    fireEvent.click(all);
    for (const name of ['First name', 'Email', 'Status', 'Created at']) expect(fieldBox(name)).toBeChecked();
  });

  it('should refuse to start with no field chosen and fetch nothing', async () => {
    const { getExportBody } = setup();
    clearAll();
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Choose at least one field.')).toBeInTheDocument();
    expect(getExportBody).not.toHaveBeenCalled();
  });

  it('should fetch with the list filters and sort, then write only the chosen columns, formatted like the list', async () => {
    const { getExportBody, getMany, run, save, written } = setup();
    clearAll();
    for (const name of ['Email', 'Roles', 'Status']) fireEvent.click(fieldBox(name));
    fireEvent.click(screen.getByRole('radio', { name: /PDF/ }));
    fireEvent.change(screen.getByTestId('export-file-name'), { target: { value: 'active users' } });
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(getExportBody).toHaveBeenCalledWith('users', { sort: { field: 'email', order: 'ASC' }, filter: { status: 'active', q: 'mo' } });
    const options = run.mock.calls[0][0];
    expect(options.format).toBe('pdf');
    expect(options.headers).toEqual(['Email', 'Roles', 'Status']);
    // What crosses to the worker is plain data: the raw body and a column plan.
    expect(options.columns).toEqual([
      { source: 'email', plan: { kind: 'plain' } },
      { source: 'roles', plan: { kind: 'reference' } },
      { source: 'status', plan: { kind: 'label' } },
    ]);
    expect(structuredClone(options.columns)).toEqual(options.columns);
    expect(options.locale).toBe('en');
    expect(getMany).toHaveBeenCalledWith('roles', { ids: [1] });
    expect(written.cells).toEqual([
      ['mona@demo.test', 'Auditor', 'Active'],
      ['omar@demo.test', '', 'Inactive'],
    ]);
    expect(options.fontUrl).toMatch(/IBMPlexSansArabic-Regular.*\.ttf/);
    expect(save).toHaveBeenCalledWith(expect.any(Blob), 'active users.pdf');
    expect(await screen.findByText(iso`${'2'} rows exported to ${'active users.pdf'}.`)).toBeInTheDocument();
  });

  it('should refuse .xls for more than 65,536 rows, suggesting .xlsx, before anything is fetched', async () => {
    const { getExportBody } = setup(70000);
    fireEvent.click(screen.getByRole('radio', { name: /97-2003/ }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The .xls format holds at most 65,536 rows');
    expect(alert).toHaveTextContent('Choose .xlsx instead.');
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
    fireEvent.click(screen.getByRole('radio', { name: /^Excel \(\.xlsx\)/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled());
    expect(getExportBody).not.toHaveBeenCalled();
  });

  it('should show a failure and save nothing when the file cannot be written', async () => {
    const { run, save } = setup();
    run.mockRejectedValueOnce(new Error('out of memory'));
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/The export failed and no file was saved: \u2068out of memory\u2069/)).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('should refuse .xls after fetching when the rows outnumber 65,535 though the list total did not say so', async () => {
    const many = Array.from({ length: 65536 }, (_, id) => ({ id }));
    const { getExportBody, getMany, save } = setup(undefined, { data: many });
    fireEvent.click(screen.getByRole('radio', { name: /97-2003/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The .xls format holds at most 65,536 rows');
    expect(alert).toHaveTextContent('65,536');
    expect(getExportBody).toHaveBeenCalledTimes(1);
    expect(getMany).not.toHaveBeenCalled();
    expect(save).not.toHaveBeenCalled();
  });

  it('should say there is nothing to export when the filters match no row, and save nothing', async () => {
    const { save, getMany } = setup(undefined, { data: [] });
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('There are no rows to export with the current filters.')).toBeInTheDocument();
    expect(getMany).not.toHaveBeenCalled();
    expect(save).not.toHaveBeenCalled();
  });

  it('should report an answer that is not a list of rows as a failure', async () => {
    const { save } = setup(undefined, { message: 'nope' });
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(iso`The export failed and no file was saved: ${'the server did not send a list of rows'}`);
    expect(save).not.toHaveBeenCalled();
  });

  it('should hand the worker the Arabic labels and locale in Arabic', async () => {
    const getExportBody = vi.fn(async () => encode({ data: rows }));
    const run = vi.fn(async (o: RunOptions) => {
      const parsed = parseRows(await readBody(o.body));
      const labels = await o.resolve(parsed.length, collectLookups(o.columns, parsed));
      cells = parsed.map(rowFormatter(o.columns, o.locale, labels));
      return new Blob(['x']);
    });
    let cells: Cell[][] = [];
    render(
      <WidgetContext locale="ar" dataProvider={{ getExportBody, getMany: vi.fn() as never }}>
        <ExportDialog decl={users} filter={{}} onClose={() => undefined} run={run as never} save={vi.fn()} />
      </WidgetContext>,
    );
    clearAll(ar.widgets.export.select_all);
    for (const source of ['status', 'created_at'] as const)
      fireEvent.click(screen.getByRole('checkbox', { name: ar.resources.users.fields[source] }));
    fireEvent.click(screen.getByRole('button', { name: ar.widgets.export.start }));
    await waitFor(() => expect(cells).toHaveLength(2));
    expect(run.mock.calls[0][0]).toMatchObject({
      locale: 'ar',
      rtl: true,
      headers: [ar.resources.users.fields.status, ar.resources.users.fields.created_at],
    });
    expect(cells).toEqual([
      [ar.app.status.active, formatDate('ar', '2025-03-12T10:00:00Z', true)],
      [ar.app.status.inactive, formatDate('ar', '2025-01-02T10:00:00Z', true)],
    ]);
    expect(cells[0][1]).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('ExportDialog: PDF columns that cannot fit', () => {
  const minimums = (decl: typeof companies, sources: string[]) =>
    decl.fields
      .filter((f) => sources.includes(f.source))
      .map((f) => estimatedMinimum(columnPlan(f), en.resources.companies.fields[f.source as keyof typeof en.resources.companies.fields]));

  it('should start with the list columns of the companies list, and offer to keep the first columns that fit when all are chosen', async () => {
    const run = vi.fn(async (o: RunOptions) => {
      const parsed = parseRows(await readBody(o.body));
      await o.resolve(parsed.length, collectLookups(o.columns, parsed));
      return new Blob(['x']);
    });
    render(
      <WidgetContext dataProvider={{ getExportBody: vi.fn(async () => encode({ data: [{ id: 1 }] })), getMany: vi.fn() as never }}>
        <ExportDialog decl={companies} filter={{}} onClose={() => undefined} run={run as never} save={vi.fn()} />
      </WidgetContext>,
    );
    // The list's columns, with what a column shows besides its own value (the contact person's e-mail).
    const listed = fieldsIn(companies, 'list').flatMap((f) => [f.source, ...(fieldKind(f.kind).cellShows?.(f) ?? [])]);
    const exportable = exportFields(companies).map((f) => f.source);
    const checked = () =>
      exportable.filter(
        (s) => (screen.getByRole('checkbox', { name: en.resources.companies.fields[s as never] }) as HTMLInputElement).checked,
      );
    expect(checked()).toEqual(exportable.filter((s) => listed.includes(s)));
    expect(checked().length).toBeLessThan(exportable.length);
    fireEvent.click(screen.getByRole('radio', { name: /PDF/ }));
    // The list's columns fit: no warning.
    expect(screen.queryByText(/do not fit across a landscape A4 page/)).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all fields' }));
    expect(checked()).toEqual(exportable);
    const fit = columnsThatFit(minimums(companies, exportable));
    expect(fit).toBeGreaterThan(0);
    expect(fit).toBeLessThan(exportable.length);
    const alert = screen.getByText(/do not fit across a landscape A4 page/).closest('[role=alert]') as HTMLElement;
    expect(alert).toHaveTextContent(
      iso`The ${exportable.length} chosen columns do not fit across a landscape A4 page at a readable width: ${fit} do.`,
    );
    // Only for a PDF: a spreadsheet has no page width.
    fireEvent.click(screen.getByRole('radio', { name: /^Excel \(\.xlsx\)/ }));
    expect(screen.queryByText(/do not fit across a landscape A4 page/)).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /PDF/ }));
    fireEvent.click(screen.getByRole('button', { name: iso`Keep the first ${fit} columns` }));
    expect(checked()).toEqual(exportable.slice(0, fit));
    expect(screen.queryByText(/do not fit across a landscape A4 page/)).toBeNull();

    // The PDF's header and footer strings cross to the worker translated, the page numbers left to fill.
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(run).toHaveBeenCalled());
    const { pdfText } = run.mock.calls[0][0];
    expect(pdfText?.page).toBe(iso`Page ${'{page}'} of ${'{pages}'}`);
    expect(pdfText?.subtitle).toMatch(/^Exported on .*\d/);
  });

  it('should say it in Arabic, with the counted phrase for the number of columns', () => {
    render(
      <WidgetContext locale="ar" dataProvider={{ getExportBody: vi.fn(), getMany: vi.fn() as never }}>
        <ExportDialog decl={companies} filter={{}} onClose={() => undefined} run={vi.fn() as never} save={vi.fn()} />
      </WidgetContext>,
    );
    fireEvent.click(screen.getByRole('radio', { name: /PDF/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: ar.widgets.export.select_all }));
    const exportable = exportFields(companies);
    const fit = columnsThatFit(
      exportable.map((f) =>
        estimatedMinimum(columnPlan(f), ar.resources.companies.fields[f.source as keyof typeof ar.resources.companies.fields]),
      ),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(iso`الأعمدة المختارة (${exportable.length} عمودًا) لا تتّسع في عرض صفحة A4 أفقية`);
    fireEvent.click(screen.getByRole('button', { name: iso`الإبقاء على أول ${fit} عمودًا` }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
