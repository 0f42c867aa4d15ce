import { getConfig } from '../config/runtimeConfig';
import { createAuthProvider } from '../providers/authProvider';
import { createDataProvider } from '../providers/dataProvider';
import { createHttpClient } from '../providers/httpClient';
import { currentCatalog, loadCatalog } from './catalogStore';
import type { AppDataProvider } from '../providers';
import { createShellApi } from '../providers/shellApi';
import { createWidgetApi } from '../providers/widgetApi';

let demoStarted: Promise<void> | undefined;

/** Demo mode: the mock API is loaded and started on the first request, not before. */
function ensureDemoApi(): Promise<void> {
  const config = getConfig();
  // The build-time test first: a production build drops the demo API's import entirely.
  if (!(import.meta.env.DEV || import.meta.env.MODE === 'demo') || !config.demo) return Promise.resolve();
  demoStarted ??= import('../demo/browser').then((m) => m.startDemoApi(config.apiUrl));
  return demoStarted;
}

/**
 * `loadSignedInMessages`: the strings of signed-in screens (src/locale/i18nProvider.ts). With
 * the catalogue they are what a sign-in waits for before it resolves.
 */
export function createProviders({ loadSignedInMessages }: { loadSignedInMessages: () => Promise<void> }) {
  const apiUrl = getConfig().apiUrl;
  let signedInReady: Promise<unknown> | undefined;
  const whenSignedIn = () => {
    signedInReady ??= Promise.all([loadCatalog(), loadSignedInMessages()]).catch((error: unknown) => {
      signedInReady = undefined;
      throw error;
    });
    return signedInReady;
  };
  const httpClient = createHttpClient({ beforeRequest: ensureDemoApi });
  const dataProvider: AppDataProvider = {
    ...createDataProvider({ apiUrl, httpClient, endpointOf: (r) => currentCatalog()?.get(r)?.endpoint }),
    ...createWidgetApi({ apiUrl, httpClient }),
    ...createShellApi({ apiUrl, httpClient }),
  };
  const authProvider = createAuthProvider({
    apiUrl,
    httpClient,
    catalog: loadCatalog,
    whenSignedIn,
    getProfile: () => dataProvider.getUserPersonal(),
  });
  return { dataProvider, authProvider, httpClient };
}
