import { WRITE_LOCK_FAILURE_RELEASE_MS, WRITE_LOCK_SAFETY_RELEASE_MS } from '../config/constants';

/**
 * The write lock of SPEC §4, as a small pure state machine:
 *
 *   open --acquire--> sending --failed--> cooling (2 s) --> open
 *                        \--succeeded--> awaiting-read --read completed--> open
 *                                             \--safety timeout--> open
 *
 * While the lock is not `open`, `acquire()` answers false: the caller must send nothing
 * and must not report the write as saved.
 */
export type WriteLockState = 'open' | 'sending' | 'cooling' | 'awaiting-read';

export interface WriteLockOptions {
  failureReleaseMs?: number;
  safetyReleaseMs?: number;
}

export interface WriteLock {
  readonly state: WriteLockState;
  /** True when a write may be sent now; the lock is then held until the write settles. */
  acquire(): boolean;
  succeeded(): void;
  failed(): void;
  /** A read (GET) finished: releases a lock that waits for one. */
  readCompleted(): void;
  subscribe(listener: (state: WriteLockState) => void): () => void;
  /** Drops any timer and opens the lock (sign-out, tests). */
  reset(): void;
}

export function createWriteLock(options: WriteLockOptions = {}): WriteLock {
  const failureReleaseMs = options.failureReleaseMs ?? WRITE_LOCK_FAILURE_RELEASE_MS;
  const safetyReleaseMs = options.safetyReleaseMs ?? WRITE_LOCK_SAFETY_RELEASE_MS;
  let state: WriteLockState = 'open';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<(s: WriteLockState) => void>();

  const set = (next: WriteLockState) => {
    if (timer !== undefined) {
      clearTimeout(timer);
      timer = undefined;
    }
    state = next;
    listeners.forEach((l) => l(next));
  };
  const openAfter = (ms: number) => {
    timer = setTimeout(() => {
      timer = undefined;
      set('open');
    }, ms);
  };

  return {
    get state() {
      return state;
    },
    acquire() {
      if (state !== 'open') return false;
      set('sending');
      return true;
    },
    succeeded() {
      if (state !== 'sending') return;
      set('awaiting-read');
      openAfter(safetyReleaseMs);
    },
    failed() {
      if (state !== 'sending') return;
      set('cooling');
      openAfter(failureReleaseMs);
    },
    readCompleted() {
      if (state === 'awaiting-read') set('open');
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reset() {
      set('open');
    },
  };
}

/** Methods that take the lock (SPEC §4: put, patch, delete or update). */
export function isLockedMethod(method: string): boolean {
  const m = method.toUpperCase();
  return m === 'PUT' || m === 'PATCH' || m === 'DELETE';
}

/** The app-wide lock every write goes through. */
export const writeLock = createWriteLock();

/**
 * Resolves when `lock` lets a write through again: what a second attempt the operator already
 * asked for waits for (a save after a refused one, whose failure holds the lock 2 s), instead of
 * being dropped as a second activation.
 */
export function whenOpen(lock: WriteLock = writeLock): Promise<void> {
  if (lock.state === 'open') return Promise.resolve();
  return new Promise((resolve) => {
    const stop = lock.subscribe((state) => {
      if (state !== 'open') return;
      stop();
      resolve();
    });
  });
}
