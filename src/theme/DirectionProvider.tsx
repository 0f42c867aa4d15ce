import { useMemo, type ReactNode } from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prefixer } from 'stylis';
import { useLocaleState, useTranslate } from 'ra-core';
import { ThemesContext } from 'ra-ui-materialui';
import { AppThemeProvider } from './AppThemeProvider';
import { directionOf, isLocale, DEFAULT_LOCALE } from '../locale/languages';
import { RememberTheme } from './RememberTheme';
import { themesFor } from './themes';
import { rtlFlip } from './rtlFlip';

// One cache per direction, made once: switching language swaps the cache, it never rebuilds it.
const caches = {
  rtl: createCache({ key: 'mui-rtl', stylisPlugins: [rtlFlip, prefixer] }),
  ltr: createCache({ key: 'mui-ltr', stylisPlugins: [prefixer] }),
};
// One pair of themes per language, made once (the direction, the spinners' and pop-ups' names).
const themes = new Map<string, ReturnType<typeof themesFor>>();

/**
 * Direction follows the locale (STYLE habit 7): the MUI theme, the emotion cache and
 * `<html dir>` (set by `applyLocale`) all change together, live, without a reload.
 */
export function DirectionProvider({ children }: { children: ReactNode }) {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const direction = directionOf(isLocale(locale) ? locale : DEFAULT_LOCALE);
  const loading = translate('ra.page.loading');
  const popup = translate('app.page.popup');
  const value = useMemo(() => {
    const key = `${locale}|${loading}|${popup}`;
    let pair = themes.get(key);
    if (!pair) {
      pair = themesFor(direction, { loading, popup });
      themes.set(key, pair);
    }
    return { lightTheme: pair.light, darkTheme: pair.dark };
  }, [locale, direction, loading, popup]);
  return (
    <CacheProvider value={caches[direction]}>
      <ThemesContext.Provider value={value}>
        <RememberTheme />
        <AppThemeProvider>{children}</AppThemeProvider>
      </ThemesContext.Provider>
    </CacheProvider>
  );
}
