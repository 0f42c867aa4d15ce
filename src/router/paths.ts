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

interface Compiled {
  regexp: RegExp;
  names: { name: string; optional: boolean }[];
}

const compiled = new Map<string, Compiled>();

function compile(path: string, caseSensitive: boolean, end: boolean): Compiled {
  const cacheKey = `${caseSensitive ? 1 : 0}${end ? 1 : 0}${path}`;
  const hit = compiled.get(cacheKey);
  if (hit) return hit;
  const names: Compiled['names'] = [];
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
  } else if (end) {
    source += '\\/*$';
  } else if (path !== '' && path !== '/') {
    // A prefix match ends at a segment boundary: `/users` matches `/users/1`, not `/usersx`.
    source += '(?:(?=\\/|$))';
  }
  const result = { regexp: new RegExp(source, caseSensitive ? undefined : 'i'), names };
  compiled.set(cacheKey, result);
  return result;
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
  const { regexp, names } = compile(path, caseSensitive, end);
  const match = pathname.match(regexp);
  if (!match) return null;
  const matched = match[0];
  let pathnameBase = trimTrailingSlash(matched);
  const params: Record<string, string | undefined> = {};
  names.forEach(({ name, optional }, index) => {
    const value = match[index + 1];
    if (name === '*') {
      const rest = value ?? '';
      pathnameBase = trimTrailingSlash(matched.slice(0, matched.length - rest.length));
    }
    params[name] = optional && !value ? undefined : decode((value ?? '').replace(/%2F/g, '/'));
  });
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
