import { useStoreContext } from 'ra-core';
import { hasLayoutOperator } from '../locale/operatorLayout';

/** Outside react-admin's store, which sign-out empties: the theme outlives the session. */
export const THEME_STORAGE_KEY = 'backoffice_theme';

/** The browser-wide copy of the last theme chosen (src/theme/RememberTheme.tsx). */
export const storedTheme = (): 'light' | 'dark' | undefined => {
  try {
    const v = localStorage.getItem(THEME_STORAGE_KEY);
    return v === 'light' || v === 'dark' ? v : undefined;
  } catch {
    return undefined;
  }
};

const prefersDark = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;

/**
 * Light or dark for what is drawn without MUI's theme (the sign-in form, src/theme/signIn.css):
 * the choice react-admin's theme makes — the store's `theme`, else the browser-wide copy (what
 * `RememberTheme` puts in the store), else the system's preference. Read, not subscribed: no
 * page that shows the form offers the switch (and ra-core's `useStore` would bring lodash's
 * `isEqual` into the sign-in page's first load).
 */
export function useThemeMode(): 'light' | 'dark' {
  const theme = useStoreContext().getItem<'light' | 'dark' | undefined>('theme');
  if (theme === 'light' || theme === 'dark') return theme;
  return (!hasLayoutOperator() && storedTheme()) || (prefersDark() ? 'dark' : 'light');
}
