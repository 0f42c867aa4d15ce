import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import type { AppDataProvider } from '../../providers';
import type { ShellCallError, ShellNotification } from '../../providers/shellApi';
import { NOTIFICATION_KEYS, useRefreshNotifications } from './queries';

/**
 * Marks every notification of `ids` as read, one after the other through the one call there is
 * (`PUT notifications/:id/read`: the API has no call for many). They cannot go together: after a
 * write succeeds, the write lock (SPEC §4) lets the next one through only once a read completes,
 * so each is followed by the unread count, which also moves the bell's badge as they go. The
 * first failure stops the rest, and its errors are the mutation's error; the list and the count
 * are then asked again, so what shows as read is what the server has as read.
 *
 * Not in queries.ts, which the bell of the first screen imports: only the list uses it.
 */
export function useMarkAllNotificationsRead() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const refresh = useRefreshNotifications();
  return useMutation<void, ShellCallError, readonly number[]>({
    mutationFn: async (ids) => {
      for (const id of ids) {
        await dataProvider.markNotificationRead(id);
        // Done on the server: shown as read at once, ahead of the list asked again at the end.
        queryClient.setQueryData<ShellNotification[]>(NOTIFICATION_KEYS.list, (rows) =>
          rows?.map((n) => (n.id === id && !n.read_at ? { ...n, read_at: new Date().toISOString() } : n)),
        );
        const count = await dataProvider.getNotificationsCount().catch(() => undefined);
        if (count !== undefined) queryClient.setQueryData(NOTIFICATION_KEYS.count, count);
      }
    },
    onSettled: () => refresh(),
  });
}
