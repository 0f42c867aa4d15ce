/**
 * Firebase Cloud Messaging configuration (SPEC §1 "a push-messaging client is initialised"):
 * `config.json`'s `firebase` object at run time, else `VITE_FIREBASE_*` at build time.
 * Without the four keys FCM needs, push messaging is off: nothing is loaded or requested.
 */
export interface FirebasePushConfig {
  apiKey: string;
  projectId: string;
  messagingSenderId: string;
  appId: string;
  authDomain?: string;
  storageBucket?: string;
  /** The Web Push certificate key pair (public part) of the Firebase project. */
  vapidKey?: string;
}

const REQUIRED = ['apiKey', 'projectId', 'messagingSenderId', 'appId'] as const;
const ENV_NAMES: Record<keyof FirebasePushConfig, string> = {
  apiKey: 'VITE_FIREBASE_API_KEY',
  projectId: 'VITE_FIREBASE_PROJECT_ID',
  messagingSenderId: 'VITE_FIREBASE_MESSAGING_SENDER_ID',
  appId: 'VITE_FIREBASE_APP_ID',
  authDomain: 'VITE_FIREBASE_AUTH_DOMAIN',
  storageBucket: 'VITE_FIREBASE_STORAGE_BUCKET',
  vapidKey: 'VITE_FIREBASE_VAPID_KEY',
};

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

export function resolveFirebaseConfig(
  runtime: Record<string, unknown> | undefined,
  env: Record<string, unknown> = import.meta.env as Record<string, unknown>,
): FirebasePushConfig | undefined {
  const fromRuntime = runtime && REQUIRED.every((k) => text(runtime[k]));
  const out: Record<string, string> = {};
  for (const [key, envName] of Object.entries(ENV_NAMES)) {
    const value = fromRuntime ? text(runtime[key]) : text(env[envName]);
    if (value) out[key] = value;
  }
  return REQUIRED.every((k) => out[k]) ? (out as unknown as FirebasePushConfig) : undefined;
}
