import { fetchUtils, HttpError } from 'ra-core';
import { STORAGE_KEYS } from '../config/storageKeys';
import { activeLocale } from '../locale/languages';
import { loadingMarker as defaultMarker, type LoadingMarker } from './loadingMarker';
import { isLockedMethod, writeLock as defaultLock, type WriteLock } from './writeLock';
import { DUPLICATE_WRITE_WINDOW_MS, REQUEST_TIMEOUTS_MS } from '../config/constants';

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
  /** The time limits (config: REQUEST_TIMEOUTS_MS); tests shorten them. */
  timeouts?: { read: number; write: number; upload: number };
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
  options?: fetchUtils.Options & { timeoutMs?: number },
) => Promise<{
  status: number;
  headers: Headers;
  body: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the shape of react-admin's fetchJson answer
  json: any;
}>) & {
  /** The same request (token, language, marker, lock, errors) answering the body as bytes. */
  raw?: (url: string, options?: fetchUtils.Options & { timeoutMs?: number }) => Promise<RawResponse>;
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
  throw new HttpError((typeof message === 'string' && message) || '', response.status, json);
}

/**
 * What went wrong, as the operator is told it (docs/decisions.md "Errors"): one class per failure,
 * one translated message per class. `malformed` is a success status whose answer is not what
 * the contract says (broken JSON, an HTML page, an object for a list, rows without `id`).
 */
export type FailureKind =
  'unauthorized' | 'forbidden' | 'not_found' | 'conflict' | 'stale' | 'invalid' | 'server' | 'network' | 'timeout' | 'malformed';

const FAILURE_KEYS: Record<FailureKind, string> = {
  unauthorized: 'app.errors.unauthenticated',
  forbidden: 'app.errors.forbidden',
  not_found: 'app.errors.not_found',
  conflict: 'app.errors.conflict',
  stale: 'app.errors.stale',
  invalid: 'app.errors.invalid',
  server: 'app.errors.server',
  network: 'app.errors.network',
  timeout: 'app.errors.timeout',
  malformed: 'app.errors.malformed',
};

/** Classes whose server `message` is shown as sent (SPEC: 422, 403, 409 explain themselves; so does a 412). */
const SERVER_WORDED = new Set<FailureKind>(['forbidden', 'conflict', 'stale', 'invalid']);

function kindOfStatus(status: number): FailureKind {
  if (status === 0) return 'network';
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404 || status === 410) return 'not_found';
  if (status === 409) return 'conflict';
  // The record moved on since the operator opened it (If-Match): `{message, current}`.
  if (status === 412) return 'stale';
  if (status === 400 || status === 422) return 'invalid';
  return 'server';
}

/** The class of a failure a provider call rejected with; undefined for a dropped write or a cancelled read. */
export function failureOf(error: unknown): FailureKind | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ((error as { dropped?: boolean }).dropped) return undefined;
  const body = (error as { body?: { failure?: FailureKind } }).body;
  if (body && typeof body === 'object' && body.failure && body.failure in FAILURE_KEYS) return body.failure;
  const status = (error as { status?: unknown }).status;
  return typeof status === 'number' ? kindOfStatus(status) : 'malformed';
}

/** The translation key of a failure class. */
export const failureKey = (kind: FailureKind) => FAILURE_KEYS[kind];

/** An HttpError of a given class, with its translated key as the message. */
export function failure(kind: FailureKind, status = 0, message?: string, body: Record<string, unknown> = {}): HttpError {
  return new HttpError(message || FAILURE_KEYS[kind], status, { ...body, failure: kind });
}

/** The limit of a request: uploads (a FormData body) 120 s, other reads and writes 30 s. */
function timeLimitOf(method: string, body: unknown, limits: { read: number; write: number; upload: number }): number {
  if (typeof FormData !== 'undefined' && body instanceof FormData) return limits.upload;
  return method === 'GET' || method === 'HEAD' ? limits.read : limits.write;
}

/** What makes two writes the same activation: their body, a multipart one by its parts. */
function bodySignature(body: unknown): string | undefined {
  if (body === undefined || body === null) return '';
  if (typeof body === 'string') return body;
  if (typeof FormData !== 'undefined' && body instanceof FormData) {
    const parts: string[] = [];
    body.forEach((value, name) => {
      parts.push(
        typeof value === 'string'
          ? `${name}=${value}`
          : `${name}=blob:${(value as File).name ?? ''}:${value.size}:${value.type}:${(value as File).lastModified ?? ''}`,
      );
    });
    return parts.join('&');
  }
  return undefined;
}

function newKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

export type RequestOptions = fetchUtils.Options & {
  /** Overrides the class's time limit (REQUEST_TIMEOUTS_MS). */
  timeoutMs?: number;
};

/**
 * `fetchUtils.fetchJson` plus what every request needs: the bearer token, the active
 * language, the page-loading marker, the write lock, a time limit, an `Idempotency-Key` on
 * every POST, and failures turned into one class each (see `FailureKind`).
 *
 * One activation, one request: a write identical to one in flight (same method, URL and
 * body), or to one that succeeded within DUPLICATE_WRITE_WINDOW_MS, is a second activation
 * of the same thing (double click, Enter pressed twice, a confirm activated twice). It sends
 * nothing and shares the first one's answer, so its message is the truth about that request.
 */
export function createHttpClient(opts: HttpClientOptions = {}): HttpClient {
  const lock = opts.lock ?? defaultLock;
  const marker = opts.marker ?? defaultMarker;
  const storage = opts.storage ?? (typeof localStorage === 'undefined' ? undefined : localStorage);
  /** Writes in flight or just done, by signature: their shared answer. */
  const recent = new Map<string, Promise<unknown>>();
  /** POST signature → its Idempotency-Key, kept until that submission succeeds (a retry reuses it). */
  const idempotencyKeys = new Map<string, string>();

  const send = async <T>(
    kind: 'json' | 'raw',
    url: string,
    options: RequestOptions,
    request: (url: string, init: fetchUtils.Options & { headers: Headers }) => Promise<T>,
  ): Promise<T> => {
    const method = (options.method ?? 'GET').toUpperCase();
    const isWrite = isLockedMethod(method);
    const bodyText = bodySignature(options.body);
    // A caller that names its own key (each row of an import) makes its request a submission of
    // its own: two equal rows are two records, and a retry of one row reuses that row's key.
    const givenKey = new Headers(options.headers ?? {}).get('Idempotency-Key') ?? undefined;
    const signature =
      method !== 'GET' && method !== 'HEAD' && bodyText !== undefined
        ? `${kind} ${method} ${url} ${bodyText}${givenKey ? ` ${givenKey}` : ''}`
        : undefined;
    const shared = signature ? recent.get(signature) : undefined;
    if (shared) return shared as Promise<T>;
    // The lock is taken before anything else, synchronously: no second activation can pass it.
    if (isWrite && !lock.acquire()) throw new WriteDroppedError();

    const run = async (): Promise<T> => {
      const headers = new Headers(options.headers ?? { Accept: 'application/json' });
      const token = storage?.getItem(STORAGE_KEYS.token);
      if (token) headers.set('Authorization', `Bearer ${token}`);
      headers.set('Accept-Language', activeLocale());
      if (method === 'POST') {
        const id = givenKey ?? (signature ? (idempotencyKeys.get(signature) ?? newKey()) : newKey());
        if (signature) idempotencyKeys.set(signature, id);
        headers.set('Idempotency-Key', id);
      }

      const controller = new AbortController();
      let timedOut = false;
      const timer = setTimeout(
        () => {
          timedOut = true;
          controller.abort();
        },
        options.timeoutMs ?? timeLimitOf(method, options.body, opts.timeouts ?? REQUEST_TIMEOUTS_MS),
      );
      const outer = options.signal ?? undefined;
      const cancel = () => controller.abort();
      if (outer?.aborted) controller.abort();
      else outer?.addEventListener('abort', cancel, { once: true });

      marker.requestStarted();
      try {
        if (opts.beforeRequest) await opts.beforeRequest();
        const { timeoutMs: _limit, ...rest } = options;
        const response = await request(url, { ...rest, headers, signal: controller.signal });
        if (kind === 'json' && !/text\/html/i.test(headers.get('Accept') ?? ''))
          checkUnderstood(response as { status: number; headers: Headers; body: string; json: unknown });
        if (isWrite) lock.succeeded();
        if (signature) idempotencyKeys.delete(signature);
        return response;
      } catch (error) {
        if (isWrite) lock.failed();
        if (timedOut) throw failure('timeout');
        if (outer?.aborted) throw error;
        const normalised = normaliseError(error);
        // A 401 to a request sent before the operator signed in again says nothing about the
        // new session: it is marked, so the auth provider does not end that session too.
        if (
          normalised instanceof HttpError &&
          normalised.status === 401 &&
          (token ?? null) !== (storage?.getItem(STORAGE_KEYS.token) ?? null)
        ) {
          (normalised.body as Record<string, unknown>).staleSession = true;
        }
        throw normalised;
      } finally {
        clearTimeout(timer);
        outer?.removeEventListener('abort', cancel);
        marker.requestEnded();
        if (method === 'GET') lock.readCompleted();
      }
    };

    const promise = run();
    if (signature) {
      recent.set(signature, promise);
      const forget = () => {
        if (recent.get(signature) === promise) recent.delete(signature);
      };
      promise.then(
        () => setTimeout(forget, DUPLICATE_WRITE_WINDOW_MS),
        () => forget(),
      );
    }
    return promise;
  };

  const client: HttpClient = (url, options = {}) => send('json', url, options, fetchUtils.fetchJson);
  client.raw = (url, options = {}) => send('raw', url, options, (u, init) => fetchRaw(u, init as RequestInit));
  return client;
}

/**
 * A success status is not enough: an answer that is not JSON (an HTML page from a proxy,
 * a truncated body) is a failure the operator is told about, never an empty result.
 */
function checkUnderstood(response: { status: number; headers: Headers; body: string; json: unknown }) {
  const text = typeof response.body === 'string' ? response.body.trim() : '';
  const type = response.headers?.get?.('Content-Type') ?? '';
  if ((text !== '' && response.json === undefined) || /text\/html/i.test(type)) throw failure('malformed', response.status);
}

/**
 * Server bodies are `{message, errors: {field: [messages]}}`. react-admin wants the message
 * on the error and `errors` as one string per field to put under the inputs. Every failure
 * gets its class (`body.failure`) and a message the operator can read: the server's own for
 * 403, 409 and 422, else the class's translated text (never a status line or a parser's).
 */
export function normaliseError(error: unknown): unknown {
  if (error instanceof HttpError) {
    const body = (error.body && typeof error.body === 'object' ? error.body : {}) as Record<string, unknown>;
    const kind = (typeof body.failure === 'string' ? body.failure : kindOfStatus(error.status)) as FailureKind;
    const serverMessage = readableServerMessage(body.message);
    const message = SERVER_WORDED.has(kind) && serverMessage ? serverMessage : FAILURE_KEYS[kind];
    const errors = body.errors && typeof body.errors === 'object' ? flattenErrors(body.errors as Record<string, unknown>) : undefined;
    // The field messages go under their fields; the server's sentence goes with them, unseen by
    // whatever lists the fields (a symbol key), for the form's alert (`serverMessageOf`).
    if (errors && serverMessage) Object.defineProperty(errors, SERVER_MESSAGE, { value: serverMessage, enumerable: false });
    const { message: _raw, ...rest } = body;
    return new HttpError(message, error.status, {
      ...rest,
      ...(serverMessage ? { message: serverMessage } : {}),
      ...(errors ? { errors } : {}),
      failure: kind,
    });
  }
  if (error instanceof TypeError) {
    // fetch rejects with a TypeError when the server can't be reached at all.
    return failure('network');
  }
  if (error instanceof WriteDroppedError) return error;
  if (error instanceof Error && error.name === 'AbortError') return failure('network');
  return failure('malformed');
}
/** Where a refused save's `errors` carry the server's sentence (src/providers/failureAlert.ts). */
export const SERVER_MESSAGE = Symbol('serverMessage');

/**
 * A server `message` fit to show as it came: a non-empty string that is not markup (an error page
 * from a proxy, read as JSON by a lenient server, is not a message), and of a sentence's length.
 */
export function readableServerMessage(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  // Markup (an error page) or a stack trace (`at …`, `file.php:12`) is not words for the operator.
  return text && !/<\s*[!a-z]|(^|\n)\s*at\s|\.\w+:\d/i.test(text) ? text : undefined;
}

function flattenErrors(errors: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, value] of Object.entries(errors)) {
    const first = Array.isArray(value) ? value.find((v) => typeof v === 'string') : value;
    if (typeof first === 'string') out[field] = first;
  }
  return out;
}
