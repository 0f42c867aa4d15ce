import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import users from '../../resources/users';
import ExportDialog from '../../src/widgets/export/ExportDialog';
import type { RunOptions } from '../../src/widgets/export/runExport';
import { WidgetContext } from '../helpers/widgetContext';

afterEach(cleanup);

const rows = [
  { id: 1, first_name: 'Mona', last_name: 'Saleh', email: 'mona@demo.test', phone: '+966500000001', roles: [1], status: 'active', created_at: '2025-03-12T10:00:00Z' },
  { id: 2, first_name: 'Omar', last_name: 'Ali', email: 'omar@demo.test', phone: '', roles: [], status: 'inactive', created_at: '2025-01-02T10:00:00Z' },
];

function setup(total = rows.length) {
  const getExportRows = vi.fn(async () => rows);
  const getMany = vi.fn(async () => ({ data: [{ id: 1, name: 'Auditor' }] as any[] }));
  const run = vi.fn(async (o: RunOptions<Record<string, unknown>>) => {
    o.onProgress(1);
    return new Uint8Array([1, 2, 3]);
  });
  const save = vi.fn();
  const onClose = vi.fn();
  render(
    <WidgetContext dataProvider={{ getExportRows, getMany: getMany as never }}>
      <ExportDialog decl={users} filter={{ status: 'active', q: 'mo' }} sort={{ field: 'email', order: 'ASC' }} total={total} onClose={onClose} run={run as never} save={save} />
    </WidgetContext>,
  );
  return { getExportRows, getMany, run, save, onClose };
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
    const { getExportRows } = setup();
    fireEvent.click(fieldBox('Select all fields'));
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Choose at least one field.')).toBeInTheDocument();
    expect(getExportRows).not.toHaveBeenCalled();
  });

  it('should fetch with the list filters and sort, then write only the chosen columns, formatted like the list', async () => {
    const { getExportRows, run, save } = setup();
    fireEvent.click(fieldBox('Select all fields'));
    for (const name of ['Email', 'Roles', 'Status']) fireEvent.click(fieldBox(name));
    fireEvent.click(screen.getByRole('radio', { name: /PDF/ }));
    fireEvent.change(screen.getByTestId('export-file-name'), { target: { value: 'active users' } });
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(getExportRows).toHaveBeenCalledWith('users', { sort: { field: 'email', order: 'ASC' }, filter: { status: 'active', q: 'mo' } });
    const options = run.mock.calls[0][0];
    expect(options.format).toBe('pdf');
    expect(options.headers).toEqual(['Email', 'Roles', 'Status']);
    expect(options.rows.map(options.formatRow)).toEqual([
      ['mona@demo.test', 'Auditor', 'Active'],
      ['omar@demo.test', '', 'Inactive'],
    ]);
    expect(options.fontUrl).toMatch(/IBMPlexSansArabic_400Regular.*\.ttf/);
    expect(save).toHaveBeenCalledWith(new Uint8Array([1, 2, 3]), 'active users.pdf', 'application/pdf');
    expect(await screen.findByText('2 rows exported to active users.pdf.')).toBeInTheDocument();
  });

  it('should refuse .xls for more than 65,536 rows, suggesting .xlsx, before anything is fetched', async () => {
    const { getExportRows } = setup(70000);
    fireEvent.click(screen.getByRole('radio', { name: /97-2003/ }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The .xls format holds at most 65,536 rows');
    expect(alert).toHaveTextContent('Choose .xlsx instead.');
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
    fireEvent.click(screen.getByRole('radio', { name: /^Excel \(\.xlsx\)/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled());
    expect(getExportRows).not.toHaveBeenCalled();
  });

  it('should show a failure and save nothing when the file cannot be written', async () => {
    const { run, save } = setup();
    run.mockRejectedValueOnce(new Error('out of memory'));
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/The export failed and no file was saved: out of memory/)).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });
});
