import { useSyncExternalStore } from 'react';
import type { Catalog } from '../engine/catalog';
import { withTimeout } from '../config/chunks';

/**
 * The catalogue (all resource declarations and screens) is only needed once someone is
 * signed in, so it is its own chunk, kept out of the sign-in page's first load. It is
 * fetched at start-up when a token is stored, and by the sign-in itself otherwise; the
 * shell re-renders with its routes as soon as it arrives.
 */
let current: Catalog | undefined;
let pending: Promise<Catalog> | undefined;
const listeners = new Set<() => void>();

export function loadCatalog(): Promise<Catalog> {
  pending ??= withTimeout(() => import('./catalog')).then(
    (m) => {
      current = m.catalog;
      for (const listener of listeners) listener();
      return m.catalog;
    },
    (error: unknown) => {
      // A failed fetch may be retried by the next sign-in or page load.
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

/** The catalogue if it has arrived, else undefined (never while someone is signed in). */
export function currentCatalog(): Catalog | undefined {
  return current;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The catalogue for rendering: undefined until loaded, then a re-render with it. */
export function useLoadedCatalog(): Catalog | undefined {
  return useSyncExternalStore(subscribe, currentCatalog);
}
