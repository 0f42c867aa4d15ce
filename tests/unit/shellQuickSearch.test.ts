import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQuickSearch, type QuickSearchState } from '../../src/shell/search/scheduler';
import { QUICK_SEARCH_DEBOUNCE_MS, QUICK_SEARCH_DELAY_MS } from '../../src/shell/constants';

describe('quick search timing (SPEC §7, §9)', () => {
  let search: ReturnType<typeof vi.fn<(q: string, s: AbortSignal) => Promise<string>>>;
  let states: QuickSearchState[];
  beforeEach(() => {
    vi.useFakeTimers();
    search = vi.fn((q: string) => Promise.resolve(`<p>${q}</p>`));
    states = [];
  });
  afterEach(() => vi.useRealTimers());
  const make = () => createQuickSearch({ search, onChange: (s) => states.push(s) });

  it('should send nothing for one character', async () => {
    const qs = make();
    qs.input('a');
    await vi.advanceTimersByTimeAsync(5000);
    expect(search).not.toHaveBeenCalled();
    expect(qs.state.status).toBe('short');
  });

  it('should send after the 200 ms debounce plus the 1 s delay, not before', async () => {
    const qs = make();
    qs.input('ri');
    await vi.advanceTimersByTimeAsync(QUICK_SEARCH_DEBOUNCE_MS + QUICK_SEARCH_DELAY_MS - 1);
    expect(search).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(search).toHaveBeenCalledTimes(1);
    expect(search.mock.calls[0][0]).toBe('ri');
    await vi.advanceTimersByTimeAsync(0);
    expect(qs.state).toEqual({ status: 'done', query: 'ri', html: '<p>ri</p>' });
  });

  it('should restart the wait while the operator keeps typing and send only the last text', async () => {
    const qs = make();
    qs.input('ri');
    await vi.advanceTimersByTimeAsync(150);
    qs.input('riy');
    await vi.advanceTimersByTimeAsync(900);
    qs.input('riya');
    await vi.advanceTimersByTimeAsync(QUICK_SEARCH_DEBOUNCE_MS + QUICK_SEARCH_DELAY_MS);
    expect(search.mock.calls.map((c) => c[0])).toEqual(['riya']);
  });

  it('should not request the same text a second time', async () => {
    const qs = make();
    qs.input('saudi');
    await vi.advanceTimersByTimeAsync(2000);
    qs.input('saudi ');
    await vi.advanceTimersByTimeAsync(2000);
    qs.input('saud');
    await vi.advanceTimersByTimeAsync(2000);
    qs.input('saudi');
    await vi.advanceTimersByTimeAsync(2000);
    expect(search.mock.calls.map((c) => c[0])).toEqual(['saudi', 'saud']);
    expect(qs.state).toEqual({ status: 'done', query: 'saudi', html: '<p>saudi</p>' });
  });

  it('should report a failure and allow the same text to be tried again', async () => {
    search.mockRejectedValueOnce(new Error('offline'));
    const qs = make();
    qs.input('jed');
    await vi.advanceTimersByTimeAsync(2000);
    expect(qs.state.status).toBe('error');
    qs.input('jed');
    await vi.advanceTimersByTimeAsync(2000);
    expect(search).toHaveBeenCalledTimes(2);
    expect(qs.state.status).toBe('done');
  });

  it('should drop the answer of a search overtaken by newer typing', async () => {
    let resolveFirst: (html: string) => void = () => undefined;
    search.mockImplementationOnce(() => new Promise((r) => (resolveFirst = r)));
    const qs = make();
    qs.input('du');
    await vi.advanceTimersByTimeAsync(1200);
    expect(search.mock.calls[0][1].aborted).toBe(false);
    qs.input('dub');
    expect(search.mock.calls[0][1].aborted).toBe(true);
    resolveFirst('<p>stale</p>');
    await vi.advanceTimersByTimeAsync(1200);
    expect(qs.state).toEqual({ status: 'done', query: 'dub', html: '<p>dub</p>' });
    expect(states.some((s) => s.html === '<p>stale</p>')).toBe(false);
  });
});
