import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { TestMemoryRouter as MemoryRouter } from 'ra-core';
import { memoryStore, type AuthProvider, type DataProvider, type Store } from 'ra-core';
import { AdminContext } from 'ra-ui-materialui';
import { en } from '../../i18n/en';
import { createI18nProvider } from '../../src/locale/i18nProvider';
import { createAppQueryClient } from '../../src/providers/queryClient';
import { routeTemplates, type Catalog } from '../../src/engine/catalog';
import { CatalogContext } from '../../src/engine/CatalogContext';
import { ConfirmProvider } from '../../src/engine/ConfirmProvider';
import type { ResourceDeclaration, ViewName } from '../../src/engine/types';
import ListView from '../../src/engine/views/ListView';
import CreateView from '../../src/engine/views/CreateView';
import EditView from '../../src/engine/views/EditView';
import DetailsView from '../../src/engine/views/DetailsView';

export const VIEWS = { list: ListView, create: CreateView, edit: EditView, details: DetailsView } as const;

export interface ViewOptions {
  decl: ResourceDeclaration;
  view: ViewName;
  url: string;
  catalog: Catalog;
  dataProvider: DataProvider;
  authProvider?: AuthProvider;
  /** The English catalogue by default; a test adds the strings of a declaration of its own. */
  messages?: object;
  /** Rendered beside the routes (react-admin's notification, say). */
  extra?: ReactNode;
  /** react-admin's store: a fresh memory store by default; the app's own to test what it keeps. */
  store?: Store;
  /** The app's query client, fresh by default; a test passes its own to look into the cache. */
  queryClient?: QueryClient;
}

/**
 * One generic view of a declaration at `url`, as the app renders it: react-admin with the given
 * providers, the catalogue, the confirm dialog and the view's own route (`/404` and any other
 * path render a marker, so a test sees where the view sent the operator).
 */
export function renderView({
  decl,
  view,
  url,
  catalog,
  dataProvider,
  authProvider,
  messages = en,
  extra,
  store,
  queryClient,
}: ViewOptions) {
  const View = VIEWS[view];
  return render(
    <MemoryRouter initialEntries={[url]}>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={createI18nProvider('en', messages as typeof en)}
        store={store ?? memoryStore()}
        queryClient={queryClient ?? createAppQueryClient()}
      >
        <CatalogContext.Provider value={catalog}>
          <ConfirmProvider>
            <Routes>
              <Route path={routeTemplates(decl)[view]!} element={<View decl={decl} />} />
              <Route path="/404" element={<p>not found page</p>} />
              <Route path="*" element={<p>elsewhere</p>} />
            </Routes>
            {extra}
          </ConfirmProvider>
        </CatalogContext.Provider>
      </AdminContext>
    </MemoryRouter>,
  );
}
