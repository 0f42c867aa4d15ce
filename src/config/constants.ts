/** Timings and limits from SPEC §9, in one place so tests and code agree. */
export const ALERT_DURATION_MS = 2500;
export const WRITE_LOCK_FAILURE_RELEASE_MS = 2000;
/**
 * DESIGN "Write lock": a lock that no read releases is released after this long, so the
 * app can never end up refusing every write (e.g. a save whose screen makes no read after it).
 */
export const WRITE_LOCK_SAFETY_RELEASE_MS = 10000;
export const PAGE_LOADING_MARKER_DELAY_MS = 2000;
export const SCROLL_TO_TOP_DELAY_MS = 100;
export const CHUNK_LOAD_TIMEOUT_MS = 120000;
/**
 * Client time limits (SPEC §8): a request with no answer by then is aborted, the
 * write lock released, the operator told, and the input kept. Reads and writes 30 s; uploads
 * (and lazy chunks, CHUNK_LOAD_TIMEOUT_MS) 120 s.
 */
export const REQUEST_TIMEOUTS_MS = { read: 30000, write: 30000, upload: 120000 } as const;
/**
 * How long a list's rows wait for the records their reference columns name (fetched with the
 * page, `prefetchReferences`). Past it the rows show and each such column asks by itself, so a
 * slow or hung lookup costs its cells, not the list (it held the whole page up to the 30 s
 * read limit).
 */
export const REFERENCE_WAIT_MS = 4000;
/**
 * A write identical to one still in flight (same method, URL and body), or to one that
 * succeeded this recently, is the same activation (a double click, a second Enter): it gets
 * the first one's answer and sends nothing.
 */
export const DUPLICATE_WRITE_WINDOW_MS = 1500;
/**
 * A details or edit page asks whether its record moved on when the operator comes back to the
 * tab, and at most this often while the tab is in view (docs/decisions.md "Versions").
 */
export const STALE_CHECK_MS = 30000;
/**
 * The list import (docs/widgets.md "Import"): at most this many rows a file; creates in flight
 * at once (a few: the API is not flooded, 1,000 rows still take seconds); further attempts of a
 * row after a time-out, a network failure or a 5xx, each with the row's own Idempotency-Key.
 */
export const IMPORT_MAX_ROWS = 10000;
export const IMPORT_CONCURRENCY = 4;
export const IMPORT_RETRIES = 2;
