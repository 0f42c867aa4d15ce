import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryStore, useUpdate, type DataProvider } from 'ra-core';
import { AdminContext } from 'ra-ui-materialui';
import { en } from '../../i18n/en';
import { declarations } from '../../resources';
import { createI18nProvider } from '../../src/locale/i18nProvider';
import { createCatalog } from '../../src/engine/catalog';
import { CatalogContext } from '../../src/engine/CatalogContext';
import { defineResource } from '../../src/engine/types';
import { AppMenu } from '../../src/layout/AppMenu';
import { narrowFilter } from '../../src/shell/declaredQuery';
import { catalogAuthProvider } from '../helpers/providers';
import { expectConsole } from '../helpers/expectedConsole';
import { TestMemoryRouter as MemoryRouter } from 'ra-core';

const request = (name: string, permission: string) =>
  defineResource({
    name,
    base: `/subscription/${name}`,
    endpoint: name,
    access: { list: permission },
    menu: { group: 'subscription', icon: 'RequestPage', badge: { filter: { status: 'pending' }, label: 'pending' } },
    recordTitle: 'id',
    fields: [{ source: 'status', kind: 'status', choices: ['pending', 'approved'] }],
  });
// Three entries asking for a badge: one with open records, one with none, one this operator may not open.
const catalog = createCatalog([request('asks', 'asks.list'), request('quiet', 'quiet.list'), request('secret', 'secret.list')]);
const TOTALS: Record<string, number> = { asks: 3, quiet: 0, secret: 9 };
afterEach(() => cleanup());

function Touch() {
  const [update] = useUpdate();
  return (
    <button
      type="button"
      onClick={() => update('asks', { id: 1, data: { status: 'approved' }, previousData: { id: 1 } }, { mutationMode: 'pessimistic' })}
    >
      touch
    </button>
  );
}

function renderMenu(open: boolean, at = '/') {
  const getList = vi.fn(async (resource: string, _params: object) => ({ data: [], total: TOTALS[resource] }));
  const update = vi.fn(async () => ({ data: { id: 1, status: 'approved' } }));
  const permissions = ['asks.list', 'quiet.list'];
  const authProvider = catalogAuthProvider(catalog, permissions);
  render(
    <MemoryRouter initialEntries={[at]}>
      <AdminContext
        authProvider={authProvider}
        dataProvider={{ getList, update } as unknown as DataProvider}
        i18nProvider={createI18nProvider('en', en)}
        store={memoryStore({ 'sidebar.open': open })}
      >
        <CatalogContext.Provider value={catalog}>
          <AppMenu />
          <Touch />
        </CatalogContext.Provider>
      </AdminContext>
    </MemoryRouter>,
  );
  return { getList };
}

describe('the count badge of a menu entry', () => {
  // The fixture entities have no strings: polyglot reports their names, and only those.
  beforeEach(() => void expectConsole('error', /Missing translation for key: "resources\.(asks|quiet)\.name"/));
  it('should show the number of matching records with a label saying what they are, and nothing at 0', async () => {
    renderMenu(true);
    const entry = await screen.findByRole('menuitem', { name: /resources\.asks\.name/ });
    await waitFor(() => expect(within(entry).getByTestId('menu-badge')).toHaveAttribute('data-count', '3'));
    expect(within(entry).getByText('3 pending')).toBeInTheDocument();
    // What a screen reader says: the entry, then what the number means.
    expect(entry).toHaveAccessibleName(/3 pending$/);
    const quiet = screen.getByRole('menuitem', { name: /resources\.quiet\.name/ });
    expect(within(quiet).queryByTestId('menu-badge')).toBeNull();
  });

  it('should ask ONE getList per allowed entry, with the declared filter and perPage 1, and none for a denied one', async () => {
    const { getList } = renderMenu(true);
    await screen.findByTestId('menu-badge');
    const asked = getList.mock.calls.map(([resource]) => resource);
    expect(asked.filter((r) => r === 'asks')).toHaveLength(1);
    expect(asked).toContain('quiet');
    expect(asked).not.toContain('secret');
    expect(screen.queryByRole('menuitem', { name: /resources\.secret\.name/ })).toBeNull();
    expect(getList.mock.calls.find(([r]) => r === 'asks')![1]).toMatchObject({
      filter: { status: 'pending' },
      pagination: { page: 1, perPage: 1 },
    });
  });

  it('should ask again after a write to that resource', async () => {
    const { getList } = renderMenu(true);
    await screen.findByTestId('menu-badge');
    const before = getList.mock.calls.filter(([r]) => r === 'asks').length;
    await userEvent.click(screen.getByRole('button', { name: 'touch' }));
    await waitFor(() => expect(getList.mock.calls.filter(([r]) => r === 'asks').length).toBe(before + 1));
  });

  it('should put the sum on the minimised group icon and each count in its dropdown', async () => {
    renderMenu(false);
    const group = await screen.findByTestId('menu-group-subscription');
    await waitFor(() => expect(group).toHaveAccessibleName(/resources\.asks\.name: 3 pending/));
    expect(within(group).getByTestId('menu-group-badge')).toHaveAttribute('data-count', '3');
    await userEvent.click(group);
    const item = await screen.findByRole('menuitem', { name: /^resources\.asks\.name/ });
    expect(within(item).getByTestId('menu-badge')).toHaveAttribute('data-count', '3');
  });
});

describe('the badges the resources declare', () => {
  it('should count open requests and unconfirmed transfers with status values each resource declares', () => {
    const real = createCatalog(declarations);
    const badged = declarations
      .filter((d) => d.menu?.badge)
      .map((d) => d.name)
      .sort();
    expect(badged).toEqual(['bank_transfers', 'extension_requests', 'service_requests', 'tenant_requests']);
    for (const name of badged) {
      const decl = real.get(name)!;
      // Every status asked for is declared, so the count can never be a silent 0.
      expect(narrowFilter(decl, decl.menu!.badge!.filter as Record<string, unknown>), name).toEqual(decl.menu!.badge!.filter);
    }
  });
});

describe('the expanded aside', () => {
  beforeEach(() => void expectConsole('error', /Missing translation for key: "resources\.(asks|quiet)\.name"/));
  it("should show and hide a group's entries with a click, Enter and Space on its header", async () => {
    renderMenu(true);
    const header = await screen.findByRole('menuitem', { name: 'Subscriptions' });
    const entry = () => screen.queryByRole('menuitem', { name: /resources\.asks\.name/ });
    expect(header).toHaveAttribute('aria-expanded', 'true');
    expect(entry()).toBeVisible();
    await userEvent.click(header);
    await waitFor(() => expect(header).toHaveAttribute('aria-expanded', 'false'));
    // Shut, the section's entries are out of reach once it has slid closed.
    await waitFor(() => expect(entry()).toBeNull());
    header.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(header).toHaveAttribute('aria-expanded', 'true'));
    await waitFor(() => expect(entry()).toBeVisible());
    await userEvent.keyboard(' ');
    await waitFor(() => expect(header).toHaveAttribute('aria-expanded', 'false'));
    // A held key toggles once.
    await userEvent.keyboard('{Enter>2/}');
    await waitFor(() => expect(header).toHaveAttribute('aria-expanded', 'true'));
  });

  it('should mark the entry of the page shown, or of a page under it, and no other', async () => {
    renderMenu(true, '/subscription/asks/5/show');
    const asks = await screen.findByRole('menuitem', { name: /resources\.asks\.name/ });
    expect(asks).toHaveAttribute('href', '/subscription/asks');
    const others = [screen.getByRole('menuitem', { name: /resources\.quiet\.name/ }), screen.getByRole('menuitem', { name: 'Dashboard' })];
    // The current entry is written in the primary text colour, the others in the secondary one.
    const colour = (element: Element) => getComputedStyle(element).color;
    for (const other of others) {
      expect(colour(other)).toBe(colour(others[0]));
      expect(colour(asks)).not.toBe(colour(other));
    }
  });
});

describe('the minimised aside', () => {
  beforeEach(() => void expectConsole('error', /Missing translation for key: "resources\.(asks|quiet)\.name"/));
  it('should name an entry shown as an icon alone in a tooltip', async () => {
    renderMenu(false);
    const dashboard = await screen.findByRole('menuitem', { name: 'Dashboard' });
    await userEvent.hover(dashboard);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Dashboard');
  });
});
