import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// lodash's own, by its file path: the bare `lodash/debounce.js` is the app's stand-in (vitest.config.ts).
// @ts-expect-error -- lodash ships no types, and the app does not install @types/lodash for one test
import lodashDebounceUntyped from '../../node_modules/lodash/debounce.js';
import debounce from '../../src/shims/debounce';
import { random } from '../helpers/random';

type Made = ((...args: unknown[]) => unknown) & { cancel: () => void; flush: () => unknown };
const lodashDebounce = lodashDebounceUntyped as (f: (...args: unknown[]) => unknown, wait?: number) => Made;

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 });
});
afterEach(() => {
  vi.useRealTimers();
});

/**
 * One schedule run through a debounce implementation: calls with arguments and a `this`, cancels
 * and pauses, drawn from `seed` (react-admin never flushes; see the last test). Returns every
 * invocation (when, with what) and every answer.
 */
function play(make: typeof lodashDebounce, seed: number) {
  const next = random(seed);
  const wait = [0, 1, 16, 250, 500][Math.floor(next() * 5)];
  const log: unknown[] = [];
  let count = 0;
  const debounced = make(function (this: unknown, ...args: unknown[]) {
    count += 1;
    log.push(['run', Date.now(), this, args]);
    return `result ${count}`;
  }, wait);
  for (let step = 0; step < 40; step++) {
    const r = next();
    if (r < 0.6) log.push(['call', debounced.call({ step }, step, 'x')]);
    else if (r < 0.7) log.push(['cancel', debounced.cancel()]);
    vi.advanceTimersByTime(Math.floor(next() * wait * 2));
  }
  vi.advanceTimersByTime(wait + 1);
  log.push(['end', debounced.call(null, 'last')]);
  return { log, runs: count };
}

describe("the app's debounce (src/shims/debounce.ts) against lodash's", () => {
  it('should run and answer the same on 2,000 generated schedules', () => {
    let runs = 0;
    for (let seed = 1; seed <= 2000; seed++) {
      vi.setSystemTime(1_000_000);
      const theirs = play(lodashDebounce, seed);
      vi.clearAllTimers();
      vi.setSystemTime(1_000_000);
      const ours = play(debounce as unknown as typeof lodashDebounce, seed);
      vi.clearAllTimers();
      expect(ours, `seed ${seed}`).toEqual(theirs);
      runs += ours.runs;
    }
    // The schedules ran the function, many times.
    expect(runs).toBeGreaterThan(10_000);
  });

  it('should run once, wait after the last call, with its arguments and this', () => {
    const func = vi.fn((...args: number[]) => args.length);
    const debounced = debounce(func, 500);
    debounced(1);
    vi.advanceTimersByTime(400);
    debounced.call('second', 2, 3);
    vi.advanceTimersByTime(499);
    expect(func).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(func).toHaveBeenCalledTimes(1);
    expect(func.mock.calls[0]).toEqual([2, 3]);
    expect(func.mock.contexts[0]).toBe('second');
    expect(debounced(9)).toBe(2);
  });

  it('should run a pending call at once on flush, and only once', () => {
    const func = vi.fn((..._args: unknown[]) => 'ran');
    const debounced = debounce(func, 500);
    expect(debounced.flush()).toBeUndefined();
    debounced('a');
    expect(debounced.flush()).toBe('ran');
    vi.advanceTimersByTime(1000);
    expect(func).toHaveBeenCalledTimes(1);
    debounced('b');
    debounced.cancel();
    expect(debounced.flush()).toBe('ran');
    expect(func).toHaveBeenCalledTimes(1);
  });

  it('should refuse options rather than ignore them', () => {
    expect(() => debounce(() => 1, 10, { leading: true })).toThrow(/options are not built into this app/);
    expect(() => debounce('not a function' as unknown as () => void, 10)).toThrow(TypeError);
  });
});
