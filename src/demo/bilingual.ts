/**
 * Seeded display names in both languages (docs/decisions.md "Demo mode"). The store keeps a
 * seeded name as `{ ar, en }`; every answer of the demo API gives the one of the request's
 * `Accept-Language` (Spanish gets English), as a real API localises. What an operator writes is
 * stored as typed, a plain string, and answered as is in every language.
 */
export interface Bilingual {
  ar: string;
  en: string;
}
export type DataLanguage = keyof Bilingual;
/** A seeded text: plain (a code, an email, what an operator typed) or in both languages. */
export type Text = string | Bilingual;

export const bi = (ar: string, en: string): Bilingual => ({ ar, en });

export function isBilingual(value: unknown): value is Bilingual {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  const v = value as Record<string, unknown>;
  return keys.length === 2 && typeof v.ar === 'string' && typeof v.en === 'string';
}

/** The data language of a request: Arabic unless it asks for English or Spanish (Spanish data is English). */
export function dataLanguage(acceptLanguage: string | null | undefined): DataLanguage {
  const lang = (acceptLanguage ?? 'ar').slice(0, 2).toLowerCase();
  return lang === 'en' || lang === 'es' ? 'en' : 'ar';
}
export const requestLanguage = (request: Request) => dataLanguage(request.headers.get('accept-language'));

/** A value as answered in `lang`: bilingual texts become the string of that language, anywhere inside. */
export function localized<T>(value: T, lang: DataLanguage): T {
  if (isBilingual(value)) return value[lang] as T;
  if (Array.isArray(value)) return value.map((v) => localized(v, lang)) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    let out: Record<string, unknown> | undefined;
    for (const [key, v] of Object.entries(value)) {
      const next = localized(v, lang);
      if (next !== v) (out ??= { ...(value as Record<string, unknown>) })[key] = next;
    }
    return (out ?? value) as T;
  }
  return value;
}

/** A text in `lang` (a plain string is the same in both). */
export const textIn = (value: unknown, lang: DataLanguage): string => String(localized(value, lang) ?? '');

/** Every spelling of a text, for uniqueness: a bilingual name clashes in either language. */
export const spellings = (value: unknown): string[] => (isBilingual(value) ? [value.ar, value.en] : [String(value ?? '')]);

/** Texts joined by a separator, bilingual when any part is (a person's full name from its parts). */
export function joinTexts(parts: unknown[], separator = ' '): Text {
  const present = parts.filter((p) => p !== undefined && p !== null && p !== '');
  if (!present.some(isBilingual)) return present.map(String).join(separator);
  return bi(present.map((p) => textIn(p, 'ar')).join(separator), present.map((p) => textIn(p, 'en')).join(separator));
}

/**
 * What a write stores: the values as sent, except a bilingual text sent back unchanged (the
 * form holds the name in the language it was read in), which stays bilingual.
 */
export function keepBilingual(
  stored: Record<string, unknown> | undefined,
  data: Record<string, unknown>,
  lang: DataLanguage,
): Record<string, unknown> {
  if (!stored) return data;
  const out = { ...data };
  for (const [key, value] of Object.entries(data)) {
    const before = stored[key];
    if (isBilingual(before) && value === before[lang]) out[key] = before;
  }
  return out;
}
