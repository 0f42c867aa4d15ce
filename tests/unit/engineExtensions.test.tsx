import { describe, expect, it, vi } from 'vitest';
import { isValidElement, type ReactElement } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListContextProvider, type DataProvider } from 'ra-core';
import { AdminContext } from 'ra-ui-materialui';
import { en } from '../../i18n/en';
import { createI18nProvider } from '../../src/locale/i18nProvider';
import { createCatalog } from '../../src/engine/catalog';
import { CatalogContext } from '../../src/engine/CatalogContext';
import { resourceRoutes } from '../../src/engine/routes';
import { defineResource, type ScreenDeclaration } from '../../src/engine/types';
import { RecordButtons, actionApplies, placementOf } from '../../src/engine/views/RecordButtons';
import { buildOpenApi } from '../../src/engine/openapi';
import { declarations } from '../../resources';
import { screens } from '../../src/screens';
import { ADMIN_ACCOUNT, COMPANY, SYSTEM_LOG, USER_SETTINGS } from '../../src/screens/settings/decls';
import {
  COMPANY_PERMISSIONS_RESOURCE,
  COMPANY_SETTINGS_RESOURCE,
  PLAN_SETTINGS_RESOURCE,
} from '../../src/screens/subscription/settingsSchema';
import { ConfirmProvider } from '../../src/engine/ConfirmProvider';
import { AppMenu } from '../../src/layout/AppMenu';
import { catalogAuthProvider } from '../helpers/providers';
import { expectConsole } from '../helpers/expectedConsole';
import { TestMemoryRouter as MemoryRouter } from 'ra-core';

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
const reportScreen: ScreenDeclaration = {
  name: 'gadget_report',
  path: '/reports/gadgets',
  permission: null,
  load,
  menu: { group: 'reports', icon: 'Assessment' },
};
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
    expectConsole('error', /Missing translation for key: "(resources\.gadgets\.|screens\.gadget_report\.)/); // fixture entity without strings
    const renderMenu = (permissions: string[]) => {
      const authProvider = catalogAuthProvider(catalog, permissions);
      return render(
        <MemoryRouter>
          <AdminContext authProvider={authProvider} i18nProvider={createI18nProvider('en', en)}>
            <CatalogContext.Provider value={catalog}>
              <AppMenu />
            </CatalogContext.Provider>
          </AdminContext>
        </MemoryRouter>,
      );
    };
    const allowed = renderMenu(['gadgets.list']);
    expect(await allowed.findByRole('menuitem', { name: /resources\.gadgets\.name|gadgets/i })).toHaveAttribute(
      'href',
      '/settings/gadgets',
    );
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
    expectConsole('error', /Missing translation for key: "resources\.gadgets\./); // fixture entity without strings
    const update = vi.fn(async (_r: string, p: { id: number; data: object }) => ({ data: { id: p.id, ...p.data } }));
    const dataProvider = { update } as unknown as DataProvider;
    render(
      <MemoryRouter>
        <AdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider('en', en)}>
          <CatalogContext.Provider value={catalog}>
            <ConfirmProvider>
              <RecordButtons decl={gadgets} record={{ id: 3, status: 'unfinished', name: 'G' }} />
            </ConfirmProvider>
          </CatalogContext.Provider>
        </AdminContext>
      </MemoryRouter>,
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

describe('where a page link is offered', () => {
  // Three pages of one record: one for the details page (the default when there is one), one for
  // rows only, one for both.
  const widgets = defineResource({
    ...gadgets,
    name: 'widgets',
    base: '/settings/widgets',
    endpoint: 'widgets',
    pages: [
      { name: 'deep', path: '/settings/widgets/deep/:id', permission: null, load, link: { id: 'id' } },
      { name: 'quick', path: '/settings/widgets/quick/:id', permission: null, load, link: { id: 'id' }, placement: 'row' },
      { name: 'everywhere', path: '/settings/widgets/everywhere/:id', permission: null, load, link: { id: 'id' }, placement: 'both' },
    ],
    actions: [],
  });
  const links = (where?: 'row' | 'details', inList = false) => {
    const buttons = <RecordButtons decl={widgets} record={{ id: 7 }} where={where} />;
    const { unmount, container } = render(
      <MemoryRouter>
        <AdminContext i18nProvider={createI18nProvider('en', en)}>
          <CatalogContext.Provider value={createCatalog([widgets])}>
            {inList ? <ListContextProvider value={{ resource: 'widgets' } as never}>{buttons}</ListContextProvider> : buttons}
          </CatalogContext.Provider>
        </AdminContext>
      </MemoryRouter>,
    );
    const names = within(container)
      .queryAllByRole('link')
      .map((a) => a.getAttribute('href'));
    unmount();
    return names;
  };

  it('should keep rows light: a row offers only row links, the details page the others', () => {
    expectConsole('error', /Missing translation for key: "resources\.widgets\.pages\./); // fixture entity without strings
    expect(links('row')).toEqual(['/settings/widgets/quick/7', '/settings/widgets/everywhere/7']);
    expect(links('details')).toEqual(['/settings/widgets/deep/7', '/settings/widgets/everywhere/7']);
  });

  it('should know it is on a row when a list of its resource is around', () => {
    expectConsole('error', /Missing translation for key: "resources\.widgets\.pages\./); // fixture entity without strings
    expect(links(undefined, true)).toEqual(['/settings/widgets/quick/7', '/settings/widgets/everywhere/7']);
    expect(links(undefined, false)).toEqual(['/settings/widgets/deep/7', '/settings/widgets/everywhere/7']);
  });

  it('should default to the details page when the resource has one, else to both places', () => {
    const page = widgets.pages[0];
    expect(placementOf(widgets, page)).toBe('details');
    expect(placementOf({ ...widgets, access: { list: null } }, page)).toBe('both');
  });

  it('should leave the companies and plans rows without their settings links', () => {
    for (const name of ['companies', 'plans']) {
      const decl = declarations.find((d) => d.name === name)!;
      expect(
        decl.pages!.map((p) => placementOf(decl, p)),
        name,
      ).toEqual(decl.pages!.map(() => 'details'));
    }
  });
});

describe('an API-only resource', () => {
  const tuningApi = { name: 'gadget-tuning', calls: ['getOne', 'update'] as const, description: 'a gadget tuning' };
  const api = createCatalog(
    [{ ...gadgets, pages: [{ ...gadgets.pages[0], api: [tuningApi] }] }],
    [
      {
        ...reportScreen,
        permission: 'reports.view',
        api: [
          {
            name: 'gadget_report_settings',
            endpoint: 'settings',
            id: 'gadget-report',
            fields: [{ source: 'title', kind: 'text', required: true }],
          },
        ],
      },
    ],
  );

  it('should get no route and no menu entry, and be found by name for its endpoint', () => {
    const lazyView = Object.assign(Blank, {}) as never;
    const paths = routePaths(resourceRoutes(api, { list: lazyView, create: lazyView, edit: lazyView, details: lazyView }, <span />));
    expect(paths.some((p) => p.includes('tuning') && p !== '/settings/gadgets/tuning/:gadget_id')).toBe(false);
    expect(paths).toHaveLength(6);
    expect(api.all.map((d) => d.name)).toEqual(['gadgets']);
    expect(api.get('gadget_report_settings')).toMatchObject({ endpoint: 'settings', access: {} });
    expect(api.get('gadget-tuning')?.endpoint).toBe('gadget-tuning');
  });

  it('should answer canAccess with the permission of the page or screen that uses it', () => {
    expect(api.permissionFor('gadget-tuning', 'edit')).toBe('gadgets.update');
    expect(api.permissionFor('gadget-tuning', 'show')).toBe('gadgets.update');
    expect(api.permissionFor('gadget-tuning', 'delete')).toBeUndefined();
    expect(api.permissionFor('gadget-tuning', 'list')).toBeUndefined();
    expect(api.permissionFor('gadget_report_settings', 'edit')).toBe('reports.view');
    expect(() => createCatalog([gadgets], [{ ...reportScreen, api: [{ name: 'gadgets' }] }])).toThrow(/declared twice/);
  });

  it('should be in the OpenAPI document with the permission of its page', () => {
    const doc = buildOpenApi(
      [{ ...gadgets, pages: [{ ...gadgets.pages[0], api: [tuningApi] }] }],
      [
        {
          ...reportScreen,
          permission: 'reports.view',
          api: [{ name: 'gadget_report_settings', endpoint: 'settings', id: 'gadget-report' }],
        },
      ],
    ) as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    expect(Object.keys(doc.paths['/gadget-tuning/{id}'])).toEqual(['get', 'put']);
    expect(doc.paths['/gadget-tuning/{id}'].put['x-permission']).toBe('gadgets.update');
    expect(doc.paths['/settings/gadget-report'].get['x-permission']).toBe('reports.view');
  });

  it('should declare the settings endpoints the real screens and pages use, so none needs disableAuthentication', () => {
    const real = createCatalog(declarations, screens);
    const names = real.api.map((u) => u.api.name);
    for (const name of [
      ...Object.values(PLAN_SETTINGS_RESOURCE),
      ...Object.values(COMPANY_SETTINGS_RESOURCE),
      COMPANY_PERMISSIONS_RESOURCE,
    ])
      expect(names).toContain(name);
    for (const decl of [ADMIN_ACCOUNT, SYSTEM_LOG, COMPANY, USER_SETTINGS]) expect(real.get(decl.name)?.endpoint).toBe('settings');
    expect(real.permissionFor('plan-print-settings', 'edit')).toBe('plans.update');
    expect(real.permissionFor(ADMIN_ACCOUNT.name, 'edit')).toBe('admin_accounts.update');
    expect(real.permissionFor(USER_SETTINGS.name, 'edit')).toBeNull();
  });
});
