import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { TestMemoryRouter as MemoryRouter } from 'ra-core';
import { CoreAdminContext, localStorageStore } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { en } from '../../i18n/en';
import { CatalogContext } from '../../src/engine/CatalogContext';
import { CartList } from '../../src/shell/panels/CartList';
import { createDemoServer } from '../helpers/demoServer';
import { createTestProviders } from '../helpers/providers';

const { server } = createDemoServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => cleanup());
afterAll(() => server.close());

describe('the cart panel', () => {
  it('should name each open request by its company (and the days asked), not by a bare id', async () => {
    const { dataProvider, authProvider, catalog } = createTestProviders();
    await authProvider.login({ email: 'admin@demo.test', password: 'demo1234' });
    render(
      <MemoryRouter>
        <CoreAdminContext
          dataProvider={dataProvider}
          authProvider={authProvider}
          i18nProvider={polyglotI18nProvider(() => en as never, 'en')}
          store={localStorageStore('t', 'cart')}
        >
          <CatalogContext.Provider value={catalog}>
            <CartList onNavigate={() => undefined} />
          </CatalogContext.Provider>
        </CoreAdminContext>
      </MemoryRouter>,
    );
    const params = { filter: { status: 'pending' }, sort: { field: 'id', order: 'ASC' as const }, pagination: { page: 1, perPage: 5 } };
    const { data: extensions } = await dataProvider.getList('extension_requests', params);
    const { data: services } = await dataProvider.getList('service_requests', params);
    const companyIds = [...new Set([...extensions, ...services].map((r) => r.company_id))];
    const { data: companies } = await dataProvider.getMany('companies', { ids: companyIds });
    const nameOf = (id: unknown) => companies.find((c) => c.id === id)!.business_name as string;
    const section = (title: string) => screen.getByRole('heading', { name: title }).closest('section')!;

    await waitFor(() => expect(within(section('Extension requests')).getAllByRole('link').length).toBeGreaterThan(1));
    await waitFor(() => expect(within(section('Extension requests')).getAllByRole('link')[0].textContent).not.toMatch(/#/));
    const extensionTexts = within(section('Extension requests'))
      .getAllByRole('link')
      .map((a) => a.textContent);
    for (const r of extensions) {
      const days = Number(r.days_number);
      expect(
        within(section('Extension requests'))
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toContain(`${nameOf(r.company_id)}: ${days} ${days === 1 ? 'day' : 'days'}`);
    }
    expect(extensionTexts.every((t) => !/^\d+$/.test(t ?? ''))).toBe(true);
    for (const r of services) {
      expect(
        within(section('Service requests'))
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toContain(`${r.service_type_name} — ${nameOf(r.company_id)}`);
    }
  });
});
