import { STORAGE_KEYS } from '../config/storageKeys';

/** The interface languages (SPEC §1). Direction comes from this list only. */
export const LANGUAGES = [
  { locale: 'ar', name: 'العربية', dir: 'rtl', intl: 'ar-SA-u-ca-gregory-nu-latn' },
  { locale: 'en', name: 'English', dir: 'ltr', intl: 'en-GB' },
  { locale: 'es', name: 'Español', dir: 'ltr', intl: 'es-ES' },
] as const;

export type Locale = (typeof LANGUAGES)[number]['locale'];
export const DEFAULT_LOCALE: Locale = 'ar';

/** Spanish is offered only on the sign-in page and in the profile area (SPEC §1). */
export const APP_BAR_LOCALES: readonly Locale[] = ['ar', 'en'];

export function isLocale(value: unknown): value is Locale {
  return LANGUAGES.some((l) => l.locale === value);
}

export function directionOf(locale: Locale): 'rtl' | 'ltr' {
  return LANGUAGES.find((l) => l.locale === locale)?.dir ?? 'ltr';
}

export function intlLocaleOf(locale: Locale): string {
  return LANGUAGES.find((l) => l.locale === locale)?.intl ?? 'en-GB';
}

export function readStoredLocale(storage: Pick<Storage, 'getItem'> = localStorage): Locale {
  try {
    const stored = storage.getItem(STORAGE_KEYS.language);
    return isLocale(stored) ? stored : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

/*
 * The one source of truth for the interface language (docs/architecture.md "One locale
 * pipeline"): everything else is derived from it — `<html lang dir>` here, react-admin's
 * `locale` (its store reads this state: src/locale/localeStore.ts), and from that the theme's
 * direction, the emotion cache (src/theme/DirectionProvider.tsx), the `Intl` formats (by
 * `intlLocaleOf`) and every request's `Accept-Language` (src/providers/httpClient.ts).
 */
let active: Locale = typeof localStorage === 'undefined' ? DEFAULT_LOCALE : readStoredLocale();
const listeners = new Set<(locale: Locale) => void>();

/** The active language. */
export function activeLocale(): Locale {
  return active;
}

/** Calls `listener` after every change of the active language; returns the unsubscribe. */
export function subscribeLocale(listener: (locale: Locale) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Makes `locale` the active language: stores the choice and points the document at it (`<html lang dir>`). */
export function applyLocale(locale: Locale): void {
  const changed = locale !== active;
  active = locale;
  try {
    localStorage.setItem(STORAGE_KEYS.language, locale);
  } catch {
    /* private mode: the choice simply isn't kept */
  }
  if (typeof document !== 'undefined') {
    document.documentElement.lang = locale;
    document.documentElement.dir = directionOf(locale);
  }
  if (changed) for (const listener of [...listeners]) listener(locale);
}
