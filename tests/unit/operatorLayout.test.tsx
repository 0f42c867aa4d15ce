import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { declarations } from '../../resources';
import { en } from '../../i18n/en';
import { ar } from '../../i18n/ar';
import type { ResourceDeclaration } from '../../src/engine/types';
import { createAppStore } from '../../src/locale/localeStore';
import { layoutOperator, operatorIdOf, setLayoutOperator } from '../../src/locale/operatorLayout';
import { STORAGE_KEYS } from '../../src/config/storageKeys';
import { ResetLayoutItem } from '../../src/layout/UserMenuItems';
import { readAsideState, restoreOperatorAside, writeAsideState, type AsideState } from '../../src/shell/asideCookie';
import { fillEngineSlots } from '../../src/engine/slots';
import { ExportButton } from '../../src/widgets/export/ExportButton';
import { renderView } from '../helpers/views';
import { createTestProviders, withDemoServer } from '../helpers/providers';

/**
 * Layout choices kept per operator: the column chooser and
 * the density of the engine's lists, through the app's own store, for two operators signing in
 * on one browser; and "Reset layout", which clears this operator's choices and nothing else.
 */
withDemoServer();

const ADMIN = 'admin@demo.test';
const VIEWER = 'viewer@demo.test';
const timeout = { timeout: 8000 };
const decl = (name: string) => declarations.find((d) => d.name === name)!;
type Labels = Record<string, { fields: Record<string, string> }>;
const label = (d: ResourceDeclaration, source: string) => (en.resources as unknown as Labels)[d.name].fields[source];

/** Signs `email` in through the real auth provider, then renders the list with the app's store. */
async function openList(
  d: ResourceDeclaration,
  email: string,
  extra?: React.ReactNode,
  params: Record<string, string> = {},
  messages: typeof en = en,
) {
  cleanup();
  const providers = createTestProviders();
  await providers.authProvider.login({ email, password: 'demo1234' });
  renderView({
    decl: d,
    view: 'list',
    url: providers.catalog.path(d.name, 'list', params),
    catalog: providers.catalog,
    dataProvider: providers.dataProvider,
    authProvider: providers.authProvider,
    store: createAppStore(),
    extra,
    messages,
  });
  const table = await screen.findByRole('table', {}, timeout);
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), timeout);
  return table;
}

const headers = () =>
  within(screen.getByRole('table'))
    .getAllByRole('columnheader')
    .map((h) => h.textContent?.trim());

/** Opens the list's column chooser and switches the column labelled `name` off or on. */
async function toggleColumn(name: string) {
  fireEvent.click(screen.getByRole('button', { name: en.ra.action.select_columns }));
  fireEvent.click(await screen.findByRole('switch', { name }));
  fireEvent.keyDown(screen.getByRole('presentation'), { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('switch')).toBeNull());
}

async function chooseDensity(name: string) {
  fireEvent.click(screen.getByRole('button', { name: en.app.layout.density }));
  fireEvent.click(await screen.findByRole('menuitemradio', { name }));
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
}

async function checkedDensity(): Promise<string | undefined> {
  fireEvent.click(screen.getByRole('button', { name: en.app.layout.density }));
  const items = await screen.findAllByRole('menuitemradio');
  const checked = items.find((i) => i.getAttribute('aria-checked') === 'true')?.textContent?.trim();
  fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  return checked;
}

/** The layout keys kept in this browser, by operator hash. */
const layoutKeys = () => Object.keys(localStorage).filter((k) => k.startsWith('backoffice_layout.'));

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'kt_aside_toggle_state=; path=/; max-age=0';
});
afterEach(() => cleanup());

describe('the column chooser of the engine lists, per operator', () => {
  // The viewer may list countries and cities too: both operators open the same list.
  it.each([
    ['countries', 'code3', {}],
    ['countries', 'name_ar', {}],
    // A nested list (the cities of Saudi Arabia).
    ['cities', 'name_en', { code2: 'SA' }],
  ])('should keep %s.%s hidden for the operator who hid it, and only for them', async (resource, source, params) => {
    const d = decl(resource);
    const name = label(d, source);
    await openList(d, ADMIN, null, params);
    expect(headers()).toContain(name);
    await toggleColumn(name);
    await waitFor(() => expect(headers()).not.toContain(name));

    // Reloaded (a fresh store over the same localStorage): still hidden for the admin.
    await openList(d, ADMIN, null, params);
    expect(headers()).not.toContain(name);
    // Another operator on the same browser sees every column.
    await openList(d, VIEWER, null, params);
    expect(headers()).toContain(name);
    // And the admin, signing in again, finds their choice.
    await openList(d, ADMIN, null, params);
    expect(headers()).not.toContain(name);
    expect(layoutOperator()).toBe(operatorIdOf(ADMIN));
  });

  it.each([
    ['English', en],
    ['Arabic', ar],
  ] as const)('should name every column in the chooser in %s, the row actions included', async (_language, messages) => {
    const d = decl('countries');
    await openList(d, ADMIN, null, {}, messages);
    fireEvent.click(screen.getByRole('button', { name: messages.ra.action.select_columns }));
    const chooser = await screen.findByRole('dialog', { name: messages.ra.action.select_columns });
    const names = within(chooser)
      .getAllByRole('listitem')
      .map((o) => o.textContent?.trim());
    const fields = (messages.resources as unknown as Labels)[d.name].fields;
    expect(names).toEqual([...d.fields.map((f) => fields[f.source]), messages.app.layout.row_actions]);
  });
});

describe('the column order without a mouse', () => {
  it('should move a column one place with Alt+ArrowUp and Alt+ArrowDown on its switch, described by the hint', async () => {
    const d = decl('countries');
    await openList(d, ADMIN);
    // The open chooser hides the page from the accessibility tree: read the header cells as drawn.
    const shownHeaders = () => Array.from(document.querySelectorAll('thead th')).map((h) => h.textContent?.trim());
    const [first, second] = [label(d, d.fields[0].source), label(d, d.fields[1].source)];
    expect(shownHeaders().indexOf(first)).toBeLessThan(shownHeaders().indexOf(second));
    fireEvent.click(screen.getByRole('button', { name: en.ra.action.select_columns }));
    const toggle = await screen.findByRole('switch', { name: second });
    expect(toggle).toHaveAccessibleDescription(en.app.layout.columns_hint);
    fireEvent.keyDown(toggle, { key: 'ArrowUp', altKey: true });
    await waitFor(() => expect(shownHeaders().indexOf(second)).toBeLessThan(shownHeaders().indexOf(first)));
    // Without Alt the arrow is the switch's own key: the order stays.
    fireEvent.keyDown(screen.getByRole('switch', { name: second }), { key: 'ArrowDown' });
    expect(shownHeaders().indexOf(second)).toBeLessThan(shownHeaders().indexOf(first));
    fireEvent.keyDown(screen.getByRole('switch', { name: second }), { key: 'ArrowDown', altKey: true });
    await waitFor(() => expect(shownHeaders().indexOf(first)).toBeLessThan(shownHeaders().indexOf(second)));
  });
});

describe('the export dialog of a list with hidden columns', () => {
  it('should start with the hidden columns unchecked, still offering them', async () => {
    fillEngineSlots({ listExport: ExportButton });
    const d = decl('countries');
    await openList(d, ADMIN);
    await toggleColumn(label(d, 'code3'));
    fireEvent.click(screen.getByRole('button', { name: en.widgets.export.button }));
    const dialog = await screen.findByRole('dialog', {}, timeout);
    expect(within(dialog).getByRole('checkbox', { name: label(d, 'code3') })).not.toBeChecked();
    for (const source of ['name_ar', 'name_en', 'code2', 'phone_code']) {
      expect(within(dialog).getByRole('checkbox', { name: label(d, source) })).toBeChecked();
    }
  });
});

describe('the density of the lists, per operator', () => {
  it.each([
    [en.app.layout.density_compact, '1px'],
    [en.app.layout.density_comfortable, '6px'],
  ])('should keep %s after a reload and not give it to another operator', async (name, padding) => {
    const d = decl('countries');
    await openList(d, ADMIN);
    await chooseDensity(name);
    await openList(d, ADMIN);
    expect(await checkedDensity()).toBe(name);
    const cell = within(screen.getByRole('table'))
      .getAllByRole('cell')
      .find((c) => !c.querySelector('input'))!;
    expect(getComputedStyle(cell).paddingTop).toBe(padding);
    await openList(d, VIEWER);
    expect(await checkedDensity()).toBe(en.app.layout.density_comfortable);
  });
});

describe('Reset layout', () => {
  it('should bring this operator back to the defaults and keep the session and the other operator', async () => {
    const d = decl('countries');
    const code3 = label(d, 'code3');
    const phone = label(d, 'phone_code');
    // The viewer hides a column of their own first.
    await openList(d, VIEWER);
    await toggleColumn(phone);
    const viewerKeys = layoutKeys().filter((k) => k.startsWith(`backoffice_layout.${operatorIdOf(VIEWER)}.`));
    expect(viewerKeys.length).toBeGreaterThan(0);

    await openList(d, ADMIN, <ResetLayoutItem />);
    await toggleColumn(code3);
    await chooseDensity(en.app.layout.density_compact);
    await waitFor(() => expect(headers()).not.toContain(code3));
    // A theme and a minimised aside of the admin's own.
    createAppStore().setItem('theme', 'dark');
    writeAsideState('minimized');
    const token = localStorage.getItem(STORAGE_KEYS.token);
    const permissions = localStorage.getItem(STORAGE_KEYS.permissions);
    expect(token).toBeTruthy();

    fireEvent.click(screen.getByRole('menuitem', { name: en.app.layout.reset }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(en.app.layout.reset_confirm)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: en.ra.action.confirm }));

    // On screen at once: the column is back, the density is the default.
    await waitFor(() => expect(headers()).toContain(code3), timeout);
    expect(await checkedDensity()).toBe(en.app.layout.density_comfortable);
    expect(createAppStore().getItem('theme')).toBeUndefined();
    expect(readAsideState()).toBe('expanded');
    // The session is untouched; the viewer's choices are still there.
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(token);
    expect(localStorage.getItem(STORAGE_KEYS.permissions)).toBe(permissions);
    for (const k of viewerKeys) expect(localStorage.getItem(k)).not.toBeNull();
    await openList(d, VIEWER);
    expect(headers()).not.toContain(phone);
  });
});

describe('the aside cookie, per operator', () => {
  const cookie = (state: AsideState | null) =>
    (document.cookie = state
      ? `kt_aside_toggle_state=${state === 'minimized' ? 'on' : 'off'}; path=/`
      : 'kt_aside_toggle_state=; path=/; max-age=0');
  it.each<[string, AsideState | null, AsideState | null, AsideState]>([
    // [who signs in, their own earlier choice, what the cookie holds from the last operator, the aside they get]
    [ADMIN, 'minimized', 'expanded', 'minimized'],
    [ADMIN, 'expanded', 'minimized', 'expanded'],
    [VIEWER, null, 'minimized', 'expanded'],
    [VIEWER, null, null, 'expanded'],
  ])('should give %s (own: %s, cookie: %s) the aside %s', (email, own, left, expected) => {
    setLayoutOperator(email);
    if (own) writeAsideState(own);
    cookie(left);
    restoreOperatorAside();
    expect(readAsideState()).toBe(expected);
  });

  it('should leave the cookie alone before anyone signed in under the per-operator scheme', () => {
    cookie('minimized');
    restoreOperatorAside();
    expect(readAsideState()).toBe('minimized');
  });
});

describe("the app's store", () => {
  it.each([
    ['keep', 'layout.density', 'compact'],
    ['keep', 'preferences.countries.datagrid.columns', ['0', '2']],
    ['keep', 'theme', 'dark'],
    ['keep', 'sidebar.open', false],
    // Not layout: a list's filters and sort still end with the session.
    ['drop', 'countries.list..listParams', { perPage: 50 }],
  ])('should %s %s through the reset of sign-out', (verb, key, value) => {
    setLayoutOperator(ADMIN);
    const store = createAppStore();
    store.setup();
    store.setItem(key, value);
    store.reset();
    expect(createAppStore().getItem(key)).toEqual(verb === 'keep' ? value : undefined);
    store.teardown();
  });
});

describe('layout changes made in another tab', () => {
  it.each([
    ['this operator', ADMIN, 'compact'],
    ['another operator', VIEWER, undefined],
  ])('should reach the readers of this tab when made by %s', (_who, email, expected) => {
    setLayoutOperator(ADMIN);
    const store = createAppStore();
    store.setup();
    const seen: unknown[] = [];
    const stop = store.subscribe('layout.density', (v) => seen.push(v));
    const key = `backoffice_layout.${operatorIdOf(email)}.layout.density`;
    localStorage.setItem(key, JSON.stringify('compact'));
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: JSON.stringify('compact') }));
    expect(seen.at(-1)).toEqual(expected);
    stop();
    store.teardown();
  });
});
