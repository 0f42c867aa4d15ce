import { describe, expect, it, vi } from 'vitest';
import { en } from '../../i18n/en';
import { es } from '../../i18n/es';
import { loadStartMessages } from '../../i18n';
import { createI18nProvider, preloadMessages, toPolyglot } from '../../src/locale/i18nProvider';
import { applyLocale } from '../../src/locale/languages';
import { expectConsole } from '../helpers/expectedConsole';
import { iso } from '../helpers/isolates';

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
    expect(provider.translate('app.validation.required', { name: 'Email' })).toBe(iso`${'Email'} is required.`);
    expect(provider.translate('app.validation.min_length', { name: 'Password', min: 8 })).toBe(iso`${'Password'} minimum length is ${8}.`);
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

describe('strings of signed-in screens', () => {
  it('should start with the sign-in strings, add the shell and names on sign-in and the field labels with the first screen', async () => {
    // Asked before they are loaded, on purpose.
    expectConsole('error', /Missing translation for key: "resources\.countries\.(name|fields\.phone_code)"/);
    applyLocale('ar');
    const provider = createI18nProvider('ar', await loadStartMessages.ar());
    expect(provider.translate('app.auth.sign_in')).toBe('تسجيل الدخول');
    // Not loaded yet: polyglot answers with the key.
    expect(provider.translate('resources.countries.name')).toBe('resources.countries.name');

    await provider.loadSignedInMessages();
    expect(provider.translate('resources.countries.name')).toBe('الدول');
    expect(provider.translate('shell.aside.minimize')).toBe('تصغير القائمة');
    expect(provider.translate('resources.countries.fields.phone_code')).toBe('resources.countries.fields.phone_code');

    await provider.loadScreenMessages();
    expect(provider.translate('resources.countries.fields.phone_code')).toBe('رمز الهاتف');
    // The names stay: the field strings are joined to them.
    expect(provider.translate('resources.countries.name')).toBe('الدول');
    expect(provider.translate('app.auth.sign_in')).toBe('تسجيل الدخول');

    // Every language switched to afterwards comes whole.
    await provider.changeLocale('es');
    expect(provider.translate('resources.countries.fields.phone_code')).toBe('Prefijo telefónico');
    expect(provider.translate('resources.countries.name')).toBe('Países');
    expect(provider.translate('app.auth.sign_in')).toBe('Iniciar sesión');
  });

  it('should load a language switched to on the dashboard as far as the signed-in strings, and the rest with the first screen', async () => {
    // A fresh copy of the provider's module: no language loaded by the tests above.
    vi.resetModules();
    const catalogues = await import('../../i18n');
    const { createI18nProvider: create } = await import('../../src/locale/i18nProvider');
    const signedIn = vi.spyOn(catalogues.loadSignedInMessages, 'es');
    const rest = vi.spyOn(catalogues.loadScreenStageMessages, 'es');
    const whole = vi.spyOn(catalogues.loadMessages, 'es');
    applyLocale('ar');
    const provider = create('ar', await catalogues.loadStartMessages.ar());
    await provider.loadSignedInMessages();
    await provider.changeLocale('es');
    expect(provider.translate('resources.countries.name')).toBe('Países');
    expect([signedIn.mock.calls.length, rest.mock.calls.length, whole.mock.calls.length]).toEqual([1, 0, 0]);
    await provider.loadScreenMessages();
    expect(provider.getLocale()).toBe('es');
    expect(provider.translate('resources.countries.fields.phone_code')).toBe('Prefijo telefónico');
    expect(provider.translate('resources.countries.name')).toBe('Países');
    // The forms' part of `app` joins the sign-in part; the widgets' strings come too.
    expect(provider.translate('app.draft.label')).toBe(es.app.draft.label);
    expect(provider.translate('app.auth.sign_in')).toBe('Iniciar sesión');
    expect(provider.translate('widgets.profile.open')).toBe(es.widgets.profile.open);
    // Only the screens' strings were fetched for it, not the whole catalogue again.
    expect([signedIn.mock.calls.length, rest.mock.calls.length, whole.mock.calls.length]).toEqual([1, 1, 0]);
  });

  it('should switch the sign-in page between languages with their sign-in strings, then load the chosen one whole', async () => {
    applyLocale('ar');
    const provider = createI18nProvider('ar', await loadStartMessages.ar());
    await provider.changeLocale('es');
    expect(provider.translate('app.auth.sign_in')).toBe('Iniciar sesión');
    await provider.loadSignedInMessages();
    expect(provider.getLocale()).toBe('es');
    expect(provider.translate('resources.countries.name')).toBe('Países');
  });

  it('should not let a late arrival of the signed-in strings undo a language switch made meanwhile', async () => {
    applyLocale('ar');
    const provider = createI18nProvider('ar', await loadStartMessages.ar());
    const signedIn = provider.loadSignedInMessages();
    const switched = provider.changeLocale('en');
    await Promise.all([signedIn, switched]);
    expect(provider.getLocale()).toBe('en');
    expect(provider.translate('resources.countries.name')).toBe('Countries');
  });

  it('should share one fetch between concurrent loads of the same catalogue', async () => {
    const [a, b] = await Promise.all([preloadMessages('es', 'whole'), preloadMessages('es', 'whole')]);
    expect(a).toBe(b);
    expect((a as { resources?: { countries?: { name?: string } } }).resources?.countries?.name).toBe('Países');
  });
});
