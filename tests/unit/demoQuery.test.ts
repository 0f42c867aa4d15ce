import { describe, expect, it } from 'vitest';
import { applyFilter, applyRange, applySort, parseListQuery } from '../../src/demo/query';
import type { DemoRecord } from '../../src/demo/seed';
import type { ResourceDeclaration } from '../../src/engine/types';

const decl: ResourceDeclaration = {
  name: 'people',
  base: '/people',
  endpoint: 'people',
  access: { list: null },
  recordTitle: 'name',
  fields: [
    { source: 'name', kind: 'text' },
    { source: 'email', kind: 'email' },
    { source: 'status', kind: 'status', choices: ['active', 'inactive'] },
    { source: 'age', kind: 'number' },
    { source: 'roles', kind: 'reference', reference: 'roles', multiple: true, optionText: 'name' },
  ],
};

const rows: DemoRecord[] = [
  { id: 1, name: 'Sara', email: 'sara@x.test', status: 'active', age: 30, roles: [1, 2] },
  { id: 2, name: 'Omar', email: 'omar@y.test', status: 'inactive', age: 9, roles: [3] },
  { id: 3, name: 'saad', email: 'saad@x.test', status: 'active', age: 100, roles: [] },
  { id: 4, name: 'Lama', email: 'lama@z.test', status: 'active', age: 30, roles: [2] },
];

const ids = (list: DemoRecord[]) => list.map((r) => r.id);

describe('parseListQuery', () => {
  it('should parse sort, range and filter JSON', () => {
    const params = new URLSearchParams({ sort: '["name","DESC"]', range: '[0,9]', filter: '{"q":"sa"}' });
    expect(parseListQuery(params)).toEqual({ sort: ['name', 'DESC'], range: [0, 9], filter: { q: 'sa' } });
  });

  it('should ignore missing and broken parameters', () => {
    expect(parseListQuery(new URLSearchParams({ sort: '[oops' }))).toEqual({ sort: undefined, range: undefined, filter: undefined });
  });
});

describe('applyFilter', () => {
  it('should search any string value with q, case-insensitively', () => {
    expect(ids(applyFilter(rows, { q: 'SA' }, decl))).toEqual([1, 3]);
    expect(ids(applyFilter(rows, { q: 'x.test' }, decl))).toEqual([1, 3]);
  });

  it('should match text fields by containment', () => {
    expect(ids(applyFilter(rows, { name: 'ma' }, decl))).toEqual([2, 4]);
    expect(ids(applyFilter(rows, { email: '@X.' }, decl))).toEqual([1, 3]);
  });

  it('should match other fields exactly', () => {
    expect(ids(applyFilter(rows, { status: 'active' }, decl))).toEqual([1, 3, 4]);
    expect(ids(applyFilter(rows, { status: 'act' }, decl))).toEqual([]);
    expect(ids(applyFilter(rows, { age: 30 }, decl))).toEqual([1, 4]);
    expect(ids(applyFilter(rows, { age: '30' }, decl))).toEqual([1, 4]);
  });

  it('should match text exactly when no declaration is given', () => {
    expect(ids(applyFilter(rows, { name: 'ma' }))).toEqual([]);
    expect(ids(applyFilter(rows, { name: 'Omar' }))).toEqual([2]);
  });

  it('should match array-valued fields when they contain the wanted value', () => {
    expect(ids(applyFilter(rows, { roles: 2 }, decl))).toEqual([1, 4]);
    expect(ids(applyFilter(rows, { roles: [3, 1] }, decl))).toEqual([1, 2]);
  });

  it('should filter by a list of ids', () => {
    expect(ids(applyFilter(rows, { id: [2, 4] }, decl))).toEqual([2, 4]);
    expect(ids(applyFilter(rows, { id: ['3'] }, decl))).toEqual([3]);
  });

  it('should ignore empty filter values', () => {
    expect(ids(applyFilter(rows, { q: '', status: null, name: undefined }, decl))).toEqual([1, 2, 3, 4]);
    expect(ids(applyFilter(rows, undefined, decl))).toEqual([1, 2, 3, 4]);
  });

  it('should combine filters with AND', () => {
    expect(ids(applyFilter(rows, { status: 'active', age: 30 }, decl))).toEqual([1, 4]);
  });
});

describe('applySort', () => {
  it('should sort strings ascending and descending', () => {
    expect(ids(applySort(rows, ['name', 'ASC']))).toEqual([4, 2, 3, 1]);
    expect(ids(applySort(rows, ['name', 'DESC']))).toEqual([1, 3, 2, 4]);
  });

  it('should sort numbers numerically, ties by id', () => {
    expect(ids(applySort(rows, ['age', 'ASC']))).toEqual([2, 1, 4, 3]);
    expect(ids(applySort(rows, ['age', 'DESC']))).toEqual([3, 1, 4, 2]);
  });

  it('should put missing values last', () => {
    const withGap: DemoRecord[] = [{ id: 1, n: 2 }, { id: 2 }, { id: 3, n: 1 }];
    expect(ids(applySort(withGap, ['n', 'ASC']))).toEqual([3, 1, 2]);
  });

  it('should sort money by currency, then by amount in the asked direction, never across currencies', () => {
    const sales: ResourceDeclaration = {
      ...decl,
      fields: [
        { source: 'total', kind: 'money', currencySource: 'currency' },
        { source: 'fixed', kind: 'money', currency: 'SAR' },
      ],
    };
    const money: DemoRecord[] = [
      { id: 1, total: 500, currency: 'USD', fixed: 3 },
      { id: 2, total: 90, currency: 'SAR', fixed: 1 },
      { id: 3, total: 1000, currency: 'SAR', fixed: 2 },
      { id: 4, total: 20, currency: 'USD', fixed: 4 },
      { id: 5, total: 700, currency: 'EGP', fixed: 5 },
    ];
    // EGP, then SAR, then USD; the amounts ordered inside each.
    expect(ids(applySort(money, ['total', 'ASC'], sales))).toEqual([5, 2, 3, 4, 1]);
    expect(ids(applySort(money, ['total', 'DESC'], sales))).toEqual([5, 3, 2, 1, 4]);
    // One currency for the whole column: its amounts alone.
    expect(ids(applySort(money, ['fixed', 'DESC'], sales))).toEqual([5, 4, 1, 3, 2]);
    // Without the declaration (a sort key the server does not know): the value alone.
    expect(ids(applySort(money, ['total', 'ASC']))).toEqual([4, 2, 1, 5, 3]);
  });

  it('should keep the order without a sort and not change its input', () => {
    expect(applySort(rows)).toBe(rows);
    const copy = [...rows];
    applySort(rows, ['name', 'DESC']);
    expect(rows).toEqual(copy);
  });
});

describe('applyRange', () => {
  it('should slice the inclusive range and report the total', () => {
    const r = applyRange(rows, [1, 2]);
    expect(ids(r.page)).toEqual([2, 3]);
    expect(r).toMatchObject({ start: 1, end: 2, total: 4 });
  });

  it('should clip the end to the last row', () => {
    const r = applyRange(rows, [2, 9]);
    expect(ids(r.page)).toEqual([3, 4]);
    expect(r).toMatchObject({ start: 2, end: 3, total: 4 });
  });

  it('should return everything without a range', () => {
    expect(applyRange(rows)).toMatchObject({ start: 0, end: 3, total: 4 });
    expect(applyRange(rows).page).toHaveLength(4);
  });
});

describe('the demo store', () => {
  it('should add the seed rows of a resource that a stored snapshot does not have yet', async () => {
    const { createDemoStore, memoryStorage } = await import('../../src/demo/store');
    const storage = memoryStorage();
    const first = createDemoStore(storage, 'k');
    first.insert('countries', { code2: 'ZZ' });
    const saved = JSON.parse(storage.getItem('k')!);
    delete saved.collections.roles;
    storage.setItem('k', JSON.stringify(saved));
    const again = createDemoStore(storage, 'k');
    expect(again.list('roles').length).toBeGreaterThan(0);
    expect(again.list('countries').some((c) => c.code2 === 'ZZ')).toBe(true);
  });
});

describe('range filters of the demo API', () => {
  const rows = [
    { id: 1, expire_date: '2026-10-01', amount: 50 },
    { id: 2, expire_date: '2026-11-15', amount: 150 },
    { id: 3, expire_date: '2026-12-31', amount: 250 },
  ] as DemoRecord[];

  it('should keep rows inside an ISO date range, bounds included', () => {
    expect(applyFilter(rows, { expire_date_gte: '2026-11-01', expire_date_lte: '2026-12-31' }).map((r) => r.id)).toEqual([2, 3]);
  });

  it('should compare numbers as numbers with strict bounds', () => {
    expect(applyFilter(rows, { amount_gt: 50, amount_lt: 250 }).map((r) => r.id)).toEqual([2]);
    expect(applyFilter(rows, { amount_gte: '100' }).map((r) => r.id)).toEqual([2, 3]);
  });

  it('should take the whole day of a date-only bound on a date-time (payments by date)', () => {
    const payments = [
      { id: 1, date: '2026-03-14T23:59:00Z' },
      { id: 2, date: '2026-03-15T00:00:00Z' },
      { id: 3, date: '2026-03-15T18:30:00Z' },
      { id: 4, date: '2026-03-16T00:00:00Z' },
    ] as DemoRecord[];
    expect(applyFilter(payments, { date_gte: '2026-03-15', date_lte: '2026-03-15' }).map((r) => r.id)).toEqual([2, 3]);
    expect(applyFilter(payments, { date_lte: '2026-03-14' }).map((r) => r.id)).toEqual([1]);
  });
});
