import type { Identifier, RaRecord } from 'ra-core';

/**
 * Record versions (docs/api-contract.md "Versions"): a record may carry `version`, a string or
 * number the server changes on every write; where it has none, its `updated_at` serves. A write
 * on one record sends it back as `If-Match: "<version>"`, so a server whose record moved on since
 * the operator opened it answers 412 instead of silently taking the older copy.
 */
export type RecordVersion = string | number;

export function versionOf(record: Partial<RaRecord> | null | undefined): RecordVersion | undefined {
  if (!record || typeof record !== 'object') return undefined;
  for (const value of [record.version, record.updated_at]) {
    if ((typeof value === 'string' && value !== '') || (typeof value === 'number' && Number.isFinite(value))) return value;
  }
  return undefined;
}

/** An entity tag as HTTP writes it: quoted, its own quotes and backslashes escaped away. */
export function entityTag(version: RecordVersion): string {
  return `"${String(version).replace(/["\\]/g, '')}"`;
}

/**
 * What a write's `meta` may carry: `ifMatch`, the version to send instead of `previousData`'s
 * (the form after a conflict, which saves on the record as it is now), and `versions`, the
 * selected records' versions by id for a bulk write (the list knows them, the ids do not).
 */
export interface VersionMeta {
  /** When present, the version to send (none for `null`), whatever `previousData` says. */
  ifMatch?: RecordVersion | null;
  versions?: Record<string, RecordVersion | undefined>;
}

/** The `If-Match` header of a write on one record, or none when that record has no version. */
export function ifMatchHeaders(meta: unknown, previousData?: Partial<RaRecord>): Record<string, string> {
  const given = !!meta && typeof meta === 'object' && 'ifMatch' in meta;
  const version = given ? (meta as VersionMeta).ifMatch : versionOf(previousData);
  return version === undefined || version === null ? {} : { 'If-Match': entityTag(version) };
}

/**
 * The `If-Match` of a bulk write: only when it names ONE record whose version the list knew.
 * A bulk write over several records sends none (docs/decisions.md "Versions").
 */
export function bulkIfMatchHeaders(meta: unknown, ids: readonly Identifier[]): Record<string, string> {
  if (ids.length !== 1) return {};
  const version = (meta as VersionMeta | undefined)?.versions?.[String(ids[0])];
  return version === undefined ? {} : { 'If-Match': entityTag(version) };
}

/** The versions of the selected rows of a list, for a bulk write's `meta.versions`. */
export function versionsOf(rows: readonly RaRecord[] | undefined, ids: readonly Identifier[]): Record<string, RecordVersion | undefined> {
  const wanted = new Set(ids.map(String));
  return Object.fromEntries((rows ?? []).filter((r) => wanted.has(String(r.id))).map((r) => [String(r.id), versionOf(r)]));
}
