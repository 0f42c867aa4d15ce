import { setupWorker } from 'msw/browser';
import { DEMO_STORE_KEY } from '../config/storageKeys';
import { declarations } from '../../resources';
import { createHandlers } from './handlers';
import { createDemoStore } from './store';

/**
 * Demo mode: the mock API runs in a service worker over a store kept in localStorage.
 * This module is loaded on the first API call only, never in the first page load.
 */
export const demoStore = createDemoStore(localStorage, DEMO_STORE_KEY);

export async function startDemoApi(apiPath: string): Promise<void> {
  const baseUrl = new URL(apiPath, window.location.origin).toString();
  const worker = setupWorker(...createHandlers({ baseUrl, store: demoStore, declarations, latencyMs: 60 }));
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
}
