import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider, RaRecord } from 'ra-core';
import { en } from '../../i18n/en';
import { createCatalog } from '../../src/engine/catalog';
import { defineResource } from '../../src/engine/types';
import { catalogAuthProvider } from '../helpers/providers';
import { renderView } from '../helpers/views';
import { resetWindowWidth, setWindowWidth } from '../helpers/windowWidth';

/**
 * A details page on a phone puts the record's pages and actions into one "Actions" menu: the
 * menu is there only when it holds something this operator may use on this record.
 */
const kits = defineResource({
  name: 'kits',
  base: '/settings/kits',
  endpoint: 'kits',
  access: { list: 'kits.list', details: 'kits.list' },
  menu: { group: 'settings', icon: 'Category', order: 99 },
  recordTitle: 'name',
  fields: [
    { source: 'name', kind: 'text', required: true },
    { source: 'status', kind: 'text' },
  ],
  pages: [
    {
      name: 'parts',
      path: '/settings/kits/parts/:kit_id',
      permission: 'kits.parts',
      link: { kit_id: 'id' },
      load: async () => ({ default: () => null }),
    },
  ],
  actions: [{ name: 'archive', permission: 'kits.archive', set: { status: 'archived' }, when: { status: ['active'] } }],
});
const catalog = createCatalog([kits], []);
const messages = {
  ...en,
  resources: {
    ...en.resources,
    kits: {
      name: 'Kit |||| Kits',
      fields: { name: 'Name', status: 'Status' },
      pages: { parts: 'Parts' },
      actions: { archive: 'Archive', archive_confirm: 'Archive this kit?' },
    },
  },
};

afterEach(() => {
  cleanup();
  resetWindowWidth();
});

async function detailsOnPhone(permissions: string[], record: RaRecord) {
  setWindowWidth(390);
  renderView({
    decl: kits,
    view: 'details',
    url: '/settings/kits/details/1',
    catalog,
    dataProvider: { getOne: async () => ({ data: record }) } as unknown as DataProvider,
    authProvider: catalogAuthProvider(catalog, ['kits.list', ...permissions]),
    messages,
  });
  await screen.findByText(record.name as string);
}

const menuButton = () => screen.queryByRole('button', { name: en.app.layout.row_actions });

describe("a details page's Actions menu on a phone", () => {
  it('should offer the pages and actions the operator may use, in one menu', async () => {
    await detailsOnPhone(['kits.parts', 'kits.archive'], { id: 1, name: 'Starter kit', status: 'active' });
    await waitFor(() => expect(menuButton()).not.toBeNull());
    await userEvent.click(menuButton()!);
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Parts', 'Archive']);
  });

  it('should show no menu to an operator who may use none of them', async () => {
    await detailsOnPhone([], { id: 1, name: 'Starter kit', status: 'active' });
    // The access answers have come: the record's own fields are drawn, and still no menu.
    await screen.findByText('active');
    await new Promise((r) => setTimeout(r, 50));
    expect(menuButton()).toBeNull();
  });

  it('should show no menu when the only action does not apply to the record', async () => {
    await detailsOnPhone(['kits.archive'], { id: 1, name: 'Old kit', status: 'archived' });
    await screen.findByText('archived');
    await new Promise((r) => setTimeout(r, 50));
    expect(menuButton()).toBeNull();
  });
});
