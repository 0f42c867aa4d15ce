import { describe, expect, it } from 'vitest';
import { loadMessages } from '../../i18n';
import { createI18nProvider } from '../../src/locale/i18nProvider';
import { isolateValue } from '../../src/locale/bidi';
import type { Locale } from '../../src/locale/languages';

const FSI = '\u2068';
const PDI = '\u2069';
const RLO = '\u202e';

type Tree = { [key: string]: Tree | string };

/** Every message of a catalogue with the names of its placeholders (SPEC `{{x}}` or polyglot `%{x}`). */
function messagesWithPlaceholders(tree: Tree, prefix = ''): [string, string[]][] {
  return Object.entries(tree).flatMap(([k, v]): [string, string[]][] => {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v !== 'string') return messagesWithPlaceholders(v, key);
    const names = [...v.matchAll(/(?:\{\{\s*|%\{)(\w+)\s*\}\}?/g)].map((m) => m[1]).filter((n) => n !== 'smart_count');
    return names.length ? [[key, [...new Set(names)]]] : [];
  });
}

/** A value of the other direction: Arabic in the English and Spanish interface, Latin in the Arabic one. */
const otherDirection = (locale: Locale) => (locale === 'ar' ? 'Acme Ltd (KSA)' : 'شركة الأفق');

describe('values put into translated sentences are isolated', () => {
  for (const locale of ['ar', 'en', 'es'] as const) {
    it(`should wrap every placeholder value of the ${locale} catalogue in FSI … PDI`, async () => {
      const messages = await loadMessages[locale]();
      const provider = createI18nProvider(locale, messages);
      const found = messagesWithPlaceholders(messages as unknown as Tree);
      expect(found.length).toBeGreaterThan(50);
      const value = otherDirection(locale);
      // A count for each plural form: a placeholder may be in some forms only.
      const counts = locale === 'ar' ? [0, 1, 2, 3, 11, 100] : [1, 2];
      for (const [key, names] of found) {
        const options = Object.fromEntries(names.map((n) => [n, value]));
        const outs = counts.map((smart_count) => provider.translate(key, { ...options, smart_count }));
        for (const out of outs) {
          // The value appears only as a whole isolate: it cannot reorder the sentence around it.
          expect(out.split(`${FSI}${value}${PDI}`).join(''), `${locale} ${key}`).not.toContain(value);
        }
        expect(outs.join(' '), `${locale} ${key}`).toContain(`${FSI}${value}${PDI}`);
      }
    });
  }

  it('should close the overrides a value opens and leave the words after it in order', () => {
    const provider = createI18nProvider('en', { app: { validation: { required: '%{name} is required.' } } } as never);
    const out = provider.translate('app.validation.required', { name: `evil${RLO}gpj.exe` });
    expect(out).toBe(`${FSI}evil${RLO}gpj.exe\u202c${PDI} is required.`);
  });

  it('should not isolate smart_count, a default text or an already isolated value, and isolate numbers', () => {
    const provider = createI18nProvider('en', {
      a: '%{smart_count} rows |||| %{smart_count} rows',
      b: 'Page %{page} of %{pages}',
    } as never);
    expect(provider.translate('a', { smart_count: 2 })).toBe('2 rows');
    expect(provider.translate('b', { page: 2, pages: isolateValue('9') })).toBe(`Page ${FSI}2${PDI} of ${FSI}9${PDI}`);
    expect(provider.translate('missing.key', { _: 'Fallback' })).toBe('Fallback');
  });
});
