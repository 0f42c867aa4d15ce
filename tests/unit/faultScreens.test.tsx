import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { en } from '../../i18n/en';
import { applyLocale } from '../../src/locale/languages';
import type { ViewName } from '../../src/engine/types';
import { renderView } from '../helpers/views';
import { expectConsole } from '../helpers/expectedConsole';
import { API, createDemoServer } from '../helpers/demoServer';
import { createTestProviders } from '../helpers/providers';
import Alerts from '../../src/layout/Alerts';

/**
 * The fault matrix as the operator sees it, on the engine's screens (countries,
 * real providers, the demo API with one fault injected): a failed read is an error with
 * Retry, never the empty state; a record read leaves for /404 only on a 404; a refused write
 * keeps every typed value and says why; a double submit sends one POST.
 */
const demo = createDemoServer();
const { server, store } = demo;
const posts: string[] = [];
server.events.on('request:start', ({ request }) => {
  if (request.method === 'POST' && !request.url.endsWith('/login')) posts.push(request.url);
});
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
beforeEach(() => {
  posts.length = 0;
  store.reset();
  applyLocale('en');
});

const timeout = { timeout: 8000 };

async function mount(view: ViewName, id?: string, resource = 'countries') {
  const providers = createTestProviders();
  await providers.authProvider.login({ email: 'admin@demo.test', password: 'demo1234' });
  posts.length = 0;
  renderView({
    decl: providers.catalog.get(resource)!,
    view,
    url: providers.catalog.path(resource, view, { id }),
    catalog: providers.catalog,
    dataProvider: providers.dataProvider,
    authProvider: providers.authProvider,
    extra: <Alerts />,
  });
  return providers;
}

const readFaults: [string, () => Response, string][] = [
  ['500', () => HttpResponse.json({ message: 'SQLSTATE stack' }, { status: 500 }), en.app.errors.server],
  ['503', () => new HttpResponse('Service Unavailable', { status: 503 }), en.app.errors.server],
  ['HTML 502 page', () => HttpResponse.html('<h1>502 Bad Gateway</h1>', { status: 502 }), en.app.errors.server],
  ['offline', () => HttpResponse.error(), en.app.errors.network],
  [
    'broken JSON',
    () => new HttpResponse('[{"id":1,', { status: 200, headers: { 'Content-Range': 'countries 0-0/1' } }),
    en.app.errors.malformed,
  ],
  [
    'an object, not an array',
    () => HttpResponse.json({ data: [] }, { headers: { 'Content-Range': 'countries 0-0/0' } }),
    en.app.errors.malformed,
  ],
  ['403', () => HttpResponse.json({ message: 'Only owners may list this.' }, { status: 403 }), 'Only owners may list this.'],
];
const DEVELOPER_TEXT = /JSON|undefined|SQLSTATE|Bad Gateway|Service Unavailable|missing id|dataProvider/;

describe('list: a failed read is not an empty list', () => {
  it.each(readFaults)('%s: the error and Retry, never "No Countries found"', async (_name, respond, message) => {
    expectConsole('error', /HttpError/); // react-admin logs the failed read
    server.use(http.get(`${API}/countries`, respond));
    await mount('list');
    const alert = await screen.findByTestId('read-error', {}, timeout);
    expect(alert.textContent).toContain(en.app.errors.read_failed);
    expect(alert.textContent).toContain(message);
    expect(document.body.textContent).not.toMatch(/No Countries|No results/);
    // The screen never shows developer text; the alert beside it shows the server's own message
    // (SPEC §8), which may come before or after this check.
    const snackbar = document.querySelector('.MuiSnackbar-root')?.textContent ?? '';
    expect(document.body.textContent!.replace(snackbar, '')).not.toMatch(DEVELOPER_TEXT);
    // The list's own error notice (ListView's onError, in place of react-admin's) says it too.
    await waitFor(() => expect(document.querySelector('.MuiSnackbarContent-message')?.textContent).toContain(message), timeout);
    server.resetHandlers();
    fireEvent.click(screen.getByRole('button', { name: en.app.errors.retry }));
    await waitFor(() => expect(screen.queryByTestId('read-error')).toBeNull(), timeout);
    expect(await screen.findAllByText('SA', {}, timeout)).not.toHaveLength(0);
  });

  it('a successful empty answer shows the empty state and no error', async () => {
    server.use(http.get(`${API}/countries`, () => HttpResponse.json([], { headers: { 'Content-Range': 'countries 0-0/0' } })));
    await mount('list');
    await waitFor(() => expect(document.body.textContent).toMatch(/No \u2068?Countries|No results|empty/i), timeout);
    expect(screen.queryByTestId('read-error')).toBeNull();
  });
});

// Countries have no details page; partners do (a generic one).
const recordScreens = [
  ['details', 'partners', 'partners'],
  ['edit', 'countries', 'countries'],
] as const;
describe('details and edit: /404 only for a real 404', () => {
  it.each(recordScreens)('%s: a 500 stays on the page with the error and Retry', async (view, resource, endpoint) => {
    expectConsole('error', /HttpError/);
    server.use(http.get(`${API}/${endpoint}/:id`, () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    const id = String(store.list(endpoint)[0].id);
    await mount(view, id, resource);
    const alert = await screen.findByTestId('read-error', {}, timeout);
    expect(alert.textContent).toContain(en.app.errors.server);
    expect(screen.queryByText('not found page')).toBeNull();
    expect(screen.queryByText('elsewhere')).toBeNull();
    expect(document.body.textContent).not.toContain('does not exist');
  });

  it.each(recordScreens)('%s: a 404 goes to /404', async (view, resource) => {
    expectConsole('error', /HttpError/);
    await mount(view, '987654', resource);
    expect(await screen.findByText('not found page', {}, timeout)).toBeTruthy();
  });
});

const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
async function fillCreate() {
  await waitFor(() => expect(input('name_en')).toBeTruthy(), timeout);
  const values = { name_ar: 'نيوزيلندا', name_en: 'New Zealand', code2: 'NZ', code3: 'NZL', phone_code: '+64' };
  for (const [name, value] of Object.entries(values)) fireEvent.change(input(name), { target: { value } });
  return values;
}
const typed = () => ({
  name_ar: input('name_ar').value,
  name_en: input('name_en').value,
  code2: input('code2').value,
  code3: input('code3').value,
  phone_code: input('phone_code').value,
});

describe('create: a refused write keeps what was typed and says why', () => {
  const writeFaults: [string, () => Response, string][] = [
    ['401', () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }), en.app.errors.unauthenticated],
    ['403', () => HttpResponse.json({ message: 'Only owners may add countries.' }, { status: 403 }), 'Only owners may add countries.'],
    ['409', () => HttpResponse.json({ message: 'NZ was added meanwhile.' }, { status: 409 }), 'NZ was added meanwhile.'],
    [
      '422',
      () => HttpResponse.json({ message: 'Check the code.', errors: { code2: ['The code has already been taken.'] } }, { status: 422 }),
      'The code has already been taken.',
    ],
    ['500', () => HttpResponse.json({ message: 'at Foo.php:12' }, { status: 500 }), en.app.errors.server],
    ['offline', () => HttpResponse.error(), en.app.errors.network],
    ['broken JSON', () => new HttpResponse('{"id": 9', { status: 201 }), en.app.errors.malformed],
  ];
  it.each(writeFaults)('%s', async (name, respond, message) => {
    expectConsole('error', /HttpError/); // react-admin logs the refused write
    server.use(http.post(`${API}/countries`, respond));
    await mount('create');
    const values = await fillCreate();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(message, { exact: false }, timeout);
    expect(posts).toHaveLength(1);
    expect(typed()).toEqual(values);
    expect(screen.queryByText('elsewhere')).toBeNull();
    expect(document.body.textContent).not.toMatch(/Element created|created/i);
    expect(document.body.textContent).not.toMatch(DEVELOPER_TEXT);
    if (name === '401') expect(localStorage.getItem('id_token')).toBeNull();
    else expect(localStorage.getItem('id_token')).not.toBeNull();
  });

  const worded: [string, () => Response, string, string][] = [
    [
      '422',
      () => HttpResponse.json({ message: 'Revise el código.', errors: { code2: ['The code has already been taken.'] } }, { status: 422 }),
      en.ra.message.invalid_form,
      'Revise el código.',
    ],
    [
      '403',
      () => HttpResponse.json({ message: 'Only owners may add countries.' }, { status: 403 }),
      en.app.errors.forbidden,
      'Only owners may add countries.',
    ],
    [
      '503',
      () => HttpResponse.json({ message: 'Maintenance until 22:00.' }, { status: 503 }),
      en.app.errors.server,
      'Maintenance until 22:00.',
    ],
  ];
  it.each(worded)("%s: the alert says the class's words and the server's message beside them", async (name, respond, words, said) => {
    expectConsole('error', /HttpError/);
    server.use(http.post(`${API}/countries`, respond));
    await mount('create');
    await fillCreate();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await waitFor(() => {
      const text = document.querySelector('.MuiSnackbarContent-message');
      expect(text?.textContent).toBe(`${words} ${said}`);
      return text!;
    }, timeout);
    expect(alert.querySelector('bdi[dir="auto"]')?.textContent).toBe(said);
    if (name === '422') expect(screen.getByText('The code has already been taken.')).toBeTruthy();
  });

  it.each([0, 60, 120, 180])('Save activated twice %i ms apart sends ONE POST', async (gap) => {
    await mount('create');
    await fillCreate();
    const form = input('name_en').closest('form')!;
    fireEvent.submit(form);
    await new Promise((r) => setTimeout(r, gap));
    fireEvent.submit(form);
    await waitFor(() => expect(screen.queryByText('elsewhere')).not.toBeNull(), timeout);
    await new Promise((r) => setTimeout(r, 200));
    expect(posts).toHaveLength(1);
    expect(store.list('countries').filter((c) => c.code2 === 'NZ')).toHaveLength(1);
  });
});

describe('delete: a confirm activated twice sends ONE DELETE and tells the truth', () => {
  const deletes: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'DELETE') deletes.push(request.url);
  });
  it.each([0, 60, 120, 180])('Confirm activated twice %i ms apart', async (gap) => {
    deletes.length = 0;
    const id = String(store.list('countries').find((c) => c.code2 !== 'SA')!.id);
    await mount('edit', id);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }, timeout));
    const confirm = await screen.findByRole('button', { name: 'Confirm' }, timeout);
    fireEvent.click(confirm);
    await new Promise((r) => setTimeout(r, gap));
    // The same button, if it is still on screen: a second activation.
    if (confirm.isConnected) fireEvent.click(confirm);
    await waitFor(() => expect(screen.queryByText('elsewhere')).not.toBeNull(), timeout);
    await new Promise((r) => setTimeout(r, 300));
    expect(deletes).toHaveLength(1);
    expect(document.body.textContent).not.toContain(en.app.write_lock.dropped);
    expect(store.list('countries').some((c) => String(c.id) === id)).toBe(false);
  });
});
