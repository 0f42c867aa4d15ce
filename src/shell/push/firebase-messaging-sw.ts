/// <reference lib="webworker" />
/**
 * The Firebase Cloud Messaging service worker (SPEC §1 push messaging), built from the SDK's own
 * `firebase/messaging/sw` into `/firebase-messaging-sw.js` (scripts/vite-firebase-sw.ts), one
 * classic script with no import from any host. startPush.ts registers it only when push is
 * configured, with the Firebase options in its URL (workerUrl.ts), under Firebase's own scope.
 *
 * The SDK does the work: a message for a visible window goes to the page's `onMessage`; a
 * message with a `notification` is shown by the SDK when no window is visible, and a click on it
 * opens its link only on this app's own origin. A data-only message in the background is shown
 * here from its `data.title`/`data.body`, and its click opens a page of this app only.
 */
import { initializeApp } from 'firebase/app';
import { getMessaging, onBackgroundMessage } from 'firebase/messaging/sw';
import { firebaseOptionsFromQuery } from './workerUrl';

declare const self: ServiceWorkerGlobalScope;

const OWN_LINK = 'backofficeLink';

/** A link from a message, kept only if it is a page of this app; else the notifications page. */
function ownPage(link: unknown): string {
  const fallback = new URL('/notifications', self.location.origin).href;
  if (typeof link !== 'string' || !link) return fallback;
  try {
    const url = new URL(link, self.location.origin);
    return url.origin === self.location.origin ? url.href : fallback;
  } catch {
    return fallback;
  }
}

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

// Before the SDK's own listener, which ignores notifications it did not create.
self.addEventListener('notificationclick', (event) => {
  const link: unknown = event.notification.data?.[OWN_LINK];
  if (link === undefined) return;
  event.notification.close();
  const url = ownPage(link);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (clients) => {
      const open = clients.find((c) => new URL(c.url).origin === self.location.origin);
      if (!open) return self.clients.openWindow(url);
      const focused = await open.focus();
      return focused.navigate(url);
    }),
  );
});

const options = firebaseOptionsFromQuery(self.location.search);
if (options) {
  const messaging = getMessaging(initializeApp(options, 'backoffice-push'));
  onBackgroundMessage(messaging, (payload) => {
    if (payload.notification) return; // the SDK shows it
    const data = payload.data ?? {};
    if (!data.title && !data.body) return;
    void self.registration.showNotification(data.title || self.location.host, {
      body: data.body ?? '',
      icon: '/favicon.svg',
      data: { [OWN_LINK]: ownPage(payload.fcmOptions?.link ?? data.link) },
    });
  });
}
