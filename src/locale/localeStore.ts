import { localStorageStore, type Store } from 'ra-core';
import { activeLocale, applyLocale, isLocale, subscribeLocale } from './languages';
import { withOperatorLayout } from './operatorLayout';

/**
 * react-admin keeps the locale under its store's `locale` key and persists it on its own; with
 * the app's `language` key beside it, the two could disagree after a reload. This store answers
 * that key from the app's one language state (src/locale/languages.ts) and writes it there, so
 * `useLocaleState()` and everything derived from the language always agree. Other keys go to
 * the wrapped store. A store reset (sign-out) keeps the language, as the operator expects.
 */
/**
 * The app's store (one name and version for the sign-in shell, the admin and the error pages);
 * the operator's layout choices are kept per operator (src/locale/operatorLayout.ts).
 */
export const createAppStore = () => withOperatorLayout(withAppLocale(localStorageStore('1', 'backoffice')));

export function withAppLocale(store: Store): Store {
  return {
    ...store,
    getItem: <T>(key: string, defaultValue?: T) => (key === 'locale' ? (activeLocale() as T) : store.getItem(key, defaultValue)),
    setItem: <T>(key: string, value: T) => {
      if (key !== 'locale') return store.setItem(key, value);
      if (isLocale(value)) applyLocale(value);
    },
    removeItem: (key: string) => {
      if (key !== 'locale') store.removeItem(key);
    },
    subscribe: (key: string, callback: (value: unknown) => void) =>
      key === 'locale' ? subscribeLocale((locale) => callback(locale)) : store.subscribe(key, callback),
  };
}
