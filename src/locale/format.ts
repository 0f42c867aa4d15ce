import { intlLocaleOf, type Locale } from './languages';

/**
 * Locale-aware formatting. Arabic uses the Gregorian calendar and Latin digits (the Saudi
 * business convention, and what operators type) with Arabic month names and separators;
 * both come from the `-u-ca-gregory-nu-latn` tag in LANGUAGES.
 */

export function formatNumber(locale: Locale, value: number, extra: Intl.NumberFormatOptions = {}): string {
  return new Intl.NumberFormat(intlLocaleOf(locale), extra).format(value);
}

export function formatMoney(locale: Locale, value: number, currency = 'SAR'): string {
  try {
    return new Intl.NumberFormat(intlLocaleOf(locale), { style: 'currency', currency }).format(value);
  } catch {
    return `${formatNumber(locale, value, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${currency}`;
  }
}

export function formatDate(locale: Locale, value: string | number | Date, withTime = false): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(intlLocaleOf(locale), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
  }).format(date);
}

