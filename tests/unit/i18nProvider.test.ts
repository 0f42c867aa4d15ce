import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en';
import { createI18nProvider, toPolyglot } from '../../src/locale/i18nProvider';
import { applyLocale } from '../../src/locale/languages';

describe('toPolyglot', () => {
  it('should convert {{name}} placeholders to %{name} in nested trees', () => {
    const out = toPolyglot({ a: '{{name}} is required.', b: { c: '{{ name }} minimum length is {{min}}.' } });
    expect(out).toEqual({ a: '%{name} is required.', b: { c: '%{name} minimum length is %{min}.' } });
  });

  it('should leave %{x} placeholders and plain strings as they are', () => {
    expect(toPolyglot({ a: 'Open %{name}', b: 'plain' })).toEqual({ a: 'Open %{name}', b: 'plain' });
  });

  it('should not change its input', () => {
    const input = { a: '{{name}}' };
    toPolyglot(input);
    expect(input.a).toBe('{{name}}');
  });
});

describe('createI18nProvider', () => {
  it('should translate app.validation.required with a name in English', () => {
    const provider = createI18nProvider('en', en);
    expect(provider.translate('app.validation.required', { name: 'Email' })).toBe('Email is required.');
    expect(provider.translate('app.validation.min_length', { name: 'Password', min: 8 })).toBe('Password minimum length is 8.');
  });

  it('should report the initial locale and the three available languages', () => {
    const provider = createI18nProvider('en', en);
    expect(provider.getLocale()).toBe('en');
    const locales = provider.getLocales?.() ?? [];
    expect(locales.map((l) => l.locale)).toEqual(['ar', 'en', 'es']);
  });

  it('should switch locale, translate in the new one and apply dir/lang', async () => {
    applyLocale('ar');
    const { ar } = await import('../../i18n/ar');
    const provider = createI18nProvider('ar', ar);
    expect(document.documentElement.dir).toBe('rtl');
    await provider.changeLocale('en');
    expect(provider.getLocale()).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('language')).toBe('en');
    expect(provider.translate('app.auth.login_incorrect')).toBe('The login detail is incorrect.');
  });

  it('should ignore an unknown locale', async () => {
    const provider = createI18nProvider('en', en);
    await provider.changeLocale('fr');
    expect(provider.getLocale()).toBe('en');
  });
});
