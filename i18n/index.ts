import type { en } from './en';
import type { Messages } from './types';
// Arabic is the default language: the part the sign-in page needs (react-admin's own
// strings and `app`) ships in the first chunk, sparing most sessions a round trip before the
// first paint. Everything else (`resources`, `shell`, `widgets`, `screens`) is only read by
// signed-in screens and arrives with the sign-in (see src/locale/i18nProvider.ts).
import raArabic from './ar/ra';
import { app as arApp } from './ar/app';

export type AppMessages = Messages<typeof en>;

/** The top-level groups the sign-in page, the error page and the loading page read. */
export type StartMessages = Pick<AppMessages, 'ra' | 'app'>;

type Loaders<T> = Record<'ar' | 'en' | 'es', () => Promise<T>>;

/** Each locale's sign-in strings: files of their own, so no locale's full catalogue is fetched for them. */
export const loadStartMessages: Loaders<StartMessages> = {
  ar: () => Promise.resolve({ ra: raArabic, app: arApp }),
  en: () =>
    Promise.all([import('ra-language-english'), import('./en/app')]).then(([ra, m]) => ({
      ra: ra.default.ra as StartMessages['ra'],
      app: m.app,
    })),
  es: () => Promise.all([import('./es/ra'), import('./es/app')]).then(([ra, m]) => ({ ra: ra.default, app: m.app })),
};

/**
 * Each locale's whole catalogue, its own chunk (reusing the sign-in strings' files): loaded
 * when someone is signed in, for the active language and for every language switched to.
 */
export const loadMessages: Loaders<AppMessages> = {
  ar: () => import('./ar').then((m) => m.ar),
  en: () => import('./en').then((m) => m.en as AppMessages),
  es: () => import('./es').then((m) => m.es),
};
