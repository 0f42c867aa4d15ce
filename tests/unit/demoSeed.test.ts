import { describe, expect, it } from 'vitest';
import { declarations } from '../../resources';
import { seedCollections, rowFiles, DEMO_EPOCH } from '../../src/demo/seed';
import { SPEC_ROUTES } from '../helpers/specRoutes';
import { validateRecord } from '../../src/demo/validation';
import { localized } from '../../src/demo/bilingual';
import type { FieldDeclaration } from '../../src/engine/types';

const seeded = seedCollections();
const byName = new Map(declarations.map((d) => [d.name, d]));
const rowsOf = (name: string) => seeded[byName.get(name)!.endpoint] ?? [];
const ARABIC = /[\u0600-\u06FF]/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Why a seeded value does not fit its declared kind, or null. */
function kindProblem(field: FieldDeclaration, value: unknown, row: Record<string, unknown>): string | null {
  if (value === undefined || value === null || value === '') return field.required ? 'required but empty' : null;
  switch (field.kind) {
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) return `not a number: ${String(value)}`;
      if ((field.min !== undefined && value < field.min) || (field.max !== undefined && value > field.max)) return `out of range: ${value}`;
      return null;
    case 'money': {
      if (typeof value !== 'number' || !Number.isFinite(value) || value < (field.min ?? 0)) return `not an amount: ${String(value)}`;
      const currency = field.currencySource ? row[field.currencySource] : field.currency;
      return typeof currency === 'string' && /^[A-Z]{3}$/.test(currency) ? null : `amount without a currency: ${String(currency)}`;
    }
    case 'boolean':
      return typeof value === 'boolean' ? null : `not a boolean: ${String(value)}`;
    case 'date':
      return typeof value === 'string' && DATE.test(value) ? null : `not a date: ${String(value)}`;
    case 'datetime':
      return typeof value === 'string' && !Number.isNaN(Date.parse(value)) && value.includes('T')
        ? null
        : `not a date-time: ${String(value)}`;
    case 'status':
      return (field.choices ?? ['active', 'inactive']).includes(value as never) ? null : `not a status: ${String(value)}`;
    case 'select':
      return field.choices.includes(String(value)) ? null : `not a choice: ${String(value)}`;
    case 'phone':
      return typeof value === 'string' && /^\+[1-9]\d{7,14}$/.test(value) ? null : `not E.164: ${String(value)}`;
    case 'reference': {
      const target = rowsOf(field.reference);
      const key = field.optionValue ?? 'id';
      const values = field.multiple ? (Array.isArray(value) ? value : [value]) : [value];
      const dangling = values.filter((v) => !target.some((r) => r[key] === v));
      return dangling.length ? `dangling ${field.reference} ${dangling.join(',')}` : null;
    }
    default:
      return null;
  }
}

// Report rows are computed from the seeded data by the demo's report endpoints
// (src/demo/screenHandlers.ts, contract-tested in tests/contract/operations.test.ts), not stored.
const stored = declarations.filter((d) => !d.endpoint.startsWith('reports/'));

describe('the demo seed', () => {
  it('should be the same on every run (deterministic, no clock)', () => {
    expect(JSON.stringify(seedCollections())).toBe(JSON.stringify(seeded));
  });

  it('should seed every resource of the SPEC under its endpoint (a new one may start empty)', () => {
    const spec = new Set(SPEC_ROUTES.map(([, resource]) => resource));
    const empty = stored.filter((d) => spec.has(d.name) && !seeded[d.endpoint]?.length).map((d) => d.name);
    expect(empty, 'give these resources demo rows in src/demo/seed.ts (12 to 60 rows)').toEqual([]);
  });

  it('should put the rows of src/demo/rows/<resource>.ts under the resource endpoint, and refuse a file no resource names', () => {
    const rows = [{ id: 1, code: 'WELCOME10' }];
    expect(rowFiles({}, { './rows/offers.ts': { default: rows } })).toEqual({ offers: rows });
    const pointing = rowFiles({ plans: [{ id: 7 }] }, { './rows/offers.ts': { default: (s) => [{ id: 1, plans: [s.plans[0].id] }] } });
    expect(pointing).toEqual({ offers: [{ id: 1, plans: [7] }] });
    expect(() => rowFiles({}, { './rows/coupon.ts': { default: rows } })).toThrow(
      'src/demo/rows/coupon.ts: no resource file declares "coupon" (the file is named after the resource)',
    );
  });

  it('should have the sizes of a realistic back-office', () => {
    expect(rowsOf('companies')).toHaveLength(120);
    for (const name of ['payments_moyasar', 'payments_paypal', 'payments_cash', 'bank_transfers'])
      expect(rowsOf(name), name).toHaveLength(300);
    expect(rowsOf('invoices')).toHaveLength(400);
    expect(rowsOf('plans').length).toBeGreaterThanOrEqual(6);
    expect(rowsOf('plans').length).toBeLessThanOrEqual(8);
    const others = stored
      .filter(
        (d) =>
          ![
            'users',
            'roles',
            'countries',
            'cities',
            'companies',
            'invoices',
            'plans',
            'payments_moyasar',
            'payments_paypal',
            'payments_cash',
            'bank_transfers',
            'module_sub_actions',
          ].includes(d.name),
      )
      .filter((d) => rowsOf(d.name).length > 0 && (rowsOf(d.name).length < 12 || rowsOf(d.name).length > 60))
      .map((d) => `${d.name}: ${rowsOf(d.name).length}`);
    expect(others, 'a resource with demo rows has 12 to 60 of them (src/demo/seed.ts or src/demo/rows/<resource>.ts)').toEqual([]);
  });

  it('should give every seeded row unique ids', () => {
    for (const [endpoint, rows] of Object.entries(seeded)) {
      expect(new Set(rows.map((r) => r.id)).size, endpoint).toBe(rows.length);
    }
  });

  it('should fill every field with a value of its kind, and point every reference at a seeded record', () => {
    const problems: string[] = [];
    for (const decl of declarations) {
      for (const row of seeded[decl.endpoint] ?? []) {
        for (const field of decl.fields) {
          if (field.kind === 'password') continue;
          const problem = kindProblem(field, row[field.source], row);
          if (problem) problems.push(`${decl.name}#${row.id}.${field.source}: ${problem}`);
        }
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);
  });

  it('should pass the demo server own validation when a seeded row is saved back unchanged', () => {
    const t = (key: string) => key;
    const refused: string[] = [];
    for (const decl of declarations) {
      const rows = seeded[decl.endpoint] ?? [];
      // As the form sends it back: in the language it was read in (docs/decisions.md "Demo mode").
      for (const row of rows) {
        for (const lang of ['ar', 'en'] as const) {
          const errors = validateRecord(decl, localized(row, lang), rows, t, row.id);
          if (Object.keys(errors).length) refused.push(`${decl.name}#${row.id} (${lang}): ${Object.keys(errors).join(',')}`);
        }
      }
    }
    expect(refused.slice(0, 10)).toEqual([]);
  });

  it('should hold no password of a tenant database', () => {
    expect(rowsOf('databases').filter((r) => 'password' in r)).toEqual([]);
  });

  it('should date nothing after the demo epoch except what is due later', () => {
    const future = (['payments_moyasar', 'payments_paypal', 'payments_cash', 'bank_transfers'] as const).flatMap((name) =>
      rowsOf(name)
        .filter((r) => Date.parse(String(r.date)) > DEMO_EPOCH + 86400000)
        .map((r) => `${name}#${r.id}`),
    );
    expect(future).toEqual([]);
  });

  it('should name businesses, people and every other seeded name in Arabic and in English', () => {
    const names = rowsOf('companies').map((c) => c.business_name as { ar: string; en: string });
    expect(names.every((n) => ARABIC.test(n.ar) && !ARABIC.test(n.en) && /[A-Za-z]/.test(n.en))).toBe(true);
    const people = rowsOf('companies').map((c) => c.first_name as { ar: string; en: string });
    expect(people.every((n) => ARABIC.test(n.ar) && /^[A-Za-z' -]+$/.test(n.en))).toBe(true);
    expect(new Set(rowsOf('companies').map((c) => c.subdomain)).size).toBe(120);
  });

  it('should keep the money consistent: invoice statuses follow due dates, agents total their customers', () => {
    const epochDay = new Date(DEMO_EPOCH).toISOString().slice(0, 10);
    const overdueNotDue = rowsOf('invoices').filter((i) => i.status === 'overdue' && String(i.due_date) >= epochDay);
    expect(overdueNotDue).toEqual([]);
    for (const agent of rowsOf('agents')) {
      const mine = rowsOf('agents_customers').filter((c) => c.agent_id === agent.id);
      expect(agent.customers_count).toBe(mine.length);
      expect(agent.total_sales).toBeCloseTo(
        mine.reduce((s, c) => s + Number(c.amount), 0),
        2,
      );
    }
  });

  it('should use more than one currency, SAR first', () => {
    const currencies = new Map<string, number>();
    for (const name of ['payments_moyasar', 'payments_paypal', 'payments_cash', 'bank_transfers', 'invoices']) {
      for (const r of rowsOf(name)) currencies.set(String(r.currency), (currencies.get(String(r.currency)) ?? 0) + 1);
    }
    const ranked = [...currencies].sort((a, b) => b[1] - a[1]).map(([c]) => c);
    expect(ranked[0]).toBe('SAR');
    expect(ranked).toEqual(expect.arrayContaining(['SAR', 'AED', 'KWD', 'USD']));
  });

  it('should keep the collections of users, roles, countries and cities as they were', () => {
    expect(rowsOf('countries')).toHaveLength(22);
    expect(rowsOf('roles')).toHaveLength(8);
    expect(rowsOf('users')).toHaveLength(64);
    expect(rowsOf('users')[0]).toMatchObject({ id: 1 });
  });
});
