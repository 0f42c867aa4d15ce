import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'ra-core';
import { en } from '../../i18n/en';
import { createCatalog } from '../../src/engine/catalog';
import { defineResource } from '../../src/engine/types';
import { catalogAuthProvider } from '../helpers/providers';
import { renderView } from '../helpers/views';
import { resetWindowWidth, setWindowWidth } from '../helpers/windowWidth';

/**
 * A `rows` field on the generic details page: a table on a wider screen, one card per row on a
 * phone (under 576 px), each value after its column's name; in the form, a row of inputs on a
 * wider screen and a card headed by the row's number on a phone.
 */
const kits = defineResource({
  name: 'kits',
  base: '/settings/kits',
  endpoint: 'kits',
  access: { list: 'kits.list', create: 'kits.list', details: 'kits.list' },
  menu: { group: 'settings', icon: 'Category', order: 99 },
  recordTitle: 'name',
  fields: [
    { source: 'name', kind: 'text', required: true },
    {
      source: 'parts',
      kind: 'rows',
      of: [
        { source: 'part', kind: 'text', required: true },
        { source: 'quantity', kind: 'number', min: 0 },
      ],
    },
  ],
});
const catalog = createCatalog([kits], []);
const messages = {
  ...en,
  resources: {
    ...en.resources,
    kits: { name: 'Kit |||| Kits', fields: { name: 'Name', parts: 'Parts', part: 'Part', quantity: 'Quantity' } },
  },
};
const record = {
  id: 1,
  name: 'Starter kit',
  parts: [
    { part: 'Cable', quantity: 2 },
    { part: 'Printer', quantity: 1 },
  ],
};
const dataProvider = { getOne: async () => ({ data: record }) } as unknown as DataProvider;

afterEach(() => {
  cleanup();
  resetWindowWidth();
});

async function detailsAt(width: number) {
  setWindowWidth(width);
  renderView({
    decl: kits,
    view: 'details',
    url: '/settings/kits/details/1',
    catalog,
    dataProvider,
    authProvider: catalogAuthProvider(catalog, ['kits.list']),
    messages,
  });
  await screen.findByText('Cable');
  return screen.getByText('Cable').closest('table')!;
}

describe('a rows field on a details page', () => {
  it('should be one card per row on a phone, each value after its column name', async () => {
    const table = await detailsAt(390);
    const [head, body] = [table.querySelector('thead')!, table.querySelector('tbody')!];
    // The header row is there for a screen reader only; each row is a block of its own.
    expect(getComputedStyle(head).position).toBe('absolute');
    expect(getComputedStyle(head).overflow).toBe('hidden');
    const rows = within(body).getAllByRole('row');
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(getComputedStyle(row).display).toBe('block');
    const cells = rows.map((r) => within(r).getAllByRole('cell'));
    expect(cells.map((c) => c.map((td) => [td.dataset.label, td.textContent]))).toEqual([
      [
        ['Part', 'Cable'],
        ['Quantity', '2'],
      ],
      [
        ['Part', 'Printer'],
        ['Quantity', '1'],
      ],
    ]);
    // A line per cell, the name at the start side and the value at the end, in the page's
    // direction: the value's own direction is set inside the cell, never on it.
    for (const td of cells.flat()) {
      expect(getComputedStyle(td).display).toBe('flex');
      expect(getComputedStyle(td).justifyContent).toBe('space-between');
      expect(td).not.toHaveAttribute('dir');
      expect(td.querySelector('span')).toHaveAttribute('dir', 'auto');
    }
  });

  it('should stay a table with its column headers on a wider screen', async () => {
    const table = await detailsAt(1440);
    const head = table.querySelector('thead')!;
    expect(getComputedStyle(head).position).not.toBe('absolute');
    expect(
      within(head)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Part', 'Quantity']);
    const rows = within(table.querySelector('tbody')!).getAllByRole('row');
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((td) => td.textContent),
      ),
    ).toEqual([
      ['Cable', '2'],
      ['Printer', '1'],
    ]);
    for (const row of rows) expect(getComputedStyle(row).display).toBe('table-row');
    for (const td of within(table).getAllByRole('cell')) expect(getComputedStyle(td).display).not.toBe('flex');
  });
});

/** A string as read, without the isolates the app puts around an interpolated number. */
const plain = (text: string) => text.replace(/[\u2066-\u2069]/g, '');

async function formAt(width: number) {
  setWindowWidth(width);
  renderView({
    decl: kits,
    view: 'create',
    url: '/settings/kits/create',
    catalog,
    dataProvider,
    authProvider: catalogAuthProvider(catalog, ['kits.list']),
    messages,
  });
  const add = await screen.findByRole('button', { name: 'Add an item' });
  await userEvent.click(add);
  await userEvent.click(add);
  return (await screen.findAllByRole('button', { name: (name) => /^Remove item \d$/.test(plain(name)) })).map((b) => b.closest('li')!);
}

describe('a rows field in a form', () => {
  it('should draw each row as a card headed by its number on a phone, its inputs labelled', async () => {
    const lines = await formAt(390);
    expect(lines).toHaveLength(2);
    lines.forEach((line, i) => {
      const heading = within(line).getByText((text) => plain(text) === `Item ${i + 1}`);
      expect(getComputedStyle(heading).display).toBe('block');
      expect(getComputedStyle(line).borderTopStyle).toBe('solid');
      expect(within(line).getByLabelText(/^Part/)).toBeInTheDocument();
      expect(within(line).getByLabelText(/^Quantity/)).toBeInTheDocument();
      // The keyboard meets the inputs first, then the row's remove button, as the eye does.
      const focusable = [...line.querySelectorAll('input:not([type=hidden]), [role=combobox], button')];
      expect(focusable.at(-1)).toBe(within(line).getByRole('button', { name: (name) => plain(name) === `Remove item ${i + 1}` }));
    });
  });

  it('should keep the inputs of a row side by side, with no number, on a wider screen', async () => {
    const lines = await formAt(1440);
    for (const line of lines) {
      expect(getComputedStyle(line.querySelector('.RaSimpleFormIterator-index')!).display).toBe('none');
      expect(getComputedStyle(line).borderTopStyle).not.toBe('solid');
      expect(getComputedStyle(line.querySelector('.RaSimpleFormIterator-form')!).flexDirection).toBe('row');
    }
  });
});
