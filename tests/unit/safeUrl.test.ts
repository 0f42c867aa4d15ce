import { describe, expect, it } from 'vitest';
import { safeAppPath, safeUrl } from '../../src/config/safeUrl';

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
