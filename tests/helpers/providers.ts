import type { AuthProvider } from 'ra-core';
import { declarations } from '../../resources';
import { screens } from '../../src/screens';
import { createCatalog, type Catalog } from '../../src/engine/catalog';
import { createAuthProvider } from '../../src/providers/authProvider';
import { createDataProvider } from '../../src/providers/dataProvider';
import { createHttpClient } from '../../src/providers/httpClient';
import { createLoadingMarker } from '../../src/providers/loadingMarker';
import { createWriteLock, type WriteLockOptions } from '../../src/providers/writeLock';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { applyLocale } from '../../src/locale/languages';
import { API, createDemoServer } from './demoServer';

/** The real providers wired like `src/app/providers.ts`, with a fresh lock and marker. */
export function createTestProviders(lockOptions?: WriteLockOptions, timeouts?: { read: number; write: number; upload: number }) {
  // The screens too: their API-only resources (settings forms) resolve to their endpoints.
  const catalog = createCatalog(declarations, screens);
  const lock = createWriteLock(lockOptions);
  const marker = createLoadingMarker();
  const httpClient = createHttpClient({ lock, marker, timeouts });
  const dataProvider = createDataProvider({ apiUrl: API, httpClient, endpointOf: (r) => catalog.get(r)?.endpoint });
  const authProvider = createAuthProvider({ apiUrl: API, httpClient, catalog, storage: localStorage });
  return { catalog, lock, marker, httpClient, dataProvider, authProvider };
}

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
}

/** Records every request the MSW server sees. */
export function recordRequests(server: { events: { on: (e: 'request:start', l: (a: { request: Request }) => void) => void } }) {
  const requests: RecordedRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    requests.push({ method: request.method, url: new URL(request.url), headers: new Headers(request.headers) });
  });
  return requests;
}

/** A JSON body a mock server received: its method, path and body, in the order they came. */
export interface SentBody {
  method: string;
  path: string;
  body: Record<string, unknown>;
}

/** Records the JSON bodies of the requests of `methods` (writes by default) that `server` receives. */
export function recordBodies(
  server: { events: { on: (e: 'request:start', l: (a: { request: Request }) => void) => void } },
  methods: readonly string[] = ['POST', 'PUT'],
): SentBody[] {
  const bodies: SentBody[] = [];
  server.events.on('request:start', ({ request }) => {
    if (!methods.includes(request.method)) return;
    void request
      .clone()
      .json()
      .then((body: Record<string, unknown>) => bodies.push({ method: request.method, path: new URL(request.url).pathname, body }))
      .catch(() => undefined);
  });
  return bodies;
}

/** A signed-in auth provider holding `permissions`, whose `canAccess` asks the catalogue like the app's. */
export function catalogAuthProvider(catalog: Catalog, permissions: readonly string[]): AuthProvider {
  return {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => permissions,
    canAccess: async ({ resource, action }) => {
      const p = catalog.permissionFor(resource, action);
      return p === null || (p !== undefined && permissions.includes(p));
    },
  };
}

/**
 * The demo API for one test file: listening while the file runs, and before each test a fresh
 * seed, no leftover handlers, no recorded requests and English as the language.
 */
export function withDemoServer() {
  const demo = createDemoServer();
  const requests = recordRequests(demo.server);
  beforeAll(() => demo.server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => demo.server.resetHandlers());
  afterAll(() => demo.server.close());
  beforeEach(() => {
    requests.length = 0;
    demo.store.reset();
    applyLocale('en');
  });
  return { ...demo, requests };
}
