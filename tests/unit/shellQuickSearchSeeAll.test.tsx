import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { CoreAdminContext, TestMemoryRouter as MemoryRouter } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { en } from '../../i18n/en';
import { declarations } from '../../resources';
import { createCatalog } from '../../src/engine/catalog';
import { CatalogContext } from '../../src/engine/CatalogContext';
import QuickSearchResults, { resourcesIn } from '../../src/shell/search/QuickSearchResults';
import { catalogAuthProvider } from '../helpers/providers';

const catalog = createCatalog(declarations);
const section = (name: string, hrefs: string[]) =>
  `<section class="quick-search-section"><h3>${name}</h3><ul>${hrefs.map((h) => `<li><a href="${h}">${name}</a></li>`).join('')}</ul></section>`;
const html = [
  section('Countries', [catalog.path('countries', 'edit', { id: 1 }), catalog.path('countries', 'edit', { id: 2 })]),
  section('Cities', [catalog.path('cities', 'edit', { code2: 'SA', id: 4 })]),
  section('Subscriptions', [catalog.path('companies', 'details', { id: 7 })]),
  section('Periods', [catalog.path('periods', 'edit', { id: 1 })]),
  '<p><a href="https://example.test/companies">elsewhere</a></p>',
].join('');

describe('quick search: all results of a resource', () => {
  afterEach(() => cleanup());

  it('should find the resources whose screens the results open, in their order, once each', () => {
    // Cities need their country for a list; periods take no search text: no list shows every match.
    expect(resourcesIn(html, catalog)).toEqual(['countries', 'companies']);
    expect(resourcesIn('<p class="quick-search-empty">No results.</p>', catalog)).toEqual([]);
  });

  it('should link each to its list filtered by the text, only where the operator may list, and close the results', async () => {
    const onNavigate = vi.fn();
    render(
      <MemoryRouter>
        <CoreAdminContext
          authProvider={catalogAuthProvider(catalog, ['countries.list'])}
          i18nProvider={polyglotI18nProvider(() => en as never, 'en')}
        >
          <CatalogContext.Provider value={catalog}>
            <QuickSearchResults
              id="r"
              ref={null}
              state={{ status: 'done', query: 'sau di', html }}
              onLeave={() => undefined}
              onRetry={() => undefined}
              onNavigate={onNavigate}
            />
          </CatalogContext.Provider>
        </CoreAdminContext>
      </MemoryRouter>,
    );
    const link = await screen.findByRole('link', { name: 'All results in Countries' });
    const url = new URL(link.getAttribute('href')!, 'http://app.test');
    expect(url.pathname).toBe(catalog.path('countries', 'list'));
    expect(JSON.parse(url.searchParams.get('filter')!)).toEqual({ q: 'sau di' });
    // Subscriptions need a permission this operator lacks.
    await waitFor(() => expect(screen.getByTestId('quick-search-see-all').querySelectorAll('a')).toHaveLength(1));
    fireEvent.click(link);
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });
});
