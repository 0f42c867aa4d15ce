import { formatDate, intlTag } from './format';
import type { Locale } from './languages';
import { displayTimeZone } from './timeZone';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How far back a time is said relatively ("3 days ago"); anything older is its date and time. */
export const RELATIVE_TIME_DAYS = 7;

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();
const dayKeys = new Map<string, Intl.DateTimeFormat>();

function relativeFormat(locale: Locale): Intl.RelativeTimeFormat {
  const tag = intlTag(locale);
  let format = relativeFormats.get(tag);
  if (!format) {
    // `auto`: "now", "yesterday" rather than "in 0 seconds", "1 day ago".
    format = new Intl.RelativeTimeFormat(tag, { numeric: 'auto' });
    relativeFormats.set(tag, format);
  }
  return format;
}

/** The instant's calendar day in the display time zone, as days since 1970 (for counting days apart). */
function dayNumber(instant: number): number {
  const zone = displayTimeZone() ?? '';
  let format = dayKeys.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', ...(zone ? { timeZone: zone } : {}) });
    dayKeys.set(zone, format);
  }
  const [y, m, d] = format.format(instant).split('-').map(Number);
  return Math.round(Date.UTC(y, m - 1, d) / DAY);
}

/**
 * When something happened, said from `now` in the operator's language and digits: "now" under a
 * minute, then minutes, then hours under a day, then calendar days in the display time zone
 * ("yesterday", "3 days ago"). Older than RELATIVE_TIME_DAYS, or in the future by more than a
 * minute (a clock ahead of this one), it is the absolute date and time of `formatDate`.
 */
export function formatRelativeTime(locale: Locale, value: string | number | Date, now: number): string {
  const instant = (value instanceof Date ? value : new Date(value)).getTime();
  if (Number.isNaN(instant)) return '';
  const elapsed = now - instant;
  if (elapsed < -MINUTE || elapsed > RELATIVE_TIME_DAYS * DAY) return formatDate(locale, value, true);
  const format = relativeFormat(locale);
  if (elapsed < MINUTE) return format.format(0, 'second');
  if (elapsed < HOUR) return format.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return format.format(-Math.floor(elapsed / HOUR), 'hour');
  return format.format(-(dayNumber(now) - dayNumber(instant)), 'day');
}
