import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * An operator may read Arabic-Indic digits instead of Latin ones (Arabic interface
 * only), and the Hijri (Umm al-Qura) date beside the Gregorian one, through `Intl`. The module is
 * imported afresh per case so no cached choice or formatter leaks between cases.
 */
async function fresh() {
  vi.resetModules();
  const prefs = await import('../../src/locale/displayPrefs');
  const format = await import('../../src/locale/format');
  return { ...prefs, ...format };
}
afterEach(() => localStorage.clear());

describe('digits and calendar', () => {
  it('default to Latin digits and the Gregorian date alone', async () => {
    const m = await fresh();
    expect(m.displayPrefs()).toEqual({ digits: 'latin', calendar: 'gregorian' });
    expect(m.formatDate('ar', '2026-03-15')).toBe('15 مارس 2026');
    expect(m.formatMoney('en', 1250, 'SAR')).toMatch(/1,250\.00/);
  });

  it.each([
    ['ar', '2026-03-15', '١٥ مارس ٢٠٢٦ (٢٦ رمضان ١٤٤٧ هـ)'],
    ['en', '2026-03-15', '15 Mar 2026 (26 Ram. 1447 AH)'],
    ['es', '2026-03-15', '15 mar 2026 (26 ram. 1447 AH)'],
  ] as const)('in %s, show %s as %s with the Hijri date and, in Arabic only, Arabic-Indic digits', async (lang, value, shown) => {
    const m = await fresh();
    m.setDisplayPrefs({ digits: 'arabic_indic', calendar: 'gregorian_hijri' });
    expect(m.formatDate(lang, value)).toBe(shown);
  });

  it('writes money and counts in Arabic-Indic digits in Arabic, and keeps Latin ones in English', async () => {
    const m = await fresh();
    m.setDisplayPrefs({ digits: 'arabic_indic' });
    expect(m.formatMoney('ar', 1250.5, 'SAR')).toMatch(/١٬٢٥٠٫٥٠/);
    expect(m.formatNumber('ar', 42)).toBe('٤٢');
    expect(m.formatNumber('en', 42)).toBe('42');
    expect(m.formatDate('ar', '2026-03-15')).toBe('١٥ مارس ٢٠٢٦');
  });

  it('takes the Hijri day of the instant in the operator zone', async () => {
    const m = await fresh();
    m.setDisplayPrefs({ calendar: 'gregorian_hijri' });
    const { setDisplayTimeZone } = await import('../../src/locale/timeZone');
    setDisplayTimeZone('Asia/Riyadh');
    // 23:30 UTC on 15 March is already 16 March (27 Ramadan) in Riyadh.
    expect(m.formatDate('en', '2026-03-15T23:30:00Z', true)).toMatch(/^16 Mar 2026.*\(27 Ram\. 1447 AH\)$/);
  });

  it('keeps the choice in this browser, refuses unknown values, and tells its listeners', async () => {
    const m = await fresh();
    const heard = vi.fn();
    m.onDisplayPrefsChange(heard);
    m.setDisplayPrefs({ digits: 'arabic_indic', calendar: 'gregorian_hijri' });
    expect(localStorage.getItem('digits')).toBe('arabic_indic');
    expect(localStorage.getItem('calendar')).toBe('gregorian_hijri');
    expect(heard).toHaveBeenCalledOnce();
    m.setDisplayPrefs({ digits: 'arabic_indic' });
    expect(heard).toHaveBeenCalledOnce();
    m.setDisplayPrefs({ digits: 'roman', calendar: 'mayan' });
    expect(m.displayPrefs()).toEqual({ digits: 'latin', calendar: 'gregorian' });
    const again = await fresh();
    expect(again.displayPrefs()).toEqual({ digits: 'latin', calendar: 'gregorian' });
    localStorage.setItem('digits', 'arabic_indic');
    expect((await fresh()).displayPrefs().digits).toBe('arabic_indic');
  });
});
