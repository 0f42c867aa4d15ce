import { PAGE_LOADING_MARKER_DELAY_MS } from '../config/constants';

/**
 * The page-loading marker of SPEC §4: on while requests are in flight, removed 2 s after
 * the last response (a new request in that window keeps it on).
 */
export interface LoadingMarker {
  readonly visible: boolean;
  readonly inFlight: number;
  requestStarted(): void;
  requestEnded(): void;
  subscribe(listener: (visible: boolean) => void): () => void;
}

export function createLoadingMarker(delayMs = PAGE_LOADING_MARKER_DELAY_MS): LoadingMarker {
  let inFlight = 0;
  let visible = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<(v: boolean) => void>();
  const setVisible = (v: boolean) => {
    if (v === visible) return;
    visible = v;
    listeners.forEach((l) => l(v));
  };
  return {
    get visible() {
      return visible;
    },
    get inFlight() {
      return inFlight;
    },
    requestStarted() {
      inFlight += 1;
      if (timer !== undefined) {
        clearTimeout(timer);
        timer = undefined;
      }
      setVisible(true);
    },
    requestEnded() {
      inFlight = Math.max(0, inFlight - 1);
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        if (inFlight === 0) setVisible(false);
      }, delayMs);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const loadingMarker = createLoadingMarker();
