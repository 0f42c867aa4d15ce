import { afterEach, describe, expect, it } from 'vitest';
import { formatDate } from '../../src/locale/format';
import { formatRelativeTime } from '../../src/locale/relativeTime';
import { setDisplayTimeZone } from '../../src/locale/timeZone';
import { setDisplayPrefs } from '../../src/locale/displayPrefs';

/** A fixed "now": 29 Nov 2026, 10:00 in Riyadh. */
const NOW = Date.parse('2026-11-29T07:00:00Z');
const before = (ms: number) => new Date(NOW - ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;

afterEach(() => {
  setDisplayTimeZone(undefined);
  setDisplayPrefs({ digits: 'latin' });
});

describe('relative times', () => {
  it('should say recent times relatively in English', () => {
    setDisplayTimeZone('Asia/Riyadh');
    expect(formatRelativeTime('en', before(20_000), NOW)).toBe('now');
    expect(formatRelativeTime('en', before(5 * MIN), NOW)).toBe('5 minutes ago');
    expect(formatRelativeTime('en', before(3 * HOUR + 59 * MIN), NOW)).toBe('3 hours ago');
    // 28 Nov, 08:00 in Riyadh: a day and 2 hours before, the calendar day before.
    expect(formatRelativeTime('en', '2026-11-28T05:00:00Z', NOW)).toBe('yesterday');
    expect(formatRelativeTime('en', '2026-11-25T06:00:00Z', NOW)).toBe('4 days ago');
  });

  it('should say them in Arabic with the operator’s digits', () => {
    setDisplayTimeZone('Asia/Riyadh');
    expect(formatRelativeTime('ar', before(20_000), NOW)).toBe('الآن');
    expect(formatRelativeTime('ar', before(5 * MIN), NOW)).toBe('قبل 5 دقائق');
    expect(formatRelativeTime('ar', '2026-11-28T05:00:00Z', NOW)).toBe('أمس');
    setDisplayPrefs({ digits: 'arabic_indic' });
    expect(formatRelativeTime('ar', before(5 * MIN), NOW)).toBe('قبل ٥ دقائق');
  });

  it('should count days by the calendar of the display time zone', () => {
    // 02:00 in Riyadh on the 29th is 8 hours before NOW: hours, not a day.
    setDisplayTimeZone('Asia/Riyadh');
    expect(formatRelativeTime('en', '2026-11-28T23:00:00Z', NOW)).toBe('8 hours ago');
    // 44 hours before NOW: in Riyadh the 27th seen on the 29th, in Honolulu the 27th seen on the 28th.
    expect(formatRelativeTime('en', before(44 * HOUR), NOW)).toBe('2 days ago');
    setDisplayTimeZone('Pacific/Honolulu');
    expect(formatRelativeTime('en', before(44 * HOUR), NOW)).toBe('yesterday');
  });

  it('should give the date and time beyond a week, and for a time ahead of the clock', () => {
    setDisplayTimeZone('Asia/Riyadh');
    const old = before(8 * 24 * HOUR);
    expect(formatRelativeTime('en', old, NOW)).toBe(formatDate('en', old, true));
    expect(formatRelativeTime('en', old, NOW)).toMatch(/21 Nov 2026/);
    expect(formatRelativeTime('ar', old, NOW)).toBe(formatDate('ar', old, true));
    const ahead = new Date(NOW + 2 * HOUR).toISOString();
    expect(formatRelativeTime('en', ahead, NOW)).toBe(formatDate('en', ahead, true));
    expect(formatRelativeTime('en', 'not a date', NOW)).toBe('');
  });
});
