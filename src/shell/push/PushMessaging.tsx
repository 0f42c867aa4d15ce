import { useEffect } from 'react';
import { useNotify } from 'ra-core';
import { getConfig } from '../../config/runtimeConfig';
import { useRefreshNotifications } from '../notifications/queries';
import { resolveFirebaseConfig } from './firebaseConfig';
import { startPush } from './startPush';

/** Push messaging for the signed-in shell: a foreground message is announced and refreshes the count. */
export function PushMessaging() {
  const notify = useNotify();
  const refresh = useRefreshNotifications();
  useEffect(() => {
    const config = resolveFirebaseConfig(getConfig().firebase);
    if (!config) return undefined;
    let live = true;
    let stop: (() => void) | undefined;
    startPush(config, (payload) => {
      const title = payload.notification?.title ?? payload.data?.title ?? '';
      notify('shell.push.received', { type: 'info', messageArgs: { title } });
      refresh();
    }).then(
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
