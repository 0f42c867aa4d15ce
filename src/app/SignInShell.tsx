import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { I18nContext, StoreContext } from 'ra-core';
import { createAppStore } from '../locale/localeStore';
import { LANGUAGES, activeLocale, applyLocale, subscribeLocale, type Locale } from '../locale/languages';
import type { AppI18nProvider } from '../locale/i18nProvider';
import type { LoginForm, SignIn } from '../pages/LoginForm';
import { LanguageButtons } from '../layout/LanguageButtons';
import { LoginError } from '../providers/authProvider';
import { withTimeout } from '../config/chunks';
import type { App } from './App';
import { tabTitle } from '../locale/tabTitle';

export type AppComponent = typeof App;

/** The admin's code: react-admin, its router and query cache, the providers. */
const loadAdmin = () => withTimeout(() => Promise.all([import('./App'), import('./providers')]));

/**
 * The first page of a signed-out visitor: the sign-in form with the strings and the stored
 * language and theme, and nothing of the admin (react-admin's core, router and query cache, the
 * data provider) nor MUI and emotion: the form is plain markup with one CSS file
 * (src/theme/signIn.css). The admin's code is fetched once the visitor starts typing, so it has
 * usually arrived when they submit; the sign-in then runs through the admin's own auth
 * provider (src/app/providers.ts `providersFor`) and hands over to the admin (`onSignedIn`),
 * in the same page, at the address the visitor was going to. docs/decisions.md "Sign-in and sign-up".
 */
export function SignInShell({
  i18nProvider,
  form: Form,
  onSignedIn,
}: {
  i18nProvider: AppI18nProvider;
  /** The form's code, fetched by src/main.tsx beside config.json: the first screen after sign-in does not carry it. */
  form: typeof LoginForm;
  onSignedIn: (app: AppComponent) => void;
}) {
  const admin = useRef<ReturnType<typeof loadAdmin> | undefined>(undefined);
  const failures = useRef(0);
  const prefetch = useCallback(() => {
    admin.current ??= loadAdmin().catch((error: unknown) => {
      admin.current = undefined; // the next submit tries again
      throw error;
    });
    return admin.current;
  }, []);
  const signIn: SignIn = async (params) => {
    let loaded: Awaited<ReturnType<typeof loadAdmin>>;
    try {
      loaded = await prefetch();
    } catch {
      // The admin's code did not arrive: said on the form like a dropped connection, and the
      // next submit fetches it again. A browser that keeps a failed import for the page's life
      // (Chromium up to 155 does; 156 fetches again) fails that submit at once, so from the
      // second failure on the form says to reload the page, as every other failed chunk does.
      failures.current += 1;
      throw new LoginError(failures.current > 1 ? 'app.page.chunk_failed' : 'app.errors.network', {}, 0);
    }
    const [{ App }, { providersFor }] = loaded;
    await providersFor(i18nProvider).authProvider.login(params);
    onSignedIn(App);
  };
  return (
    <SignInFrame i18nProvider={i18nProvider}>
      <Form signIn={signIn} onFirstInput={prefetch} languages={<LanguageButtons locales={LANGUAGES.map((l) => l.locale)} />} />
    </SignInFrame>
  );
}

/**
 * What the sign-in form needs: the admin's store (the language and theme chosen here carry
 * over to the admin) and the strings. No theme provider (the form's look is CSS), and ra-core's
 * contexts without their providers: `I18nContextProvider` and `useStore` bring lodash's
 * `isEqual` and the notification context. A language chosen here (`applyLocale`, through the
 * store's `locale`) loads its strings, then the form is drawn again in it; if they cannot be
 * fetched, the language goes back to the one shown.
 */
export function SignInFrame({ i18nProvider, children }: { i18nProvider: AppI18nProvider; children: ReactNode }) {
  const store = useMemo(() => createAppStore(), []);
  useEffect(() => {
    store.setup();
    return () => store.teardown();
  }, [store]);
  const locale = useSyncExternalStore(subscribeLocale, activeLocale);
  // A new object for each language shown, so `useTranslate()` gives a new function.
  const [shown, setShown] = useState(() => ({ locale: i18nProvider.getLocale() as Locale, value: { ...i18nProvider } }));
  useEffect(() => {
    if (locale === shown.locale) return;
    let current = true;
    Promise.resolve(i18nProvider.changeLocale(locale)).then(
      () => current && setShown({ locale, value: { ...i18nProvider } }),
      () => current && applyLocale(shown.locale),
    );
    return () => {
      current = false;
    };
  }, [locale, shown.locale, i18nProvider]);
  // The tab says what the page is, in the language the form is shown in.
  useEffect(() => {
    document.title = tabTitle(shown.value.translate('app.auth.sign_in'), shown.value.translate('app.short_title'));
  }, [shown]);
  return (
    <StoreContext.Provider value={store}>
      <I18nContext.Provider value={shown.value}>{children}</I18nContext.Provider>
    </StoreContext.Provider>
  );
}
