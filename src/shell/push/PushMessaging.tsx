import { useEffect } from 'react';
import { useNotify } from 'ra-core';
import { getConfig } from '../../config/runtimeConfig';
import { useRefreshNotifications } from '../notifications/queries';
import { withTimeout } from '../../config/chunkTimeout';

/**
 * Push messaging for the signed-in shell: a foreground message is announced and refreshes the
 * count. Its code (and Firebase's) is fetched only when there is a configuration at all
 * (config.json's `firebase`, or the build's `VITE_FIREBASE_API_KEY`); that code reads the rest.
 */
export function PushMessaging() {
  const notify = useNotify();
  const refresh = useRefreshNotifications();
  useEffect(() => {
    const runtime = getConfig().firebase;
    if (!runtime && !import.meta.env.VITE_FIREBASE_API_KEY) return undefined;
    let live = true;
    let stop: (() => void) | undefined;
    withTimeout(() => import('./startPush'))
      .then(({ startPush, resolveFirebaseConfig }) =>
        startPush(resolveFirebaseConfig(runtime), (payload) => {
          const title = payload.notification?.title ?? payload.data?.title ?? '';
          notify('shell.push.received', { type: 'info', messageArgs: { title } });
          refresh();
        }),
      )
      .then(
        (handle) => {
          if (live) stop = handle?.stop;
          else handle?.stop();
        },
        (error: unknown) => console.warn('[push] Firebase Cloud Messaging could not start:', error),
      );
    return () => {
      live = false;
      stop?.();
    };
  }, [notify, refresh]);
  return null;
}
