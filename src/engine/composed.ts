/**
 * A read-only value composed from other properties of the record (a person's name from its
 * parts): THE one derivation that a list cell, a details page and every export (CSV, XLSX, PDF,
 * in the export worker too) call, so they never disagree (docs/entities.md "Computed columns").
 * Free of imports: the export worker bundles it.
 */

/** The parts that have a value, trimmed, joined by a space ('' when none has). */
export function joinParts(record: Record<string, unknown>, parts: readonly string[]): string {
  return parts
    .map((p) => record[p])
    .filter((v) => v !== undefined && v !== null && String(v).trim() !== '')
    .map((v) => String(v).trim())
    .join(' ');
}

/** The record's own value when the API sent one, else the value composed from its parts. */
export function composedText(record: Record<string, unknown>, source: string, parts: readonly string[]): string {
  const own = record[source];
  return typeof own === 'string' && own.trim() ? own : joinParts(record, parts);
}
