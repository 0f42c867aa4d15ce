import { intlLocaleOf, type Locale } from '../../locale/languages';

const cache = new Map<string, Intl.DateTimeFormat>();

/**
 * `formatDate` of src/locale/format.ts with the formatter built once per locale: building an
 * Intl.DateTimeFormat costs milliseconds, which an export pays per cell otherwise.
 * Same options, so an export shows dates exactly as the list does.
 */
export function exportDate(locale: Locale, value: unknown, withTime: boolean): string {
  if (value === undefined || value === null || value === '') return '';
  const date = value instanceof Date ? value : new Date(value as string);
  if (Number.isNaN(date.getTime())) return '';
  const key = `${locale}|${withTime}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocaleOf(locale), {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
    });
    cache.set(key, format);
  }
  return format.format(date);
}
