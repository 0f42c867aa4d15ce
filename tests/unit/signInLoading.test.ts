import { beforeEach, describe, expect, it, vi } from 'vitest';
import { declarations } from '../../resources';
import { createCatalog, type Catalog } from '../../src/engine/catalog';
import { createAuthProvider, LoginError } from '../../src/providers/authProvider';
import type { HttpClient } from '../../src/providers/httpClient';

/** A server that accepts every sign-in and grants countries.list. */
const acceptingServer: HttpClient = async () => ({
  status: 200,
  headers: new Headers(),
  body: '',
  json: { access_token: 'token-1', permission: ['countries.list'] },
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('sign-in waits for what signed-in screens need', () => {
  beforeEach(() => localStorage.clear());

  it('should resolve the sign-in only after the catalogue and strings have arrived', async () => {
    const arrival = deferred<void>();
    const auth = createAuthProvider({
      apiUrl: '/api',
      httpClient: acceptingServer,
      catalog: createCatalog(declarations),
      whenSignedIn: () => arrival.promise,
    });
    let signedIn = false;
    const login = auth.login({ email: 'admin@demo.test', password: 'demo1234' }).then(() => (signedIn = true));
    await vi.waitFor(() => expect(localStorage.getItem('id_token')).toBe('token-1'));
    expect(signedIn).toBe(false);
    arrival.resolve();
    await login;
    expect(signedIn).toBe(true);
  });

  it('should stay signed out with the network message when the screens code does not arrive', async () => {
    const auth = createAuthProvider({
      apiUrl: '/api',
      httpClient: acceptingServer,
      catalog: createCatalog(declarations),
      whenSignedIn: () => Promise.reject(new Error('chunk failed')),
    });
    const error = await auth.login({ email: 'admin@demo.test', password: 'demo1234' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LoginError);
    expect((error as LoginError).message).toBe('app.errors.network');
    expect(localStorage.getItem('id_token')).toBeNull();
  });

  it('should check access against a catalogue that is loaded on demand', async () => {
    let loads = 0;
    const catalog = createCatalog(declarations);
    const load = async (): Promise<Catalog> => {
      loads += 1;
      return catalog;
    };
    const auth = createAuthProvider({ apiUrl: '/api', httpClient: acceptingServer, catalog: load });
    await auth.login({ email: 'admin@demo.test', password: 'demo1234' });
    expect(await auth.canAccess!({ resource: 'countries', action: 'list' })).toBe(true);
    expect(await auth.canAccess!({ resource: 'users', action: 'list' })).toBe(false);
    expect(loads).toBe(2);
  });

  it('should wait for them in checkAuth when a token is stored, but never sign out for a failed fetch', async () => {
    let asked = 0;
    const auth = createAuthProvider({
      apiUrl: '/api',
      httpClient: acceptingServer,
      catalog: createCatalog(declarations),
      whenSignedIn: async () => {
        asked += 1;
        throw new Error('chunk failed');
      },
    });
    await expect(auth.checkAuth({})).rejects.toThrow('ra.auth.auth_check_error');
    expect(asked).toBe(0);
    localStorage.setItem('id_token', 'token-1');
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
    expect(asked).toBe(1);
  });
});
