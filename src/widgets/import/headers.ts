/**
 * Which field each column of a file fills: a header names a field by its label in Arabic or
 * English, or by its name, whatever its case, spaces and bidi marks (docs/widgets.md "Import").
 */
export interface ImportColumn {
  source: string;
  /** The field's labels, one per language. */
  labels: readonly string[];
}

const BIDI_MARKS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g;

/** A header as it is compared: no bidi marks, no spaces, no underscores, lower case, no Arabic tatweel. */
export function headerKey(text: string): string {
  return String(text)
    .replace(BIDI_MARKS, '')
    .replace(/[\s_\u0640]+/g, '')
    .toLowerCase();
}

/**
 * The field of each header (null: none, the column is ignored). A field is taken by the first
 * header that names it; a later header naming it again is left unmatched, for the operator to decide.
 */
export function matchHeaders(headers: readonly string[], columns: readonly ImportColumn[]): (string | null)[] {
  const byKey = new Map<string, string>();
  for (const c of columns) {
    for (const name of [c.source, ...c.labels]) {
      const key = headerKey(name);
      if (key && !byKey.has(key)) byKey.set(key, c.source);
    }
  }
  const taken = new Set<string>();
  return headers.map((h) => {
    const source = byKey.get(headerKey(h));
    if (!source || taken.has(source)) return null;
    taken.add(source);
    return source;
  });
}
