import { afterAll, describe, expect, it, vi } from 'vitest';

/**
 * A date-only value is the same calendar day in every zone, a date-time is
 * shown in the operator's zone. Node applies a change of `process.env.TZ` at once; the
 * formatter module is imported afresh per zone so no cached Intl formatter from another zone
 * is reused. Each case first proves the zone is really in force (its UTC offset).
 */
const zones = [
  // zone, offset of 15 March 2026 in minutes (getTimezoneOffset), the date-time 2026-03-15T23:30:00Z shown there
  { tz: 'America/Los_Angeles', offset: 420, dateTime: /15 Mar 2026.*04:30\sPM|15 Mar 2026.*16:30/ },
  { tz: 'UTC', offset: 0, dateTime: /15 Mar 2026.*11:30\sPM|15 Mar 2026.*23:30/ },
  { tz: 'Asia/Riyadh', offset: -180, dateTime: /16 Mar 2026.*02:30\sAM|16 Mar 2026.*02:30/ },
] as const;

const original = process.env.TZ;
afterAll(() => {
  if (original === undefined) delete process.env.TZ;
  else process.env.TZ = original;
});

describe.each(zones)('dates under TZ=$tz', ({ tz, offset, dateTime }) => {
  it('should show a date-only value on its own calendar day, and a date-time in the zone', async () => {
    process.env.TZ = tz;
    expect(new Date('2026-03-15T12:00:00Z').getTimezoneOffset()).toBe(offset);
    vi.resetModules();
    const { formatDate } = await import('../../src/locale/format');
    expect(formatDate('en', '2026-03-15')).toBe('15 Mar 2026');
    expect(formatDate('en', '2026-01-01')).toBe('1 Jan 2026');
    expect(formatDate('en', '2026-12-31')).toBe('31 Dec 2026');
    expect(formatDate('es', '2026-03-15')).toMatch(/^15 mar 2026$/);
    expect(formatDate('ar', '2026-03-15')).toMatch(/^15 مارس 2026$/);
    // A date-only value in a date-time column: still its day, and no invented midnight.
    expect(formatDate('en', '2026-03-15', true)).toBe('15 Mar 2026');
    expect(formatDate('en', '2026-03-15T23:30:00Z', true)).toMatch(dateTime);
  });
});
