import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../src/providers/dataProvider';
import { createHttpClient, failureOf } from '../../src/providers/httpClient';
import { createLoadingMarker } from '../../src/providers/loadingMarker';
import { createWidgetApi } from '../../src/providers/widgetApi';
import { createWriteLock } from '../../src/providers/writeLock';
import { REQUEST_TIMEOUTS_MS } from '../../src/config/constants';

/**
 * Writes and time limits, on the wire (a stubbed fetch that answers in 60 ms,
 * like the demo API): one activation, one request, whatever the timing of the second
 * activation; one Idempotency-Key per submission, reused on its retry; a hung request is
 * aborted at its limit and the lock released.
 */
const API = 'http://api.test/api';
interface Sent {
  method: string;
  url: string;
  headers: Headers;
}

function stubFetch(answer: (sent: Sent) => Response | Promise<Response>, latency = 60) {
  const sent: Sent[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const s = { method: (init?.method ?? 'GET').toUpperCase(), url: String(input), headers: new Headers(init?.headers) };
    sent.push(s);
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(resolve, latency);
      init?.signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(new DOMException('The operation was aborted.', 'AbortError'));
      });
    });
    return answer(s);
  });
  vi.stubGlobal('fetch', fetchMock);
  return sent;
}
afterEach(() => vi.unstubAllGlobals());

const ok = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json', 'Content-Range': 'items 0-0/1' } });

function setup(timeouts?: { read: number; write: number; upload: number }) {
  const lock = createWriteLock({ failureReleaseMs: 30, safetyReleaseMs: 5000 });
  const httpClient = createHttpClient({ lock, marker: createLoadingMarker(), storage: { getItem: () => 'token' }, timeouts });
  const dataProvider = createDataProvider({ apiUrl: API, httpClient, endpointOf: (r) => r });
  const widgets = createWidgetApi({ apiUrl: API, httpClient });
  return { lock, httpClient, dataProvider, widgets };
}
type S = ReturnType<typeof setup>;

const file = new File(['hello'], 'logo.png', { type: 'image/png', lastModified: 1 });
const writeKinds: [string, (s: S) => Promise<unknown>][] = [
  ['create', (s) => s.dataProvider.create('countries', { data: { name_en: 'Atlantis' } })],
  ['edit', (s) => s.dataProvider.update('countries', { id: 1, data: { name_en: 'Saudi' }, previousData: { id: 1 } })],
  ['delete', (s) => s.dataProvider.delete('countries', { id: 1, previousData: { id: 1 } })],
  ['bulk action', (s) => s.dataProvider.deleteMany('countries', { ids: [1, 2] })],
  ['one-click action', (s) => s.dataProvider.update('bank_transfers', { id: 7, data: { status: 'paid' }, previousData: { id: 7 } })],
  ['upload', (s) => s.widgets.uploadFile(file, { upload: 'image' })],
];
const delays = [0, 60, 120, 180];

describe('double activation: one request, one truthful answer', () => {
  const cells = writeKinds.flatMap(([name, run]) => delays.map((d) => [name, d, run] as const));
  it.each(cells)('%s activated twice %i ms apart sends ONE request and both activations get its answer', async (_name, d, run) => {
    const sent = stubFetch(() => ok({ id: 1, path: '/u/logo.png', name: 'logo.png' }));
    const s = setup();
    const first = run(s);
    await new Promise((r) => setTimeout(r, d));
    const second = run(s);
    const [a, b] = await Promise.allSettled([first, second]);
    expect(sent).toHaveLength(1);
    // The second activation is told the truth about the one request: it succeeded.
    expect(a.status).toBe('fulfilled');
    expect(b.status).toBe('fulfilled');
    expect(b).toEqual(a);
  });

  it('a different change while the first is being saved is not sent, and says so', async () => {
    const sent = stubFetch(() => ok({ id: 1 }));
    const s = setup();
    const first = s.dataProvider.update('countries', { id: 1, data: { name_en: 'A' }, previousData: { id: 1 } });
    const second = s.dataProvider.update('countries', { id: 1, data: { name_en: 'B' }, previousData: { id: 1 } });
    await expect(second).rejects.toMatchObject({ dropped: true });
    await first;
    expect(sent).toHaveLength(1);
  });
});

describe('Idempotency-Key', () => {
  it('every POST carries one; a retry of the same submission reuses it; a new submission gets a new one', async () => {
    let fail = true;
    const sent = stubFetch(() => (fail ? new Response('{"message":"x"}', { status: 503 }) : ok({ id: 5 })));
    const s = setup();
    const create = () => s.dataProvider.create('countries', { data: { name_en: 'Atlantis' } });
    await expect(create()).rejects.toMatchObject({ status: 503 });
    fail = false;
    await create();
    await s.dataProvider.create('countries', { data: { name_en: 'Lemuria' } });
    const keys = sent.map((r) => r.headers.get('Idempotency-Key'));
    expect(sent.map((r) => r.method)).toEqual(['POST', 'POST', 'POST']);
    expect(keys[0]).toMatch(/^[\w-]{16,}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('an upload (multipart POST) carries one too, and only POSTs do', async () => {
    const sent = stubFetch(() => ok({ id: 1, path: '/p' }));
    const s = setup();
    await s.widgets.uploadFile(file, { upload: 'image' });
    await s.dataProvider.getOne('countries', { id: 1 });
    expect(sent[0].headers.get('Idempotency-Key')).toMatch(/^[\w-]{16,}$/);
    expect(sent[0].headers.get('Authorization')).toBe('Bearer token');
    expect(sent[1].headers.get('Idempotency-Key')).toBeNull();
  });
});

describe('time limits', () => {
  it('are configuration: 30 s for reads and writes, 120 s for uploads', () => {
    expect(REQUEST_TIMEOUTS_MS).toEqual({ read: 30000, write: 30000, upload: 120000 });
  });

  it.each([
    [
      'a read',
      (s: S) =>
        s.dataProvider.getList('countries', { pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'ASC' }, filter: {} }),
    ],
    ['a write', (s: S) => s.dataProvider.update('countries', { id: 1, data: { name_en: 'X' }, previousData: { id: 1 } })],
    ['an upload', (s: S) => s.widgets.uploadFile(file, { upload: 'image' })],
  ])('%s that hangs is aborted at its limit, told as a time-out, and the lock released', async (_n, run) => {
    const sent = stubFetch(() => ok({ id: 1 }), 10_000);
    const s = setup({ read: 50, write: 70, upload: 90 });
    const started = Date.now();
    const error = await run(s).catch((e: unknown) => e);
    expect(failureOf(error)).toBe('timeout');
    expect((error as Error).message).toBe('app.errors.timeout');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(sent).toHaveLength(1);
    await expect.poll(() => s.lock.state, { timeout: 1000 }).toBe('open');
  });
});
