import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useStoreContext } from 'ra-core';
import { ACTIVITY_STORE_KEY, appendEntry, entryFromMutation, type ActivityEntry } from './activityLog';

/** Listens to react-admin's mutations and records each successful write in the operator's log. */
export function ActivityRecorder() {
  const queryClient = useQueryClient();
  const store = useStoreContext();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success') return;
        const entry = entryFromMutation(event.mutation);
        if (!entry) return;
        store.setItem(ACTIVITY_STORE_KEY, appendEntry(store.getItem<ActivityEntry[]>(ACTIVITY_STORE_KEY), entry));
      }),
    [queryClient, store],
  );
  return null;
}
