import { getConfig } from '../config/runtimeConfig';
import { createAuthProvider } from '../providers/authProvider';
import { createDataProvider } from '../providers/dataProvider';
import { createHttpClient } from '../providers/httpClient';
import { catalog } from './catalog';
import type { AppDataProvider } from '../providers';
import { createShellApi } from '../providers/shellApi';
import { createWidgetApi } from '../providers/widgetApi';

let demoStarted: Promise<void> | undefined;

/** Demo mode: the mock API is loaded and started on the first request, not before. */
function ensureDemoApi(): Promise<void> {
  const config = getConfig();
  if (!config.demo) return Promise.resolve();
  demoStarted ??= import('../demo/browser').then((m) => m.startDemoApi(config.apiUrl));
  return demoStarted;
}

export function createProviders() {
  const apiUrl = getConfig().apiUrl;
  const httpClient = createHttpClient({ beforeRequest: ensureDemoApi });
  const dataProvider: AppDataProvider = {
    ...createDataProvider({ apiUrl, httpClient, endpointOf: (r) => catalog.get(r)?.endpoint }),
    ...createWidgetApi({ apiUrl, httpClient }),
    ...createShellApi({ apiUrl, httpClient }),
  };
  const authProvider = createAuthProvider({ apiUrl, httpClient, catalog, getProfile: () => dataProvider.getUserPersonal() });
  return { dataProvider, authProvider, httpClient };
}
