import { useCallback, useMemo, useRef } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import type { ReactNode } from 'react';
import { I18nContextProvider, StoreContextProvider } from 'ra-core';
import { DirectionProvider } from '../theme/DirectionProvider';
import { createAppStore } from '../locale/localeStore';
import type { AppI18nProvider } from '../locale/i18nProvider';
import { LoginForm, type SignIn } from '../pages/LoginForm';
import { LoginError } from '../providers/authProvider';
import { withTimeout } from '../config/chunks';
import type { App } from './App';

export type AppComponent = typeof App;

/** The admin's code: react-admin, its router and query cache, the providers. */
const loadAdmin = () => withTimeout(() => Promise.all([import('./App'), import('./providers')]));

/**
 * The first page of a signed-out visitor: the sign-in form with the theme, the direction and
 * the strings, and nothing of the admin (react-admin's core, router and query cache, the
 * data provider). The admin's code is fetched once the visitor starts typing, so it has
 * usually arrived when they submit; the sign-in then runs through the admin's own auth
 * provider (src/app/providers.ts `providersFor`) and hands over to the admin (`onSignedIn`),
 * in the same page, at the address the visitor was going to. docs/decisions.md "Performance".
 */
export function SignInShell({ i18nProvider, onSignedIn }: { i18nProvider: AppI18nProvider; onSignedIn: (app: AppComponent) => void }) {
  const admin = useRef<ReturnType<typeof loadAdmin> | undefined>(undefined);
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
      // The admin's code did not arrive: said on the form like a dropped connection.
      throw new LoginError('app.errors.network', {}, 0);
    }
    const [{ App }, { providersFor }] = loaded;
    await providersFor(i18nProvider).authProvider.login(params);
    onSignedIn(App);
  };
  return (
    <StartFrame i18nProvider={i18nProvider}>
      <LoginForm signIn={signIn} onFirstInput={prefetch} />
    </StartFrame>
  );
}

/**
 * What a page outside the admin needs: the admin's store (the language and theme chosen here
 * carry over), the strings, the theme and the direction.
 */
export function StartFrame({ i18nProvider, children }: { i18nProvider: AppI18nProvider; children: ReactNode }) {
  const store = useMemo(() => createAppStore(), []);
  return (
    <StoreContextProvider value={store}>
      <I18nContextProvider value={i18nProvider}>
        <DirectionProvider>
          <CssBaseline enableColorScheme />
          {children}
        </DirectionProvider>
      </I18nContextProvider>
    </StoreContextProvider>
  );
}
