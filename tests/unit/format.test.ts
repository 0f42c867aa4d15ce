import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatNumber, monthTicks, threeLetterMonths } from '../../src/locale/format';
import { en } from '../../i18n/en';
import { es } from '../../i18n/es';
import { ar } from '../../i18n/ar';

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

describe('words of the glossary', () => {
  it('should write September in three letters, as every other short month', () => {
    const d = new Date('2026-09-15T12:00:00Z');
    expect(formatDate('en', d)).toBe('15 Sep 2026');
    expect(formatDate('es', d)).toBe('15 sep 2026');
    expect(threeLetterMonths('Sept 2026')).toBe('Sep 2026');
    // A word that merely starts so is left alone.
    expect(threeLetterMonths('September, Septuagint')).toBe('September, Septuagint');
  });

  it('should name vouchers and warehouses, and say what the demo viewer really sees', () => {
    expect(en.resources.plans.pages.invoices_bonds).toBe('Invoices and vouchers');
    expect(es.resources.plans.pages.invoices_bonds).toBe('Facturas y comprobantes');
    expect(en.resources.plans.fields.inventories_count).toBe('Number of warehouses');
    for (const lang of [en, es, ar]) expect(lang.app.auth.demo_accounts).not.toMatch(/only|فقط|solo/i);
  });
});

describe("a chart's month ticks", () => {
  it('should be three-letter months, with the year on the first tick and on each January', () => {
    const keys = ['2025-08', '2025-09', '2025-12', '2026-01', '2026-02'];
    expect(monthTicks('en', keys)).toEqual(['Aug 2025', 'Sep', 'Dec', 'Jan 2026', 'Feb']);
    const arabic = monthTicks('ar', keys);
    expect(arabic[0]).toMatch(/2025|٢٠٢٥/);
    expect(arabic[1]).not.toMatch(/2025|٢٠٢٥/);
    expect(arabic[3]).toMatch(/2026|٢٠٢٦/);
  });
});
