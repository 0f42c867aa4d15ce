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
