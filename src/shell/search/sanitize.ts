import type { Config, DOMPurify } from 'dompurify';

/**
 * What the quick-search fragment may contain: text, structure and links. No scripts, no
 * styles, no forms or embedded documents, no event handlers (DOMPurify drops every `on*`
 * attribute), and links only to http(s), mailto, tel or relative addresses (DOMPurify's URI
 * check drops `javascript:`, `vbscript:` and `data:` links).
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
  instance ??= import('dompurify').then(({ default: createDOMPurify }) => {
    // An instance of our own, so our hook never leaks into another user of the library.
    const purify = createDOMPurify(window);
    purify.addHook('afterSanitizeAttributes', (node) => {
      if (node.nodeName !== 'A') return;
      const href = node.getAttribute('href');
      if (!href) return;
      if (isInternalHref(href)) return;
      // Anything leaving the app opens in a new tab, without access to this window.
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
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

/** A link inside the app: a path (`/users/users/edit/3`) or an absolute URL of this origin. */
export function isInternalHref(href: string, origin: string = window.location.origin): boolean {
  if (href.startsWith('//')) return false;
  if (href.startsWith('/')) return true;
  try {
    return new URL(href, origin).origin === origin && /^https?:/i.test(href);
  } catch {
    return false;
  }
}

/** The app path of an internal link, for client-side navigation. */
export function appPath(href: string, origin: string = window.location.origin): string {
  const url = new URL(href, origin);
  return `${url.pathname}${url.search}${url.hash}`;
}
