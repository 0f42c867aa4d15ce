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

async function start() {
  const locale = readStoredLocale();
  applyLocale(locale);
  // Without a session the first screen is the sign-in page: fetch its code now, alongside
  // the config and the strings, instead of after the first render asks for it.
  if (!localStorage.getItem(STORAGE_KEYS.token)) void import('./pages/Login');
  // Both start at once: the run-time config (config.json) and the active language's strings.
  const [, messages] = await Promise.all([loadRuntimeConfig(), preloadMessages(locale)]);
  const i18nProvider = createI18nProvider(locale, messages);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App i18nProvider={i18nProvider} />
    </StrictMode>,
  );
}

void start();
