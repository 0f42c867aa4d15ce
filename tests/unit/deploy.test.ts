import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderNginx } from '../../deploy/render-nginx.mjs';
import { contentSecurityPolicy, securityHeaders } from '../../deploy/security-headers.mjs';

describe('the header set (deploy/security-headers.mjs)', () => {
  it('should be the strict policy, with the API and push hosts only where asked', () => {
    expect(contentSecurityPolicy()).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self'; " +
        "connect-src 'self'; worker-src 'self' blob:; manifest-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'",
    );
    const withApi = contentSecurityPolicy({ api: 'https://api.example.com', push: 'https://fcmregistrations.googleapis.com' });
    expect(withApi).toContain("img-src 'self' data: blob: https://api.example.com;");
    expect(withApi).toContain("connect-src 'self' https://api.example.com https://fcmregistrations.googleapis.com;");
    expect(Object.keys(securityHeaders())).toEqual([
      'Content-Security-Policy',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
      'Cross-Origin-Opener-Policy',
    ]);
  });

  it('should be what the committed nginx templates say (run `node deploy/render-nginx.mjs` after a change)', () => {
    for (const [name, content] of Object.entries(renderNginx())) {
      expect(readFileSync(`deploy/nginx/${name}`, 'utf8'), name).toBe(content);
    }
  });
});
