// THE header set of the back-office (docs/deploy.md "Security headers"). One source:
//  - `vite preview` sends it (vite.config.ts), so every end-to-end test runs under it;
//  - deploy/nginx/default.conf.template is rendered from it (deploy/render-nginx.mjs; a unit
//    test fails when the committed file drifts), so production sends the same.
// The API's origin and the push hosts are only known where the app is deployed: they are
// parameters here, `${CSP_API}` / `${CSP_PUSH}` placeholders in the nginx template.

/** What the Firebase Web SDK contacts to register for push (installations, FCM registration). */
export const PUSH_HOSTS = ['https://firebaseinstallations.googleapis.com', 'https://fcmregistrations.googleapis.com'];

/**
 * The strict Content-Security-Policy, unchanged but for one written exception:
 * `style-src 'unsafe-inline'` (emotion, MUI's styling engine, inserts <style> elements at run
 * time; nonces would need a server that rewrites every response).
 *
 * @param {{ api?: string, push?: string }} [sources] extra sources: the API's origin, the push hosts
 * @returns {string}
 */
export function contentSecurityPolicy({ api = '', push = '' } = {}) {
  const join = (...parts) => parts.filter(Boolean).join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src ${join("'self'", 'data:', 'blob:', api)}`,
    "font-src 'self'",
    `connect-src ${join("'self'", api, push)}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * Every header the server adds to every answer.
 *
 * @param {{ api?: string, push?: string }} [sources]
 * @returns {Record<string, string>}
 */
export function securityHeaders(sources = {}) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(sources),
    'X-Content-Type-Options': 'nosniff',
    // The app never links out; API calls need no referrer either.
    'Referrer-Policy': 'no-referrer',
    // Nothing the back-office uses; push notifications are not a policy-controlled feature.
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), midi=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}
