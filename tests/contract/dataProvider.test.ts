import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { HttpError } from 'ra-core';
import { applyLocale } from '../../src/locale/languages';
import { WriteDroppedError } from '../../src/providers/httpClient';
import { API } from '../helpers/demoServer';
import { createTestProviders, withDemoServer } from '../helpers/providers';

const demo = withDemoServer();
const { requests, server } = demo;

const listParams = (over: Record<string, unknown> = {}) => ({
  pagination: { page: 1, perPage: 10 },
  sort: { field: 'name_en', order: 'ASC' as const },
  filter: {},
  ...over,
});

async function signedIn(email = 'admin@demo.test', lockOptions?: Parameters<typeof createTestProviders>[0]) {
  const providers = createTestProviders(lockOptions);
  await providers.authProvider.login({ email, password: 'demo1234' });
  requests.length = 0;
  return providers;
}

describe('data provider against the demo API: headers', () => {
  it('should send Authorization: Bearer <id_token> on every request', async () => {
    const { dataProvider } = await signedIn();
    const token = localStorage.getItem('id_token');
    expect(token).toBeTruthy();
    await dataProvider.getList('countries', listParams());
    await dataProvider.getOne('countries', { id: 1 });
    await dataProvider.getUserPersonal();
    expect(requests).toHaveLength(3);
    for (const r of requests) expect(r.headers.get('authorization')).toBe(`Bearer ${token}`);
  });

  it('should send Accept-Language of the active locale and follow applyLocale', async () => {
    const { dataProvider } = await signedIn();
    applyLocale('en');
    await dataProvider.getList('countries', listParams());
    applyLocale('ar');
    await dataProvider.getList('countries', listParams());
    applyLocale('es');
    await dataProvider.getOne('countries', { id: 1 });
    expect(requests.map((r) => r.headers.get('accept-language'))).toEqual(['en', 'ar', 'es']);
  });

  it('should send Accept-Language on the login request too', async () => {
    applyLocale('es');
    const { authProvider } = createTestProviders();
    await authProvider.login({ email: 'admin@demo.test', password: 'demo1234' });
    expect(requests[0].headers.get('accept-language')).toBe('es');
    expect(requests[0].headers.get('authorization')).toBeNull();
  });

  it('should read the profile from getUserPersonal data.data', async () => {
    const { dataProvider } = await signedIn();
    const { data } = await dataProvider.getUserPersonal();
    expect(data).toMatchObject({ first_name: 'Noura', email: 'admin@demo.test' });
    expect(requests[0].url.href).toBe(`${API}/getUserPersonal`);
  });
});

describe('data provider against the demo API: lists', () => {
  it('should send sort, range and filter query params and read the total from Content-Range', async () => {
    const { dataProvider } = await signedIn();
    const result = await dataProvider.getList('countries', listParams());
    expect(requests).toHaveLength(1);
    const url = requests[0].url;
    expect(requests[0].method).toBe('GET');
    expect(url.origin + url.pathname).toBe(`${API}/countries`);
    expect(url.searchParams.get('sort')).toBe('["name_en","ASC"]');
    expect(url.searchParams.get('range')).toBe('[0,9]');
    expect(JSON.parse(url.searchParams.get('filter') ?? 'null')).toEqual({});
    expect(result.total).toBe(22);
    expect(result.data).toHaveLength(10);
    const names = result.data.map((r) => r.name_en as string);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(names[0]).toBe('Algeria');
  });

  it('should send the filter and get the filtered total', async () => {
    const { dataProvider } = await signedIn();
    const result = await dataProvider.getList('countries', listParams({ filter: { q: 'Saudi' } }));
    expect(JSON.parse(requests[0].url.searchParams.get('filter') ?? 'null')).toEqual({ q: 'Saudi' });
    expect(result.total).toBe(1);
    expect(result.data[0]).toMatchObject({ code2: 'SA' });
  });

  it('should ask for the right range on a later page, descending', async () => {
    const { dataProvider } = await signedIn();
    const result = await dataProvider.getList(
      'countries',
      listParams({ pagination: { page: 3, perPage: 10 }, sort: { field: 'name_en', order: 'DESC' } }),
    );
    expect(requests[0].url.searchParams.get('range')).toBe('[20,29]');
    expect(requests[0].url.searchParams.get('sort')).toBe('["name_en","DESC"]');
    expect(result.total).toBe(22);
    expect(result.data).toHaveLength(2);
  });
});

describe('data provider against the demo API: bulk actions', () => {
  it('should send ONE PUT <endpoint>?filter={"id":[...]} for updateMany and change the records', async () => {
    const { dataProvider } = await signedIn();
    const result = await dataProvider.updateMany('roles', { ids: [1, 2, 3], data: { status: 'inactive' } });
    expect(requests).toHaveLength(1);
    const r = requests[0];
    expect(r.method).toBe('PUT');
    expect(r.url.origin + r.url.pathname).toBe(`${API}/roles`);
    expect(JSON.parse(r.url.searchParams.get('filter') ?? 'null')).toEqual({ id: [1, 2, 3] });
    expect(result.data).toEqual([1, 2, 3]);
    for (const id of [1, 2, 3]) expect(demo.store.get('roles', id)?.status).toBe('inactive');
    expect(demo.store.get('roles', 4)?.status).toBe('active');
  });

  it('should send ONE DELETE <endpoint>?filter={"id":[...]} for deleteMany and remove the records', async () => {
    const { dataProvider } = await signedIn();
    const before = demo.store.list('countries').length;
    const result = await dataProvider.deleteMany('countries', { ids: [20, 21, 22] });
    expect(requests).toHaveLength(1);
    const r = requests[0];
    expect(r.method).toBe('DELETE');
    expect(r.url.origin + r.url.pathname).toBe(`${API}/countries`);
    expect(JSON.parse(r.url.searchParams.get('filter') ?? 'null')).toEqual({ id: [20, 21, 22] });
    expect(result.data).toEqual([20, 21, 22]);
    expect(demo.store.list('countries')).toHaveLength(before - 3);
    for (const id of [20, 21, 22]) expect(demo.store.get('countries', id)).toBeUndefined();
  });
});

describe('data provider against the demo API: single writes', () => {
  it('should create, update and delete one record', async () => {
    const { dataProvider } = await signedIn();
    const created = await dataProvider.create('countries', {
      data: { name_en: 'France', name_ar: 'فرنسا', code2: 'fr', code3: 'FRA', phone_code: '+33' },
    });
    expect(created.data).toMatchObject({ code2: 'FR', name_en: 'France' });
    const id = created.data.id;
    expect(requests.at(-1)).toMatchObject({ method: 'POST' });

    const updated = await dataProvider.update('countries', { id, data: { name_en: 'French Republic' }, previousData: created.data });
    expect(updated.data).toMatchObject({ id, name_en: 'French Republic' });
    expect(requests.at(-1)?.method).toBe('PUT');
    expect(requests.at(-1)?.url.href).toBe(`${API}/countries/${id}`);

    await dataProvider.getOne('countries', { id }); // releases the write lock
    await dataProvider.delete('countries', { id, previousData: updated.data });
    expect(requests.at(-1)?.method).toBe('DELETE');
    expect(demo.store.get('countries', Number(id))).toBeUndefined();
  });
});

describe('data provider against the demo API: errors', () => {
  it('should reject a duplicate code2 with a 422 HttpError carrying the first field message', async () => {
    const { dataProvider } = await signedIn();
    const error = await dataProvider
      .create('countries', { data: { name_en: 'Saudi Again', name_ar: 'السعودية', code2: 'SA', code3: 'SAX', phone_code: '+966' } })
      .catch((e) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(422);
    expect(error.message).toBe('Please provide correct data!');
    expect(typeof error.body.errors.code2).toBe('string');
    expect(error.body.errors.code2).toBe('Code (2 letters) has already been taken.');
    expect(Object.keys(error.body.errors)).toEqual(['code2']);
    expect(demo.store.list('countries').filter((c) => c.code2 === 'SA')).toHaveLength(1);
  });

  it('should keep only the first message of a field with several errors', async () => {
    const { dataProvider } = await signedIn();
    const error = await dataProvider
      .create('countries', { data: { name_en: 'X', name_ar: 'س', code2: '1', code3: 'ABC', phone_code: '+1' } })
      .catch((e) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error.body.errors.name_en).toBe('English name minimum length is 2.');
    expect(error.body.errors.code2).toBe('Code (2 letters) is not valid.');
  });

  it('should reject a 500 with its status and the translated server-error text, not the body (it may be a stack)', async () => {
    server.use(http.get(`${API}/countries`, () => HttpResponse.json({ message: 'Boom' }, { status: 500 })));
    const { dataProvider } = await signedIn();
    const error = await dataProvider.getList('countries', listParams()).catch((e) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error.message).toBe('app.errors.server');
    expect(error.body.failure).toBe('server');
    expect(error.status).toBe(500);
  });

  it('should reject a 404 for a missing record', async () => {
    const { dataProvider } = await signedIn();
    const error = await dataProvider.getOne('countries', { id: 9999 }).catch((e) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(404);
    expect(error.message).toBe('app.errors.not_found');
    expect(error.body.failure).toBe('not_found');
  });

  it('should turn a network failure into an HttpError with status 0', async () => {
    server.use(http.get(`${API}/countries`, () => HttpResponse.error()));
    const { dataProvider } = await signedIn();
    const error = await dataProvider.getList('countries', listParams()).catch((e) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(0);
  });
});

describe('write lock through the real providers', () => {
  it('should drop a second concurrent update: it rejects and only one PUT reaches the server', async () => {
    const { dataProvider, lock } = await signedIn();
    const first = dataProvider.update('countries', { id: 1, data: { name_en: 'Saudi Arabia 1' }, previousData: { id: 1 } });
    const second = dataProvider.update('countries', { id: 2, data: { name_en: 'UAE 2' }, previousData: { id: 2 } });
    const [a, b] = await Promise.allSettled([first, second]);
    expect(a.status).toBe('fulfilled');
    expect(b.status).toBe('rejected');
    expect((b as PromiseRejectedResult).reason).toBeInstanceOf(WriteDroppedError);
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(1);
    expect(demo.store.get('countries', 1)?.name_en).toBe('Saudi Arabia 1');
    expect(demo.store.get('countries', 2)?.name_en).toBe('United Arab Emirates');
    expect(lock.state).toBe('awaiting-read');

    await dataProvider.getList('countries', listParams());
    expect(lock.state).toBe('open');

    await dataProvider.update('countries', { id: 2, data: { name_en: 'UAE 3' }, previousData: { id: 2 } });
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(2);
    expect(demo.store.get('countries', 2)?.name_en).toBe('UAE 3');
  });

  it('should never resolve a dropped write', async () => {
    const { dataProvider } = await signedIn();
    const first = dataProvider.delete('countries', { id: 22, previousData: { id: 22 } });
    let resolved = false;
    const dropped = dataProvider.delete('countries', { id: 21, previousData: { id: 21 } }).then(
      () => {
        resolved = true;
      },
      (e) => e,
    );
    await first;
    expect(await dropped).toBeInstanceOf(WriteDroppedError);
    expect(resolved).toBe(false);
    expect(demo.store.get('countries', 21)).toBeDefined();
  });

  it('should drop writes while awaiting a read after a success, and not let a POST take or release the lock', async () => {
    const { dataProvider, lock } = await signedIn();
    await dataProvider.update('roles', { id: 1, data: { description: 'x' }, previousData: { id: 1 } });
    expect(lock.state).toBe('awaiting-read');
    await expect(dataProvider.updateMany('roles', { ids: [2], data: { status: 'inactive' } })).rejects.toBeInstanceOf(WriteDroppedError);
    await expect(dataProvider.deleteMany('roles', { ids: [2] })).rejects.toBeInstanceOf(WriteDroppedError);
    await dataProvider.create('roles', { data: { name: 'Brand new role', status: 'active' } });
    expect(lock.state).toBe('awaiting-read');
    expect(requests.map((r) => r.method)).toEqual(['PUT', 'POST']);
  });

  it('should lock after a failed write and release it after the failure delay', async () => {
    const { dataProvider, lock } = await signedIn('admin@demo.test', { failureReleaseMs: 50 });
    const failed = await dataProvider.update('countries', { id: 1, data: { code2: 'AE' }, previousData: { id: 1 } }).catch((e) => e);
    expect(failed).toBeInstanceOf(HttpError);
    expect(failed.status).toBe(422);
    expect(lock.state).toBe('cooling');
    await dataProvider.getList('countries', listParams()); // a read does not release a failure lock
    await expect(dataProvider.update('countries', { id: 1, data: { name_en: 'KSA' }, previousData: { id: 1 } })).rejects.toBeInstanceOf(
      WriteDroppedError,
    );
    await vi.waitFor(() => expect(lock.state).toBe('open'));
    await dataProvider.update('countries', { id: 1, data: { name_en: 'KSA' }, previousData: { id: 1 } });
    expect(demo.store.get('countries', 1)?.name_en).toBe('KSA');
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(2);
  });

  it('should show the loading marker while a request is in flight', async () => {
    const { dataProvider, marker } = await signedIn();
    const pending = dataProvider.getList('countries', listParams());
    expect(marker.visible).toBe(true);
    expect(marker.inFlight).toBe(1);
    await pending;
    expect(marker.inFlight).toBe(0);
  });
});
