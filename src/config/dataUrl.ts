import { FORBIDDEN, MAX_LENGTH, PROBE_ORIGIN, safeUrl } from './safeUrl';

const IMAGE_DATA = /^data:image\/(png|jpeg|gif|webp|avif|svg\+xml)[;,]/i;
/** An inline image may be larger than a link (the demo inlines small uploads); a bound still. */
const MAX_IMAGE_DATA_LENGTH = 4 * 1024 * 1024;

/**
 * THE allow-list of a URL from data (a stored file's path, an avatar, a logo, an attachment)
 * before it reaches `href`, `src` or `srcset` (docs/widgets.md "URLs from data"): a relative
 * path (`/storage/a.png`, `uploads/a.png`), an absolute http(s) URL without credentials, or a
 * `blob:` URL of this page. An image source may also be an inline raster or SVG image
 * (`data:image/…`: drawn by <img>, which runs no script); a link never. Anything else (a
 * `javascript:`, `data:text/html`, `vbscript:` or unknown scheme, controls or bidi characters)
 * is `null`: the caller draws the text, never the element.
 */
export function dataUrl(raw: unknown, use: 'link' | 'image'): string | null {
  if (typeof raw !== 'string' || !raw) return null;
  if (use === 'image' && IMAGE_DATA.test(raw)) return raw.length <= MAX_IMAGE_DATA_LENGTH && !FORBIDDEN.test(raw) ? raw : null;
  if (raw.length > MAX_LENGTH || FORBIDDEN.test(raw)) return null;
  if (raw.startsWith('/')) return safeUrl(raw);
  let url: URL;
  try {
    url = new URL(raw, `${PROBE_ORIGIN}/`);
  } catch {
    return null;
  }
  if (url.origin === PROBE_ORIGIN && !/^[a-z][a-z0-9+.-]*:/i.test(raw))
    return raw.startsWith('.') || raw.startsWith('?') || raw.startsWith('#') ? null : raw;
  if (url.protocol === 'blob:') {
    const own = typeof window === 'undefined' ? null : window.location.origin;
    return own && raw.startsWith(`blob:${own}/`) ? raw : null;
  }
  if ((url.protocol === 'https:' || url.protocol === 'http:') && /^https?:\/\/[^/]/i.test(raw) && !url.username && !url.password)
    return url.href;
  return null;
}
