/**
 * Whether the session ended under the operator's feet (a 401 on a request). While it has,
 * the screen stays where it is, with everything typed, and a sign-in dialog asks for the
 * password again; the route guard does not send the operator away.
 * Signing out on purpose, or having no session at all, is not "expired".
 */
type Listener = (expired: boolean) => void;

export interface SessionState {
  readonly expired: boolean;
  /** A request was refused with 401: the token is gone, the sign-in dialog shows. */
  expire(): void;
  /** Signed in again (or out on purpose): the dialog closes. */
  resume(): void;
  subscribe(listener: Listener): () => void;
}

export function createSessionState(): SessionState {
  let expired = false;
  const listeners = new Set<Listener>();
  const set = (next: boolean) => {
    if (expired === next) return;
    expired = next;
    listeners.forEach((l) => l(next));
  };
  return {
    get expired() {
      return expired;
    },
    expire: () => set(true),
    resume: () => set(false),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app's one session state. */
export const sessionState = createSessionState();
