import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import { useCallback } from 'react';
import type { AppDataProvider } from '../../providers';
import type { ShellCallError } from '../../providers/shellApi';
import { NOTIFICATIONS_REFRESH_MS } from '../constants';

export const NOTIFICATION_KEYS = {
  all: ['shell', 'notifications'] as const,
  count: ['shell', 'notifications', 'count'] as const,
  list: ['shell', 'notifications', 'list'] as const,
};

/**
 * The unread count (SPEC §7), asked every minute and whenever a push message arrives.
 * A failed call keeps its `errors` in `error` (SPEC §8); the last good count stays shown.
 */
export function useUnreadCount() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery<number, ShellCallError>({
    queryKey: NOTIFICATION_KEYS.count,
    queryFn: () => dataProvider.getNotificationsCount(),
    refetchInterval: NOTIFICATIONS_REFRESH_MS,
    refetchIntervalInBackground: false,
    retry: false,
  });
}

export function useNotificationList(enabled = true) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: NOTIFICATION_KEYS.list,
    queryFn: () => dataProvider.getNotifications(),
    enabled,
    retry: false,
  });
}

/** Asks the count and the list again (after a push message, a mark-as-read). */
export function useRefreshNotifications() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: NOTIFICATION_KEYS.all }), [queryClient]);
}

export function useMarkNotificationRead() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const refresh = useRefreshNotifications();
  return useMutation<void, ShellCallError, number>({
    mutationFn: (id) => dataProvider.markNotificationRead(id),
    onSettled: () => refresh(),
  });
}
