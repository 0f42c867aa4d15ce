import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import users from '../../resources/users';
import { ar } from '../../i18n/ar';
import { formatDate } from '../../src/locale/format';
import ExportDialog from '../../src/widgets/export/ExportDialog';
import type { RunOptions } from '../../src/widgets/export/runExport';
import { collectLookups, rowFormatter } from '../../src/widgets/export/columns';
import { parseRows, readBody } from '../../src/widgets/export/serve';
import type { Cell } from '../../src/widgets/export/table';
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

describe('ExportDialog', () => {
  it('should offer every export field, select all by default, and clear all when select-all is unchecked', () => {
    setup();
    const all = fieldBox('Select all fields');
    expect(all).toBeChecked();
    for (const name of ['First name', 'Email', 'Status', 'Created at']) expect(fieldBox(name)).toBeChecked();
    // Password fields have `export: false` in the resource file.
    expect(screen.queryByRole('checkbox', { name: /Password/ })).toBeNull();
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
    fireEvent.click(fieldBox('Select all fields'));
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Choose at least one field.')).toBeInTheDocument();
    expect(getExportBody).not.toHaveBeenCalled();
  });

  it('should fetch with the list filters and sort, then write only the chosen columns, formatted like the list', async () => {
    const { getExportBody, getMany, run, save, written } = setup();
    fireEvent.click(fieldBox('Select all fields'));
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
    expect(await screen.findByText('2 rows exported to active users.pdf.')).toBeInTheDocument();
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
    expect(within(alert).getByText(/The export failed and no file was saved: out of memory/)).toBeInTheDocument();
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
    expect(alert).toHaveTextContent('The export failed and no file was saved: the server did not send a list of rows');
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
    fireEvent.click(screen.getByRole('checkbox', { name: ar.widgets.export.select_all }));
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
