import { setupWorker } from 'msw/browser';
import { DEMO_STORE_KEY, OLD_DEMO_STORE_KEYS } from '../config/storageKeys';
import { declarations } from '../../resources';
import { createHandlers } from './handlers';
import { createDemoStore } from './store';

/**
 * Demo mode: the mock API runs in a service worker over a store kept in localStorage.
 * This module is loaded on the first API call only, never in the first page load.
 */
for (const old of OLD_DEMO_STORE_KEYS) localStorage.removeItem(old);
// Writes are saved together, a quarter second after the first: a bulk import is thousands of them.
export const demoStore = createDemoStore(localStorage, DEMO_STORE_KEY, { saveDelayMs: 250 });
addEventListener('pagehide', () => demoStore.flush());

/**
 * MSW asks the browser to look for a newer worker script on every start and does not wait
 * for the answer. If that background check fails, the installed worker keeps serving, so the
 * failure is reported as a warning, not as an uncaught error.
 */
export function isWorkerUpdateFailure(reason: unknown): boolean {
  return reason instanceof Error && /Failed to update a ServiceWorker/i.test(reason.message);
}

export async function startDemoApi(apiPath: string): Promise<void> {
  window.addEventListener('unhandledrejection', (event) => {
    if (!isWorkerUpdateFailure(event.reason)) return;
    event.preventDefault();
    console.warn('[demo API] the mock worker could not be updated; the installed one keeps serving.', event.reason);
  });
  const baseUrl = new URL(apiPath, window.location.origin).toString();
  const worker = setupWorker(...createHandlers({ baseUrl, store: demoStore, declarations, latencyMs: 60 }));
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
}
