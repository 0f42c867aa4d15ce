import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'ra-core';
import { loadMessages, type AppMessages } from '../../i18n';
import { LANGUAGES, applyLocale, isLocale, type Locale } from './languages';

type Tree = { [key: string]: Tree | string };

/**
 * SPEC messages are written with `{{name}}` placeholders; polyglot reads `%{name}`.
 * The catalogues keep the SPEC's form and are converted once when loaded.
 */
export function toPolyglot<T>(messages: T): T {
  const walk = (node: Tree): Tree =>
    Object.fromEntries(
      Object.entries(node).map(([k, v]) => [k, typeof v === 'string' ? v.replace(/\{\{\s*(\w+)\s*\}\}/g, '%{$1}') : walk(v)]),
    );
  return walk(messages as unknown as Tree) as unknown as T;
}

const cache = new Map<Locale, TranslationMessages>();

export async function preloadMessages(locale: Locale): Promise<TranslationMessages> {
  const hit = cache.get(locale);
  if (hit) return hit;
  const messages = toPolyglot(await loadMessages[locale]()) as unknown as TranslationMessages;
  cache.set(locale, messages);
  return messages;
}

/** Builds the provider once the initial locale's messages are in memory. */
export function createI18nProvider(initial: Locale, initialMessages: AppMessages | TranslationMessages): I18nProvider {
  cache.set(initial, toPolyglot(initialMessages) as unknown as TranslationMessages);
  const base = polyglotI18nProvider(
    (locale: string) => {
      const l: Locale = isLocale(locale) ? locale : initial;
      return cache.get(l) ?? preloadMessages(l);
    },
    initial,
    LANGUAGES.map((l) => ({ locale: l.locale, name: l.name })),
    { allowMissing: false },
  );
  return {
    ...base,
    changeLocale: async (locale: string, options?: unknown) => {
      if (!isLocale(locale)) return;
      await preloadMessages(locale);
      await base.changeLocale(locale, options);
      applyLocale(locale);
    },
  };
}
