import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Routes } from 'react-router-dom';
import { TestMemoryRouter as MemoryRouter } from 'ra-core';
import { setupServer } from 'msw/node';
import { memoryStore, type RaRecord } from 'ra-core';
import { AdminContext, FunctionField, NumberInput } from 'ra-ui-materialui';
import { declarations } from '../../resources';
import { en } from '../../i18n/en';
import { createI18nProvider } from '../../src/locale/i18nProvider';
import { applyLocale } from '../../src/locale/languages';
import { createCatalog } from '../../src/engine/catalog';
import { CatalogContext } from '../../src/engine/CatalogContext';
import { resourceRoutes } from '../../src/engine/routes';
import { defineResource, type FieldBase, type ResourceDeclaration, type ScreenDeclaration } from '../../src/engine/types';
import { registerFieldKinds, type InputContext } from '../../src/engine/kinds';
import { validatorsFor } from '../../src/engine/validators';
import { buildOpenApi } from '../../src/engine/openapi';
import { checkDeclarations } from '../../src/engine/checkDeclarations';
import { declarationCheckContext } from '../../src/app/declarationCheck';
import { validateRecord } from '../../src/demo/validation';
import ListView from '../../src/engine/views/ListView';
import { renderView } from '../helpers/views';
import { createHandlers } from '../../src/demo/handlers';
import { createDemoStore, memoryStorage } from '../../src/demo/store';
import { createAuthProvider } from '../../src/providers/authProvider';
import { createDataProvider } from '../../src/providers/dataProvider';
import { createHttpClient } from '../../src/providers/httpClient';
import { API } from '../helpers/demoServer';
import { AppMenu } from '../../src/layout/AppMenu';
import { catalogAuthProvider } from '../helpers/providers';

/**
 * The recipes of docs/architecture.md, done for real: each adds something the way the doc says
 * and checks that what the doc promises follows from it.
 */

// Recipe "add an entity": one declaration (and its strings), nothing else.
const planets = defineResource({
  name: 'planets',
  base: '/settings/planets',
  endpoint: 'planets',
  access: { list: 'countries.list', create: 'countries.update', edit: 'countries.update' },
  menu: { group: 'settings', icon: 'Category', order: 99 },
  recordTitle: 'name',
  fields: [
    { source: 'name', kind: 'text', required: true, filter: true },
    { source: 'moons', kind: 'number', min: 0 },
  ],
});
const strings = { planets: { name: 'Planets', item: 'Planet', fields: { name: 'Name', moons: 'Moons' } } };
const messages = { ...en, resources: { ...en.resources, ...strings } };

const all: ResourceDeclaration[] = [...declarations, planets];
const store = createDemoStore(memoryStorage(), 'recipes');
const server = setupServer(...createHandlers({ baseUrl: API, store, declarations: all }));
const sent: string[] = [];
server.events.on('request:start', ({ request }) => {
  if (new URL(request.url).pathname.endsWith('/planets')) sent.push(request.method);
});
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(cleanup);
afterAll(() => server.close());

async function mount(url: string, view: 'list' | 'create') {
  applyLocale('en');
  const catalog = createCatalog(all);
  const httpClient = createHttpClient();
  const dataProvider = createDataProvider({ apiUrl: API, httpClient, endpointOf: (r) => catalog.get(r)?.endpoint });
  const authProvider = createAuthProvider({ apiUrl: API, httpClient, catalog, storage: localStorage });
  await authProvider.login({ email: 'admin@demo.test', password: 'demo1234' });
  renderView({ decl: planets, view, url, catalog, dataProvider, authProvider, messages });
}

describe('recipe: add an entity', () => {
  it('should give the new declaration a create form whose save reaches the API, and a list that shows the record', async () => {
    await mount('/settings/planets/create', 'create');
    const name = await screen.findByLabelText(/^Name/, {}, { timeout: 8000 });
    await userEvent.type(name, 'Kepler-452b');
    await userEvent.type(screen.getByLabelText(/^Moons/), '2');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(store.list('planets').map((r) => r.name)).toEqual(['Kepler-452b']), { timeout: 8000 });
    expect(sent).toEqual(['POST']);
    cleanup();

    await mount('/settings/planets', 'list');
    expect(await screen.findByText('Kepler-452b', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('Moons')).toBeInTheDocument();
  });
});

describe('recipe: add a custom screen', () => {
  const Galaxy = () => <h1>Galaxy report</h1>;
  const galaxy: ScreenDeclaration = {
    name: 'galaxy_report',
    path: '/reports/galaxy',
    permission: 'cities.list',
    load: async () => ({ default: Galaxy }),
    menu: { group: 'reports', icon: 'Assessment' },
  };

  const catalog = createCatalog(declarations, [galaxy]);
  const menuMessages = { ...en, screens: { ...en.screens, galaxy_report: { title: 'Galaxy report' } } };
  const Blank = (() => null) as never;
  const views = { list: Blank, create: Blank, edit: Blank, details: Blank };

  function open(permissions: string[]) {
    render(
      <MemoryRouter initialEntries={['/reports/galaxy']}>
        <AdminContext
          authProvider={catalogAuthProvider(catalog, permissions)}
          i18nProvider={createI18nProvider('en', menuMessages)}
          store={memoryStore()}
        >
          <CatalogContext.Provider value={catalog}>
            <AppMenu />
            <Routes>{resourceRoutes(catalog, views, <p>not allowed</p>)}</Routes>
          </CatalogContext.Provider>
        </AdminContext>
      </MemoryRouter>,
    );
  }

  it('should route, guard and offer in the menu a screen declared as one file', async () => {
    open(['cities.list']);
    expect(await screen.findByRole('heading', { name: 'Galaxy report' }, { timeout: 8000 })).toBeInTheDocument();
    expect(await screen.findByRole('menuitem', { name: /Galaxy report/ })).toHaveAttribute('href', '/reports/galaxy');
  });

  it('should keep it from an operator without its permission, in the route and in the menu', async () => {
    open(['countries.list']);
    expect(await screen.findByText('not allowed', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Galaxy report' })).toBeNull();
    // The menu has answered (the operator's own entry is there), without the screen.
    expect(await screen.findByRole('menuitem', { name: new RegExp(en.resources.countries.name) })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: /Galaxy report/ })).toBeNull();
  });
});

describe('recipe: add a field kind', () => {
  // One module's worth: a 1–5 rating, shown as stars. In the app it would live in
  // src/fields/kinds/rating.tsx, declare `rating: RatingDeclaration` on FieldKindDeclarations and
  // be listed in src/fields/index.ts (the compiler then insists on every part); here it is
  // registered at run time, so the test's kind does not leak into the app's types.
  interface RatingDeclaration extends FieldBase {
    kind: 'rating';
  }
  const rating = {
    kind: 'rating',
    cell: (f: RatingDeclaration) => <FunctionField source={f.source} render={(r: RaRecord) => '★'.repeat(Number(r[f.source]) || 0)} />,
    input: (f: RatingDeclaration, ctx: InputContext) => <NumberInput source={f.source} validate={ctx.validate} />,
    filter: (f: RatingDeclaration) => <NumberInput source={f.source} />,
    exportPlan: () => ({ kind: 'number' as const }),
    exportValue: (v: unknown) => Number(v),
    problems: (_f: RatingDeclaration, value: unknown) =>
      Number.isInteger(Number(value)) && Number(value) >= 1 && Number(value) <= 5 ? [] : [{ message: 'app.validation.invalid' }],
    schema: () => ({ type: 'integer', minimum: 1, maximum: 5 }),
  };
  registerFieldKinds([rating as never]);
  const reviews = defineResource({
    name: 'reviews',
    base: '/settings/reviews',
    endpoint: 'reviews',
    access: { list: 'countries.list', create: 'countries.update' },
    recordTitle: 'id',
    fields: [{ source: 'stars', kind: 'rating' as 'number', required: true }],
  });
  const t = (key: string, vars?: Record<string, string | number>) => `${key}${vars?.name ? `:${vars.name}` : ''}`;

  it('should check a value with the same rule in the form and in the demo API', () => {
    const [required, rule] = validatorsFor(reviews.fields[0], 'Stars', true);
    expect(required('', {}, {} as never)).toBeTruthy();
    expect(rule(6, {}, {} as never)).toBeTruthy();
    expect(rule(4, {}, {} as never)).toBeUndefined();
    expect(validateRecord(reviews, { stars: 6 }, [], t)).toEqual({ stars: ['app.validation.invalid:resources.reviews.fields.stars'] });
    expect(validateRecord(reviews, { stars: 4 }, [], t)).toEqual({});
  });

  it('should document its schema and be known to the declaration check', () => {
    const doc = buildOpenApi([reviews]) as { components: { schemas: Record<string, { properties: Record<string, unknown> }> } };
    expect(Object.values(doc.components.schemas).some((s) => JSON.stringify(s.properties?.stars ?? {}).includes('"maximum":5'))).toBe(true);
    const check = declarationCheckContext({
      en: { ...en, resources: { ...en.resources, reviews: { name: 'Reviews', item: 'Review', fields: { stars: 'Stars' } } } },
    });
    expect(checkDeclarations([reviews], [], check)).toEqual([]);
  });

  it('should show its cell in the generic list', async () => {
    render(
      <MemoryRouter>
        <AdminContext
          dataProvider={{ getList: async () => ({ data: [{ id: 1, stars: 3 }], total: 1 }) } as never}
          i18nProvider={createI18nProvider('en', {
            ...en,
            resources: { ...en.resources, reviews: { name: 'Reviews', item: 'Review', fields: { stars: 'Stars' } } },
          })}
          store={memoryStore()}
        >
          <CatalogContext.Provider value={createCatalog([reviews])}>
            <ListView decl={reviews} />
          </CatalogContext.Provider>
        </AdminContext>
      </MemoryRouter>,
    );
    expect(await screen.findByText('★★★', {}, { timeout: 8000 })).toBeInTheDocument();
  });
});
