import { describe, expect, it, vi } from 'vitest';
import { prefetchReferences, referenceIdsOf } from '../../src/providers/dataProvider';
import { REFERENCE_WAIT_MS } from '../../src/config/constants';
import { API } from '../helpers/demoServer';
import { createTestProviders, withDemoServer } from '../helpers/providers';

const { requests } = withDemoServer();

describe('a list page with its references (meta.withReferences -> meta.references)', () => {
  it("should fetch each referenced resource ONCE after the page and hand the records over in the columns' id order", async () => {
    const providers = createTestProviders();
    await providers.authProvider.login({ email: 'admin@demo.test', password: 'demo1234' });
    requests.length = 0;
    const result = await providers.dataProvider.getList('companies', {
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
      meta: {
        withReferences: [
          { source: 'plan_id', reference: 'plans' },
          { source: 'country_id', reference: 'countries' },
        ],
      },
    });
    const prefetched = result.meta.references as Record<string, { id: unknown }[]>;
    expect(prefetched.plans.map((p) => String(p.id))).toEqual(referenceIdsOf(result.data, 'plan_id').map(String));
    expect(prefetched.countries.map((c) => String(c.id))).toEqual(referenceIdsOf(result.data, 'country_id').map(String));
    const calls = requests.map((r) => `${r.method} ${r.url.pathname}`);
    expect(calls).toEqual(
      expect.arrayContaining([
        `GET ${new URL(API).pathname}/companies`,
        `GET ${new URL(API).pathname}/plans`,
        `GET ${new URL(API).pathname}/countries`,
      ]),
    );
    expect(calls).toHaveLength(3);
  });

  it('should send nothing more for a list that asks for no references', async () => {
    const providers = createTestProviders();
    await providers.authProvider.login({ email: 'admin@demo.test', password: 'demo1234' });
    requests.length = 0;
    const result = await providers.dataProvider.getList('companies', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(result.meta?.references).toBeUndefined();
    expect(requests).toHaveLength(1);
  });
});

describe('prefetchReferences', () => {
  const rows = [
    { id: 1, plan_id: 7 },
    { id: 2, plan_id: 3 },
    { id: 3, plan_id: 7 },
    { id: 4, plan_id: null },
  ];

  it('should ask for the distinct ids in first-seen order and return the records in that order', async () => {
    const getMany = vi.fn(async (_r: string, ids: unknown[]) => ({
      data: [...ids].reverse().map((id) => ({ id, name: `p${String(id)}` })),
    }));
    const out = await prefetchReferences(rows, [{ source: 'plan_id', reference: 'plans' }], getMany as never);
    expect(getMany).toHaveBeenCalledWith('plans', [7, 3]);
    expect(out.plans.map((p) => p.id)).toEqual([7, 3]);
  });

  it("should keep only the id and the column's fields of each record when the column names them", async () => {
    const getMany = vi.fn(async (_r: string, ids: unknown[]) => ({
      data: ids.map((id) => ({ id, name_ar: `ب${String(id)}`, name_en: `p${String(id)}`, price: 10, features: ['a', 'b'] })),
    }));
    const out = await prefetchReferences(
      rows,
      [{ source: 'plan_id', reference: 'plans', fields: ['name_ar', 'name_en', 'missing'] }],
      getMany as never,
    );
    expect(out.plans).toEqual([
      { id: 7, name_ar: 'ب7', name_en: 'p7' },
      { id: 3, name_ar: 'ب3', name_en: 'p3' },
    ]);
    // Without fields, the whole records.
    expect((await prefetchReferences(rows, [{ source: 'plan_id', reference: 'plans' }], getMany as never)).plans[0]).toEqual({
      id: 7,
      name_ar: 'ب7',
      name_en: 'p7',
      price: 10,
      features: ['a', 'b'],
    });
  });

  it('should leave out a lookup that failed, missed an id, or is shared by two columns', async () => {
    const failing = vi.fn(async () => Promise.reject(new Error('down')));
    expect(await prefetchReferences(rows, [{ source: 'plan_id', reference: 'plans' }], failing)).toEqual({});
    const partial = vi.fn(async () => ({ data: [{ id: 7 }] }));
    expect(await prefetchReferences(rows, [{ source: 'plan_id', reference: 'plans' }], partial)).toEqual({});
    const shared = vi.fn(async () => ({ data: [] }));
    expect(
      await prefetchReferences(
        rows,
        [
          { source: 'plan_id', reference: 'plans' },
          { source: 'old_plan_id', reference: 'plans' },
        ],
        shared,
      ),
    ).toEqual({});
    expect(shared).not.toHaveBeenCalled();
  });

  it('should leave out a lookup with no answer within the wait, and keep one that answered in time', async () => {
    vi.useFakeTimers();
    try {
      const hung = vi.fn((reference: string, ids: unknown[]) =>
        reference === 'plans' ? new Promise<never>(() => {}) : Promise.resolve({ data: ids.map((id) => ({ id })) }),
      );
      let settled: Record<string, unknown> | undefined;
      void prefetchReferences(
        [{ id: 1, plan_id: 7, country_id: 2 }],
        [
          { source: 'plan_id', reference: 'plans' },
          { source: 'country_id', reference: 'countries' },
        ],
        hung as never,
        REFERENCE_WAIT_MS,
      ).then((out) => (settled = out));
      await vi.advanceTimersByTimeAsync(REFERENCE_WAIT_MS - 1);
      expect(settled).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      expect(settled).toEqual({ countries: [{ id: 2 }] });
      // No timer left behind by the lookups, answered or not.
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
