import { intlLocaleOf, type Locale } from '../../locale/languages';

/**
 * Dates typed in the active language's order (SPEC §1: the app's language, not the browser's).
 * The order, the separator and the digits come from the same Intl locale the app formats
 * dates with, so what an input shows is what lists and details show. The record keeps ISO
 * `YYYY-MM-DD` whatever the language.
 */
export type DatePart = 'day' | 'month' | 'year';

export interface DatePattern {
  order: readonly DatePart[];
  separator: string;
  /** The locale's digits 0-9 (Latin for every language the app has today). */
  digits: readonly string[];
}

// Bidi marks Intl puts around separators in Arabic; an input shows the bare text.
const BIDI_MARKS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
const patterns = new Map<Locale, DatePattern>();

export function datePattern(locale: Locale): DatePattern {
  const cached = patterns.get(locale);
  if (cached) return cached;
  const intl = intlLocaleOf(locale);
  const parts = new Intl.DateTimeFormat(intl, { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' }).formatToParts(
    Date.UTC(2001, 10, 23),
  );
  const order = parts.filter((p) => p.type === 'day' || p.type === 'month' || p.type === 'year').map((p) => p.type as DatePart);
  const literal = parts.find((p) => p.type === 'literal')?.value.replace(BIDI_MARKS, '') || '/';
  const digitFormat = new Intl.NumberFormat(intl, { useGrouping: false });
  const digits = Array.from({ length: 10 }, (_, d) => digitFormat.format(d));
  const pattern = { order: order.length === 3 ? order : (['day', 'month', 'year'] as const), separator: literal, digits };
  patterns.set(locale, pattern);
  return pattern;
}

/** Any decimal digit a person may type (Latin, Arabic-Indic, Eastern Arabic-Indic) as Latin. */
export function toLatinDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (c) => String((c.charCodeAt(0) & 0xf) % 10));
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day in ISO form (no 31 February). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = ISO.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** `2026-11-03` → `03/11/2026` in the locale's order and digits; '' for anything else. */
export function formatDateText(iso: unknown, locale: Locale): string {
  const day = typeof iso === 'string' ? iso.slice(0, 10) : '';
  if (!isIsoDate(day)) return '';
  const [year, month, date] = day.split('-');
  const { order, separator, digits } = datePattern(locale);
  const value = { day: date, month, year };
  return order.map((p) => value[p].replace(/\d/g, (d) => digits[Number(d)])).join(separator);
}

/**
 * What a person typed, in the locale's order (or ISO, year first), as ISO; `null` when it is
 * not a real date. Any of / - . or spaces separates the parts; the year has four digits.
 */
export function parseDateText(text: string, locale: Locale): string | null {
  const parts = toLatinDigits(text.replace(BIDI_MARKS, ''))
    .trim()
    .split(/[\s/.\-\u060C]+/);
  if (parts.length !== 3 || parts.some((p) => !/^\d+$/.test(p))) return null;
  // A four-digit first part can only be a year: ISO (2026-11-03), pasted or typed, is read too.
  const order = parts[0].length === 4 ? (['year', 'month', 'day'] as const) : datePattern(locale).order;
  const value = Object.fromEntries(order.map((p, i) => [p, parts[i]])) as Record<DatePart, string>;
  if (value.year.length !== 4 || value.month.length > 2 || value.day.length > 2) return null;
  const iso = `${value.year}-${value.month.padStart(2, '0')}-${value.day.padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}

/** The pattern written with translated letters, e.g. `dd/mm/yyyy` or `يوم/شهر/سنة`. */
export function patternText(locale: Locale, letters: Record<DatePart, string>): string {
  const { order, separator } = datePattern(locale);
  return order.map((p) => letters[p]).join(separator);
}
