import { intlLocaleOf, type Locale } from './languages';

/**
 * Locale-aware formatting. Arabic uses the Gregorian calendar and Latin digits (the Saudi
 * business convention, and what operators type) with Arabic month names and separators;
 * both come from the `-u-ca-gregory-nu-latn` tag in LANGUAGES.
 *
 * Building an Intl formatter costs far more than using one, and lists and exports format
 * thousands of cells, so each formatter is built once per locale and options.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocaleOf(locale), options);
    numberFormats.set(key, format);
  }
  return format;
}

export function formatNumber(locale: Locale, value: number, extra: Intl.NumberFormatOptions = {}): string {
  return numberFormat(locale, extra).format(value);
}

export function formatMoney(locale: Locale, value: number, currency = 'SAR'): string {
  try {
    return numberFormat(locale, { style: 'currency', currency }).format(value);
  } catch {
    // An unknown currency code: the amount, then the code as given.
    return `${formatNumber(locale, value, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${currency}`;
  }
}

export function formatDate(locale: Locale, value: string | number | Date, withTime = false): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const key = `${locale}|${withTime}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocaleOf(locale), {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
    });
    dateFormats.set(key, format);
  }
  return format.format(date);
}
