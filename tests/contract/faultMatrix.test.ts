import { describe, expect, it } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { HttpError } from 'ra-core';
import { declarations } from '../../resources';
import { createCatalog } from '../../src/engine/catalog';
import { createAuthProvider } from '../../src/providers/authProvider';
import { createDataProvider } from '../../src/providers/dataProvider';
import { createHttpClient, failureOf, type FailureKind } from '../../src/providers/httpClient';
import { createLoadingMarker } from '../../src/providers/loadingMarker';
import { createSessionState } from '../../src/providers/session';
import { createShellApi, ShellCallError } from '../../src/providers/shellApi';
import { createWidgetApi } from '../../src/providers/widgetApi';
import { createWriteLock } from '../../src/providers/writeLock';
import { API } from '../helpers/demoServer';
import { withDemoServer as demoServerForThisFile } from '../helpers/providers';

/**
 * The fault matrix at the contract level: every kind of screen's call (the exact
 * provider call the screen makes) against every failure a real backend produces. For each
 * cell: the call rejects (nothing is reported as done), with the failure's class and the
 * operator's message (the server's own for 403/409/422, else the translated text of the
 * class, never a status line or a parser's words), exactly ONE request went out, and a write
 * lock is never left held. A 401 ends the session (token gone, sign-in dialog state on).
 */
const demo = demoServerForThisFile();
const { requests, server } = demo;

const LIMIT = 80; // the test's time limit for every request (the app's: 30 s / 120 s)

function providers() {
  const catalog = createCatalog(declarations);
  const lock = createWriteLock({ failureReleaseMs: 20 });
  const session = createSessionState();
  const httpClient = createHttpClient({ lock, marker: createLoadingMarker(), timeouts: { read: LIMIT, write: LIMIT, upload: LIMIT } });
  const deps = { apiUrl: API, httpClient };
  const dataProvider = {
    ...createDataProvider({ apiUrl: API, httpClient, endpointOf: (r) => catalog.get(r)?.endpoint }),
    ...createWidgetApi(deps),
    ...createShellApi(deps),
  };
  // Signing in is not what is tried here: with the app's own time limits, so a loaded machine's
  // slow first answer (the demo server warming up) is not taken for a failure of the 80 ms ones.
  const signInClient = createHttpClient({ lock, marker: createLoadingMarker() });
  const authProvider = createAuthProvider({ apiUrl: API, httpClient: signInClient, catalog, storage: localStorage, session });
  return { lock, session, dataProvider, authProvider };
}
type P = ReturnType<typeof providers>;

type Method = 'get' | 'post' | 'put' | 'delete';
interface Screen {
  name: string;
  method: Method;
  /** The path the failure is served on (MSW ignores the query). */
  path: string;
  write: boolean;
  call: (p: P) => Promise<unknown>;
}

const page = { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };
const screens: Screen[] = [
  { name: 'list', method: 'get', path: '/countries', write: false, call: (p) => p.dataProvider.getList('countries', page) },
  { name: 'details', method: 'get', path: '/countries/:id', write: false, call: (p) => p.dataProvider.getOne('countries', { id: 1 }) },
  {
    name: 'create',
    method: 'post',
    path: '/countries',
    write: true,
    call: (p) => p.dataProvider.create('countries', { data: { name_en: 'Atlantis', name_ar: 'أطلانطس', code2: 'AQ', phone_code: '+672' } }),
  },
  {
    name: 'edit',
    method: 'put',
    path: '/countries/:id',
    write: true,
    call: (p) => p.dataProvider.update('countries', { id: 1, data: { id: 1, name_en: 'Saudi' }, previousData: { id: 1 } }),
  },
  {
    name: 'delete',
    method: 'delete',
    path: '/countries/:id',
    write: true,
    call: (p) => p.dataProvider.delete('countries', { id: 1, previousData: { id: 1 } }),
  },
  {
    name: 'bulk action',
    method: 'delete',
    path: '/countries',
    write: true,
    call: (p) => p.dataProvider.deleteMany('countries', { ids: [1, 2] }),
  },
  {
    name: 'one-click action',
    method: 'put',
    path: '/bank-transfers/:id',
    write: true,
    call: (p) => p.dataProvider.update('bank_transfers', { id: 1, data: { status: 'paid' }, previousData: { id: 1 } }),
  },
  {
    name: 'reference input',
    method: 'get',
    path: '/countries',
    write: false,
    call: (p) => p.dataProvider.getMany('countries', { ids: [1, 2] }),
  },
  {
    name: 'upload',
    method: 'post',
    path: '/uploads/upload-file',
    write: true,
    call: (p) => p.dataProvider.uploadFile(new Blob(['x'], { type: 'text/plain' }), { upload: 'file', fileName: 'a.txt' }),
  },
  { name: 'export', method: 'get', path: '/countries', write: false, call: (p) => p.dataProvider.getExportRows('countries', {}) },
  { name: 'dashboard', method: 'get', path: '/companies', write: false, call: (p) => p.dataProvider.getList('companies', page) },
  { name: 'quick search', method: 'get', path: '/quick_search.php', write: false, call: (p) => p.dataProvider.quickSearch('sa') },
  { name: 'notifications', method: 'get', path: '/notifications/list', write: false, call: (p) => p.dataProvider.getNotifications() },
];

interface Fault {
  name: string;
  kind: FailureKind;
  respond: () => Response | Promise<Response>;
  /** The message the operator reads: the server's own, or the class's key. */
  message: string;
  /** Screens where the fault is not a fault by contract (quick search answers HTML). */
  notFor?: string[];
}
const json = (body: Record<string, unknown>, status: number) => HttpResponse.json(body, { status });
const faults: Fault[] = [
  { name: '401', kind: 'unauthorized', respond: () => json({ message: 'Unauthenticated.' }, 401), message: 'app.errors.unauthenticated' },
  {
    name: '403',
    kind: 'forbidden',
    respond: () => json({ message: 'Only owners may do this.' }, 403),
    message: 'Only owners may do this.',
  },
  { name: '404', kind: 'not_found', respond: () => json({ message: 'No query results for model' }, 404), message: 'app.errors.not_found' },
  {
    name: '409',
    kind: 'conflict',
    respond: () => json({ message: 'The record is in use by 3 cities.' }, 409),
    message: 'The record is in use by 3 cities.',
  },
  {
    name: '422',
    kind: 'invalid',
    respond: () => json({ message: 'The given data was invalid.', errors: { name_en: ['The name has already been taken.'] } }, 422),
    message: 'The given data was invalid.',
  },
  {
    name: '500',
    kind: 'server',
    respond: () => json({ message: 'SQLSTATE[42S22]: Column not found at /var/www/app/Http.php:42' }, 500),
    message: 'app.errors.server',
  },
  {
    name: '503',
    kind: 'server',
    respond: () => new HttpResponse('Service Unavailable', { status: 503, headers: { 'Content-Type': 'text/plain' } }),
    message: 'app.errors.server',
  },
  {
    name: 'timeout',
    kind: 'timeout',
    respond: async () => {
      await delay('infinite');
      return json({}, 200);
    },
    message: 'app.errors.timeout',
  },
  { name: 'offline', kind: 'network', respond: () => HttpResponse.error(), message: 'app.errors.network' },
  {
    name: 'broken JSON',
    kind: 'malformed',
    respond: () =>
      new HttpResponse('{"data": [{"id": 1, "name', {
        status: 200,
        headers: { 'Content-Type': 'application/json', 'Content-Range': 'items 0-0/1' },
      }),
    message: 'app.errors.malformed',
    notFor: ['quick search'],
  },
  {
    name: 'HTML page',
    kind: 'server',
    respond: () => HttpResponse.html('<html><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>', { status: 502 }),
    message: 'app.errors.server',
  },
];

/** Texts a developer would read, never the operator. */
const DEVELOPER_TEXT =
  /JSON|undefined|Unexpected|SQLSTATE|Bad Gateway|Service Unavailable|Internal Server|status|TypeError|Content-Range|\bid\b/i;

const cells = screens.flatMap((screen) => faults.filter((f) => !f.notFor?.includes(screen.name)).map((fault) => ({ screen, fault })));

describe('fault matrix: every screen kind × every failure', () => {
  it.each(cells.map((c) => [c.screen.name, c.fault.name, c] as const))('%s × %s', async (_s, _f, { screen, fault }) => {
    const p = providers();
    await p.authProvider.login({ email: 'admin@demo.test', password: 'demo1234' });
    requests.length = 0;
    server.use(http[screen.method](`${API}${screen.path}`, fault.respond));

    const error = await screen.call(p).then(
      (value) => ({ resolved: value }),
      (e: unknown) => e,
    );

    // Never reported as done.
    expect(error).not.toHaveProperty('resolved');
    const status = (error as { status?: number }).status;
    const message = (error as Error).message;
    if (error instanceof ShellCallError) {
      expect(message).toBe(fault.message);
    } else {
      expect(error).toBeInstanceOf(HttpError);
      expect(failureOf(error)).toBe(fault.kind);
      expect(message).toBe(fault.message);
    }
    if (fault.message.startsWith('app.')) expect(message).not.toMatch(DEVELOPER_TEXT);
    if (fault.kind === 'invalid' && !(error instanceof ShellCallError)) {
      expect((error as HttpError).body.errors).toEqual({ name_en: 'The name has already been taken.' });
    }
    if (fault.name === '401') expect(status).toBe(401);

    // Exactly one request was sent for the one activation.
    const sent = requests.filter((r) => r.method === screen.method.toUpperCase());
    expect(sent).toHaveLength(1);
    // A POST carries its Idempotency-Key.
    // (happy-dom's multipart fetch drops every header on the way to MSW, so the upload's is
    // checked on the wire in tests/unit/requestGuards.test.ts.)
    if (screen.name === 'create') expect(sent[0].headers.get('idempotency-key')).toMatch(/^[\w-]{16,}$/);
    // The lock is never left held by a failed write (cooling, then open).
    expect(p.lock.state).not.toBe('sending');
    if (screen.write) await expect.poll(() => p.lock.state, { timeout: 1000 }).toBe('open');

    // What the app does with the failure: checkError never rejects (a rejection makes
    // react-admin answer the call with an empty success); a 401 ends the session and raises
    // the sign-in dialog without a redirect; a 403 keeps the session and goes nowhere.
    await expect(p.authProvider.checkError(error as { status?: number })).resolves.toBeUndefined();
    if (fault.name === '401') {
      expect(localStorage.getItem('id_token')).toBeNull();
      expect(p.session.expired).toBe(true);
      await expect(p.authProvider.checkAuth({})).resolves.toBeUndefined();
    } else {
      expect(localStorage.getItem('id_token')).not.toBeNull();
      expect(p.session.expired).toBe(false);
    }
  });
});

describe('malformed answers with a success status are failures, never empty results', () => {
  const shapes: [string, () => Response][] = [
    ['an object instead of an array', () => HttpResponse.json({ data: [] }, { headers: { 'Content-Range': 'countries 0-0/0' } })],
    ['no Content-Range', () => HttpResponse.json([{ id: 1, name_en: 'A' }])],
    ['rows without id', () => HttpResponse.json([{ name_en: 'A' }], { headers: { 'Content-Range': 'countries 0-0/1' } })],
    ['an HTML page with 200', () => HttpResponse.html('<!doctype html><html><body>Login portal</body></html>')],
    ['an empty body', () => new HttpResponse('', { status: 200, headers: { 'Content-Range': 'countries 0-0/0' } })],
  ];
  it.each(shapes)('list: %s', async (_name, respond) => {
    const p = providers();
    await p.authProvider.login({ email: 'admin@demo.test', password: 'demo1234' });
    server.use(http.get(`${API}/countries`, respond));
    const error = await p.dataProvider.getList('countries', page).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(failureOf(error)).toBe('malformed');
    expect((error as Error).message).toBe('app.errors.malformed');
  });

  it('details: a record without id', async () => {
    const p = providers();
    await p.authProvider.login({ email: 'admin@demo.test', password: 'demo1234' });
    server.use(http.get(`${API}/countries/:id`, () => HttpResponse.json({ name_en: 'A' })));
    const error = await p.dataProvider.getOne('countries', { id: 1 }).catch((e: unknown) => e);
    expect(failureOf(error)).toBe('malformed');
  });

  it('an empty list is a success (the empty state is only for this)', async () => {
    const p = providers();
    await p.authProvider.login({ email: 'admin@demo.test', password: 'demo1234' });
    server.use(http.get(`${API}/countries`, () => HttpResponse.json([], { headers: { 'Content-Range': 'countries 0-0/0' } })));
    await expect(p.dataProvider.getList('countries', page)).resolves.toEqual({ data: [], total: 0, pageInfo: undefined });
  });
});
