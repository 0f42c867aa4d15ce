import { QUICK_SEARCH_DEBOUNCE_MS, QUICK_SEARCH_DELAY_MS, QUICK_SEARCH_MIN_CHARS } from '../constants';

export type QuickSearchStatus = 'idle' | 'short' | 'waiting' | 'loading' | 'done' | 'error';

export interface QuickSearchState {
  status: QuickSearchStatus;
  /** The trimmed text the state is about. */
  query: string;
  /** The server's fragment (unsanitised) when `status` is `done`. */
  html: string;
  /** What failed, when `status` is `error` (the screen says it, with Retry). */
  error?: unknown;
}

export interface QuickSearchOptions {
  search: (query: string, signal: AbortSignal) => Promise<string>;
  onChange: (state: QuickSearchState) => void;
  minChars?: number;
  debounceMs?: number;
  delayMs?: number;
  /** How many answers are kept, so going back to a text already searched asks nothing. */
  cacheSize?: number;
}

/**
 * Quick search timing (SPEC §2, §7, §9): nothing under 2 characters; the request goes
 * 200 ms after typing stops plus a 1 s delay; text already searched is never asked again
 * (its answer is kept); new typing cancels a pending or running search. A failure is not
 * kept, so the same text can be tried again.
 */
export function createQuickSearch(options: QuickSearchOptions) {
  const minChars = options.minChars ?? QUICK_SEARCH_MIN_CHARS;
  const debounceMs = options.debounceMs ?? QUICK_SEARCH_DEBOUNCE_MS;
  const delayMs = options.delayMs ?? QUICK_SEARCH_DELAY_MS;
  const cacheSize = options.cacheSize ?? 30;
  const cache = new Map<string, string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: { query: string; controller: AbortController } | undefined;
  let state: QuickSearchState = { status: 'idle', query: '', html: '' };

  const emit = (next: QuickSearchState) => {
    state = next;
    options.onChange(next);
  };
  const cancelTimer = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const abortRunning = () => {
    running?.controller.abort();
    running = undefined;
  };

  const send = (query: string) => {
    const controller = new AbortController();
    running = { query, controller };
    emit({ status: 'loading', query, html: '' });
    options.search(query, controller.signal).then(
      (html) => {
        if (controller.signal.aborted) return;
        running = undefined;
        cache.set(query, html);
        if (cache.size > cacheSize) cache.delete(cache.keys().next().value as string);
        emit({ status: 'done', query, html });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        running = undefined;
        emit({ status: 'error', query, html: '', error });
      },
    );
  };

  return {
    input(text: string) {
      const query = text.trim();
      if (query === state.query && state.status !== 'short' && state.status !== 'idle' && state.status !== 'error') return;
      cancelTimer();
      if (query.length < minChars) {
        abortRunning();
        emit({ status: query ? 'short' : 'idle', query, html: '' });
        return;
      }
      const known = cache.get(query);
      if (known !== undefined) {
        abortRunning();
        emit({ status: 'done', query, html: known });
        return;
      }
      if (running?.query === query) return;
      abortRunning();
      emit({ status: 'waiting', query, html: '' });
      timer = setTimeout(() => {
        timer = setTimeout(() => {
          timer = undefined;
          send(query);
        }, delayMs);
      }, debounceMs);
    },
    /** Asks again for the text whose search failed (the operator's Retry). */
    retry() {
      if (state.status !== 'error') return;
      cancelTimer();
      send(state.query);
    },
    get state() {
      return state;
    },
    dispose() {
      cancelTimer();
      abortRunning();
    },
  };
}
