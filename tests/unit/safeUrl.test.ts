import { describe, expect, it } from 'vitest';
import { safeAppPath, safeUrl } from '../../src/config/safeUrl';
import { dataUrl } from '../../src/config/dataUrl';

// Hostile forms seen in open-redirect and XSS write-ups: each must be refused.
const HOSTILE: unknown[] = [
  '//evil.example',
  '//evil.example/dashboard',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\\/evil.example',
  '/..//evil.example',
  '/./..//evil.example/x',
  ' //evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r/evil.example',
  '\u0000/dashboard',
  '/dash\u0000board',
  '/\u200b/evil.example',
  '/\u202e/evil.example',
  '/dashboard\u2066x',
  '\ufeff/dashboard',
  '/\u00a0/evil.example',
  '/\u3000/evil.example',
  'https://evil.example/',
  'http://evil.example',
  'HTTPS://evil.example',
  'https:evil.example',
  'http:/evil.example',
  'ftp://evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'javascript&colon;alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:image/svg+xml;base64,PHN2Zz4=',
  'vbscript:msgbox(1)',
  'blob:https://app.invalid/123',
  'mailto:a@b.c',
  'tel:+1',
  'dashboard',
  './dashboard',
  '../dashboard',
  '#top',
  '?q=1',
  '',
  ' ',
  '/'.repeat(1) + 'a'.repeat(3000),
  null,
  undefined,
  42,
  {},
  ['/dashboard'],
  { toString: () => '/dashboard' },
];

describe('safeUrl: the one check for URLs from data', () => {
  it.each(HOSTILE.map((v) => [JSON.stringify(v) ?? String(v), v]))('should refuse %s', (_, value) => {
    expect(safeAppPath(value)).toBeNull();
    expect(safeUrl(value, { origins: ['https://api.example.com'] })).toBeNull();
  });

  it('should return the app path of a relative link, normalised', () => {
    expect(safeAppPath('/dashboard')).toBe('/dashboard');
    expect(safeAppPath('/users/users/edit/3?tab=1#top')).toBe('/users/users/edit/3?tab=1#top');
    expect(safeAppPath('/settings/../dashboard')).toBe('/dashboard');
    expect(safeAppPath('/a b')).toBeNull();
    expect(safeAppPath('/search?q=%2F%2Fevil')).toBe('/search?q=%2F%2Fevil');
  });

  it('should refuse absolute URLs unless their origin is named, and then only http(s) of that origin', () => {
    const origins = ['https://api.example.com/api'];
    expect(safeAppPath('https://api.example.com/storage/a.pdf')).toBeNull();
    expect(safeUrl('https://api.example.com/storage/a.pdf', { origins })).toBe('https://api.example.com/storage/a.pdf');
    expect(safeUrl('https://api.example.com.evil.example/a', { origins })).toBeNull();
    expect(safeUrl('https://user:pw@api.example.com/a', { origins })).toBeNull();
    expect(safeUrl('https://api.example.com:444/a', { origins })).toBeNull();
    expect(safeUrl('http://api.example.com/a', { origins })).toBeNull();
    expect(safeUrl('/storage/a.pdf', { origins })).toBe('/storage/a.pdf');
  });
});

describe('dataUrl: the one allow-list of src, href and srcset from data', () => {
  it('should let relative, http(s) and own blob: URLs through', () => {
    for (const use of ['link', 'image'] as const) {
      expect(dataUrl('/storage/a.png', use)).toBe('/storage/a.png');
      expect(dataUrl('uploads/2026/a.png', use)).toBe('uploads/2026/a.png');
      expect(dataUrl('https://cdn.example.com/a.png', use)).toBe('https://cdn.example.com/a.png');
      expect(dataUrl('http://api.example.com/storage/a.pdf', use)).toBe('http://api.example.com/storage/a.pdf');
      expect(dataUrl(`blob:${window.location.origin}/1b4e28ba`, use)).toBe(`blob:${window.location.origin}/1b4e28ba`);
    }
  });

  it('should refuse every other scheme, credentials, foreign blobs and hidden characters', () => {
    for (const use of ['link', 'image'] as const) {
      for (const bad of [
        'javascript:alert(1)',
        'JaVaScRiPt:alert(1)',
        ' javascript:alert(1)',
        'java\tscript:alert(1)',
        'vbscript:msgbox(1)',
        'data:text/html,<script>alert(1)</script>',
        'file:///etc/passwd',
        'https://user:pw@example.com/a.png',
        '//evil.example/a.png',
        'blob:https://evil.example/1b4e28ba',
        'https://example.com/\u202ea.png',
        '',
        42,
        null,
      ]) {
        expect(dataUrl(bad, use), `${use} ${String(bad)}`).toBeNull();
      }
    }
  });

  it('should take an inline image as a picture, never as a link', () => {
    const svg = 'data:image/svg+xml;charset=utf-8,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E';
    expect(dataUrl(svg, 'image')).toBe(svg);
    expect(dataUrl('data:image/png;base64,iVBORw0KGgo=', 'image')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(dataUrl(svg, 'link')).toBeNull();
    expect(dataUrl('data:image/svg+xml\u0000,x', 'image')).toBeNull();
  });
});
