import { useSyncExternalStore } from 'react';
import { useStoreContext, useTranslate } from 'ra-core';
import { LANGUAGES, activeLocale, subscribeLocale, type Locale } from '../locale/languages';
import { useThemeMode } from '../theme/themeMode';

/**
 * The sign-in page's language choice: all offered languages as one row of buttons, so the
 * first page carries no menu or popover code. Plain buttons styled by src/theme/signIn.css:
 * the sign-in page carries no MUI either.
 */
export function LanguageButtons({ locales }: { locales: readonly Locale[] }) {
  const translate = useTranslate();
  // The app's one language state (src/locale/languages.ts), which the store's `locale` answers
  // from: no ra-core `useStore` (and lodash's `isEqual` with it) in the sign-in page.
  const locale = useSyncExternalStore(subscribeLocale, activeLocale);
  const store = useStoreContext();
  return (
    <div
      role="group"
      className="sf-scope sf-group"
      data-theme={useThemeMode()}
      aria-label={translate('app.language.choose')}
      data-testid="language-buttons"
    >
      {LANGUAGES.filter((l) => locales.includes(l.locale)).map((l) => (
        <button
          key={l.locale}
          type="button"
          lang={l.locale}
          aria-pressed={l.locale === locale}
          className={l.locale === locale ? 'sf-button sf-contained' : 'sf-button'}
          onClick={() => store.setItem('locale', l.locale)}
        >
          {l.name}
        </button>
      ))}
    </div>
  );
}
