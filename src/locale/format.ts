import { displayTimeZone } from './timeZone';
import { displayPrefs } from './displayPrefs';
import { intlLocaleOf, type Locale } from './languages';

/**
 * Locale-aware formatting. Arabic uses the Gregorian calendar and Latin digits (the Saudi
 * business convention, and what operators type) with Arabic month names and separators;
 * both come from the `-u-ca-gregory-nu-latn` tag in LANGUAGES. An operator may choose
 * Arabic-Indic digits, and the Hijri (Umm al-Qura) date beside the Gregorian one, on the
 * Account page (`displayPrefs`).
 *
 * Building an Intl formatter costs far more than using one, and lists and exports format
 * thousands of cells, so each formatter is built once per locale and options.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The Intl tag for `locale` with the operator's digits (Arabic-Indic only in Arabic) and `calendar`. */
export function intlTag(locale: Locale, calendar?: string): string {
  const [base, extension = ''] = intlLocaleOf(locale).split('-u-');
  // The Unicode extension's keys (`ca`, `nu`) and their values, as LANGUAGES gives them.
  const keys = new Map<string, string>();
  for (const m of extension.matchAll(/([a-z]{2})-([a-z0-9]+(?:-[a-z0-9]{3,8})*)/g)) keys.set(m[1], m[2]);
  if (locale === 'ar' && displayPrefs().digits === 'arabic_indic') keys.set('nu', 'arab');
  if (calendar) keys.set('ca', calendar);
  return keys.size ? `${base}-u-${[...keys].map(([k, v]) => `${k}-${v}`).join('-')}` : base;
}

function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${intlTag(locale)}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlTag(locale), options);
    numberFormats.set(key, format);
  }
  return format;
}

export function formatNumber(locale: Locale, value: number, extra: Intl.NumberFormatOptions = {}): string {
  return numberFormat(locale, extra).format(value);
}

/** A number of percent ("12.5%", «12.5‎%‎»), with at most `decimals` decimals. */
export function formatPercent(locale: Locale, value: number, decimals = 0): string {
  return numberFormat(locale, { style: 'unit', unit: 'percent', maximumFractionDigits: decimals }).format(value);
}

export function formatMoney(locale: Locale, value: number, currency = 'SAR'): string {
  try {
    return numberFormat(locale, { style: 'currency', currency }).format(value);
  } catch {
    // An unknown currency code: the amount, then the code as given.
    return `${formatNumber(locale, value, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${currency}`;
  }
}

/** `YYYY-MM-DD`: a calendar date with no time and no zone (a birthday, an expiry day). */
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A date, or a date and time, for the active language.
 *
 * A date-only value (`2026-03-15`) is a calendar day, not an instant: `new Date('2026-03-15')`
 * is midnight UTC, which is still the 14th west of UTC. It is formatted in UTC from its own
 * parts, so every operator sees the same day wherever they are. A date-time (an ISO instant,
 * a number, a Date) is shown in the operator's time zone: the Account page's choice, else the
 * browser's (`displayTimeZone`).
 */
export function formatDate(locale: Locale, value: string | number | Date, withTime = false): string {
  const dateOnly = typeof value === 'string' ? DATE_ONLY.exec(value.trim()) : null;
  const date = dateOnly
    ? new Date(Date.UTC(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3])))
    : value instanceof Date
      ? value
      : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  // A date-only value has no time to show, even in a date-time column.
  const time = withTime && !dateOnly;
  const zone = dateOnly ? 'UTC' : displayTimeZone();
  const gregorian = threeLetterMonths(dateFormat(intlTag(locale), time, zone).format(date));
  if (displayPrefs().calendar !== 'gregorian_hijri') return gregorian;
  // The Hijri (Umm al-Qura) day of the same instant, in the same zone, beside it.
  const hijri = dateFormat(intlTag(locale, 'islamic-umalqura'), false, zone).format(date);
  return `${gregorian} (${hijri})`;
}

/**
 * Short month names are three letters in every language (docs/i18n/glossary.md): the platform's
 * British English and Spanish give September four ("Sept", "sept").
 */
export const threeLetterMonths = (text: string) => text.replace(/\b(S|s)ept\b/g, '$1ep');

/**
 * A chart's month ticks (`keys` are `YYYY-MM`): three-letter months, with the year on the first
 * tick and on each January, so a chart across two years says which is which.
 */
export function monthTicks(locale: Locale, keys: string[]): string[] {
  const month = new Intl.DateTimeFormat(intlLocaleOf(locale), { month: 'short', timeZone: 'UTC' });
  const withYear = new Intl.DateTimeFormat(intlLocaleOf(locale), { month: 'short', year: 'numeric', timeZone: 'UTC' });
  return keys.map((k, i) => threeLetterMonths((i === 0 || k.endsWith('-01') ? withYear : month).format(new Date(`${k}-01T00:00:00Z`))));
}

function dateFormat(tag: string, time: boolean, zone: string | undefined): Intl.DateTimeFormat {
  const key = `${tag}|${time}|${zone ?? 'local'}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      ...(time ? { hour: '2-digit', minute: '2-digit' } : {}),
      ...(zone ? { timeZone: zone } : {}),
    });
    dateFormats.set(key, format);
  }
  return format;
}
