import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LANGUAGES, activeLocale, applyLocale, directionOf, isLocale, readStoredLocale } from '../../src/locale/languages';

describe('languages', () => {
  it('should offer ar, en and es with ar as default (SPEC §9)', () => {
    expect(LANGUAGES.map((l) => l.locale)).toEqual(['ar', 'en', 'es']);
    expect(DEFAULT_LOCALE).toBe('ar');
  });

  it('should make ar right-to-left and en/es left-to-right', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
    expect(directionOf('es')).toBe('ltr');
  });

  it('should take the direction from the LANGUAGES list', () => {
    for (const l of LANGUAGES) expect(directionOf(l.locale)).toBe(l.dir);
  });

  it('should recognise only the three locales', () => {
    expect(isLocale('ar')).toBe(true);
    expect(isLocale('es')).toBe(true);
    expect(isLocale('fr')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });

  it('should read the stored locale under language', () => {
    localStorage.setItem('language', 'en');
    expect(readStoredLocale()).toBe('en');
    localStorage.setItem('language', 'es');
    expect(readStoredLocale(localStorage)).toBe('es');
  });

  it('should fall back to ar when nothing or garbage is stored', () => {
    expect(readStoredLocale()).toBe('ar');
    localStorage.setItem('language', 'fr');
    expect(readStoredLocale()).toBe('ar');
  });

  it('should fall back to ar when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(readStoredLocale(broken)).toBe('ar');
  });

  it('should set <html lang dir>, the storage key and the active locale on applyLocale', () => {
    applyLocale('en');
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
    expect(localStorage.getItem('language')).toBe('en');
    expect(activeLocale()).toBe('en');

    applyLocale('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(localStorage.getItem('language')).toBe('ar');
    expect(activeLocale()).toBe('ar');

    applyLocale('es');
    expect(document.documentElement.getAttribute('lang')).toBe('es');
    expect(document.documentElement.getAttribute('dir')).toBe('ltr');
    expect(activeLocale()).toBe('es');
  });
});
