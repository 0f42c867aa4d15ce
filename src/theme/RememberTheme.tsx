import { useEffect } from 'react';
import { useStore } from 'ra-core';
import { hasLayoutOperator } from '../locale/operatorLayout';
import { THEME_STORAGE_KEY, storedTheme as stored } from './themeMode';

export { THEME_STORAGE_KEY } from './themeMode';

/**
 * Light or dark is remembered across sign-outs and reloads. The store's `theme`
 * is the operator's own (src/locale/operatorLayout.ts): this browser-wide copy only serves a
 * browser where nobody has signed in since, so one operator's theme never becomes another's
 * and "Reset layout" really goes back to the default.
 */
export function RememberTheme() {
  const [theme, setTheme] = useStore<'light' | 'dark' | undefined>('theme');
  useEffect(() => {
    if (theme === 'light' || theme === 'dark') {
      try {
        localStorage.setItem(THEME_STORAGE_KEY, theme);
      } catch {
        /* private mode */
      }
    } else if (!hasLayoutOperator()) {
      const remembered = stored();
      if (remembered) setTheme(remembered);
    }
  }, [theme, setTheme]);
  return null;
}
