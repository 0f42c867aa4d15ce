import { fetchUtils, HttpError } from 'ra-core';
import { STORAGE_KEYS } from '../config/storageKeys';
import { activeLocale } from '../locale/languages';
import { loadingMarker as defaultMarker, type LoadingMarker } from './loadingMarker';
import { isLockedMethod, writeLock as defaultLock, type WriteLock } from './writeLock';

/** A write that the lock refused: nothing was sent (SPEC §4, DESIGN "Write lock"). */
export class WriteDroppedError extends Error {
  readonly dropped = true;
  constructor() {
    super('app.write_lock.dropped');
    this.name = 'WriteDroppedError';
  }
}

export interface HttpClientOptions {
  lock?: WriteLock;
  marker?: LoadingMarker;
  /** Called before every request; demo mode uses it to start the mock API on first use. */
  beforeRequest?: () => Promise<void>;
  storage?: Pick<Storage, 'getItem'>;
}

/**
 * A response whose body is left unparsed, as the byte stream itself when the platform gives
 * one: an export hands it to a worker (streams are transferable), so the page neither parses
 * nor even assembles the body. The call resolves with the headers; a failure status has its
 * body read here, for the error.
 */
export interface RawResponse {
  status: number;
  headers: Headers;
  body: ReadableStream<Uint8Array> | ArrayBuffer;
}

export type HttpClient = ((
  url: string,
  options?: fetchUtils.Options,
) => Promise<{
  status: number;
  headers: Headers;
  body: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the shape of react-admin's fetchJson answer
  json: any;
}>) & {
  /** The same request (token, language, marker, lock, errors) answering the body as bytes. */
  raw?: (url: string, options?: fetchUtils.Options) => Promise<RawResponse>;
};

/** `fetch` with `fetchJson`'s error contract, but the body left as bytes. */
async function fetchRaw(url: string, init: RequestInit): Promise<RawResponse> {
  const response = await fetch(url, init);
  if (response.status >= 200 && response.status < 300) {
    return { status: response.status, headers: response.headers, body: response.body ?? (await response.arrayBuffer()) };
  }
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(await response.arrayBuffer()));
  } catch {
    /* not JSON: the status text is the message */
  }
  const message = (json as { message?: unknown } | undefined)?.message;
  throw new HttpError((typeof message === 'string' && message) || response.statusText, response.status, json);
}

/**
 * `fetchUtils.fetchJson` plus what every request needs: the bearer token, the active
 * language, the page-loading marker and the write lock.
 */
export function createHttpClient(opts: HttpClientOptions = {}): HttpClient {
  const lock = opts.lock ?? defaultLock;
  const marker = opts.marker ?? defaultMarker;
  const storage = opts.storage ?? (typeof localStorage === 'undefined' ? undefined : localStorage);

  const send = async <T>(
    url: string,
    options: fetchUtils.Options,
    request: (url: string, init: fetchUtils.Options & { headers: Headers }) => Promise<T>,
  ): Promise<T> => {
    const method = (options.method ?? 'GET').toUpperCase();
    const isWrite = isLockedMethod(method);
    if (isWrite && !lock.acquire()) throw new WriteDroppedError();

    const headers = new Headers(options.headers ?? { Accept: 'application/json' });
    const token = storage?.getItem(STORAGE_KEYS.token);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    headers.set('Accept-Language', activeLocale());

    marker.requestStarted();
    try {
      if (opts.beforeRequest) await opts.beforeRequest();
      const response = await request(url, { ...options, headers });
      if (isWrite) lock.succeeded();
      return response;
    } catch (error) {
      if (isWrite) lock.failed();
      throw normaliseError(error);
    } finally {
      marker.requestEnded();
      if (method === 'GET') lock.readCompleted();
    }
  };

  const client: HttpClient = (url, options = {}) => send(url, options, fetchUtils.fetchJson);
  client.raw = (url, options = {}) => send(url, options, (u, init) => fetchRaw(u, init as RequestInit));
  return client;
}

/**
 * Server bodies are `{message, errors: {field: [messages]}}`. react-admin wants the message
 * on the error and `errors` as one string per field to put under the inputs.
 */
export function normaliseError(error: unknown): unknown {
  if (error instanceof HttpError) {
    const body = (error.body && typeof error.body === 'object' ? error.body : {}) as Record<string, unknown>;
    const message = typeof body.message === 'string' && body.message ? body.message : error.message;
    const errors = body.errors && typeof body.errors === 'object' ? flattenErrors(body.errors as Record<string, unknown>) : undefined;
    return new HttpError(message, error.status, errors ? { ...body, errors } : body);
  }
  if (error instanceof TypeError) {
    // fetch rejects with a TypeError when the server can't be reached at all.
    return new HttpError('app.errors.network', 0, {});
  }
  return error;
}

function flattenErrors(errors: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, value] of Object.entries(errors)) {
    const first = Array.isArray(value) ? value.find((v) => typeof v === 'string') : value;
    if (typeof first === 'string') out[field] = first;
  }
  return out;
}
