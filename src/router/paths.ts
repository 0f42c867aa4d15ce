/**
 * Path patterns, matching and resolution for the app's router (src/router/README in
 * docs/architecture.md "Router"). The semantics are React Router's, which react-admin's routes
 * are written for: `:name` segments, an optional `:name?`, a trailing `*` splat, matching that
 * ignores case and trailing slashes, and relative paths resolved against the route they are in.
 */

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state?: unknown;
  key?: string;
}

export type To = string | Partial<Pick<Location, 'pathname' | 'search' | 'hash'>>;

export interface PathMatch {
  params: Record<string, string | undefined>;
  pathname: string;
  pathnameBase: string;
}

export interface PathPattern {
  path: string;
  end?: boolean;
  caseSensitive?: boolean;
}

/**
 * A pattern read once into its pieces: each piece is a `/` and what follows it, up to the next
 * `/` of the pattern (static text, `:name` or `:name?`), then how it ends. Matching walks the
 * address along them, with no regular expression per route: the app has ~160 routes, and a
 * regular expression each, tried in turn on every navigation, was ~215 KB of compiled code
 * kept for the page's life (docs/decisions.md "Memory, session 21").
 */
interface Piece {
  text?: string;
  param?: string;
  optional?: boolean;
}
interface Compiled {
  pieces: Piece[];
  /** `*`, `/*`: anything after the first `/`; `/a/*`: anything after `/a/`, or nothing. */
  splat: 'all' | 'after' | undefined;
  /** `` and `/`: as a prefix, every address. */
  root: boolean;
}

const compiled = new Map<string, Compiled>();

function compile(path: string): Compiled {
  const hit = compiled.get(path);
  if (hit) return hit;
  const stem = path.replace(/\/*\*?$/, '').replace(/^\/*/, '');
  const pieces: Piece[] =
    stem === ''
      ? []
      : stem.split('/').map((segment) => {
          const param = /^:([\w-]+)(\?)?$/.exec(segment);
          return param ? { param: param[1], optional: Boolean(param[2]) } : { text: segment };
        });
  const splat = !path.endsWith('*') ? undefined : path === '*' || path === '/*' ? 'all' : 'after';
  const result: Compiled = { pieces, splat, root: path === '' || path === '/' };
  compiled.set(path, result);
  return result;
}

/** The same text, letters compared as a case-insensitive regular expression compares them. */
function sameText(a: string, b: string, caseSensitive: boolean): boolean {
  if (a.length !== b.length) return false;
  if (caseSensitive || a === b) return a === b;
  for (let i = 0; i < a.length; i += 1) if (fold(a[i]) !== fold(b[i])) return false;
  return true;
}
function fold(ch: string): string {
  const upper = ch.toUpperCase();
  return upper.length !== 1 || (ch.charCodeAt(0) >= 128 && upper.charCodeAt(0) < 128) ? ch : upper;
}

const LINE_BREAK = /[\n\r\u2028\u2029]/;
/** From `at`, how many characters up to the next `/` (or the end). */
const runFrom = (path: string, at: number) => {
  const slash = path.indexOf('/', at);
  return (slash < 0 ? path.length : slash) - at;
};

type Captures = (string | undefined)[];
interface Found {
  captures: Captures;
  /** Where the matched part of the address ends. */
  end: number;
}

/**
 * The first way `pathname` matches `pieces[i..]` from `at`, tried in the order React Router's
 * expressions try them: an optional parameter first with its `/` and its longest value, then
 * shorter, then without a value, then without the `/`.
 */
function walk(
  c: Compiled,
  i: number,
  pathname: string,
  at: number,
  captures: Captures,
  end: boolean,
  caseSensitive: boolean,
): Found | null {
  const piece = c.pieces[i];
  if (!piece) return finish(c, pathname, at, captures, end);
  if (piece.text !== undefined) {
    if (pathname[at] !== '/' || !sameText(pathname.slice(at + 1, at + 1 + piece.text.length), piece.text, caseSensitive)) return null;
    return walk(c, i + 1, pathname, at + 1 + piece.text.length, captures, end, caseSensitive);
  }
  const slashes = pathname[at] === '/' ? (piece.optional ? [1, 0] : [1]) : piece.optional ? [0] : [];
  for (const slash of slashes) {
    const from = at + slash;
    for (let length = runFrom(pathname, from); length >= 1; length -= 1) {
      const found = walk(c, i + 1, pathname, from + length, [...captures, pathname.slice(from, from + length)], end, caseSensitive);
      if (found) return found;
    }
    if (piece.optional) {
      const found = walk(c, i + 1, pathname, from, [...captures, undefined], end, caseSensitive);
      if (found) return found;
    }
  }
  return null;
}

/** How the pattern ends: a splat, the end of the address (trailing `/` allowed), or a prefix. */
function finish(c: Compiled, pathname: string, at: number, captures: Captures, end: boolean): Found | null {
  // A pattern without pieces still starts with its `/`.
  let from = at;
  if (c.pieces.length === 0) {
    if (pathname[0] !== '/') return null;
    from = 1;
  }
  const rest = pathname.slice(from);
  if (c.splat === 'all') return LINE_BREAK.test(rest) ? null : { captures: [...captures, rest], end: pathname.length };
  if (c.splat === 'after') {
    if (rest.length > 1 && rest[0] === '/' && !LINE_BREAK.test(rest.slice(1)))
      return { captures: [...captures, rest.slice(1)], end: pathname.length };
    return /^\/*$/.test(rest) ? { captures: [...captures, undefined], end: pathname.length } : null;
  }
  if (end) return /^\/*$/.test(rest) ? { captures, end: pathname.length } : null;
  // A prefix ends at a segment boundary: `/users` matches `/users/1`, not `/usersx`.
  if (c.root) return { captures, end: from };
  return rest === '' || rest[0] === '/' ? { captures, end: from } : null;
}

const trimTrailingSlash = (path: string) => path.replace(/(.)\/+$/, '$1');

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Whether `pathname` matches `pattern` (a path, or a path with `end: false` for a prefix). */
export function matchPath(pattern: string | PathPattern, pathname: string): PathMatch | null {
  const { path, end = true, caseSensitive = false } = typeof pattern === 'string' ? { path: pattern } : pattern;
  const c = compile(path);
  const found = walk(c, 0, pathname, 0, [], end, caseSensitive);
  if (!found) return null;
  const matched = pathname.slice(0, found.end);
  let pathnameBase = trimTrailingSlash(matched);
  const params: Record<string, string | undefined> = {};
  const names = c.pieces.flatMap((piece) => (piece.param === undefined ? [] : [piece]));
  names.forEach(({ param, optional }, index) => {
    const value = found.captures[index];
    params[param!] = optional && !value ? undefined : decode((value ?? '').replace(/%2F/g, '/'));
  });
  if (c.splat) {
    const rest = found.captures[names.length] ?? '';
    pathnameBase = trimTrailingSlash(matched.slice(0, matched.length - rest.length));
    params['*'] = decode(rest.replace(/%2F/g, '/'));
  }
  return { params, pathname: matched, pathnameBase };
}

/** Joins route paths: `joinPaths('/a/', 'b')` is `/a/b`. */
export const joinPaths = (...paths: string[]) => paths.join('/').replace(/\/\/+/g, '/');

/** `/a/b?x=1#h` as its parts. */
export function parsePath(path: string): Pick<Location, 'pathname' | 'search' | 'hash'> {
  let rest = path;
  let hash = '';
  let search = '';
  const hashAt = rest.indexOf('#');
  if (hashAt >= 0) {
    hash = rest.slice(hashAt);
    rest = rest.slice(0, hashAt);
  }
  const searchAt = rest.indexOf('?');
  if (searchAt >= 0) {
    search = rest.slice(searchAt);
    rest = rest.slice(0, searchAt);
  }
  return { pathname: rest, search: search === '?' ? '' : search, hash: hash === '#' ? '' : hash };
}

export const createPath = ({ pathname = '/', search = '', hash = '' }: Partial<Location>) =>
  pathname +
  (search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '') +
  (hash && hash !== '#' ? (hash.startsWith('#') ? hash : `#${hash}`) : '');

function resolvePathname(relative: string, from: string): string {
  const segments = from.replace(/\/+$/, '').split('/');
  for (const segment of relative.split('/')) {
    if (segment === '..') {
      if (segments.length > 1) segments.pop();
    } else if (segment !== '.') {
      segments.push(segment);
    }
  }
  return segments.length > 1 ? segments.join('/') : '/';
}

/**
 * Where `to` leads from a route whose matched part is `routeBase`, at `currentPathname`: an
 * absolute path as is, a relative one against the route (not the address), a search or hash
 * alone on the current address.
 */
export function resolveTo(to: To, routeBase: string, currentPathname: string): Pick<Location, 'pathname' | 'search' | 'hash'> {
  const parts = typeof to === 'string' ? parsePath(to) : { pathname: to.pathname, search: to.search ?? '', hash: to.hash ?? '' };
  const given = parts.pathname;
  let pathname: string;
  if (given === undefined || given === '') pathname = currentPathname;
  else if (given.startsWith('/')) pathname = resolvePathname(given.slice(1), '/');
  else pathname = resolvePathname(given, routeBase);
  return { pathname, search: parts.search ?? '', hash: parts.hash ?? '' };
}
