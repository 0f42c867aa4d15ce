import { describe, expect, it } from 'vitest';
import { declarations } from '../../resources';
import { routeTemplates } from '../../src/engine/catalog';
import { matchPath, type PathMatch, type PathPattern } from '../../src/router/paths';
import { screens } from '../../src/screens';
import { random } from '../helpers/random';

/**
 * The reference: the router's matcher until session 21, one regular expression per pattern, as
 * React Router builds them. `matchPath` now walks the address along the pattern's segments
 * (src/router/paths.ts); it must answer the same.
 */
function referenceMatch(pattern: PathPattern, pathname: string): PathMatch | null {
  const { path, end = true, caseSensitive = false } = pattern;
  const names: { name: string; optional: boolean }[] = [];
  const splat = path.endsWith('*');
  let source =
    '^' +
    path
      .replace(/\/*\*?$/, '')
      .replace(/^\/*/, '/')
      .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
      .replace(/\/:([\w-]+)(\?)?/g, (_, name: string, optional?: string) => {
        names.push({ name, optional: Boolean(optional) });
        return optional ? '/?([^\\/]+)?' : '/([^\\/]+)';
      });
  if (splat) {
    names.push({ name: '*', optional: false });
    source += path === '*' || path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else if (end) source += '\\/*$';
  else if (path !== '' && path !== '/') source += '(?:(?=\\/|$))';
  const match = pathname.match(new RegExp(source, caseSensitive ? undefined : 'i'));
  if (!match) return null;
  const trim = (p: string) => p.replace(/(.)\/+$/, '$1');
  const decode = (v: string) => {
    try {
      return decodeURIComponent(v);
    } catch {
      return v;
    }
  };
  const matched = match[0];
  let pathnameBase = trim(matched);
  const params: Record<string, string | undefined> = {};
  names.forEach(({ name, optional }, index) => {
    const value = match[index + 1];
    if (name === '*') pathnameBase = trim(matched.slice(0, matched.length - (value ?? '').length));
    params[name] = optional && !value ? undefined : decode((value ?? '').replace(/%2F/g, '/'));
  });
  return { params, pathname: matched, pathnameBase };
}

/** Every route pattern the app declares, and react-admin's own. */
const appPatterns = [
  ...declarations.flatMap((decl) => Object.values(routeTemplates(decl))),
  ...declarations.flatMap((decl) => (decl.pages ?? []).map((page) => page.path)),
  ...screens.map((screen) => screen.path),
  '/*',
  '*',
  '/',
  '',
  ':id/*',
  ':id/show/*',
  'create/*',
  '/:resource/*',
].filter((p): p is string => typeof p === 'string');

const WORDS = ['users', 'Users', 'settings', 'countries', 'edit', 'create', 'details', 'a', 'A', 'ab', 'k', 'K', '\u212a', 'é', 'É', 'ß'];
const SEGMENTS = [...WORDS, '7', '12', '', '%D8%B3%D8%B9', 'x%2Fy', '%E0%A4%A', 'شركة', 'a\nb', 'show'];

function pick<T>(next: () => number, from: readonly T[]): T {
  return from[Math.floor(next() * from.length)];
}

function generatedPattern(next: () => number): string {
  const parts = Array.from({ length: Math.floor(next() * 4) }, () => pick(next, [...WORDS, ':id', ':id?', ':lang?', ':code', '']));
  const tail = pick(next, ['', '', '/', '/*', '*', '//']);
  return `${pick(next, ['/', '', '//'])}${parts.join('/')}${tail}`;
}

function generatedPath(next: () => number, patterns: readonly string[]): string {
  if (next() < 0.5) {
    // Near a pattern: its segments filled, in another case now and then, with extra slashes or segments.
    const pattern = pick(next, patterns);
    const filled = pattern
      .replace(/\*$/, () => pick(next, ['', 'show', 'a/b', '', '7/']))
      .split('/')
      .map((segment) =>
        segment.startsWith(':')
          ? segment.endsWith('?') && next() < 0.4
            ? ''
            : pick(next, SEGMENTS)
          : next() < 0.15
            ? segment.toUpperCase()
            : segment,
      )
      .join('/');
    return `${filled.startsWith('/') ? '' : '/'}${filled}${pick(next, ['', '', '/', '//', '/x', 'x'])}`;
  }
  return `${pick(next, ['/', '/', '', '//'])}${Array.from({ length: Math.floor(next() * 5) }, () => pick(next, SEGMENTS)).join('/')}${pick(next, ['', '/'])}`;
}

const same = (pattern: PathPattern, pathname: string) =>
  expect(matchPath(pattern, pathname), `${JSON.stringify(pattern)} on ${JSON.stringify(pathname)}`).toEqual(
    referenceMatch(pattern, pathname),
  );

describe("the router's matchPath against the regular expressions it replaced", () => {
  it('should have every pattern the app declares to compare', () => {
    expect(appPatterns.length).toBeGreaterThan(100);
    // Parameters are whole segments (`:name`, `:name?`), which the segment walk reads.
    for (const pattern of appPatterns)
      for (const segment of pattern.split('/')) if (segment.includes(':')) expect(segment).toMatch(/^:[\w-]+\??$/);
  });

  it("should answer the same for the app's patterns on 20,000 generated addresses", () => {
    let matches = 0;
    for (let seed = 1; seed <= 20000; seed++) {
      const next = random(seed);
      const path = pick(next, appPatterns);
      // Mostly an address made from the pattern itself, else from any of them.
      const pathname = generatedPath(next, next() < 0.6 ? [path] : appPatterns);
      const pattern = { path, end: next() < 0.7 };
      same(pattern, pathname);
      if (referenceMatch(pattern, pathname)) matches += 1;
    }
    // Many of them match, so the comparison covers params and bases, not only refusals.
    expect(matches).toBeGreaterThan(2000);
  });

  it('should answer the same for 20,000 generated patterns (optional parameters, splats, slashes, case)', () => {
    let matches = 0;
    for (let seed = 1; seed <= 20000; seed++) {
      const next = random(seed);
      const path = generatedPattern(next);
      const pattern = { path, end: next() < 0.6, caseSensitive: next() < 0.2 };
      const pathname = generatedPath(next, [path]);
      same(pattern, pathname);
      if (referenceMatch(pattern, pathname)) matches += 1;
    }
    expect(matches).toBeGreaterThan(4000);
  });

  it('should answer the same on the odd cases by name', () => {
    for (const [path, pathname] of [
      ['/a/:id?', '/ab'],
      ['/a/:id?/b', '/a/b'],
      ['/:lang?/users', '/users'],
      ['/users/*', '/users//'],
      ['/*', '/a\nb'],
      ['/users/*', '/users/a\nb'],
      ['/users', '/USERS'],
      ['/k', '/\u212a'],
      ['/é', '/É'],
      ['', ''],
      ['/', 'x'],
    ])
      for (const end of [true, false]) for (const caseSensitive of [true, false]) same({ path, end, caseSensitive }, pathname);
  });
});
