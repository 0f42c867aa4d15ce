import type { Config, DOMPurify } from 'dompurify';
import { safeAppPath } from '../../config/safeUrl';
import { isolateBidi } from '../../locale/bidi';
import { withTimeout } from '../../config/chunkTimeout';

/**
 * What the quick-search fragment may contain: text, structure and links. No scripts, no
 * styles, no forms or embedded documents, no event handlers (DOMPurify drops every `on*`
 * attribute), and links only to the app's own paths (src/config/safeUrl.ts): any other link
 * loses its address and stays as plain text.
 */
export const SANITIZE_CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'style',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'option',
    'iframe',
    'frame',
    'object',
    'embed',
    'link',
    'meta',
    'base',
    'svg',
    'math',
    'template',
  ],
  FORBID_ATTR: ['style', 'target', 'srcset', 'formaction', 'action', 'ping'],
  ALLOW_DATA_ATTR: false,
};

let instance: Promise<DOMPurify> | undefined;

/** DOMPurify is loaded with the first result, never with the page (DESIGN: heavy code on first use). */
function purifier(): Promise<DOMPurify> {
  instance ??= withTimeout(() => import('dompurify')).then(({ default: createDOMPurify }) => {
    // An instance of our own, so our hook never leaks into another user of the library.
    const purify = createDOMPurify(window);
    // Text of the fragment with bidi controls: isolated, so it cannot reorder what follows it.
    purify.addHook('afterSanitizeElements', (node) => {
      if (node.nodeType === 3 && node.textContent) node.textContent = isolateBidi(node.textContent);
    });
    purify.addHook('afterSanitizeAttributes', (node) => {
      if (node.nodeName !== 'A') return;
      const path = safeAppPath(node.getAttribute('href'));
      node.removeAttribute('target');
      node.removeAttribute('rel');
      if (path === null) {
        // Shown as text: no address to follow, nothing to focus.
        node.removeAttribute('href');
        return;
      }
      // The address the browser would open (middle click, copy link) carries the sub-path the
      // app is served under; a click is handled by the router with the app path.
      node.setAttribute('href', hrefOf(path));
    });
    return purify;
  });
  return instance;
}

/** Fail closed: where DOMPurify cannot work, the fragment is shown as plain text. */
const asText = (html: string) =>
  html.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export async function sanitizeHtml(html: string): Promise<string> {
  const purify = await purifier();
  if (!purify.isSupported) return asText(html);
  return purify.sanitize(html, { ...SANITIZE_CONFIG, RETURN_TRUSTED_TYPE: false }) as string;
}

/** The browser address of an app path: the app may be served under a sub-path (Vite `base`). */
export function hrefOf(path: string): string {
  return `${basePath()}${path}`;
}

// `?.`: the sanitiser is also bundled on its own for the in-browser XSS test, without Vite.
const basePath = () => (import.meta.env?.BASE_URL ?? '/').replace(/\/$/, '');

/** The app path of a link the sanitiser kept (its href is `hrefOf(path)`), or null. */
export function appPathOf(href: string | null): string | null {
  const base = basePath();
  if (href === null || !href.startsWith(`${base}/`)) return null;
  return safeAppPath(href.slice(base.length));
}

/**
 * The sanitised fragment with each occurrence of what the operator typed marked (`<mark>`), in
 * the results' text but not in their section headings. Works on the parsed, inert fragment: the
 * marks are elements made here and the text stays text, so the needle cannot add markup.
 */
export function markMatches(html: string, needle: string): string {
  const want = needle.trim().toLowerCase();
  if (!want) return html;
  const template = document.createElement('template');
  template.innerHTML = html;
  const walker = document.createTreeWalker(template.content, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  while (walker.nextNode()) texts.push(walker.currentNode as Text);
  for (const node of texts) {
    if (node.parentElement?.closest('h1, h2, h3, h4, h5, h6, mark')) continue;
    const text = node.data;
    const lower = text.toLowerCase();
    let at = lower.indexOf(want);
    if (at < 0 || lower.length !== text.length) continue;
    const parts = document.createDocumentFragment();
    let from = 0;
    while (at >= 0) {
      parts.append(text.slice(from, at));
      const mark = document.createElement('mark');
      mark.textContent = text.slice(at, at + want.length);
      parts.append(mark);
      from = at + want.length;
      at = lower.indexOf(want, from);
    }
    parts.append(text.slice(from));
    node.replaceWith(parts);
  }
  return template.innerHTML;
}
