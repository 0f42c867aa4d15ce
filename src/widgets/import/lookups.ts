import type { DataProvider } from 'ra-core';
import { isEmptyValue } from '../../engine/kinds';
import type { FieldDeclaration } from '../../engine/types';
import { indexReferences, referenceOf, uniqueKey, type CheckedRow, type ReferenceIndex } from './check';

/** At most this many records of a referenced resource are read to resolve names (one read). */
export const REFERENCE_READ_LIMIT = 10000;
/** Values asked per read when checking `unique` fields against existing records. */
const TAKEN_BATCH = 200;

/**
 * The records the mapped reference fields point at: ONE read per referenced resource, however
 * many fields and rows name it. A resource that cannot be read (no right to list it) gets no
 * index: its cells then take ids only, and the server has the last word.
 */
export async function loadReferences(
  fields: readonly FieldDeclaration[],
  mapped: ReadonlySet<string>,
  dataProvider: DataProvider,
): Promise<Record<string, ReferenceIndex>> {
  const byResource = new Map<string, FieldDeclaration[]>();
  for (const f of fields) {
    const target = referenceOf(f);
    if (target && mapped.has(f.source)) byResource.set(target.reference, [...(byResource.get(target.reference) ?? []), f]);
  }
  const out: Record<string, ReferenceIndex> = {};
  await Promise.all(
    [...byResource].map(async ([reference, referring]) => {
      try {
        const { data } = await dataProvider.getList(reference, {
          pagination: { page: 1, perPage: REFERENCE_READ_LIMIT },
          sort: { field: 'id', order: 'ASC' },
          filter: {},
        });
        for (const f of referring) out[f.source] = indexReferences(data, referenceOf(f)!);
      } catch {
        /* no index: ids only */
      }
    }),
  );
  return out;
}

/**
 * The values of `unique` fields that records already hold, asked of the API by value
 * (`filter={"code2": ["SA", "AE", …]}`, a few hundred at a time). An API that cannot answer
 * leaves the check to its own 422 at sending.
 */
export async function loadTaken(
  resource: string,
  fields: readonly FieldDeclaration[],
  rows: readonly CheckedRow[],
  dataProvider: DataProvider,
): Promise<Record<string, Set<string>>> {
  const out: Record<string, Set<string>> = {};
  for (const f of fields.filter((x) => x.unique)) {
    const values = [...new Set(rows.map((r) => r.data[f.source]).filter((v) => !isEmptyValue(v)))];
    const taken = new Set<string>();
    try {
      for (let i = 0; i < values.length; i += TAKEN_BATCH) {
        const batch = values.slice(i, i + TAKEN_BATCH);
        const { data } = await dataProvider.getList(resource, {
          pagination: { page: 1, perPage: batch.length },
          sort: { field: 'id', order: 'ASC' },
          filter: { [f.source]: batch },
        });
        const wanted = new Set(batch.map(uniqueKey));
        for (const r of data) if (wanted.has(uniqueKey(r[f.source]))) taken.add(uniqueKey(r[f.source]));
      }
    } catch {
      continue;
    }
    out[f.source] = taken;
  }
  return out;
}
