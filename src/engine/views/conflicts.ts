import type { FieldDeclaration } from '../types';

/**
 * The fields of a save refused with 412 where what this operator typed and what the other one
 * saved differ (docs/decisions.md "Versions"). A three-way view: `base` is the record the form
 * was opened with, so a field only the other operator changed defaults to theirs and one only
 * this operator changed (or both did) defaults to theirs being replaced by mine.
 */
export type Side = 'mine' | 'theirs';

export interface ConflictRow {
  field: FieldDeclaration;
  mine: unknown;
  theirs: unknown;
  /** Which value the row starts on. */
  initial: Side;
}

const blank = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** Equal as an API compares them: empty is empty, `3` is `"3"`, objects by their JSON. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (blank(a) || blank(b)) return blank(a) && blank(b);
  if (typeof a !== 'object' || typeof b !== 'object') return typeof a !== 'object' && typeof b !== 'object' && String(a) === String(b);
  if (Array.isArray(a) && Array.isArray(b) && a.length === b.length) return a.every((x, i) => sameValue(x, b[i]));
  return JSON.stringify(a) === JSON.stringify(b);
}

export function conflictRows(
  fields: readonly FieldDeclaration[],
  base: Record<string, unknown>,
  mine: Record<string, unknown>,
  theirs: Record<string, unknown>,
): ConflictRow[] {
  return fields
    .filter((f) => f.source in theirs && f.source in mine && !sameValue(mine[f.source], theirs[f.source]))
    .map((field) => ({
      field,
      mine: mine[field.source],
      theirs: theirs[field.source],
      initial: sameValue(mine[field.source], base[field.source]) ? 'theirs' : 'mine',
    }));
}

/** The values chosen, by source. */
export function chosen(rows: readonly ConflictRow[], sides: Readonly<Record<string, Side>>): Record<string, unknown> {
  return Object.fromEntries(rows.map((r) => [r.field.source, (sides[r.field.source] ?? r.initial) === 'mine' ? r.mine : r.theirs]));
}
