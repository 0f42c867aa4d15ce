import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { TestMemoryRouter as MemoryRouter } from 'ra-core';
import { memoryStore } from 'ra-core';
import { AdminContext } from 'ra-ui-materialui';
import { ar } from '../../i18n/ar';
import { en } from '../../i18n/en';
import { createI18nProvider } from '../../src/locale/i18nProvider';
import { applyLocale } from '../../src/locale/languages';
import { createAppQueryClient } from '../../src/providers/queryClient';
import { routeTemplates } from '../../src/engine/catalog';
import { CatalogContext } from '../../src/engine/CatalogContext';
import { Breadcrumbs, Trail, type BreadcrumbPlace } from '../../src/engine/views/Breadcrumbs';
import type { ViewName } from '../../src/engine/types';
import { localized } from '../../src/demo/bilingual';
import { createDemoServer } from '../helpers/demoServer';
import { createTestProviders } from '../helpers/providers';

/**
 * Breadcrumbs on every page below a menu entry, derived from the catalogue
 * alone — menu section › list › record or "Create"; a nested list shows its parent's list and
 * record; an extra page its record; a screen its section. In Arabic and English, with the
 * current step `aria-current="page"` and record names isolated.
 */
const { server, store } = createDemoServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
beforeEach(() => store.reset());

const LANGS = { en, ar } as const;
type Lang = keyof typeof LANGS;

async function mount(place: BreadcrumbPlace, url: string, lang: Lang) {
  applyLocale(lang);
  const providers = createTestProviders();
  await providers.authProvider.login({ email: 'admin@demo.test', password: 'demo1234' });
  const path =
    'screen' in place ? place.screen.path : 'page' in place ? place.page.path : routeTemplates(place.decl)[place.view as ViewName]!;
  render(
    <MemoryRouter initialEntries={[url]}>
      <AdminContext
        dataProvider={providers.dataProvider}
        authProvider={providers.authProvider}
        i18nProvider={createI18nProvider(lang, LANGS[lang] as typeof en)}
        store={memoryStore()}
        queryClient={createAppQueryClient()}
      >
        <CatalogContext.Provider value={providers.catalog}>
          <Routes>
            <Route path={path} element={<Breadcrumbs place={place} />} />
          </Routes>
        </CatalogContext.Provider>
      </AdminContext>
    </MemoryRouter>,
  );
  return providers.catalog;
}

/** The trail as read: each step's text, and its link when it is one. */
async function trail(name: string) {
  const nav = await screen.findByRole('navigation', { name });
  return within(nav)
    .getAllByRole('listitem')
    .map((li) => {
      const link = li.querySelector('a');
      return link ? `${li.textContent}→${link.getAttribute('href')}` : li.textContent!;
    });
}

/** The trail once the permissions and records it waits for have come. */
const expectTrail = (name: string, expected: string[], last?: number) =>
  waitFor(async () => expect((await trail(name)).slice(-(last ?? expected.length))).toEqual(expected));

const current = () => document.querySelector('[aria-current="page"]');

describe.each(['en', 'ar'] as const)('breadcrumbs (%s)', (lang) => {
  const t = LANGS[lang];
  const nav = t.app.breadcrumbs.label;
  const groups = t.app.menu.groups;
  const names = (r: keyof typeof t.resources) => t.resources[r] as unknown as { name: string; item: string; pages: Record<string, string> };

  const first = (endpoint: string) => localized(store.list(endpoint), lang)[0];

  it('a list: its section, then the list as the current page', async () => {
    const catalog = createTestProviders().catalog;
    await mount({ decl: catalog.get('countries')!, view: 'list' }, '/settings/countries', lang);
    await expectTrail(nav, [groups.settings, names('countries').name]);
    expect(current()).toHaveTextContent(names('countries').name);
  });

  it('a create form: section › list (a link) › "Create"', async () => {
    const catalog = createTestProviders().catalog;
    await mount({ decl: catalog.get('countries')!, view: 'create' }, '/settings/countries/create', lang);
    await expectTrail(nav, [groups.settings, `${names('countries').name}→/settings/countries`, t.app.breadcrumbs.create]);
    expect(current()).toHaveTextContent(t.app.breadcrumbs.create);
  });

  it.each(['edit', 'details'] as const)("a record's %s page ends in the record's name, isolated", async (view) => {
    const catalog = createTestProviders().catalog;
    const decl = view === 'edit' ? catalog.get('countries')! : catalog.get('bank_transfers')!;
    const record = first(decl.endpoint);
    await mount({ decl, view }, catalog.path(decl.name, view, { id: String(record.id) }), lang);
    const title =
      decl.recordTitle === '{locale}' ? String(record[lang === 'ar' ? 'name_ar' : 'name_en']) : String(record[decl.recordTitle]);
    await waitFor(() => expect(current()).toHaveTextContent(title));
    expect(current()!.querySelector('bdi[dir="auto"]')).toHaveTextContent(title);
    await expectTrail(nav, [`${names(decl.name as 'countries').name}→${catalog.path(decl.name, 'list')}`, title]);
  });

  it("a nested list: the parent's list and record, then the list of the parent's children", async () => {
    const catalog = createTestProviders().catalog;
    const country = first('countries');
    const code2 = String(country.code2);
    await mount({ decl: catalog.get('cities')!, view: 'list' }, `/settings/cities/${code2}`, lang);
    const name = String(country[lang === 'ar' ? 'name_ar' : 'name_en']);
    await expectTrail(nav, [
      groups.settings,
      `${names('countries').name}→/settings/countries`,
      `${name}→${catalog.tryPath('countries', 'details', { id: String(country.id) }) ?? catalog.path('countries', 'edit', { id: String(country.id) })}`,
      names('cities').name,
    ]);
  });

  it("a nested create form links back to the parent's children", async () => {
    const catalog = createTestProviders().catalog;
    const code2 = String(first('countries').code2);
    await mount({ decl: catalog.get('cities')!, view: 'create' }, `/settings/cities/create/${code2}`, lang);
    await expectTrail(nav, [`${names('cities').name}→/settings/cities/${code2}`, t.app.breadcrumbs.create]);
  });

  it("a resource's extra page: the list, the record, then the page", async () => {
    const catalog = createTestProviders().catalog;
    const plans = catalog.get('plans')!;
    const page = plans.pages!.find((p) => p.name === 'print_settings')!;
    const plan = first('plans');
    await mount({ decl: plans, page }, catalog.pagePath('plans', 'print_settings', { plan_id: String(plan.id) })!, lang);
    await expectTrail(nav, [
      groups.subscription,
      `${names('plans').name}→/subscription/plans`,
      `${String(plan.name)}→${catalog.path('plans', 'details', { id: String(plan.id) })}`,
      names('plans').pages.print_settings,
    ]);
  });

  it('a screen: its section, then the screen', async () => {
    const catalog = createTestProviders().catalog;
    const screenDecl = catalog.screens.find((s) => s.name === 'system_log_config')!;
    await mount({ screen: screenDecl }, screenDecl.path, lang);
    await expectTrail(nav, [groups.settings, t.screens.system_log_config.title]);
  });
});

describe('breadcrumbs on a phone', () => {
  afterEach(() =>
    (window as unknown as { happyDOM: { setViewport: (v: object) => void } }).happyDOM.setViewport({ width: 1024, height: 768 }),
  );

  it.each(['en', 'ar'] as const)('show only the way back to the nearest link (%s)', async (lang) => {
    (window as unknown as { happyDOM: { setViewport: (v: object) => void } }).happyDOM.setViewport({ width: 390, height: 844 });
    const t = LANGS[lang];
    const catalog = createTestProviders().catalog;
    const code2 = String(localized(store.list('countries'), lang)[0].code2);
    await mount({ decl: catalog.get('cities')!, view: 'create' }, `/settings/cities/create/${code2}`, lang);
    // The compact form replaces the whole trail once the permissions have come: ask for the nav again.
    const compact = () => screen.getByRole('navigation', { name: t.app.breadcrumbs.label });
    await waitFor(() => expect(within(compact()).getByRole('link')).toHaveAttribute('href', `/settings/cities/${code2}`));
    const nav = compact();
    expect(within(nav).getByRole('link')).toHaveTextContent(t.resources.cities.name);
    expect(within(nav).queryByRole('listitem')).toBeNull();
    expect(nav.querySelector('svg[data-mirrored]')).not.toBeNull();
  });
});

describe('a trail too long to show whole', () => {
  it.each(['en', 'ar'] as const)(
    "folds its middle behind a button named in the page's language, which shows every step (%s)",
    async (lang) => {
      applyLocale(lang);
      const t = LANGS[lang];
      const crumbs = Array.from({ length: 10 }, (_, i) => ({ key: String(i), label: `step ${i}`, to: i < 9 ? `/step/${i}` : undefined }));
      render(
        <MemoryRouter>
          <AdminContext i18nProvider={createI18nProvider(lang, LANGS[lang] as typeof en)} store={memoryStore()}>
            <Trail crumbs={crumbs} />
          </AdminContext>
        </MemoryRouter>,
      );
      const nav = await screen.findByRole('navigation', { name: t.app.breadcrumbs.label });
      expect(within(nav).queryByText('step 4')).toBeNull();
      await userEvent.click(within(nav).getByRole('button', { name: t.app.breadcrumbs.expand }));
      expect(await trail(t.app.breadcrumbs.label)).toHaveLength(10);
      expect(current()).toHaveTextContent('step 9');
    },
  );
});
