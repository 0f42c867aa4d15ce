import { formatDate, formatMoney, formatPercent } from '../../locale/format';
import type { Locale } from '../../locale/languages';
import type { ExportPlan } from '../../engine/kinds';
import { composedText } from '../../engine/composed';
import { displayTimeZone } from '../../locale/timeZone';
import type { Cell, TypedCell } from './table';

/**
 * A column of an export as the worker formats it: serialisable (it crosses postMessage) and
 * free of React, MUI and translations, so the worker bundle holds none of them. The page builds
 * it from the declaration (plan.ts); everything that needs a translation or another request
 * (status/select/boolean labels, reference names) comes back as a `labels` map for the values
 * the worker found in the rows. Each kind's plan (`exportPlan`, src/fields/kinds) gives exactly
 * what its `exportValue` gives (tests/unit/exportFiles.test.ts compares them). The type-only
 * import of the engine's contract brings no code into the worker.
 */
export type ColumnPlan = ExportPlan;

export interface ColumnSpec {
  source: string;
  plan: ColumnPlan;
}

/**
 * What the worker reports after parsing, per lookup column: the distinct reference ids, or
 * for a `label` column the distinct tuples [value, ...values of its `with` fields].
 */
export type LookupValues = Record<string, unknown[]>;
/** The page's answer: [id or tuple, label] pairs per column. */
export type LookupLabels = Record<string, [unknown, Cell][]>;

const plain = (value: unknown): Cell => (value === undefined || value === null ? '' : typeof value === 'number' ? value : String(value));

/** A key that keeps `1` and `'1'` apart, as a Map over raw values would, and sees into arrays. */
export const valueKey = (value: unknown): string => JSON.stringify(value) ?? 'undefined';

/** A label column's lookup tuple for one row. */
const tupleOf = (plan: { with?: string[] }, source: string, row: Record<string, unknown>): unknown[] => [
  row[source],
  ...(plan.with ?? []).map((w) => row[w]),
];

function isFile(value: unknown): value is { name: string; path: string } {
  return (
    !!value &&
    typeof value === 'object' &&
    typeof (value as { path?: unknown }).path === 'string' &&
    typeof (value as { name?: unknown }).name === 'string'
  );
}

/** The distinct ids or values a lookup column holds (arrays are spread for references). */
export function collectLookups(columns: ColumnSpec[], rows: Record<string, unknown>[]): LookupValues {
  const out: LookupValues = {};
  for (const c of columns) {
    if (c.plan.kind !== 'label' && c.plan.kind !== 'reference') continue;
    const seen = new Map<string, unknown>();
    for (const row of rows) {
      const v = row[c.source];
      if (c.plan.kind === 'label') {
        // '' and false count (a boolean's '' still reads "No" in the list); only null is empty.
        if (v === undefined || v === null) continue;
        const tuple = tupleOf(c.plan, c.source, row);
        seen.set(valueKey(tuple), tuple);
        continue;
      }
      for (const x of Array.isArray(v) ? v : [v]) if (x !== undefined && x !== null && x !== '') seen.set(valueKey(x), x);
    }
    out[c.source] = [...seen.values()];
  }
  return out;
}

export type Formatter = (row: Record<string, unknown>) => Cell[];

/** One function per export: the columns' formatters with their label maps bound once. */
export function rowFormatter(columns: ColumnSpec[], locale: Locale, labels: LookupLabels): Formatter {
  const cells = columns.map((c): ((row: Record<string, unknown>) => Cell) => {
    const { source, plan } = c;
    switch (plan.kind) {
      case 'plain':
        return (r) => plain(r[source]);
      case 'composed':
        return (r) => composedText(r, source, plan.parts);
      case 'number':
        return (r) => (typeof r[source] === 'number' ? (r[source] as number) : plain(r[source]));
      case 'percent':
        return (r) => (typeof r[source] === 'number' ? formatPercent(locale, r[source] as number, plan.decimals) : plain(r[source]));
      case 'fileName':
        return (r) => (isFile(r[source]) ? (r[source] as { name: string }).name : plain(r[source]));
      case 'filePath':
        return (r) => (isFile(r[source]) ? (r[source] as { path: string }).path : plain(r[source]));
      case 'date':
        return (r) => (r[source] ? formatDate(locale, r[source] as string, plan.withTime) : '');
      case 'money':
        return (r) => {
          const v = r[source];
          if (v === undefined || v === null || v === '') return '';
          const fromRecord = plan.currencySource ? r[plan.currencySource] : undefined;
          return formatMoney(locale, Number(v), typeof fromRecord === 'string' && fromRecord ? fromRecord : plan.currency);
        };
      case 'label': {
        const map = new Map((labels[source] ?? []).map(([v, l]) => [valueKey(v), l]));
        return (r) => {
          const v = r[source];
          return v === undefined || v === null ? '' : (map.get(valueKey(tupleOf(plan, source, r))) ?? String(v));
        };
      }
      case 'reference': {
        const names = new Map((labels[source] ?? []).map(([v, l]): [string, Cell] => [String(v), l]));
        return (r) => {
          const v = r[source];
          return Array.isArray(v) ? v.map((id) => names.get(String(id)) ?? id).join(', ') : plain(names.get(String(v)) ?? v);
        };
      }
    }
  });
  return (row) => cells.map((cell) => cell(row));
}

/** Excel's serial day number of 1970-01-01 (the 1900 date system). */
const EPOCH_SERIAL = 25569;
const DAY_MS = 86_400_000;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const wallClocks = new Map<string, Intl.DateTimeFormat>();

/**
 * A date as Excel's serial day number: a calendar day (`YYYY-MM-DD`) as itself, an instant as the
 * wall-clock time the list shows it at (the operator's time zone, as `formatDate` does). Excel
 * has no time zones: the cell holds what the operator reads.
 */
export function excelSerial(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null;
  const day = typeof value === 'string' ? DATE_ONLY.exec(value.trim()) : null;
  if (day) return Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])) / DAY_MS + EPOCH_SERIAL;
  const date = new Date(value as string | number);
  if (Number.isNaN(date.getTime())) return null;
  const zone = displayTimeZone();
  let format = wallClocks.get(zone ?? '');
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallClocks.set(zone ?? '', format);
  }
  const p = Object.fromEntries(format.formatToParts(date).map((x) => [x.type, Number(x.value)]));
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour % 24, p.minute, p.second);
  return wall / DAY_MS + EPOCH_SERIAL;
}

/** An Excel number format for an amount in a currency: grouped, two decimals, the code after it. */
export const moneyFormat = (currency: string) => `#,##0.00 "${currency.replace(/"/g, '')}"`;
/** An Excel number format for a number of percent: the value as typed (12.5) and a literal "%". */
export const percentFormat = (decimals: number) => `${decimals > 0 ? `0.${'0'.repeat(decimals)}` : '0'}"%"`;
export const DATE_FORMAT = 'yyyy-mm-dd';
export const DATE_TIME_FORMAT = 'yyyy-mm-dd hh:mm';

/**
 * The spreadsheet's cells: as `rowFormatter` (the list's text), except that amounts and dates are
 * numbers with an Excel number format (a money amount, a serial day number), so a sheet can sum,
 * sort and filter them; their text as the list shows it rides along for anything that draws text.
 */
export function sheetFormatter(columns: ColumnSpec[], locale: Locale, labels: LookupLabels): Formatter {
  const text = rowFormatter(columns, locale, labels);
  const typed = columns.map((c): ((row: Record<string, unknown>, shown: Cell) => Cell) | null => {
    const { source, plan } = c;
    if (plan.kind === 'money')
      return (r, shown) => {
        const v = r[source];
        if (v === undefined || v === null || v === '' || !Number.isFinite(Number(v))) return shown;
        const fromRecord = plan.currencySource ? r[plan.currencySource] : undefined;
        const currency = typeof fromRecord === 'string' && fromRecord ? fromRecord : plan.currency;
        const cell: TypedCell = { t: 'n', v: Number(v), z: moneyFormat(currency), w: String(shown) };
        return cell;
      };
    if (plan.kind === 'percent')
      return (r, shown) => {
        const v = r[source];
        if (typeof v !== 'number' || !Number.isFinite(v)) return shown;
        const cell: TypedCell = { t: 'n', v, z: percentFormat(plan.decimals), w: String(shown) };
        return cell;
      };
    if (plan.kind === 'date')
      return (r, shown) => {
        const serial = excelSerial(r[source]);
        if (serial === null) return shown;
        const dateOnly = typeof r[source] === 'string' && DATE_ONLY.test((r[source] as string).trim());
        const cell: TypedCell = {
          t: 'n',
          v: serial,
          z: plan.withTime && !dateOnly ? DATE_TIME_FORMAT : DATE_FORMAT,
          w: String(shown),
          date: true,
        };
        return cell;
      };
    return null;
  });
  return (row) => {
    const cells = text(row);
    for (let i = 0; i < cells.length; i++) {
      const f = typed[i];
      if (f) cells[i] = f(row, cells[i]);
    }
    return cells;
  };
}
