import { getConfig } from '../config/runtimeConfig';
import { createAuthProvider, LoginError } from '../providers/authProvider';
import { createDataProvider } from '../providers/dataProvider';
import { createHttpClient } from '../providers/httpClient';
import { currentCatalog, loadCatalog } from './catalogStore';
import type { AppDataProvider } from '../providers';
import { createShellApi } from '../providers/shellApi';
import { createWidgetApi } from '../providers/widgetApi';
import { provideDemoControls } from '../config/demoControls';
import { withTimeout } from '../config/chunkTimeout';

/** Whether this build carries the demo API (`npm start`, `npm run build:demo`); a production build does not. */
const DEMO_BUILD = import.meta.env.DEV || import.meta.env.MODE === 'demo';

let demoStarted: Promise<void> | undefined;
/** The demo's code arrived but its service worker did not start (a demo built without public/mockServiceWorker.js). */
let demoWorkerFailed = false;

/** The demo API's code: a chunk like any other (the 120 s limit). */
const loadDemo = () => withTimeout(() => import('../demo'));

/** Demo mode: the mock API is loaded and started on the first request, not before. */
function ensureDemoApi(): Promise<void> {
  const config = getConfig();
  // The build-time test first: a production build drops the demo API's import entirely.
  if (!DEMO_BUILD || !config.demo) return Promise.resolve();
  demoStarted ??= loadDemo().then((m) =>
    m.startDemoApi(config.apiUrl).catch((error: unknown) => {
      demoWorkerFailed = true;
      demoStarted = undefined;
      throw error;
    }),
  );
  return demoStarted;
}

/** Demo mode: the shell's "Reset demo data" and the dashboard's day come from the demo API. */
function demoControlsFor(demo: boolean) {
  if (!DEMO_BUILD || !demo) return undefined;
  return {
    reset: async () => (await loadDemo()).resetDemoData(),
    today: async () => (await loadDemo()).demoToday(),
    now: async () => (await loadDemo()).DEMO_EPOCH,
  };
}

/**
 * `loadSignedInMessages`: the strings of signed-in screens (src/locale/i18nProvider.ts). With
 * the catalogue they are what a sign-in waits for before it resolves.
 */
export function createProviders({ loadSignedInMessages }: { loadSignedInMessages: () => Promise<void> }) {
  const apiUrl = getConfig().apiUrl;
  provideDemoControls(demoControlsFor(getConfig().demo));
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
  // A demo without its worker says so at sign-in, not "the server could not be reached".
  const login = authProvider.login.bind(authProvider);
  authProvider.login = (params) =>
    login(params).catch((error: unknown) => {
      throw demoWorkerFailed ? new LoginError('app.errors.demo_worker', {}, 0) : error;
    });
  return { dataProvider, authProvider, httpClient };
}

const shared = new WeakMap<object, ReturnType<typeof createProviders>>();

/**
 * One set of providers per i18n provider: the sign-in shell signs in with the same auth
 * provider (its session, catalogue and signed-in strings) that the admin then runs on.
 */
export function providersFor(i18nProvider: { loadSignedInMessages: () => Promise<void> }) {
  let providers = shared.get(i18nProvider);
  if (!providers) {
    providers = createProviders({ loadSignedInMessages: () => i18nProvider.loadSignedInMessages() });
    shared.set(i18nProvider, providers);
  }
  return providers;
}
