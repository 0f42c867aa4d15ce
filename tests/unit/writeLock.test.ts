import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WRITE_LOCK_FAILURE_RELEASE_MS, WRITE_LOCK_SAFETY_RELEASE_MS } from '../../src/config/constants';
import { createWriteLock, isLockedMethod, whenOpen, type WriteLockState } from '../../src/providers/writeLock';

describe('writeLock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('should use the SPEC §9 write lock time of 2 s for failures', () => {
    expect(WRITE_LOCK_FAILURE_RELEASE_MS).toBe(2000);
  });

  it('should have a safety release longer than the failure release', () => {
    expect(WRITE_LOCK_SAFETY_RELEASE_MS).toBeGreaterThan(WRITE_LOCK_FAILURE_RELEASE_MS);
  });

  it('should start open', () => {
    expect(createWriteLock().state).toBe('open');
  });

  it('should move from open to sending on acquire', () => {
    const lock = createWriteLock();
    expect(lock.acquire()).toBe(true);
    expect(lock.state).toBe('sending');
  });

  it('should refuse acquire while sending', () => {
    const lock = createWriteLock();
    lock.acquire();
    expect(lock.acquire()).toBe(false);
    expect(lock.state).toBe('sending');
  });

  it('should refuse acquire while cooling after a failure', () => {
    const lock = createWriteLock();
    lock.acquire();
    lock.failed();
    expect(lock.state).toBe('cooling');
    expect(lock.acquire()).toBe(false);
    expect(lock.state).toBe('cooling');
  });

  it('should refuse acquire while awaiting a read after a success', () => {
    const lock = createWriteLock();
    lock.acquire();
    lock.succeeded();
    expect(lock.state).toBe('awaiting-read');
    expect(lock.acquire()).toBe(false);
    expect(lock.state).toBe('awaiting-read');
  });

  it('should still be locked at 1999 ms after a failure and open at 2000 ms', () => {
    const lock = createWriteLock();
    lock.acquire();
    lock.failed();
    vi.advanceTimersByTime(1999);
    expect(lock.state).toBe('cooling');
    expect(lock.acquire()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(lock.state).toBe('open');
    expect(lock.acquire()).toBe(true);
  });

  it('should not be released by a read while cooling', () => {
    const lock = createWriteLock();
    lock.acquire();
    lock.failed();
    lock.readCompleted();
    expect(lock.state).toBe('cooling');
  });

  it('should release the lock when a read completes after a success', () => {
    const lock = createWriteLock();
    lock.acquire();
    lock.succeeded();
    lock.readCompleted();
    expect(lock.state).toBe('open');
    expect(lock.acquire()).toBe(true);
  });

  it('should not reopen on the old safety timer after a read released the lock and a new write started', () => {
    const lock = createWriteLock();
    lock.acquire();
    lock.succeeded();
    lock.readCompleted();
    lock.acquire();
    vi.advanceTimersByTime(WRITE_LOCK_SAFETY_RELEASE_MS + 1);
    expect(lock.state).toBe('sending');
  });

  it('should release after WRITE_LOCK_SAFETY_RELEASE_MS when no read completes', () => {
    const lock = createWriteLock();
    lock.acquire();
    lock.succeeded();
    vi.advanceTimersByTime(WRITE_LOCK_SAFETY_RELEASE_MS - 1);
    expect(lock.state).toBe('awaiting-read');
    vi.advanceTimersByTime(1);
    expect(lock.state).toBe('open');
  });

  it('should honour custom release times', () => {
    const lock = createWriteLock({ failureReleaseMs: 50, safetyReleaseMs: 70 });
    lock.acquire();
    lock.failed();
    vi.advanceTimersByTime(50);
    expect(lock.state).toBe('open');
    lock.acquire();
    lock.succeeded();
    vi.advanceTimersByTime(69);
    expect(lock.state).toBe('awaiting-read');
    vi.advanceTimersByTime(1);
    expect(lock.state).toBe('open');
  });

  it('should do nothing when a read completes while sending', () => {
    const lock = createWriteLock();
    lock.acquire();
    lock.readCompleted();
    expect(lock.state).toBe('sending');
  });

  it('should do nothing when a read completes while open', () => {
    const lock = createWriteLock();
    lock.readCompleted();
    expect(lock.state).toBe('open');
  });

  it('should ignore succeeded and failed when nothing is being sent', () => {
    const lock = createWriteLock();
    lock.succeeded();
    expect(lock.state).toBe('open');
    lock.failed();
    expect(lock.state).toBe('open');
    vi.advanceTimersByTime(WRITE_LOCK_SAFETY_RELEASE_MS * 2);
    expect(lock.state).toBe('open');
  });

  it('should notify subscribers of every transition in order', () => {
    const lock = createWriteLock();
    const seen: WriteLockState[] = [];
    lock.subscribe((s) => seen.push(s));
    lock.acquire();
    lock.failed();
    vi.advanceTimersByTime(WRITE_LOCK_FAILURE_RELEASE_MS);
    lock.acquire();
    lock.succeeded();
    lock.readCompleted();
    expect(seen).toEqual(['sending', 'cooling', 'open', 'sending', 'awaiting-read', 'open']);
  });

  it('should not notify for a refused acquire', () => {
    const lock = createWriteLock();
    lock.acquire();
    const listener = vi.fn();
    lock.subscribe(listener);
    lock.acquire();
    expect(listener).not.toHaveBeenCalled();
  });

  it('should stop notifying after unsubscribe', () => {
    const lock = createWriteLock();
    const listener = vi.fn();
    const unsubscribe = lock.subscribe(listener);
    lock.acquire();
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    lock.failed();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('should open the lock on reset and drop the pending timer', () => {
    const lock = createWriteLock();
    lock.acquire();
    lock.failed();
    lock.reset();
    expect(lock.state).toBe('open');
    lock.acquire();
    // the old cooling timer must not reopen the freshly acquired lock
    vi.advanceTimersByTime(WRITE_LOCK_FAILURE_RELEASE_MS * 2);
    expect(lock.state).toBe('sending');
  });

  it('should open the lock on reset from sending and from awaiting-read', () => {
    const lock = createWriteLock();
    lock.acquire();
    lock.reset();
    expect(lock.state).toBe('open');
    lock.acquire();
    lock.succeeded();
    lock.reset();
    expect(lock.state).toBe('open');
  });

  it('should treat PUT, PATCH and DELETE as locked methods, case-insensitively', () => {
    for (const m of ['PUT', 'PATCH', 'DELETE', 'put', 'patch', 'delete']) expect(isLockedMethod(m)).toBe(true);
  });

  it('should not treat GET or POST as locked methods', () => {
    for (const m of ['GET', 'POST', 'get', 'post', 'HEAD', 'OPTIONS']) expect(isLockedMethod(m)).toBe(false);
  });

  it('should let a second attempt wait for the lock a refused write holds, then go', async () => {
    const lock = createWriteLock();
    lock.acquire();
    lock.failed();
    let went = false;
    void whenOpen(lock).then(() => (went = true));
    await vi.advanceTimersByTimeAsync(WRITE_LOCK_FAILURE_RELEASE_MS - 1);
    expect(went).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(went).toBe(true);
    expect(lock.acquire()).toBe(true);
  });
});
