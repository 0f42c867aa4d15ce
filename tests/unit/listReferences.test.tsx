import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, waitFor } from '@testing-library/react';
import { createAppQueryClient } from '../../src/providers/queryClient';
import { referenceIdsOf } from '../../src/providers/dataProvider';
import { renderView } from '../helpers/views';
import { API } from '../helpers/demoServer';
import { createTestProviders, withDemoServer } from '../helpers/providers';

/**
 * A list's reference columns read the records that came with the page (`meta.references`):
 * one request per referenced resource, the names in the cells, and no cache entry per
 * referenced record (react-admin's `meta.prefetched` made a getOne query, with its own
 * five-minute timer, for each of them).
 */
const { store, requests } = withDemoServer();
afterEach(cleanup);

describe('a list with reference columns', () => {
  it("shows the referenced names from the page's own references, asking once per resource and caching no record by itself", async () => {
    const p = createTestProviders();
    await p.authProvider.login({ email: 'admin@demo.test', password: 'demo1234' });
    const decl = p.catalog.get('companies')!;
    const queryClient = createAppQueryClient();
    requests.length = 0;
    renderView({
      decl,
      view: 'list',
      url: p.catalog.path('companies', 'list'),
      catalog: p.catalog,
      dataProvider: p.dataProvider,
      authProvider: p.authProvider,
      queryClient,
    });
    await waitFor(() => expect(document.querySelectorAll('tbody tr').length).toBeGreaterThan(0), { timeout: 8000 });
    // The first row's plan, by name, in its row (not its id, not the "unavailable" fallback).
    const rows = [...document.querySelectorAll('tbody tr')];
    const first = store.list('companies').find((c) => rows[0].textContent!.startsWith(String(c.account_no)))!;
    const plan = store.list('plans').find((pl) => String(pl.id) === String(first.plan_id))!;
    const planName = (plan.name as { en: string }).en;
    expect(planName).toBeTruthy();
    await waitFor(() => expect(rows[0].textContent).toContain(planName));
    expect(document.querySelector('[data-reference-fallback]')).toBeNull();

    // Reads by id (the companies filter also reads the plans, for its choices).
    const byIds = (name: string) =>
      requests.filter(
        (r) =>
          r.method === 'GET' &&
          r.url.pathname === `${new URL(API).pathname}/${name}` &&
          /^\{"id":/.test(r.url.searchParams.get('filter') ?? ''),
      );
    expect(byIds('plans')).toHaveLength(1);
    expect(byIds('countries')).toHaveLength(1);

    const keys = queryClient
      .getQueryCache()
      .getAll()
      .map((q) => q.queryKey);
    // Countries only: the plan filter's choices are a list of plans, which react-admin does
    // cache record by record (a page of at most 100).
    expect(referenceIdsOf(store.list('companies'), 'country_id').length).toBeGreaterThan(1);
    expect(keys.filter((k) => k[0] === 'countries' && k[1] === 'getOne')).toEqual([]);
    // The columns did not ask by themselves: no getMany was sent for them.
    const sent = queryClient
      .getQueryCache()
      .getAll()
      .filter((q) => q.queryKey[1] === 'getMany' && q.state.dataUpdatedAt > 0);
    expect(sent).toEqual([]);
    // The cached page keeps of each referenced record only its id and what its cells show.
    const page = queryClient
      .getQueryCache()
      .getAll()
      .find((q) => q.queryKey[0] === 'companies' && q.queryKey[1] === 'getList')!;
    const references = (page.state.data as { meta: { references: Record<string, object[]> } }).meta.references;
    expect(new Set(references.countries.map((c) => Object.keys(c).sort().join()))).toEqual(new Set(['id,name_ar,name_en']));
    expect(new Set(references.plans.map((c) => Object.keys(c).sort().join()))).toEqual(new Set(['id,name']));
  });

  it('shows the rows with a placeholder in a reference column whose records have not come yet', async () => {
    const p = createTestProviders();
    await p.authProvider.login({ email: 'admin@demo.test', password: 'demo1234' });
    const decl = p.catalog.get('companies')!;
    // The page comes without its references (as after a lookup that did not answer in time), and
    // the column's own read of the plans does not answer either.
    const dataProvider = {
      ...p.dataProvider,
      getList: (resource: string, params: Parameters<typeof p.dataProvider.getList>[1]) =>
        p.dataProvider.getList(resource, { ...params, meta: { ...params.meta, withReferences: undefined } }),
      getMany: (resource: string, params: Parameters<typeof p.dataProvider.getMany>[1]) =>
        resource === 'plans' ? new Promise<never>(() => {}) : p.dataProvider.getMany(resource, params),
    } as typeof p.dataProvider;
    renderView({
      decl,
      view: 'list',
      url: p.catalog.path('companies', 'list'),
      catalog: p.catalog,
      dataProvider,
      authProvider: p.authProvider,
      queryClient: createAppQueryClient(),
    });
    await waitFor(() => expect(document.querySelectorAll('tbody tr').length).toBeGreaterThan(0), { timeout: 8000 });
    const rows = [...document.querySelectorAll('tbody tr')];
    await waitFor(() => expect(rows[0].querySelector('[data-reference-loading]')).not.toBeNull());
    expect(rows[0].querySelector('[data-reference-fallback]')).toBeNull();
  });
});
