import { loadedMessages, preloadMessages } from '../locale/i18nProvider';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../locale/languages';
import type { Translate } from './validation';

type Tree = { [key: string]: Tree | string };

/** The app's language an `Accept-Language` names first (`en-GB` is `en`), else the default. */
function languageOf(acceptLanguage: string | null): Locale {
  const lang = (acceptLanguage ?? '').slice(0, 2).toLowerCase();
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

/**
 * Makes sure the strings a request's `Accept-Language` asks for are loaded (`whole`: with every
 * field label, which a write's validation messages name); every handler runs after it. The demo
 * shares the app's own catalogue cache (src/locale/i18nProvider.ts), so it fetches no chunk the
 * app would not fetch for itself, and nothing twice.
 */
export async function loadServerLanguage(acceptLanguage: string | null, whole = true): Promise<void> {
  await preloadMessages(languageOf(acceptLanguage), whole ? 'whole' : 'signedIn');
}

/**
 * The demo server answers in the request's `Accept-Language`, like the real API does. Its
 * catalogue must have been loaded (`loadServerLanguage`, which the handlers' first entry awaits).
 * The cached strings are in polyglot's `%{x}` form, the SPEC's are `{{x}}`: both are filled.
 */
export function serverTranslator(acceptLanguage: string | null): Translate {
  const lang = languageOf(acceptLanguage);
  const tree = loadedMessages(lang) as unknown as Tree | undefined;
  if (!tree) throw new Error(`[demo API] the ${lang} catalogue was not loaded before answering`);
  return (key, vars = {}) => {
    let node: Tree | string | undefined = tree;
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    const text = typeof node === 'string' ? node : key;
    return text.replace(/\{\{\s*(\w+)\s*\}\}|%\{(\w+)\}/g, (_, a, b) => String(vars[a ?? b] ?? ''));
  };
}
