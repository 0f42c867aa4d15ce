import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, Identifier, RaRecord } from 'ra-core';
import { HttpError } from 'ra-core';
import { failure, WriteDroppedError, type HttpClient } from './httpClient';
import { REFERENCE_WAIT_MS } from '../config/constants';
import { bulkIfMatchHeaders, ifMatchHeaders } from './versions';

export interface DataProviderOptions {
  apiUrl: string;
  httpClient: HttpClient;
  /** The API endpoint of a resource, from its declaration (DESIGN "API contract"). */
  endpointOf: (resource: string) => string | undefined;
}

export interface AppDataProvider extends DataProvider {
  getUserPersonal(): Promise<{ data: Record<string, unknown> }>;
  /**
   * Saves the editable part of the personal profile (today the photo: the uploaded file's
   * `{path, name, pathDB, upload_date_time}` as `image`). Not in SPEC §7, which names no call
   * for it: `PUT updateUserPersonal`, our documented extension (docs/api-contract.md).
   */
  updateUserPersonal(patch: Record<string, unknown>): Promise<{ data: Record<string, unknown> }>;
}

/**
 * `ra-data-simple-rest` against `<apiUrl>/<endpoint>`, with bulk update and delete as ONE
 * request each (`PUT|DELETE ?filter={"id":[…]}`): one request per id would be cut short by
 * the write lock after the first and silently lose the rest.
 *
 * A write on one record sends `If-Match: "<version>"` when the record has a version (`meta.ifMatch`,
 * else `previousData`'s; a bulk write on one record, `meta.versions`), so a server whose record moved
 * on answers 412 instead of taking an older copy (src/providers/versions.ts).
 */
export function createDataProvider({ apiUrl, httpClient, endpointOf }: DataProviderOptions): AppDataProvider {
  const base = simpleRestProvider(apiUrl, httpClient);
  const ep = (resource: string) => endpointOf(resource) ?? resource;
  const bulkUrl = (resource: string, ids: readonly unknown[]) =>
    `${apiUrl}/${ep(resource)}?${new URLSearchParams({ filter: JSON.stringify({ id: ids }) })}`;
  const itemUrl = (resource: string, id: Identifier) => `${apiUrl}/${ep(resource)}/${encodeURIComponent(id)}`;
  const headersWith = (extra: Record<string, string>, base: Record<string, string> = {}) =>
    new Headers({ Accept: 'application/json', ...base, ...extra });
  const idsFrom = (json: unknown, fallback: readonly unknown[]) =>
    (Array.isArray(json)
      ? json
      : Array.isArray((json as { data?: unknown })?.data)
        ? (json as { data: unknown[] }).data
        : fallback) as Identifier[];

  const provider: AppDataProvider = {
    getList: async (resource, params) => {
      const result = await understood(base.getList(ep(resource), params), 'page');
      const wanted = (params.meta as { withReferences?: ReferencePrefetch[] } | undefined)?.withReferences;
      if (!wanted?.length) return result;
      const references = await prefetchReferences(result.data, wanted, (reference, ids) => provider.getMany(reference, { ids }));
      return Object.keys(references).length ? { ...result, meta: { ...result.meta, references } } : result;
    },
    getOne: (resource, params) => understood(base.getOne(ep(resource), params), 'record'),
    getMany: (resource, params) => understood(base.getMany(ep(resource), params), 'rows'),
    getManyReference: (resource, params) => understood(base.getManyReference(ep(resource), params), 'page'),
    create: async (resource, params) => {
      const key = (params.meta as { idempotencyKey?: unknown } | undefined)?.idempotencyKey;
      if (typeof key !== 'string' || !key) return base.create(ep(resource), params);
      // A create that carries its own Idempotency-Key (one per imported row, the same on its retry).
      const { json } = await httpClient(`${apiUrl}/${ep(resource)}`, {
        method: 'POST',
        body: JSON.stringify(params.data),
        headers: headersWith({ 'Idempotency-Key': key }),
      });
      return { data: json };
    },
    // ra-data-simple-rest's own calls, with the record's version as If-Match.
    update: async (resource, params) => {
      const { json } = await httpClient(itemUrl(resource, params.id), {
        method: 'PUT',
        body: JSON.stringify(params.data),
        headers: headersWith(ifMatchHeaders(params.meta, params.previousData)),
      });
      return { data: json };
    },
    delete: async (resource, params) => {
      const { json } = await httpClient(itemUrl(resource, params.id), {
        method: 'DELETE',
        headers: headersWith(ifMatchHeaders(params.meta, params.previousData), { 'Content-Type': 'text/plain' }),
      });
      return { data: json };
    },
    updateMany: async (resource, params) => {
      const { json } = await httpClient(bulkUrl(resource, params.ids), {
        method: 'PUT',
        body: JSON.stringify(params.data),
        headers: headersWith(bulkIfMatchHeaders(params.meta, params.ids)),
      });
      return { data: idsFrom(json, params.ids) };
    },
    deleteMany: async (resource, params) => {
      const { json } = await httpClient(bulkUrl(resource, params.ids), {
        method: 'DELETE',
        headers: headersWith(bulkIfMatchHeaders(params.meta, params.ids)),
      });
      return { data: idsFrom(json, params.ids) };
    },
    getUserPersonal: async () => {
      const { json } = await httpClient(`${apiUrl}/getUserPersonal`);
      return { data: (json?.data ?? {}) as Record<string, unknown> };
    },
    updateUserPersonal: async (patch) => {
      const { json } = await httpClient(`${apiUrl}/updateUserPersonal`, { method: 'PUT', body: JSON.stringify(patch) });
      return { data: (json?.data ?? {}) as Record<string, unknown> };
    },
  };
  return provider;
}

const isRow = (r: unknown): boolean =>
  !!r && typeof r === 'object' && (r as RaRecord).id !== undefined && (r as RaRecord).id !== null && (r as RaRecord).id !== '';

/**
 * A read answered with a success status is still checked against the contract: a list is an
 * array of rows each with an `id` and a `Content-Range` total, a record is an object with an
 * `id`. Anything else (an object for a list, rows without `id`, no total) is a failure of
 * class `malformed`, never an empty list, and never a developer's text on screen.
 */
export async function understood<R extends { data: unknown; total?: number }>(
  call: Promise<R>,
  shape: 'page' | 'rows' | 'record',
): Promise<R> {
  let result: R;
  try {
    result = await call;
  } catch (error) {
    if (error instanceof HttpError || error instanceof WriteDroppedError) throw error;
    if (error instanceof Error && error.name === 'AbortError') throw error;
    // ra-data-simple-rest's own complaints ("The Content-Range header is missing…",
    // "Cannot read properties of undefined"): the answer was not what the contract says.
    throw failure('malformed', 200);
  }
  const ok =
    shape === 'record'
      ? isRow(result.data)
      : Array.isArray(result.data) &&
        result.data.every(isRow) &&
        (shape === 'rows' || (typeof result.total === 'number' && Number.isFinite(result.total)));
  if (!ok) throw failure('malformed', 200);
  return result;
}

/** A reference column of a list: the record property holding the id, and the resource it names. */
export interface ReferencePrefetch {
  source: string;
  reference: string;
  /**
   * The referenced records' fields the column shows: the records handed over keep only these and
   * their id (a page of payments names hundreds of companies, whose whole records stayed in the
   * cached page for its life: 140 KB of heap for a 500-row page). All fields when not given.
   */
  fields?: readonly string[];
}

/** The distinct ids a page of rows names in `source`, in first-seen order. */
export function referenceIdsOf(rows: readonly RaRecord[], source: string): Identifier[] {
  return [...new Set(rows.map((r) => r[source]).filter((v) => v !== undefined && v !== null && v !== ''))];
}

/**
 * The records a list page refers to, fetched right after the page (one getMany per referenced
 * resource) and handed over with the page as `meta.references` (`referenceIdsOf` order), which
 * the list's reference columns read. The rows then render once, names included, instead of
 * rendering twice with a request in between. A failed or partial lookup is left out, and so is
 * one with no answer within `waitMs` (REFERENCE_WAIT_MS): the column then asks by itself.
 *
 * Not react-admin's `meta.prefetched`: that one also fills a getOne cache entry for every
 * record (a query and its five-minute collection timer each: 557 of them after three 500-row
 * lists, ~0.5 MB of heap), for pages a reference cell never links to.
 */
export interface ListReferences {
  references?: Record<string, RaRecord[]>;
}

export async function prefetchReferences(
  rows: readonly RaRecord[],
  wanted: readonly ReferencePrefetch[],
  getMany: (reference: string, ids: Identifier[]) => Promise<{ data: RaRecord[] }>,
  waitMs: number = REFERENCE_WAIT_MS,
): Promise<Record<string, RaRecord[]>> {
  const byResource = new Map<string, ReferencePrefetch[]>();
  for (const w of wanted) byResource.set(w.reference, [...(byResource.get(w.reference) ?? []), w]);
  const out: Record<string, RaRecord[]> = {};
  await Promise.all(
    [...byResource].map(async ([reference, columns]) => {
      // Two columns naming one resource would need two cache entries: let them ask themselves.
      if (columns.length !== 1) return;
      const ids = referenceIdsOf(rows, columns[0].source);
      if (!ids.length) return;
      try {
        const answer = await within(getMany(reference, ids), waitMs);
        if (!answer) return;
        const { data } = answer;
        const { fields } = columns[0];
        const byId = new Map(data.map((r) => [String(r.id), fields ? pick(r, fields) : r]));
        const ordered = ids.map((id) => byId.get(String(id)));
        if (ordered.every((r): r is RaRecord => r !== undefined)) out[reference] = ordered;
      } catch {
        // The column's own request will show the failure, if it fails again.
      }
    }),
  );
  return out;
}

/** `record`'s id and `fields` (those it has). */
function pick(record: RaRecord, fields: readonly string[]): RaRecord {
  const out: RaRecord = { id: record.id };
  for (const f of fields) if (f in record) out[f] = record[f];
  return out;
}

/** `call`'s answer, or undefined once `ms` have passed without one (its timer cleared either way). */
function within<T>(call: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(resolve, ms, undefined);
  });
  return Promise.race([call, late]).finally(() => clearTimeout(timer));
}
