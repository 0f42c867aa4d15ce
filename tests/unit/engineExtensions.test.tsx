import { describe, expect, it, vi } from 'vitest';
import { isValidElement, type ReactElement } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestMemoryRouter, type AuthProvider, type DataProvider } from 'ra-core';
import { AdminContext } from 'ra-ui-materialui';
import { en } from '../../i18n/en';
import { createI18nProvider } from '../../src/locale/i18nProvider';
import { createCatalog } from '../../src/engine/catalog';
import { CatalogContext } from '../../src/engine/CatalogContext';
import { resourceRoutes } from '../../src/engine/routes';
import { defineResource, type ScreenDeclaration } from '../../src/engine/types';
import { RecordButtons, actionApplies } from '../../src/engine/views/RecordButtons';
import { ConfirmProvider } from '../../src/layout/ConfirmProvider';
import { AppMenu } from '../../src/layout/AppMenu';

const Blank = () => null;
const load = async () => ({ default: Blank });

// A throw-away entity: one declaration, nothing else.
const gadgets = defineResource({
  name: 'gadgets',
  base: '/settings/gadgets',
  endpoint: 'gadgets',
  access: { list: 'gadgets.list', create: 'gadgets.list', edit: 'gadgets.update', details: 'gadgets.update', delete: 'gadgets.update' },
  menu: { group: 'settings', icon: 'Category', order: 99 },
  recordTitle: 'name',
  fields: [
    { source: 'name', kind: 'text', required: true },
    { source: 'status', kind: 'status', choices: ['unfinished', 'finished'] },
  ],
  pages: [{ name: 'tuning', path: '/settings/gadgets/tuning/:gadget_id', permission: 'gadgets.update', load, link: { gadget_id: 'id' } }],
  actions: [{ name: 'finish', permission: 'gadgets.update', set: { status: 'finished' }, when: { status: ['unfinished'] } }],
});
const reportScreen: ScreenDeclaration = { name: 'gadget_report', path: '/reports/gadgets', permission: null, load, menu: { group: 'reports', icon: 'Assessment' } };
const catalog = createCatalog([gadgets], [reportScreen]);
const routePaths = (els: ReactElement[]) => els.map((e) => (isValidElement(e) ? (e.props as { path: string }).path : ''));

describe('adding an entity is one declaration', () => {
  it('should give it its routes, extra pages and screens at their URLs', () => {
    const lazyView = Object.assign(Blank, {}) as never;
    const paths = routePaths(resourceRoutes(catalog, { list: lazyView, create: lazyView, edit: lazyView, details: lazyView }, <span />));
    expect(paths).toEqual([
      '/settings/gadgets',
      '/settings/gadgets/create',
      '/settings/gadgets/edit/:id',
      '/settings/gadgets/details/:id',
      '/settings/gadgets/tuning/:gadget_id',
      '/reports/gadgets',
    ]);
  });

  it('should guard each of them with the permission it declares', () => {
    expect(catalog.permissionFor('gadgets', 'list')).toBe('gadgets.list');
    expect(catalog.permissionFor('gadgets', 'create')).toBe('gadgets.list');
    expect(catalog.permissionFor('gadgets', 'show')).toBe('gadgets.update');
    expect(catalog.permissionFor('gadgets', 'page:tuning')).toBe('gadgets.update');
    expect(catalog.permissionFor('gadgets', 'page:other')).toBeUndefined();
    expect(catalog.permissionFor('gadgets', 'action:finish')).toBe('gadgets.update');
    expect(catalog.permissionFor('gadget_report', 'access')).toBeNull();
    expect(catalog.pagePath('gadgets', 'tuning', { gadget_id: 4 })).toBe('/settings/gadgets/tuning/4');
    expect(catalog.pagePath('gadgets', 'tuning', {})).toBeUndefined();
    expect(() => createCatalog([gadgets], [{ ...reportScreen, name: 'gadgets' }])).toThrow(/declared twice/);
  });

  it('should give it a menu entry in its group, only for who may list it', async () => {
    const renderMenu = (permissions: string[]) => {
      const authProvider: AuthProvider = {
        login: async () => undefined, logout: async () => undefined, checkAuth: async () => undefined,
        checkError: async () => undefined, getPermissions: async () => permissions,
        canAccess: async ({ resource, action }) => {
          const p = catalog.permissionFor(resource, action);
          return p === null || (p !== undefined && permissions.includes(p));
        },
      };
      return render(
        <TestMemoryRouter>
          <AdminContext authProvider={authProvider} i18nProvider={createI18nProvider('en', en)}>
            <CatalogContext.Provider value={catalog}>
              <AppMenu />
            </CatalogContext.Provider>
          </AdminContext>
        </TestMemoryRouter>,
      );
    };
    const allowed = renderMenu(['gadgets.list']);
    expect(await allowed.findByRole('menuitem', { name: /resources\.gadgets\.name|gadgets/i })).toHaveAttribute('href', '/settings/gadgets');
    expect(await allowed.findByRole('menuitem', { name: /screens\.gadget_report\.title/ })).toHaveAttribute('href', '/reports/gadgets');
    allowed.unmount();
    const denied = renderMenu([]);
    await denied.findByRole('menuitem', { name: /screens\.gadget_report\.title/ });
    expect(denied.queryByRole('menuitem', { name: /resources\.gadgets\.name/ })).toBeNull();
  });
});

describe('a record action', () => {
  it('should be offered only in the states it applies to', () => {
    expect(actionApplies(gadgets.actions[0], { id: 1, status: 'unfinished' })).toBe(true);
    expect(actionApplies(gadgets.actions[0], { id: 1, status: 'finished' })).toBe(false);
  });

  it('should ask first, then send ONE update with what it sets', async () => {
    const update = vi.fn(async (_r: string, p: { id: number; data: object }) => ({ data: { id: p.id, ...p.data } }));
    const dataProvider = { update } as unknown as DataProvider;
    render(
      <TestMemoryRouter>
        <AdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider('en', en)}>
          <CatalogContext.Provider value={catalog}>
            <ConfirmProvider>
              <RecordButtons decl={gadgets} record={{ id: 3, status: 'unfinished', name: 'G' }} />
            </ConfirmProvider>
          </CatalogContext.Provider>
        </AdminContext>
      </TestMemoryRouter>,
    );
    const button = await screen.findByRole('button', { name: 'resources.gadgets.actions.finish' });
    expect(screen.getByRole('link', { name: 'resources.gadgets.pages.tuning' })).toHaveAttribute('href', '/settings/gadgets/tuning/3');
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('resources.gadgets.actions.finish_confirm')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0][0]).toBe('gadgets');
    expect(update.mock.calls[0][1]).toMatchObject({ id: 3, data: { status: 'finished' } });
  });
});
