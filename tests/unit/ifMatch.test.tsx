import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'ra-core';
import { declarations } from '../../resources';
import { applyLocale } from '../../src/locale/languages';
import { createDataProvider } from '../../src/providers/dataProvider';
import type { HttpClient } from '../../src/providers/httpClient';
import { renderView } from '../helpers/views';
import { createDemoServer } from '../helpers/demoServer';
import { createTestProviders } from '../helpers/providers';

/*
 * Every write path that changes ONE record sends `If-Match: "<version>"` when the record has a
 * version (docs/api-contract.md "Versions"): the data provider's calls, then the screens that
 * make them (the edit form, a one-click action, a bulk delete of one row), against the demo API.
 */
const API = 'http://api.test/api';

describe('the data provider: If-Match on writes on one record', () => {
  const sent: { method: string; url: string; ifMatch: string | null }[] = [];
  const httpClient = (async (url: string, options: { method?: string; headers?: HeadersInit } = {}) => {
    sent.push({ method: options.method ?? 'GET', url, ifMatch: new Headers(options.headers).get('If-Match') });
    return { status: 200, headers: new Headers(), body: '{}', json: { id: 7 } };
  }) as HttpClient;
  const provider = createDataProvider({ apiUrl: API, httpClient, endpointOf: (r) => r });
  beforeEach(() => {
    sent.length = 0;
  });

  const calls: [string, (p: DataProvider) => Promise<unknown>, string | null][] = [
    ['update, version', (p) => p.update('plans', { id: 7, data: {}, previousData: { id: 7, version: 3 } }), '"3"'],
    ['update, string version', (p) => p.update('plans', { id: 7, data: {}, previousData: { id: 7, version: 'a1b2' } }), '"a1b2"'],
    [
      'update, updated_at when no version',
      (p) => p.update('plans', { id: 7, data: {}, previousData: { id: 7, updated_at: '2026-01-02T03:04:05Z' } }),
      '"2026-01-02T03:04:05Z"',
    ],
    ['update, neither', (p) => p.update('plans', { id: 7, data: {}, previousData: { id: 7 } }), null],
    [
      'update, after a conflict',
      (p) => p.update('plans', { id: 7, data: {}, previousData: { id: 7, version: 3 }, meta: { ifMatch: 5 } }),
      '"5"',
    ],
    ['delete', (p) => p.delete('plans', { id: 7, previousData: { id: 7, version: 3 } }), '"3"'],
    ['bulk update of one', (p) => p.updateMany('plans', { ids: [7], data: {}, meta: { versions: { 7: 3 } } }), '"3"'],
    ['bulk delete of one', (p) => p.deleteMany('plans', { ids: [7], meta: { versions: { 7: 3 } } }), '"3"'],
    ['bulk update of several', (p) => p.updateMany('plans', { ids: [7, 8], data: {}, meta: { versions: { 7: 3, 8: 1 } } }), null],
    ['bulk delete without versions', (p) => p.deleteMany('plans', { ids: [7] }), null],
  ];
  it.each(calls)('%s', async (_name, call, expected) => {
    await call(provider);
    expect(sent).toHaveLength(1);
    expect(sent[0].method).not.toBe('GET');
    expect(sent[0].ifMatch).toBe(expected);
  });
});

describe('the screens: each write on one record carries its version', () => {
  const { server, store } = createDemoServer();
  const writes: { method: string; url: URL; ifMatch: string | null }[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method !== 'GET')
      writes.push({ method: request.method, url: new URL(request.url), ifMatch: request.headers.get('if-match') });
  });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    cleanup();
    server.resetHandlers();
  });
  afterAll(() => server.close());
  beforeEach(() => {
    writes.length = 0;
    store.reset();
    applyLocale('en');
  });

  async function mount(name: string, view: 'list' | 'edit', id?: number) {
    const decl = declarations.find((d) => d.name === name)!;
    const providers = createTestProviders();
    await providers.authProvider.login({ email: 'admin@demo.test', password: 'demo1234' });
    writes.length = 0;
    const url = providers.catalog.path(decl.name, view, { id: id as number | undefined });
    renderView({ decl, view, url, catalog: providers.catalog, dataProvider: providers.dataProvider, authProvider: providers.authProvider });
    return decl;
  }
  const timeout = { timeout: 8000 };

  it('should send the version the edit form opened with', async () => {
    const id = store.list('countries')[0].id;
    store.update('countries', id, {}); // version 2: not the seed's
    await mount('countries', 'edit', id);
    const input = await screen.findByLabelText(/English name/, {}, timeout);
    await waitFor(() => expect(input).not.toHaveValue(''), timeout);
    await userEvent.clear(input);
    await userEvent.type(input, 'Renamed');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes).toHaveLength(1), timeout);
    expect(writes[0]).toMatchObject({ method: 'PUT', ifMatch: '"2"' });
    expect(writes[0].url.pathname).toBe(`/api/countries/${id}`);
  });

  it("should send a row's version with its one-click action", async () => {
    await mount('tenant_requests', 'list');
    const approve = (await screen.findAllByRole('button', { name: 'Approve' }, timeout))[0];
    await userEvent.click(approve);
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }, timeout));
    await waitFor(() => expect(writes).toHaveLength(1), timeout);
    const id = Number(writes[0].url.pathname.split('/').pop());
    expect(writes[0]).toMatchObject({ method: 'PUT', ifMatch: `"${(store.get('tenant-requests', id)!.version! as number) - 1}"` });
  });

  it('should send the version of the one row a bulk delete names', async () => {
    await mount('countries', 'list');
    const boxes = () => [...document.querySelectorAll<HTMLInputElement>('tbody input[type="checkbox"]')];
    await waitFor(() => expect(boxes().length).toBeGreaterThan(2), timeout);
    fireEvent.click(boxes()[0]);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }, timeout));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }, timeout));
    await waitFor(() => expect(writes).toHaveLength(1), timeout);
    expect(writes[0]).toMatchObject({ method: 'DELETE', ifMatch: '"1"' });
    expect(JSON.parse(writes[0].url.searchParams.get('filter')!).id).toHaveLength(1);
  });
});
