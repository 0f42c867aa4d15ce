import { createPath, parsePath, type Location } from './paths';

/**
 * The session history the router reads and writes: the browser's (`pushState`, back and forward)
 * or, in tests, one kept in memory. Each entry records its position (`idx`), so a back or forward
 * move can be measured and, when a screen with unsaved changes blocks it, undone.
 */
export interface RouterHistory {
  readonly location: Location;
  readonly index: number;
  push(location: Location): void;
  replace(location: Location): void;
  go(delta: number): void;
  /** Calls `onPop` after a back or forward move (not after push or replace). */
  listen(onPop: () => void): () => void;
  /** The address to put in a link's `href` (with the base path the app is served under). */
  href(location: Partial<Location>): string;
}

interface EntryState {
  usr?: unknown;
  key?: string;
  idx?: number;
}

export const newKey = () => Math.random().toString(36).slice(2, 10);

/** `/admin/` as `/admin`, `/` as `` (no prefix). */
const normalizeBase = (basename = '/') =>
  basename
    .replace(/\/+$/, '')
    .replace(/^(?!\/)/, '/')
    .replace(/^\/$/, '');

/** The browser's history, for the app served at `basename`. */
export function browserHistory(basename?: string): RouterHistory {
  const base = normalizeBase(basename);
  let location: Location;
  let index: number;
  const read = () => {
    const { pathname, search, hash } = window.location;
    const state = (window.history.state ?? {}) as EntryState;
    const inside = !base || pathname.toLowerCase() === base.toLowerCase() || pathname.toLowerCase().startsWith(`${base.toLowerCase()}/`);
    location = {
      pathname: (inside ? pathname.slice(base.length) : pathname) || '/',
      search,
      hash,
      state: state.usr ?? null,
      key: state.key ?? 'default',
    };
    index = state.idx ?? 0;
  };
  read();
  if ((window.history.state as EntryState | null)?.idx === undefined) {
    window.history.replaceState({ ...(window.history.state as object | null), idx: 0 }, '');
  }
  const entry = (next: Location, idx: number): EntryState => ({ usr: next.state, key: next.key, idx });
  const href = (next: Partial<Location>) => base + createPath(next);
  return {
    get location() {
      return location;
    },
    get index() {
      return index;
    },
    push(next) {
      index += 1;
      location = next;
      window.history.pushState(entry(next, index), '', href(next));
    },
    replace(next) {
      location = next;
      window.history.replaceState(entry(next, index), '', href(next));
    },
    go: (delta) => window.history.go(delta),
    listen(onPop) {
      const handler = () => {
        read();
        onPop();
      };
      window.addEventListener('popstate', handler);
      return () => window.removeEventListener('popstate', handler);
    },
    href,
  };
}

/** A history kept in memory (tests): `initialEntries` are paths, the last one is current. */
export function memoryHistory(initialEntries: (string | Partial<Location>)[] = ['/']): RouterHistory {
  const entries: Location[] = initialEntries.map((entry, i) => {
    const { pathname, search, hash } = parsePath(typeof entry === 'string' ? entry : createPath(entry));
    return {
      pathname: pathname || '/',
      search,
      hash,
      state: typeof entry === 'string' ? null : (entry.state ?? null),
      key: i ? newKey() : 'default',
    };
  });
  let index = entries.length - 1;
  const listeners = new Set<() => void>();
  return {
    get location() {
      return entries[index];
    },
    get index() {
      return index;
    },
    push(next) {
      index += 1;
      entries.splice(index, entries.length, next);
    },
    replace(next) {
      entries[index] = next;
    },
    go(delta) {
      const target = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (target === index) return;
      index = target;
      listeners.forEach((listener) => listener());
    },
    listen(onPop) {
      listeners.add(onPop);
      return () => listeners.delete(onPop);
    },
    href: createPath,
  };
}
