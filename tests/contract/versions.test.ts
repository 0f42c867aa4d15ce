import { describe, expect, it } from 'vitest';
import { HttpError, type RaRecord } from 'ra-core';
import { declarations } from '../../resources';
import { failureOf } from '../../src/providers/httpClient';
import { applyLocale } from '../../src/locale/languages';
import { createTestProviders, withDemoServer } from '../helpers/providers';

/*
 * No lost update (docs/api-contract.md "Versions"): every record the demo API answers carries a
 * `version`, every write moves it on, a write on one record sends `If-Match: "<version>"`, and a
 * write whose version the record has moved on from gets 412 `{message, current}`; a record gone
 * meanwhile gets 404. Per resource that has an edit form, with the real providers.
 */
const { requests, store } = withDemoServer();

async function signedIn() {
  const providers = createTestProviders();
  await providers.authProvider.login({ email: 'admin@demo.test', password: 'demo1234' });
  requests.length = 0;
  return providers;
}

const errorOf = async (promise: Promise<unknown>): Promise<HttpError> => {
  try {
    await promise;
  } catch (e) {
    return e as HttpError;
  }
  throw new Error('expected the call to fail');
};

const writes = () => requests.filter((r) => r.method !== 'GET');
/** The record as an edit form would send it back: what was read, less its id. */
const formData = (record: RaRecord) => {
  const { id: _id, ...rest } = record;
  return rest;
};

const editable = declarations.filter((d) => 'edit' in d.access && !d.parent && store.list(d.endpoint).length > 0);

describe('record versions against the demo API', () => {
  it('should cover the resources operators edit side by side', () => {
    expect(editable.map((d) => d.name)).toEqual(expect.arrayContaining(['plans', 'agents', 'offers', 'countries']));
  });

  it("should check a company's rename and delete from its page (no edit form)", async () => {
    const { dataProvider, lock } = await signedIn();
    const id = store.list('companies')[0].id;
    const { data: opened } = await dataProvider.getOne('companies', { id });
    store.update('companies', id, {});
    const rename = await errorOf(dataProvider.update('companies', { id, data: { business_name: 'X' }, previousData: opened }));
    expect(rename.status).toBe(412);
    expect((rename.body as { current: RaRecord }).current).toMatchObject({ id, version: 2 });
    lock.reset();
    const remove = await errorOf(dataProvider.delete('companies', { id, previousData: opened }));
    expect(remove.status).toBe(412);
    expect(writes().map((w) => w.headers.get('if-match'))).toEqual(['"1"', '"1"']);
    expect(store.get('companies', id)?.business_name).not.toBe('X');
  });

  describe.each(editable.map((d) => [d.name, d] as const))('%s', (name, decl) => {
    it('should send If-Match with the version it read, and move the version on', async () => {
      const { dataProvider } = await signedIn();
      const id = store.list(decl.endpoint)[0].id;
      const { data: opened } = await dataProvider.getOne(name, { id });
      expect(opened.version).toBe(1);
      const { data: saved } = await dataProvider.update(name, { id, data: formData(opened), previousData: opened });
      expect(writes()).toHaveLength(1);
      expect(writes()[0].headers.get('if-match')).toBe('"1"');
      expect(saved.version).toBe(2);
    });

    it('should get 412 with the record as it is now when another write came first, and change nothing', async () => {
      const { dataProvider } = await signedIn();
      const id = store.list(decl.endpoint)[0].id;
      const { data: opened } = await dataProvider.getOne(name, { id });
      // The other operator's save.
      store.update(decl.endpoint, id, {});
      const before = JSON.stringify(store.get(decl.endpoint, id));
      applyLocale('ar');
      const error = await errorOf(dataProvider.update(name, { id, data: formData(opened), previousData: opened }));
      expect(error.status).toBe(412);
      expect(failureOf(error)).toBe('stale');
      expect(error.message).toMatch(/حفظ شخص آخر/);
      const current = (error.body as { current: RaRecord }).current;
      expect(current).toMatchObject({ id, version: 2 });
      expect(JSON.stringify(store.get(decl.endpoint, id))).toBe(before);
    });

    it('should save on the current version sent as meta.ifMatch after a conflict', async () => {
      const { dataProvider } = await signedIn();
      const id = store.list(decl.endpoint)[0].id;
      const { data: opened } = await dataProvider.getOne(name, { id });
      store.update(decl.endpoint, id, {});
      const { data: saved } = await dataProvider.update(name, {
        id,
        data: formData(opened),
        previousData: opened,
        meta: { ifMatch: 2 },
      });
      expect(writes()[0].headers.get('if-match')).toBe('"2"');
      expect(saved.version).toBe(3);
    });

    it('should get 404 when the record was deleted meanwhile', async () => {
      const { dataProvider } = await signedIn();
      const id = store.list(decl.endpoint)[0].id;
      const { data: opened } = await dataProvider.getOne(name, { id });
      store.remove(decl.endpoint, [id]);
      const error = await errorOf(dataProvider.update(name, { id, data: formData(opened), previousData: opened }));
      expect(error.status).toBe(404);
      expect(failureOf(error)).toBe('not_found');
    });

    it('should save as before, with no If-Match, a record that has no version', async () => {
      const { dataProvider } = await signedIn();
      const id = store.list(decl.endpoint)[0].id;
      const { data: opened } = await dataProvider.getOne(name, { id });
      const { version: _v, ...unversioned } = opened;
      store.update(decl.endpoint, id, {});
      await dataProvider.update(name, { id, data: formData(unversioned as RaRecord), previousData: unversioned as RaRecord });
      expect(writes()[0].headers.has('if-match')).toBe(false);
    });
  });

  const deletable = editable.filter((d) => 'delete' in d.access);

  it.each(deletable.map((d) => [d.name, d] as const))('%s: a stale delete, one or bulk of one, gets 412', async (name, decl) => {
    const { dataProvider, lock } = await signedIn();
    const id = store.list(decl.endpoint)[0].id;
    const { data: opened } = await dataProvider.getOne(name, { id });
    store.update(decl.endpoint, id, {});
    const one = await errorOf(dataProvider.delete(name, { id, previousData: opened }));
    expect(one.status).toBe(412);
    // A failed write holds the lock 2 s (SPEC §4): the next one is another operator action.
    lock.reset();
    const bulk = await errorOf(dataProvider.deleteMany(name, { ids: [id], meta: { versions: { [id]: opened.version } } }));
    expect(bulk.status).toBe(412);
    expect(writes().map((w) => w.headers.get('if-match'))).toEqual(['"1"', '"1"']);
    expect(store.get(decl.endpoint, id)).toBeDefined();
  });

  it('should check a bulk update of one record, and send no If-Match for several', async () => {
    const { dataProvider, lock } = await signedIn();
    const [a, b] = store.list('offers');
    store.update('offers', a.id, {});
    const one = await errorOf(
      dataProvider.updateMany('offers', { ids: [a.id], data: { is_active: false }, meta: { versions: { [a.id]: 1 } } }),
    );
    expect(one.status).toBe(412);
    lock.reset();
    await dataProvider.updateMany('offers', {
      ids: [a.id, b.id],
      data: { is_active: false },
      meta: { versions: { [a.id]: 1, [b.id]: 1 } },
    });
    expect(writes().map((w) => w.headers.get('if-match'))).toEqual(['"1"', null]);
    expect(store.get('offers', b.id)).toMatchObject({ is_active: false, version: 2 });
  });

  it('should check a one-click action on a record with no edit form', async () => {
    const { dataProvider } = await signedIn();
    const pending = store.list('tenant-requests').find((r) => r.status === 'pending')!;
    const { data: opened } = await dataProvider.getOne('tenant_requests', { id: pending.id });
    store.update('tenant-requests', pending.id, {});
    const error = await errorOf(
      dataProvider.update('tenant_requests', { id: pending.id, data: { status: 'approved' }, previousData: opened }),
    );
    expect(error.status).toBe(412);
    expect(store.get('tenant-requests', pending.id)?.status).toBe('pending');
  });
});
