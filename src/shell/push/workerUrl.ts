import type { FirebasePushConfig } from './firebaseConfig';

/** The fixed name of the Firebase service worker (built by scripts/vite-firebase-sw.ts). */
export const FIREBASE_WORKER_FILE = 'firebase-messaging-sw.js';

/** What the service worker needs to start Firebase: the public web-app keys, no VAPID key. */
const WORKER_KEYS = ['apiKey', 'projectId', 'messagingSenderId', 'appId', 'authDomain', 'storageBucket'] as const;

export type WorkerFirebaseOptions = Omit<FirebasePushConfig, 'vapidKey'>;

/**
 * The worker's script URL carries the Firebase options in its query: a service worker has no
 * access to the page's `config.json` answer, and the same build serves any Firebase project.
 */
export function firebaseWorkerUrl(baseUrl: string, config: FirebasePushConfig): string {
  const query = new URLSearchParams();
  for (const key of WORKER_KEYS) {
    const value = config[key];
    if (value) query.set(key, value);
  }
  return `${baseUrl}${FIREBASE_WORKER_FILE}?${query}`;
}

/** Reads them back inside the worker (`self.location.search`); undefined without the four keys. */
export function firebaseOptionsFromQuery(search: string): WorkerFirebaseOptions | undefined {
  const query = new URLSearchParams(search);
  const out: Record<string, string> = {};
  for (const key of WORKER_KEYS) {
    const value = query.get(key)?.trim();
    if (value) out[key] = value;
  }
  const complete = out.apiKey && out.projectId && out.messagingSenderId && out.appId;
  return complete ? (out as unknown as WorkerFirebaseOptions) : undefined;
}
