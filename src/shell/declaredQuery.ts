import type { Catalog } from '../engine/catalog';
import type { ResourceDeclaration } from '../engine/types';

/** Filter suffixes a list filter may carry on top of a field name (`expire_date_lte`). */
const OPERATOR = /_(gte|lte|gt|lt|neq|q)$/;

/** The field a filter key is about: `expire_date_lte` → `expire_date`. */
export const filterField = (key: string) => key.replace(OPERATOR, '');

/**
 * A query the shell declares against a resource that may not exist yet (later issues add
 * companies, payments, agents…). It is used only when the resource is in the catalog AND
 * declares every field the query needs, so a guessed field name can never produce a
 * number: the card just stays hidden until the resource really has that field.
 */
export function resourceFor(catalog: Catalog, resource: string, fields: readonly string[]): ResourceDeclaration | undefined {
  const decl = catalog.get(resource);
  if (!decl || !('list' in decl.access)) return undefined;
  const declared = new Set(decl.fields.map((f) => f.source));
  declared.add('id');
  return fields.every((f) => declared.has(filterField(f))) ? decl : undefined;
}

/**
 * The filter as this resource can answer it. A value of a field with declared `choices` (a
 * status) must be one of them: a list of candidates (`['pending', 'unfinished']`, "open" in
 * either wording) keeps the declared ones, one value stays a plain value. Nothing declared:
 * `undefined`, and the card is not shown (a stale status would count 0, which is false).
 */
export function narrowFilter(decl: ResourceDeclaration, filter: Record<string, unknown>): Record<string, unknown> | undefined {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter)) {
    const field = decl.fields.find((f) => f.source === key);
    const choices = field && 'choices' in field ? (field.choices as readonly string[] | undefined) : undefined;
    if (!choices) {
      out[key] = value;
      continue;
    }
    const wanted = (Array.isArray(value) ? value : [value]).filter((v) => choices.includes(String(v)));
    if (!wanted.length) return undefined;
    out[key] = wanted.length === 1 ? wanted[0] : wanted;
  }
  return out;
}

/** The list URL with the filter applied, in react-admin's `?filter=` form. */
export function filteredListPath(
  catalog: Catalog,
  resource: string,
  filter: Record<string, unknown> = {},
  sort?: { field: string; order: 'ASC' | 'DESC' },
): string {
  const path = catalog.path(resource, 'list');
  const params = new URLSearchParams();
  if (Object.keys(filter).length) params.set('filter', JSON.stringify(filter));
  if (sort) {
    params.set('sort', sort.field);
    params.set('order', sort.order);
  }
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** The name of a record as its declaration says (`'{locale}'`: name_ar / name_en). */
export function recordTitle(decl: ResourceDeclaration, record: Record<string, unknown>, locale: string): string {
  if (decl.recordTitle === '{locale}') return String(record[locale === 'ar' ? 'name_ar' : 'name_en'] ?? record.id ?? '');
  return String(record[decl.recordTitle] ?? record.id ?? '');
}
