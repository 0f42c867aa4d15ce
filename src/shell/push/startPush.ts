import type { MessagePayload } from 'firebase/messaging';
import type { FirebasePushConfig } from './firebaseConfig';
import { firebaseWorkerUrl } from './workerUrl';
import { withTimeout } from '../../config/chunkTimeout';

/** Read by the shell once this chunk has arrived: push's whole code comes together. */
export { resolveFirebaseConfig } from './firebaseConfig';

export interface PushHandle {
  token?: string;
  stop: () => void;
}

export interface PushEnvironment {
  serviceWorker?: Pick<ServiceWorkerContainer, 'register'>;
  notification?: Pick<typeof Notification, 'permission' | 'requestPermission'>;
  baseUrl: string;
}

const browserEnvironment = (): PushEnvironment => ({
  serviceWorker: typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
  notification: typeof Notification === 'undefined' ? undefined : Notification,
  baseUrl: import.meta.env.BASE_URL,
});

/**
 * Starts Firebase Cloud Messaging, but only with a configuration: without one this returns
 * at once and the Firebase SDK is never imported (nothing is fetched from any host).
 * The SDK comes through dynamic `import()`, so it is never in the first load either.
 * Foreground messages go to `onMessage`; background ones are shown by the service worker
 * built from `firebase/messaging/sw` (`firebase-messaging-sw.ts`), given the options in its URL.
 */
export async function startPush(
  config: FirebasePushConfig | undefined,
  onMessage: (payload: MessagePayload) => void,
  env: PushEnvironment = browserEnvironment(),
): Promise<PushHandle | undefined> {
  if (!config || !env.serviceWorker || !env.notification) return undefined;
  const [{ initializeApp, getApps }, messagingModule] = await withTimeout(() =>
    Promise.all([import('firebase/app'), import('firebase/messaging')]),
  );
  if (!(await messagingModule.isSupported())) return undefined;
  const { vapidKey, ...options } = config;
  const app = getApps().find((a) => a.name === 'backoffice-push') ?? initializeApp(options, 'backoffice-push');
  // Firebase's own scope, so it never competes with the demo API's worker at `/`.
  const registration = await env.serviceWorker.register(firebaseWorkerUrl(env.baseUrl, config), {
    scope: `${env.baseUrl}firebase-cloud-messaging-push-scope`,
  });
  const messaging = messagingModule.getMessaging(app);
  const stop = messagingModule.onMessage(messaging, onMessage);
  let permission = env.notification.permission;
  if (permission === 'default') permission = await env.notification.requestPermission();
  if (permission !== 'granted') return { stop };
  // The token would be sent to the API for targeting; SPEC §7 shows no call for it (docs/shell.md).
  const token = await messagingModule.getToken(messaging, {
    vapidKey,
    serviceWorkerRegistration: registration as ServiceWorkerRegistration,
  });
  return { token, stop };
}
