import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Self-hosted UI font (no CDN): Arabic and Latin subsets by unicode-range, so the browser
// downloads only the files a page actually uses (src/theme/fonts.css).
import './theme/fonts.css';
import { loadRuntimeConfig } from './config/runtimeConfig';
import { STORAGE_KEYS } from './config/storageKeys';
import { applyLocale, readStoredLocale } from './locale/languages';
import { createI18nProvider, preloadMessages } from './locale/i18nProvider';
import { loadCatalog } from './app/catalogStore';
import { SignInShell, type AppComponent } from './app/SignInShell';
import { StartFailed } from './app/StartFailed';
import { signInStyles } from './theme/signInStyles';
import { withTimeout } from './config/chunks';

const BASE = import.meta.env.BASE_URL.replace(/\/$/, '');

async function start() {
  const locale = readStoredLocale();
  applyLocale(locale);
  // Without a session the first screen is the sign-in shell (src/app/SignInShell.tsx, in this
  // entry): the sign-in form without react-admin's core, router or query cache, the form's code
  // and style sheet fetched beside config.json (a signed-in start carries neither). With one,
  // the admin, fetched at once.
  const signedIn = Boolean(localStorage.getItem(STORAGE_KEYS.token));
  const admin = signedIn ? withTimeout(() => import('./app/App')) : undefined;
  const form = signedIn ? undefined : Promise.all([withTimeout(() => import('./pages/LoginForm')), signInStyles.load()]);
  // Both answered below, once the strings are in.
  admin?.catch(() => undefined);
  form?.catch(() => undefined);
  // All start at once: the run-time config (config.json), the active language's strings, the
  // first screen's code and, with a stored session, the catalogue and the signed-in screens'
  // strings, so a deep link renders its screen without a second round of fetches.
  const [config, messages] = await Promise.all([
    loadRuntimeConfig(),
    // If the signed-in strings fail, start with the sign-in strings: the sign-in retries.
    preloadMessages(locale, signedIn ? 'signedIn' : 'start').catch(() => preloadMessages(locale)),
    signedIn ? loadCatalog().catch(() => undefined) : undefined,
  ]);
  const i18nProvider = createI18nProvider(locale, messages);
  const root = createRoot(document.getElementById('root')!);
  if (config.problem) {
    // A production build with no API address: the configuration error page, never demo data.
    const { ConfigErrorApp } = await withTimeout(() => import('./app/ConfigErrorApp'));
    root.render(<ConfigErrorApp i18nProvider={i18nProvider} problem={config.problem} />);
    return;
  }
  const renderAdmin = (App: AppComponent) =>
    root.render(
      <StrictMode>
        <App i18nProvider={i18nProvider} />
      </StrictMode>,
    );
  if (admin) {
    // The admin's code did not arrive (network, a deploy that replaced it): say so, with Reload.
    const loaded = await admin.catch(() => undefined);
    if (loaded) return renderAdmin(loaded.App);
    root.render(<StartFailed i18nProvider={i18nProvider} />);
    return;
  }
  // Signed out, any address shows the sign-in form at /login (one replaced entry, no
  // redirect chain); after the sign-in the admin opens at the address that was asked for.
  const asked = window.location.pathname.slice(BASE.length) || '/';
  const next = asked === '/' || asked === '/login' ? '/' : `${asked}${window.location.search}`;
  if (asked !== '/login') window.history.replaceState(null, '', `${BASE}/login`);
  // The form's code or style sheet did not arrive: said the same way, with Reload.
  const loadedForm = await form!.then(
    ([m]) => m.LoginForm,
    () => undefined,
  );
  if (!loadedForm) {
    root.render(<StartFailed i18nProvider={i18nProvider} />);
    return;
  }
  root.render(
    <StrictMode>
      <SignInShell
        i18nProvider={i18nProvider}
        form={loadedForm}
        onSignedIn={(App) => {
          window.history.replaceState(null, '', `${BASE}${next}`);
          renderAdmin(App);
        }}
      />
    </StrictMode>,
  );
}

void start();
