import { ar } from '../../i18n/ar';
import { en } from '../../i18n/en';
import { es } from '../../i18n/es';
import type { Translate } from './validation';

type Tree = { [key: string]: Tree | string };
const catalogues: Record<string, Tree> = { ar: ar as unknown as Tree, en: en as unknown as Tree, es: es as unknown as Tree };

/** The demo server answers in the request's `Accept-Language`, like the real API does. */
export function serverTranslator(acceptLanguage: string | null): Translate {
  const lang = (acceptLanguage ?? 'ar').slice(0, 2).toLowerCase();
  const tree = catalogues[lang] ?? catalogues.ar;
  return (key, vars = {}) => {
    let node: Tree | string | undefined = tree;
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    const text = typeof node === 'string' ? node : key;
    return text.replace(/\{\{\s*(\w+)\s*\}\}|%\{(\w+)\}/g, (_, a, b) => String(vars[a ?? b] ?? ''));
  };
}
