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

export type HttpClient = (url: string, options?: fetchUtils.Options) => Promise<{
  status: number;
  headers: Headers;
  body: string;
  json: any;
}>;

/**
 * `fetchUtils.fetchJson` plus what every request needs: the bearer token, the active
 * language, the page-loading marker and the write lock.
 */
export function createHttpClient(opts: HttpClientOptions = {}): HttpClient {
  const lock = opts.lock ?? defaultLock;
  const marker = opts.marker ?? defaultMarker;
  const storage = opts.storage ?? (typeof localStorage === 'undefined' ? undefined : localStorage);

  return async (url, options = {}) => {
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
      const response = await fetchUtils.fetchJson(url, { ...options, headers });
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
