import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatNumber } from '../../src/locale/format';

describe('locale formatting', () => {
  it('should format numbers with Latin digits and the locale separators', () => {
    expect(formatNumber('en', 1234567.5)).toBe('1,234,567.5');
    expect(formatNumber('ar', 1234567.5)).toMatch(/^1[,٬]234[,٬]567[.٫]5$/);
    expect(formatNumber('es', 1234567.5)).toBe('1.234.567,5');
  });

  it('should format money in the given currency', () => {
    expect(formatMoney('en', 99.5, 'SAR')).toMatch(/SAR\s?99\.50/);
    expect(formatMoney('ar', 99.5, 'SAR')).toMatch(/99[.٫]50/);
    expect(formatMoney('ar', 99.5, 'SAR')).toMatch(/ر\.س|SAR/);
  });

  it('should format dates in the Gregorian calendar in every language', () => {
    const d = '2026-03-15T10:00:00Z';
    expect(formatDate('en', d)).toBe('15 Mar 2026');
    expect(formatDate('ar', d)).toMatch(/2026/);
    expect(formatDate('ar', d)).toMatch(/مارس/);
    expect(formatDate('es', d)).toMatch(/15 mar 2026/);
    expect(formatDate('en', 'not a date')).toBe('');
  });
});
