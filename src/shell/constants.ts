/** Timings and limits of the operator's shell, from SPEC §9 (and the shell's own, documented in docs/shell.md). */

/** Quick search starts at this many characters (SPEC §2, §9). */
export const QUICK_SEARCH_MIN_CHARS = 2;
/** Typing must pause this long before the search is scheduled (SPEC §7, §9). */
export const QUICK_SEARCH_DEBOUNCE_MS = 200;
/** …and the request then waits this much longer before it is sent (SPEC §7, §9). */
export const QUICK_SEARCH_DELAY_MS = 1000;

/** Menu accordion slide (SPEC §9). */
export const MENU_ACCORDION_MS = 200;
/** A hover dropdown of the minimised aside closes this long after the pointer leaves (SPEC §9). */
export const MENU_DROPDOWN_HOVER_TIMEOUT_MS = 500;

/** The scroll-to-top button shows after this much scroll (SPEC §9). */
export const SCROLL_TOP_THRESHOLD_PX = 300;
/** The back-to-top button's size (MUI's small Fab) and its distance from the window's corner. */
export const SCROLL_TOP_SIZE_PX = 40;
export const SCROLL_TOP_INSET_PX = 24;
/** …and scrolls up in this long (SPEC §9 gives 600 or 6000 ms; 6 s is not usable). */
export const SCROLL_TOP_DURATION_MS = 600;

/** The unread count is asked again this often (not in the SPEC: one minute, see docs/shell.md). */
export const NOTIFICATIONS_REFRESH_MS = 60000;

/** How many of the operator's own recent actions the log panel keeps. */
export const ACTIVITY_LOG_SIZE = 50;

/** Aside cookie lifetime: a year, like the theme the shell came from. */
export const ASIDE_COOKIE_MAX_AGE_S = 365 * 24 * 3600;

/** The user menu's profile header: room for a name and a job line, and within a 390 px phone beside the menu's margin. */
export const USER_MENU_WIDTH_PX = 300;
