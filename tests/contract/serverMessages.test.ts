import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { failureAlert, serverMessageOf } from '../../src/providers/failureAlert';
import { API } from '../helpers/demoServer';
import { createTestProviders, withDemoServer } from '../helpers/providers';

/**
 * What the operator is told of a refused call (docs/api-contract.md "Messages"): the class's
 * translated words and, beside them, the server's own `message` as it came, when there is one.
 */
const demo = withDemoServer();
const { server } = demo;

async function signedIn() {
  const providers = createTestProviders();
  await providers.authProvider.login({ email: 'admin@demo.test', password: 'demo1234' });
  return providers;
}

const listParams = { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };
const country = { name_en: 'Xland', name_ar: 'إكس', code2: 'XL', code3: 'XLD', phone_code: '+999' };

describe('server messages in alerts', () => {
  it('should give a 422 its field messages and the server sentence, the class words first', async () => {
    server.use(
      http.post(`${API}/countries`, () =>
        HttpResponse.json({ message: 'La solicitud no es válida.', errors: { name_en: ['is too short'] } }, { status: 422 }),
      ),
    );
    const { dataProvider } = await signedIn();
    const error = await dataProvider.create('countries', { data: country }).catch((e) => e);
    expect(error.body.errors).toEqual({ name_en: 'is too short' });
    // The field list holds fields only; the sentence travels with it for the form's alert.
    expect(Object.keys(error.body.errors)).toEqual(['name_en']);
    expect(serverMessageOf(error.body.errors)).toBe('La solicitud no es válida.');
    expect(failureAlert(error)).toEqual({
      message: 'app.errors.invalid',
      messageArgs: { _: 'app.errors.invalid', server: 'La solicitud no es válida.' },
    });
  });

  it.each([500, 503])('should put a %i message beside the server-error words', async (status) => {
    server.use(http.get(`${API}/countries`, () => HttpResponse.json({ message: 'Maintenance until 22:00' }, { status })));
    const { dataProvider } = await signedIn();
    const error = await dataProvider.getList('countries', listParams).catch((e) => e);
    expect(failureAlert(error)).toEqual({
      message: 'app.errors.server',
      messageArgs: { _: 'app.errors.server', server: 'Maintenance until 22:00' },
    });
  });

  it('should put a 403 message beside the forbidden words', async () => {
    server.use(http.delete(`${API}/countries/:id`, () => HttpResponse.json({ message: 'ليس لديك صلاحية الحذف' }, { status: 403 })));
    const { dataProvider } = await signedIn();
    const error = await dataProvider.delete('countries', { id: 1, previousData: { id: 1 } }).catch((e) => e);
    expect(failureAlert(error).message).toBe('app.errors.forbidden');
    expect(failureAlert(error).messageArgs.server).toBe('ليس لديك صلاحية الحذف');
  });

  it('should give the class words alone when the answer has no message', async () => {
    server.use(http.get(`${API}/countries`, () => HttpResponse.json({}, { status: 500 })));
    const { dataProvider } = await signedIn();
    const error = await dataProvider.getList('countries', listParams).catch((e) => e);
    expect(failureAlert(error)).toEqual({ message: 'app.errors.server', messageArgs: { _: 'app.errors.server' } });
  });

  it('should never take an HTML error page for a message', async () => {
    server.use(
      http.get(`${API}/countries`, () =>
        HttpResponse.text('<!DOCTYPE html><html><body><h1>502 Bad Gateway</h1></body></html>', {
          status: 502,
          headers: { 'Content-Type': 'text/html' },
        }),
      ),
      http.get(`${API}/countries/:id`, () => HttpResponse.json({ message: '<html><body>Internal error</body></html>' }, { status: 500 })),
    );
    const { dataProvider } = await signedIn();
    const page = await dataProvider.getList('countries', listParams).catch((e) => e);
    expect(failureAlert(page)).toEqual({ message: 'app.errors.server', messageArgs: { _: 'app.errors.server' } });
    const markup = await dataProvider.getOne('countries', { id: 1 }).catch((e) => e);
    expect(failureAlert(markup)).toEqual({ message: 'app.errors.server', messageArgs: { _: 'app.errors.server' } });
    expect(markup.body.message).toBeUndefined();
  });

  it('should never show a stack trace as a message', async () => {
    server.use(
      http.get(`${API}/countries`, () =>
        HttpResponse.json({ message: 'TypeError: x is undefined\n    at handler (server.js:10:5)' }, { status: 500 }),
      ),
    );
    const { dataProvider } = await signedIn();
    const error = await dataProvider.getList('countries', listParams).catch((e) => e);
    expect(failureAlert(error)).toEqual({ message: 'app.errors.server', messageArgs: { _: 'app.errors.server' } });
  });
});
