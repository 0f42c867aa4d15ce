import { describe, expect, it } from 'vitest';
import { HttpError } from 'ra-core';
import { http, HttpResponse } from 'msw';
import { ALL_PERMISSIONS } from '../../src/demo/accounts';
import { declarations } from '../../resources';
import { SPEC_PERMISSIONS, declaredPermissions } from '../../resources/shared/permissions';
import { applyLocale } from '../../src/locale/languages';
import { LoginError } from '../../src/providers/authProvider';
import { API } from '../helpers/demoServer';
import { createTestProviders, withDemoServer } from '../helpers/providers';

const { requests, server } = withDemoServer();

describe('auth provider against the demo API', () => {
  it('should give the demo admin SPEC §6 and every permission the resource files declare', () => {
    const declared = new Set<string>([...SPEC_PERMISSIONS, ...declarations.flatMap(declaredPermissions)]);
    expect([...ALL_PERMISSIONS].sort()).toEqual([...declared].sort());
  });

  it('should store id_token and comma-separated permissions on login success', async () => {
    const { authProvider } = createTestProviders();
    await authProvider.login({ email: 'admin@demo.test', password: 'demo1234' });
    expect(localStorage.getItem('id_token')).toMatch(/\S+/);
    const stored = localStorage.getItem('permissions') ?? '';
    const list = stored.split(',');
    for (const p of ALL_PERMISSIONS) expect(list).toContain(p);
    expect(stored).not.toMatch(/\s/);
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    await expect(authProvider.getPermissions!({})).resolves.toEqual(expect.arrayContaining([...ALL_PERMISSIONS]));
  });

  it('should POST the credentials to <api>/login', async () => {
    const { authProvider } = createTestProviders();
    await authProvider.login({ email: 'admin@demo.test', password: 'demo1234' });
    expect(requests).toHaveLength(1);
    expect(requests[0].method).toBe('POST');
    expect(requests[0].url.href).toBe(`${API}/login`);
  });

  it('should reject with a LoginError carrying the server errors and English message on failure', async () => {
    const { authProvider } = createTestProviders();
    const error = await authProvider.login({ email: 'admin@demo.test', password: 'wrong' }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(LoginError);
    const e = error as LoginError;
    expect(e.message).toBe('The login detail is incorrect.');
    expect(e.errors).toEqual({ email: ['The login detail is incorrect.'] });
    expect(e.status).toBe(422);
    expect(localStorage.getItem('id_token')).toBeNull();
    expect(localStorage.getItem('permissions')).toBeNull();
    await expect(authProvider.checkAuth({})).rejects.toBeDefined();
  });

  it('should answer the failure in the active language (Accept-Language)', async () => {
    applyLocale('ar');
    const { authProvider } = createTestProviders();
    const error = (await authProvider.login({ email: 'admin@demo.test', password: 'wrong' }).catch((e) => e)) as LoginError;
    expect(error).toBeInstanceOf(LoginError);
    expect(error.message).not.toBe('The login detail is incorrect.');
    expect(requests[0].headers.get('accept-language')).toBe('ar');
  });

  it('should clear id_token and permissions on logout', async () => {
    const { authProvider } = createTestProviders();
    await authProvider.login({ email: 'admin@demo.test', password: 'demo1234' });
    localStorage.setItem('language', 'en');
    await authProvider.logout({});
    expect(localStorage.getItem('id_token')).toBeNull();
    expect(localStorage.getItem('permissions')).toBeNull();
    expect(localStorage.getItem('language')).toBe('en');
    await expect(authProvider.checkAuth({})).rejects.toBeDefined();
  });

  it('should register by posting to /login and store the session', async () => {
    const { authProvider } = createTestProviders();
    await authProvider.login({
      mode: 'register',
      username: 'newbie',
      full_name: 'New Operator',
      email: 'new.operator@demo.test',
      password: 'secret123',
      password_confirmation: 'secret123',
      terms: true,
    });
    expect(requests).toHaveLength(1);
    expect(requests[0].method).toBe('POST');
    expect(requests[0].url.href).toBe(`${API}/login`);
    expect(localStorage.getItem('id_token')).toMatch(/\S+/);
    expect(localStorage.getItem('permissions')).toBe('countries.list,cities.list');
  });

  it('should return field errors when registering with bad data', async () => {
    const { authProvider } = createTestProviders();
    const error = (await authProvider
      .login({
        mode: 'register',
        username: '',
        full_name: 'Someone',
        email: 'not-an-email',
        password: 'secret123',
        password_confirmation: 'different',
        terms: false,
      })
      .catch((e) => e)) as LoginError;
    expect(error).toBeInstanceOf(LoginError);
    expect(error.status).toBe(422);
    expect(error.message).toBe('Please provide correct data!');
    expect(error.errors.username).toEqual(['Username is required.']);
    expect(error.errors.email).toEqual(['The value is not a valid email address.']);
    expect(error.errors.password_confirmation).toEqual(['The password and its confirm are not the same.']);
    expect(error.errors.terms).toEqual(['Accepting terms & conditions are required.']);
    expect(requests[0].url.href).toBe(`${API}/login`);
    expect(localStorage.getItem('id_token')).toBeNull();
  });

  it('should clear the session on 401 and resolve, so react-admin never turns the failure into an empty success', async () => {
    const { authProvider } = createTestProviders();
    await authProvider.login({ email: 'admin@demo.test', password: 'demo1234' });
    await expect(authProvider.checkError({ status: 401 })).resolves.toBeUndefined();
    expect(localStorage.getItem('id_token')).toBeNull();
    expect(localStorage.getItem('permissions')).toBeNull();
  });

  it('should keep answering the route guard with the permissions held when the session ended, until the next sign-in', async () => {
    const { authProvider } = createTestProviders();
    await authProvider.login({ email: 'viewer@demo.test', password: 'demo1234' });
    await authProvider.checkError({ status: 401 });
    // A second 401 under the sign-in dialog changes nothing.
    await authProvider.checkError({ status: 401 });
    expect(localStorage.getItem('permissions')).toBeNull();
    // The screen under the dialog is still the viewer's: it is not sent to /403 behind it.
    expect(await authProvider.canAccess!({ resource: 'countries', action: 'list' })).toBe(true);
    expect(await authProvider.canAccess!({ resource: 'users', action: 'list' })).toBe(false);
    expect(await authProvider.getPermissions!({})).toEqual(['countries.list', 'cities.list']);
    // Signed in again as someone else: their permissions, not the held ones.
    await authProvider.login({ email: 'admin@demo.test', password: 'demo1234' });
    expect(await authProvider.canAccess!({ resource: 'users', action: 'list' })).toBe(true);
    // Signing out on purpose holds nothing.
    await authProvider.logout({});
    expect(await authProvider.canAccess!({ resource: 'countries', action: 'list' })).toBe(false);
  });

  it('should get a real 401 HttpError from the API without a valid token, and checkError clears the session', async () => {
    const { authProvider, dataProvider } = createTestProviders();
    localStorage.setItem('id_token', 'expired-token');
    localStorage.setItem('permissions', 'countries.list');
    const error = await dataProvider
      .getList('countries', { pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'ASC' }, filter: {} })
      .catch((e) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(401);
    await expect(authProvider.checkError(error)).resolves.toBeUndefined();
    expect(localStorage.getItem('id_token')).toBeNull();
    expect(localStorage.getItem('permissions')).toBeNull();
  });

  it('should not end a new session for a 401 that answers a request sent before signing in again', async () => {
    const { authProvider, dataProvider } = createTestProviders();
    localStorage.setItem('id_token', 'expired-token');
    // The old request is slow: its 401 comes back after the new sign-in.
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((r) => (answer = r));
    server.use(
      http.get(`${API}/countries`, async () => {
        await answered;
        return HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 });
      }),
    );
    const pending = dataProvider
      .getList('countries', { pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'ASC' }, filter: {} })
      .catch((e) => e);
    // The operator signs in again while the old request is still on its way.
    await authProvider.login({ email: 'admin@demo.test', password: 'demo1234' });
    const fresh = localStorage.getItem('id_token');
    answer();
    const error = await pending;
    expect(error.status).toBe(401);
    await authProvider.checkError(error);
    expect(localStorage.getItem('id_token')).toBe(fresh);
    expect(fresh).not.toBeNull();
  });

  it('should keep the session and stay on the screen on a 403 (the screen says "not allowed", input kept)', async () => {
    const { authProvider } = createTestProviders();
    await authProvider.login({ email: 'viewer@demo.test', password: 'demo1234' });
    await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
    expect(localStorage.getItem('id_token')).not.toBeNull();
    expect(localStorage.getItem('permissions')).toBe('countries.list,cities.list');
  });

  it('should resolve checkError for other statuses', async () => {
    const { authProvider } = createTestProviders();
    await expect(authProvider.checkError({ status: 500 })).resolves.toBeUndefined();
    await expect(authProvider.checkError({ status: 422 })).resolves.toBeUndefined();
  });

  it('should give the viewer a 403 HttpError on getList(users)', async () => {
    const { authProvider, dataProvider } = createTestProviders();
    await authProvider.login({ email: 'viewer@demo.test', password: 'demo1234' });
    const error = await dataProvider
      .getList('users', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} })
      .catch((e) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(403);
    expect(error.body.failure).toBe('forbidden');
    await expect(authProvider.checkError(error)).resolves.toBeUndefined();
  });

  it('should let the admin edit countries', async () => {
    const { authProvider } = createTestProviders();
    await authProvider.login({ email: 'admin@demo.test', password: 'demo1234' });
    await expect(authProvider.canAccess!({ resource: 'countries', action: 'edit' })).resolves.toBe(true);
    await expect(authProvider.canAccess!({ resource: 'users', action: 'create' })).resolves.toBe(true);
  });

  it('should let the viewer list countries and cities but not edit countries nor list users', async () => {
    const { authProvider } = createTestProviders();
    await authProvider.login({ email: 'viewer@demo.test', password: 'demo1234' });
    await expect(authProvider.canAccess!({ resource: 'countries', action: 'list' })).resolves.toBe(true);
    await expect(authProvider.canAccess!({ resource: 'cities', action: 'list' })).resolves.toBe(true);
    await expect(authProvider.canAccess!({ resource: 'countries', action: 'edit' })).resolves.toBe(false);
    await expect(authProvider.canAccess!({ resource: 'users', action: 'list' })).resolves.toBe(false);
    await expect(authProvider.canAccess!({ resource: 'unknown', action: 'list' })).resolves.toBe(false);
  });

  it('should deny everything to a signed-out user', async () => {
    const { authProvider } = createTestProviders();
    await expect(authProvider.canAccess!({ resource: 'countries', action: 'list' })).resolves.toBe(false);
  });
});
