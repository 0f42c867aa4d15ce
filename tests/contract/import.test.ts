import '../helpers/composedEngine';
import { describe, expect, it } from 'vitest';
import { delay, http } from 'msw';
import { importFields } from '../../src/widgets/import/check';
import { loadReferences, loadTaken } from '../../src/widgets/import/lookups';
import { sendRows, type SendRow } from '../../src/widgets/import/send';
import offers from '../../resources/offers';
import countries from '../../resources/countries';
import { API } from '../helpers/demoServer';
import { createTestProviders, withDemoServer } from '../helpers/providers';

const demo = withDemoServer();
const { requests, server } = demo;
/** The time limit of the test that times a request out; the others wait as long as a busy machine needs. */
const LIMIT = 150;

async function signedIn(limit = 10000) {
  const providers = createTestProviders(undefined, { read: limit, write: limit, upload: limit });
  await providers.authProvider.login({ email: 'admin@demo.test', password: 'demo1234' });
  requests.length = 0;
  return providers;
}

const country = (code2: string, n: number) => ({
  name_ar: `دولة ${n}`,
  name_en: `Country ${n}`,
  code2,
  code3: `${code2}X`,
  phone_code: `+${900 + n}`,
});

const posts = () => requests.filter((r) => r.method === 'POST' && r.url.pathname.endsWith('/countries'));

describe('import: one create per row, each with its own Idempotency-Key', () => {
  it('should send one POST per row with the row key, and turn a 422 into the row field messages', async () => {
    const { dataProvider } = await signedIn();
    const rows: SendRow[] = [
      { index: 0, data: country('XA', 1), key: 'row-key-0' },
      // Saudi Arabia is in the seed: the server refuses its code.
      { index: 1, data: country('SA', 2), key: 'row-key-1' },
      { index: 2, data: country('XB', 3), key: 'row-key-2' },
    ];
    const outcomes = await sendRows(rows, {
      create: (data, key) => dataProvider.create('countries', { data, meta: { idempotencyKey: key } }),
      retryDelayMs: 1,
    });
    expect(outcomes.map((o) => o.status)).toEqual(['created', 'refused', 'created']);
    expect(outcomes[1]).toMatchObject({ problems: { code2: [{ message: expect.stringMatching(/taken/) }] } });
    expect(
      posts()
        .map((r) => r.headers.get('idempotency-key'))
        .sort(),
    ).toEqual(['row-key-0', 'row-key-1', 'row-key-2']);
  });

  it('should send two equal rows as two creates, since each is a submission of its own', async () => {
    const { dataProvider } = await signedIn();
    const data = {
      name: 'Summer',
      plans: [1],
      users_number: 1,
      percentage: 5,
      interval: 'month',
      start_date: '2026-01-01',
      end_date: '2026-02-01',
    };
    const outcomes = await sendRows(
      [
        { index: 0, data, key: 'a' },
        { index: 1, data, key: 'b' },
      ],
      { create: (d, key) => dataProvider.create('offers', { data: d, meta: { idempotencyKey: key } }) },
    );
    expect(outcomes.map((o) => o.status)).toEqual(['created', 'created']);
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.headers.get('idempotency-key'))).toEqual(['a', 'b']);
  });

  it('should retry a row that timed out with the SAME key, and the server creates it once', async () => {
    const { dataProvider } = await signedIn(LIMIT);
    let first = true;
    // The first attempt reaches the demo API, but only after the client gave up waiting.
    server.use(
      http.post(`${API}/countries`, async () => {
        if (first) {
          first = false;
          await delay(LIMIT * 2);
        }
        return undefined;
      }),
    );
    const outcomes = await sendRows([{ index: 0, data: country('XZ', 7), key: 'slow-row' }], {
      create: (data, key) => dataProvider.create('countries', { data, meta: { idempotencyKey: key } }),
      retryDelayMs: LIMIT * 2,
    });
    expect(outcomes).toEqual([{ index: 0, status: 'created' }]);
    expect(posts().map((r) => r.headers.get('idempotency-key'))).toEqual(['slow-row', 'slow-row']);
    const { data } = await dataProvider.getList('countries', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: { code2: 'XZ' },
    });
    expect(data).toHaveLength(1);
  });

  it('should keep at most the given number of creates in flight', async () => {
    const { dataProvider } = await signedIn();
    let inFlight = 0;
    let most = 0;
    server.use(
      http.post(`${API}/countries`, async () => {
        inFlight++;
        most = Math.max(most, inFlight);
        await delay(20);
        inFlight--;
        return undefined;
      }),
    );
    const rows = Array.from({ length: 10 }, (_, i) => ({ index: i, data: country(`X${String.fromCharCode(67 + i)}`, i), key: `k${i}` }));
    const outcomes = await sendRows(rows, {
      create: (data, key) => dataProvider.create('countries', { data, meta: { idempotencyKey: key } }),
      concurrency: 3,
    });
    expect(outcomes.every((o) => o.status === 'created')).toBe(true);
    expect(most).toBe(3);
    expect(posts()).toHaveLength(10);
  });

  it('should send nothing more once cancelled, and say which rows were never sent', async () => {
    const { dataProvider } = await signedIn();
    const controller = new AbortController();
    const rows = Array.from({ length: 6 }, (_, i) => ({ index: i, data: country(`Y${String.fromCharCode(78 + i)}`, i), key: `c${i}` }));
    const outcomes = await sendRows(rows, {
      create: (data, key) => dataProvider.create('countries', { data, meta: { idempotencyKey: key } }),
      concurrency: 2,
      signal: controller.signal,
      onOutcome: (_o, settled) => {
        if (settled === 2) controller.abort();
      },
    });
    const created = outcomes.filter((o) => o.status === 'created').length;
    expect(created).toBeGreaterThanOrEqual(2);
    expect(created).toBeLessThanOrEqual(3);
    expect(outcomes.filter((o) => o.status === 'unsent')).toHaveLength(6 - created);
    expect(posts()).toHaveLength(created);
  });
});

describe('import: the reads before the preview', () => {
  it('should read each referenced resource once, and ask the API which unique values are taken', async () => {
    const { dataProvider } = await signedIn();
    const fields = importFields(offers);
    const references = await loadReferences(fields, new Set(['plans', 'name']), dataProvider);
    expect(requests.map((r) => r.url.pathname)).toEqual(['/api/plans']);
    expect(references.plans.size).toBeGreaterThan(0);

    requests.length = 0;
    const taken = await loadTaken(
      'countries',
      importFields(countries),
      [
        { data: { code2: 'SA' }, problems: {} },
        { data: { code2: 'QQ' }, problems: {} },
      ],
      dataProvider,
    );
    expect(taken).toEqual({ code2: new Set(['sa']) });
    expect(requests).toHaveLength(1);
    expect(JSON.parse(requests[0].url.searchParams.get('filter')!)).toEqual({ code2: ['SA', 'QQ'] });
  });
});
