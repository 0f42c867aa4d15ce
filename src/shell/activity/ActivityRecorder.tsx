import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useStoreContext } from 'ra-core';
import { lazyModule } from '../../config/chunks';
import type { ActivityEntry } from './activityLog';

/** The log's code comes with the first write that succeeds: the first screen writes nothing. */
const activityLog = lazyModule(() => import('./activityLog'));

/**
 * Listens to react-admin's mutations and records each successful write in the operator's log,
 * at the time it succeeded, in the order they succeeded. (If the log's code cannot arrive, that
 * entry is left out: the write itself is done.)
 */
export function ActivityRecorder() {
  const queryClient = useQueryClient();
  const store = useStoreContext();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success') return;
        const { mutation } = event;
        const at = new Date();
        activityLog.load().then(
          ({ ACTIVITY_STORE_KEY, appendEntry, entryFromMutation }) => {
            const entry = entryFromMutation(mutation, at);
            if (entry) store.setItem(ACTIVITY_STORE_KEY, appendEntry(store.getItem<ActivityEntry[]>(ACTIVITY_STORE_KEY), entry));
          },
          () => undefined,
        );
      }),
    [queryClient, store],
  );
  return null;
}
