import { describe, expect, it } from 'vitest';
import { HttpError } from 'ra-core';
import { declarations } from '../../resources';
import { en } from '../../i18n/en';
import { fieldKind } from '../../src/engine/kinds';
import type { FieldDeclaration, ResourceDeclaration } from '../../src/engine/types';
import { createTestProviders, withDemoServer } from '../helpers/providers';
import { requiredCreateFields, sampleRecord } from '../helpers/samples';
import { localized } from '../../src/demo/bilingual';
import { readable } from '../../src/demo/validation';

const { requests, store } = withDemoServer();

async function signedIn() {
  const providers = createTestProviders();
  await providers.authProvider.login({ email: 'admin@demo.test', password: 'demo1234' });
  requests.length = 0;
  return providers;
}

const shows = (f: FieldDeclaration, place: 'list' | 'details') => f[place] ?? true;
const label = (decl: ResourceDeclaration, source: string) =>
  (en.resources as Record<string, { fields: Record<string, string> }>)[decl.name].fields[source];
/** What the list screen always sends for a nested resource: its parent's filter. */
const permanentFilter = (decl: ResourceDeclaration): Record<string, unknown> => {
  if (!decl.parent) return {};
  const parent = declarations.find((d) => d.name === decl.parent!.resource)!;
  return { [decl.parent.source]: String(store.list(parent.endpoint)[0][decl.parent.parentSource ?? decl.parent.param]) };
};
const isBlank = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** A field an operator can change on the edit form, and a new valid value for it. */
function editableChange(decl: ResourceDeclaration, record: Record<string, unknown>): [string, unknown] {
  const inEdit = decl.fields.filter((f) => (f.form ?? true) === true || f.form === 'edit');
  const texts = inEdit.filter((f) => f.kind === 'text' && !f.pattern && !f.uppercase);
  // A unique one stays unique with the suffix; a plain one is preferred.
  const text = texts.find((f) => !f.unique) ?? texts[0];
  if (text) return [text.source, `${String(record[text.source] ?? '')} (edited)`.trim()];
  const number = inEdit.find((f) => f.kind === 'number');
  if (number && number.kind === 'number') {
    const current = Number(record[number.source]);
    const next = number.max !== undefined && current + 1 > number.max ? current - 1 : current + 1;
    return [number.source, next];
  }
  throw new Error(`${decl.name}: no editable text or number field`);
}

describe.each(declarations.map((d) => [d.name, d] as const))('resource %s against the demo API', (_name, decl) => {
  it('should list rows carrying every declared list column', async () => {
    const { dataProvider } = await signedIn();
    const { data, total } = await dataProvider.getList(decl.name, {
      pagination: { page: 1, perPage: 100 },
      sort: decl.defaultSort ?? { field: 'id', order: 'ASC' },
      filter: permanentFilter(decl),
    });
    expect(total).toBeGreaterThan(0);
    expect(data.length).toBe(Math.min(100, total!));
    const columns = decl.fields.filter((f) => shows(f, 'list')).map((f) => f.source);
    expect(columns.length).toBeGreaterThan(0);
    for (const column of columns) {
      const missing = data.filter((row) => !(column in row));
      expect(
        missing.map((r) => r.id),
        `${decl.name} rows without ${column}`,
      ).toEqual([]);
      expect(
        data.some((row) => !isBlank(row[column])),
        `${decl.name}.${column} is empty on every row`,
      ).toBe(true);
    }
  });

  if ('create' in decl.access) {
    it('should create a valid sample record generated from the declaration in one request', async () => {
      const { dataProvider } = await signedIn();
      const sample = sampleRecord(decl, store, declarations);
      const before = store.list(decl.endpoint).length;
      const { data } = await dataProvider.create(decl.name, { data: sample });
      expect(requests.map((r) => `${r.method} ${r.url.pathname}`)).toEqual([`POST /api/${decl.endpoint}`]);
      expect(store.list(decl.endpoint)).toHaveLength(before + 1);
      const stored = store.get(decl.endpoint, Number(data.id))!;
      for (const field of decl.fields) {
        if (field.kind === 'password' || !(field.source in sample)) continue;
        expect(stored[field.source], `${decl.name}.${field.source}`).toEqual(sample[field.source]);
      }
      for (const field of decl.fields.filter((f) => f.kind === 'password' && f.confirms)) expect(stored).not.toHaveProperty(field.source);
    });

    it('should refuse a sample missing each required field with a 422 naming that field', async () => {
      const { dataProvider } = await signedIn();
      const required = requiredCreateFields(decl);
      expect(required.length).toBeGreaterThan(0);
      const before = store.list(decl.endpoint).length;
      for (const field of required) {
        const sample = sampleRecord(decl, store, declarations);
        delete sample[field.source];
        const error = await dataProvider.create(decl.name, { data: sample }).catch((e) => e);
        expect(error, `${decl.name} without ${field.source}`).toBeInstanceOf(HttpError);
        expect(error.status).toBe(422);
        expect(error.body.errors[field.source]).toBe(`${label(decl, field.source)} is required.`);
        // Only that field is at fault, and what confirms it (an empty password is not confirmed).
        const confirming = decl.fields.filter((f) => f.kind === 'password' && f.confirms === field.source).map((f) => f.source);
        expect(Object.keys(error.body.errors).filter((k) => !confirming.includes(k))).toEqual([field.source]);
      }
      expect(store.list(decl.endpoint)).toHaveLength(before);
    });
  }

  if ('edit' in decl.access) {
    it('should accept an update of a seeded record sent back whole with one field changed', async () => {
      const { dataProvider } = await signedIn();
      const { data: rows } = await dataProvider.getList(decl.name, {
        pagination: { page: 1, perPage: 1 },
        sort: { field: 'id', order: 'ASC' },
        filter: permanentFilter(decl),
      });
      const record = rows[0];
      const [source, value] = editableChange(decl, record);
      const { data } = await dataProvider.update(decl.name, { id: record.id, data: { ...record, [source]: value }, previousData: record });
      expect(data[source]).toEqual(value);
      expect(store.get(decl.endpoint, Number(record.id))?.[source]).toEqual(value);
      expect(requests.filter((r) => r.method === 'PUT').map((r) => r.url.pathname)).toEqual([`/api/${decl.endpoint}/${record.id}`]);
    });
  }

  if ('details' in decl.access) {
    it('should read one record with every details field', async () => {
      const { dataProvider } = await signedIn();
      const seeded = store.list(decl.endpoint)[3];
      const { data } = await dataProvider.getOne(decl.name, { id: seeded.id });
      expect(data.id).toBe(seeded.id);
      // A transient field (a related list) is no property of the record.
      for (const field of decl.fields.filter((f) => shows(f, 'details') && !fieldKind(f.kind).transient?.(f)))
        expect(data, `${decl.name}.${field.source}`).toHaveProperty(field.source);
      // The stored record, its seeded names answered in the request's language (English here),
      // with what the server composes (a person's name) and without write-only values.
      expect(data).toEqual(readable(decl)(localized(seeded, 'en')));
    });
  }
});

describe('contract coverage', () => {
  it('should run the table over every resource of SPEC §3 declared so far', () => {
    const names = declarations.map((d) => d.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'users',
        'roles',
        'countries',
        'cities',
        'categories',
        'module_settings',
        'module_sub_actions',
        'business_fields',
        'register_companies',
        'sync_endpoints',
        'periods',
        'plans',
        'plan_discounts',
        'offers',
        'tenant_requests',
        'companies',
        'databases',
        'required_tenants',
        'reset_companies',
        'payments_moyasar',
        'payments_paypal',
        'payments_cash',
        'bank_transfers',
        'invoices',
        'extension_requests',
        'service_requests',
        'agents',
        'commissions',
        'agents_customers',
        'apply_commissions',
        'partners',
      ]),
    );
  });
});

// Money sorted within its currency and people by name (docs/api-contract.md "Sorting money").
describe('numbers and names that mean something, against the demo API', () => {
  it('should sort a money column by currency, then by amount, never across currencies', async () => {
    const { dataProvider } = await signedIn();
    for (const order of ['ASC', 'DESC'] as const) {
      const { data } = await dataProvider.getList('agents_customers', {
        pagination: { page: 1, perPage: 500 },
        sort: { field: 'amount', order },
        filter: {},
      });
      const currencies = data.map((r) => String(r.currency));
      // Each currency once, in one block, A to Z whatever the direction.
      const blocks = currencies.filter((c, i) => i === 0 || c !== currencies[i - 1]);
      expect(blocks.length).toBeGreaterThan(1);
      expect(blocks).toEqual([...new Set(blocks)].sort());
      for (const currency of blocks) {
        const amounts = data.filter((r) => r.currency === currency).map((r) => Number(r.amount));
        expect(amounts).toEqual([...amounts].sort((a, b) => (order === 'ASC' ? a - b : b - a)));
      }
    }
  });

  it('should answer agents and users with their full name, and sort and search by it', async () => {
    const { dataProvider } = await signedIn();
    const { data: users } = await dataProvider.getList('users', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'full_name', order: 'ASC' },
      filter: {},
    });
    for (const u of users) expect(u.full_name).toBe(`${u.first_name} ${u.last_name}`);
    const names = users.map((u) => String(u.full_name));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    const { data: agents } = await dataProvider.getMany('agents', { ids: [1, 2] });
    expect(agents.map((a) => a.full_name).every((n) => typeof n === 'string' && n.length > 3)).toBe(true);
    const { data: found } = await dataProvider.getList('agents', {
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'id', order: 'ASC' },
      filter: { q: String(agents[0].full_name) },
    });
    expect(found.map((a) => a.id)).toContain(agents[0].id);
  });
});
