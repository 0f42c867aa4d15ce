import './fieldKinds';
import type { ResourceDeclaration } from '../engine/types';
import type { DemoRecord } from './seed';
import { fieldKind } from '../engine/kinds';

export interface ListQuery {
  sort?: [string, 'ASC' | 'DESC'];
  range?: [number, number];
  filter?: Record<string, unknown>;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

export function parseListQuery(params: URLSearchParams): ListQuery {
  const json = <T>(name: string): T | undefined => {
    const raw = params.get(name);
    if (!raw) return undefined;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return undefined;
    }
  };
  return { sort: json('sort'), range: json('range'), filter: json('filter') };
}

const norm = (v: unknown) => String(v ?? '').toLocaleLowerCase();

/** Server-side filtering as a real API would do it: `q` searches text, text filters contain, the rest match. */
export function applyFilter(rows: DemoRecord[], filter: Record<string, unknown> = {}, decl?: ResourceDeclaration): DemoRecord[] {
  // Text filters contain: the fields whose kind is searchable (text, email).
  const searchable = new Set(decl?.fields.filter((f) => fieldKind(f.kind).searchable).map((f) => f.source) ?? []);
  return rows.filter((row) =>
    Object.entries(filter).every(([key, wanted]) => {
      if (wanted === undefined || wanted === null || wanted === '') return true;
      if (key === 'q') {
        const needle = norm(wanted);
        return Object.values(row).some((v) => typeof v === 'string' && norm(v).includes(needle));
      }
      const range = /^(.*)_(gte|lte|gt|lt)$/.exec(key);
      if (range && !(key in row)) {
        // Range filters (`expire_date_gte`, `amount_lt`…): numbers compare as numbers, the rest
        // (ISO dates) as strings, which orders them correctly.
        const [, field, op] = range;
        const value = row[field];
        if (value === undefined || value === null || value === '') return false;
        // A date-only bound on a date-time takes its whole day: `date_lte: 2026-03-15` keeps 15 March.
        const text = DATE_ONLY.test(String(wanted)) ? String(value).slice(0, 10) : String(value);
        const cmp = typeof value === 'number' ? value - Number(wanted) : text.localeCompare(String(wanted));
        return op === 'gte' ? cmp >= 0 : op === 'lte' ? cmp <= 0 : op === 'gt' ? cmp > 0 : cmp < 0;
      }
      const value = row[key];
      if (Array.isArray(wanted)) {
        return Array.isArray(value) ? wanted.some((w) => value.includes(w)) : wanted.some((w) => String(w) === String(value));
      }
      if (Array.isArray(value)) return value.some((v) => String(v) === String(wanted));
      if (searchable.has(key)) return norm(value).includes(norm(wanted));
      return String(value) === String(wanted);
    }),
  );
}

/**
 * Server-side sorting. A field whose kind has `sortKeys` (a money field with a currency per
 * record) orders by those keys: the currency A to Z, then the amount in the asked direction.
 */
export function applySort(rows: DemoRecord[], sort?: [string, 'ASC' | 'DESC'], decl?: ResourceDeclaration): DemoRecord[] {
  if (!sort) return rows;
  const [field, order] = sort;
  const direction = order === 'DESC' ? -1 : 1;
  const declared = decl?.fields.find((f) => f.source === field);
  const keys = (declared && fieldKind(declared.kind).sortKeys?.(declared)) || [field];
  const key = (v: unknown) => (Array.isArray(v) ? v.length : v);
  const compare = (a: DemoRecord, b: DemoRecord, name: string, dir: number) => {
    const x = key(a[name]);
    const y = key(b[name]);
    if (x === y) return 0;
    if (x === undefined || x === null) return 1;
    if (y === undefined || y === null) return -1;
    if (typeof x === 'number' && typeof y === 'number') return (x - y) * dir;
    return String(x).localeCompare(String(y), 'en') * dir;
  };
  return [...rows].sort((a, b) => {
    for (let i = 0; i < keys.length; i++) {
      const c = compare(a, b, keys[i], i === keys.length - 1 ? direction : 1);
      if (c !== 0) return c;
    }
    return a.id - b.id;
  });
}

export function applyRange(rows: DemoRecord[], range?: [number, number]) {
  const total = rows.length;
  if (!range) return { page: rows, start: 0, end: Math.max(0, total - 1), total };
  const [start, end] = range;
  const page = rows.slice(start, end + 1);
  return { page, start, end: start + Math.max(0, page.length - 1), total };
}
