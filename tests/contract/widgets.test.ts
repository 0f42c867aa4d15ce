import { beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from 'ra-core';
import { applyLocale } from '../../src/locale/languages';
import { createHttpClient } from '../../src/providers/httpClient';
import { createWidgetApi } from '../../src/providers/widgetApi';
import { parseRows, readBody } from '../../src/widgets/export/serve';
import { API } from '../helpers/demoServer';
import { createTestProviders, withDemoServer } from '../helpers/providers';

const { requests, server } = withDemoServer();
const bodies: FormData[] = [];
server.events.on('request:start', async ({ request }) => {
  if (request.method === 'POST' && request.url.includes('upload-file')) bodies.push(await request.clone().formData());
});

beforeEach(() => {
  bodies.length = 0;
});

async function signedIn() {
  const providers = createTestProviders();
  await providers.authProvider.login({ email: 'admin@demo.test', password: 'demo1234' });
  requests.length = 0;
  return { ...providers, widgets: createWidgetApi({ apiUrl: API, httpClient: providers.httpClient }) };
}

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], 'Avatar.PNG', { type: 'image/png' });

describe('upload against the demo API (SPEC §7)', () => {
  it('should POST multipart file and upload to uploads/upload-file and keep path, name, pathDB and upload_date_time', async () => {
    const { widgets } = await signedIn();
    const answer = await widgets.uploadFile(png(), { upload: 'image' });
    expect(requests.map((r) => `${r.method} ${r.url.pathname}`)).toEqual(['POST /api/uploads/upload-file']);
    // The demo handler answers 401 without a valid bearer token, so a 200 here means it was sent.
    expect(bodies[0].get('upload')).toBe('image');
    expect((bodies[0].get('file') as File).name).toBe('Avatar.PNG');
    expect(Object.keys(answer).sort()).toEqual(['name', 'path', 'pathDB', 'upload_date_time']);
    expect(answer.name).toBe('Avatar.PNG');
    expect(answer.path).toMatch(/^data:image\/png;base64,/);
    expect(answer.pathDB).toMatch(/^uploads\/\d{4}\/\d{2}\/\d{2}\/.+Avatar\.PNG$/);
    expect(Number.isNaN(Date.parse(answer.upload_date_time))).toBe(false);
  });

  it('should put the startLink before uploads/upload-file', async () => {
    const { widgets } = await signedIn();
    const answer = await widgets.uploadFile(new File(['%PDF-1.4'], 'contract.pdf'), { upload: 'file', startLink: '/subscription/' });
    expect(requests[0].url.pathname).toBe('/api/subscription/uploads/upload-file');
    expect(answer.path).toMatch(/\/storage\/uploads\/.+contract\.pdf$/);
  });

  it('should answer 422 with the extension message when the server refuses the type, in the request language', async () => {
    const { widgets } = await signedIn();
    applyLocale('ar');
    const error = await widgets.uploadFile(new File(['x'], 'run.exe'), { upload: 'file' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(422);
    expect((error as HttpError).body.errors).toEqual({ extension: 'يرجى رفع ملف صالح.' });
  });
});

describe('export rows against the demo API (SPEC §7)', () => {
  it('should GET the list endpoint with is_export=1 and the current sort and filters, and get {data: rows}', async () => {
    const { widgets, dataProvider } = await signedIn();
    const rows = await widgets.getExportRows('users', { sort: { field: 'email', order: 'DESC' }, filter: { status: 'active' } });
    const r = requests[0];
    expect(r.method).toBe('GET');
    expect(r.url.pathname).toBe('/api/users');
    expect(r.url.searchParams.get('is_export')).toBe('1');
    expect(JSON.parse(r.url.searchParams.get('sort')!)).toEqual(['email', 'DESC']);
    expect(JSON.parse(r.url.searchParams.get('filter')!)).toEqual({ status: 'active' });
    expect(r.url.searchParams.has('range')).toBe(false);
    // Every matching row, not one page: the same count the list reports as its total.
    const { total } = await dataProvider.getList('users', {
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'email', order: 'DESC' },
      filter: { status: 'active' },
    });
    expect(rows).toHaveLength(total!);
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.every((row) => row.status === 'active')).toBe(true);
    const emails = rows.map((row) => String(row.email));
    expect(emails).toEqual([...emails].sort((a, b) => b.localeCompare(a)));
  });
});

describe('export body for the worker against the demo API', () => {
  it('should send the same request as the rows call and answer the unparsed body the worker reads', async () => {
    const { widgets } = await signedIn();
    applyLocale('ar');
    const params = { sort: { field: 'email', order: 'ASC' as const }, filter: { status: 'inactive' } };
    const body = await widgets.getExportBody('users', params);
    // The byte stream itself, unread: the page transfers it to the worker, which reads it.
    expect(body).toBeInstanceOf(ReadableStream);
    const [raw] = requests.splice(0);
    const rows = await widgets.getExportRows('users', params);
    const [parsedCall] = requests.splice(0);
    expect(raw.url.href).toBe(parsedCall.url.href);
    expect(raw.url.searchParams.get('is_export')).toBe('1');
    expect(JSON.parse(raw.url.searchParams.get('sort')!)).toEqual(['email', 'ASC']);
    expect(JSON.parse(raw.url.searchParams.get('filter')!)).toEqual({ status: 'inactive' });
    // The project's client: bearer token and the active language on the raw request too.
    expect(raw.headers.get('Authorization')).toMatch(/^Bearer \S+/);
    expect(raw.headers.get('Accept-Language')).toBe('ar');
    expect(parseRows(await readBody(body))).toEqual(rows);
    expect(rows.length).toBeGreaterThan(0);
  });

  it('should fail like any request when the token is refused: an HttpError 401, the loading marker started and ended', async () => {
    await signedIn();
    localStorage.setItem('id_token', 'forged');
    const calls: string[] = [];
    const marker = { requestStarted: () => calls.push('start'), requestEnded: () => calls.push('end'), subscribe: () => () => undefined };
    const widgets = createWidgetApi({ apiUrl: API, httpClient: createHttpClient({ marker: marker as never }) });
    const error = await widgets.getExportBody('users', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(401);
    expect(requests.at(-1)?.headers.get('Authorization')).toBe('Bearer forged');
    expect(calls).toEqual(['start', 'end']);
  });
});

describe('password change against the demo API (SPEC §7)', () => {
  it('should PUT password and refuse a mismatch with the SPEC message', async () => {
    const { widgets } = await signedIn();
    const error = await widgets.changePassword({ password: 'newpass123', password_confirmation: 'other' }).catch((e: unknown) => e);
    expect((error as HttpError).body.errors).toEqual({ password_confirmation: 'The password and its confirm are not the same.' });
    expect(requests.map((r) => `${r.method} ${r.url.pathname}`)).toEqual(['PUT /api/password']);
  });
});
