/* Firebase Cloud Messaging service worker (SPEC §1: push messaging).
 *
 * Registered by src/shell/push/startPush.ts ONLY when a Firebase configuration exists, under
 * Firebase's own scope (/firebase-cloud-messaging-push-scope), so it never competes with the
 * demo API's worker. It needs no Firebase SDK and loads nothing from any host: FCM delivers
 * Web Push messages to this worker, which
 *  - hands them to an open, visible window of the app in the format the Firebase SDK's
 *    onMessage() listens for (a foreground message), or
 *  - shows a system notification when no window is visible (a background message);
 * and opens (or focuses) the app when that notification is clicked.
 */
/* eslint-env serviceworker */

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

function readPayload(event) {
  if (!event.data) return null;
  try {
    return event.data.json();
  } catch (error) {
    return { notification: { body: event.data.text() } };
  }
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event);
  if (!payload) return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((clients) => {
      const visible = clients.filter((c) => c.visibilityState === 'visible');
      if (visible.length) {
        const message = { ...payload, messageType: 'push-received', isFirebaseMessaging: true };
        visible.forEach((client) => client.postMessage(message));
        return undefined;
      }
      const notification = payload.notification || {};
      const data = payload.data || {};
      const title = notification.title || data.title || self.registration.scope;
      return self.registration.showNotification(title, {
        body: notification.body || data.body || '',
        icon: notification.icon || '/favicon.svg',
        data: { link: (payload.fcmOptions && payload.fcmOptions.link) || data.link || '/notifications' },
      });
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL((event.notification.data && event.notification.data.link) || '/notifications', self.location.origin);
  // Only this app's own pages are opened.
  const url = target.origin === self.location.origin ? target.href : new URL('/notifications', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((clients) => {
      const open = clients.find((c) => new URL(c.url).origin === self.location.origin);
      if (open) return open.focus().then((c) => (c && 'navigate' in c ? c.navigate(url) : c));
      return self.clients.openWindow(url);
    }),
  );
});
