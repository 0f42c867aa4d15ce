import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Self-hosted UI font (no CDN). Each weight's CSS declares its subsets by unicode-range,
// so the browser downloads only the Arabic and Latin files a page actually uses.
import '@fontsource/ibm-plex-sans-arabic/400.css';
import '@fontsource/ibm-plex-sans-arabic/500.css';
import '@fontsource/ibm-plex-sans-arabic/700.css';
import { loadRuntimeConfig } from './config/runtimeConfig';
import { STORAGE_KEYS } from './config/storageKeys';
import { applyLocale, readStoredLocale } from './locale/languages';
import { createI18nProvider, preloadMessages } from './locale/i18nProvider';
import { App } from './app/App';
import { loadCatalog } from './app/catalogStore';

async function start() {
  const locale = readStoredLocale();
  applyLocale(locale);
  // Without a session the first screen is the sign-in page: fetch its code now, alongside
  // the config and the strings, instead of after the first render asks for it.
  const signedIn = Boolean(localStorage.getItem(STORAGE_KEYS.token));
  if (!signedIn) void import('./pages/Login');
  // All start at once: the run-time config (config.json), the active language's strings
  // and, with a stored session, the catalogue and the signed-in screens' strings, so a deep
  // link renders its screen without a second round of fetches. Without a session the
  // sign-in page needs neither: the sign-in fetches them (src/app/providers.ts).
  const [, messages] = await Promise.all([
    loadRuntimeConfig(),
    // If the whole catalogue fails, start with the sign-in strings: the sign-in retries.
    preloadMessages(locale, signedIn).catch(() => preloadMessages(locale)),
    signedIn ? loadCatalog().catch(() => undefined) : undefined,
  ]);
  const i18nProvider = createI18nProvider(locale, messages);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App i18nProvider={i18nProvider} />
    </StrictMode>,
  );
}

void start();
