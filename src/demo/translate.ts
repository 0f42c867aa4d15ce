import { loadMessages, loadSignedInMessages } from '../../i18n';
import type { Translate } from './validation';

type Tree = { [key: string]: Tree | string };
type Language = 'ar' | 'en' | 'es';

// The app's own catalogues, fetched by the same loaders the app uses, the first time a request
// asks in their language: as far as the signed-in strings for a read, whole for a write (its
// validation messages name fields). So the demo fetches the chunks the app fetches for itself
// and no more; statically imported, all three catalogues came with the demo's chunk, and the
// Arabic one hid among what only the demo fetches (scripts/lib/firstLoad.mjs counts that apart).
const loaded: Partial<Record<Language, { tree: Tree; whole: boolean }>> = {};

function languageOf(acceptLanguage: string | null): Language {
  const lang = (acceptLanguage ?? 'ar').slice(0, 2).toLowerCase();
  return lang === 'en' || lang === 'es' ? lang : 'ar';
}

/**
 * Fetches the strings a request's `Accept-Language` asks for (`whole`: with every field label);
 * every handler runs after it.
 */
export async function loadServerLanguage(acceptLanguage: string | null, whole = true): Promise<void> {
  const lang = languageOf(acceptLanguage);
  const known = loaded[lang];
  if (known && (known.whole || !whole)) return;
  const tree = (await (whole ? loadMessages : loadSignedInMessages)[lang]()) as unknown as Tree;
  if (!loaded[lang]?.whole) loaded[lang] = { tree, whole };
}

/**
 * The demo server answers in the request's `Accept-Language`, like the real API does. Its
 * catalogue must have been loaded (`loadServerLanguage`, which the handlers' first entry awaits).
 */
export function serverTranslator(acceptLanguage: string | null): Translate {
  const lang = languageOf(acceptLanguage);
  const tree = loaded[lang]?.tree;
  if (!tree) throw new Error(`[demo API] the ${lang} catalogue was not loaded before answering`);
  return (key, vars = {}) => {
    let node: Tree | string | undefined = tree;
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    const text = typeof node === 'string' ? node : key;
    return text.replace(/\{\{\s*(\w+)\s*\}\}|%\{(\w+)\}/g, (_, a, b) => String(vars[a ?? b] ?? ''));
  };
}
