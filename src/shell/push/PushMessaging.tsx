import { useEffect } from 'react';
import { useNotify } from 'ra-core';
import { getConfig } from '../../config/runtimeConfig';
import { useRefreshNotifications } from '../notifications/queries';
import { withTimeout } from '../../config/chunkTimeout';
import { resolveFirebaseConfig } from './firebaseConfig';

/**
 * Push messaging for the signed-in shell: a foreground message is announced and refreshes the
 * count. Its code (and Firebase's) is fetched only when the configuration names a project.
 */
export function PushMessaging() {
  const notify = useNotify();
  const refresh = useRefreshNotifications();
  useEffect(() => {
    const config = resolveFirebaseConfig(getConfig().firebase);
    if (!config) return undefined;
    let live = true;
    let stop: (() => void) | undefined;
    withTimeout(() => import('./startPush'))
      .then(({ startPush }) =>
        startPush(config, (payload) => {
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
