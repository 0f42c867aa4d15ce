import { describe, expect, it } from 'vitest';
import { getResponse, http, HttpResponse } from 'msw';
import { dispatch } from '../../src/demo/dispatch';

const BASE = 'http://localhost/api';
const answer = (name: string) => () => HttpResponse.text(name);

const handlers = [
  http.get(`${BASE}/notifications/list`, answer('notifications list')),
  http.get(`${BASE}/settings/:name`, answer('settings')),
  http.get(`${BASE}/:anything/echo`, answer('any first segment')),
  http.get(`${BASE}/users`, answer('users list')),
  http.get(`${BASE}/users/:id`, answer('one user')),
  http.put(`${BASE}/users/:id`, answer('user saved')),
  http.get(`${BASE}/users-archive`, answer('archive')),
];

async function call(path: string, init?: RequestInit) {
  const seen: string[] = [];
  const front = dispatch(BASE, handlers, async (request) => {
    seen.push(new URL(request.url).pathname);
  });
  const response = await getResponse([front], new Request(`${BASE}${path}`, init));
  return { text: response ? await response.text() : undefined, seen };
}

describe('the demo API dispatcher', () => {
  it('should answer with the handler of the call’s first segment and method', async () => {
    expect((await call('/users')).text).toBe('users list');
    expect((await call('/users/3')).text).toBe('one user');
    expect((await call('/users/3', { method: 'PUT', body: '{}' })).text).toBe('user saved');
    expect((await call('/users-archive')).text).toBe('archive');
    expect((await call('/settings/system-log')).text).toBe('settings');
  });

  it('should keep the given order: a special route before a parameter that also matches', async () => {
    expect((await call('/notifications/list')).text).toBe('notifications list');
    expect((await call('/notifications/echo')).text).toBe('any first segment');
  });

  it('should run `before` for every call, and answer nothing where no handler matches', async () => {
    const missing = await call('/nothing-here');
    expect(missing.text).toBeUndefined();
    expect(missing.seen).toEqual(['/api/nothing-here']);
    expect((await call('/users', { method: 'DELETE' })).text).toBeUndefined();
  });
});
