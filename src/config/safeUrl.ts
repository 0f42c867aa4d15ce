/**
 * THE check for every URL that comes from data (notifications, quick-search fragments,
 * uploaded files…) before it is rendered as a link or navigated to (docs/decisions.md
 * "Security").
 *
 * By default only the app's own relative paths pass (`/users/users/edit/3?x=1#top`): they are
 * returned as the app path to hand to the router. Everything else is refused (`null`), and the
 * caller shows the text without a link or nothing at all:
 *  - protocol-relative and backslash forms (`//x`, `/\x`, `\\x`, `/%5Cx` is kept as a path),
 *  - any scheme (`javascript:`, `data:`, `vbscript:`, `http:`…), other origins,
 *  - whitespace, control, bidi and zero-width characters anywhere (browsers strip or fold some
 *    of them before parsing, so `/\t/evil.example` would become `//evil.example`),
 *  - non-strings, empty or over-long values, and whatever the URL parser rejects.
 *
 * `origins` lets a caller accept absolute http(s) URLs of named origins as well (an uploaded
 * file served by the API); those come back as the full URL, never as an app path.
 */
export interface SafeUrlOptions {
  /** Absolute URLs of these origins (e.g. the API's) are accepted as they are. */
  origins?: readonly string[];
}

export const MAX_LENGTH = 2048;
// C0/C1 controls, every Unicode space, bidi controls, zero-width and BOM characters, backslash.
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
export const FORBIDDEN = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff\\]/;
export const PROBE_ORIGIN = 'https://app.invalid';

function originOf(raw: string): string | null {
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

export function safeUrl(raw: unknown, options: SafeUrlOptions = {}): string | null {
  if (typeof raw !== 'string' || !raw || raw.length > MAX_LENGTH || FORBIDDEN.test(raw)) return null;
  if (raw.startsWith('/')) {
    if (raw.startsWith('//')) return null;
    let url: URL;
    try {
      url = new URL(raw, PROBE_ORIGIN);
    } catch {
      return null;
    }
    // Dot segments can fold into a protocol-relative path: `/..//evil.example`.
    if (url.origin !== PROBE_ORIGIN || url.pathname.startsWith('//')) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  }
  const allowed = options.origins?.map(originOf).filter((o): o is string => o !== null) ?? [];
  if (!allowed.length || !/^https?:\/\/[^/]/i.test(raw)) return null;
  const origin = originOf(raw);
  if (!origin || !allowed.includes(origin)) return null;
  const url = new URL(raw);
  if (url.username || url.password) return null;
  return url.href;
}

/** An app path from data, or null: `safeUrl` without any other origin. */
export function safeAppPath(raw: unknown): string | null {
  return safeUrl(raw);
}
