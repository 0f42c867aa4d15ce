import type { Store } from 'ra-core';
import { LAYOUT_OPERATOR_KEY, LAYOUT_PREFIX } from '../config/storageKeys';

/**
 * The operator's layout choices, kept per operator in localStorage (docs/decisions.md
 * "Layout"). react-admin's store holds them under its own keys
 * (`preferences.<resource>.datagrid.*` for the column chooser, `theme`, `sidebar.open`, and ours
 * under `layout.`);
 * `withOperatorLayout` sends exactly those keys to a namespace of the signed-in operator:
 *
 *   backoffice_layout.<operator>.<store key>
 *
 * `<operator>` is a hash of the sign-in email (the token changes at every sign-in; the hash keeps
 * the emails of everyone who used this browser out of its storage keys). It is set at sign-in and
 * kept after sign-out, so the sign-in page keeps the last operator's theme. The namespace lies
 * outside react-admin's store, so signing out (which empties that store) keeps the choices, and
 * "Reset layout" empties this operator's namespace and nothing else.
 */

/**
 * The store keys that are layout choices. `sidebar.open` is one too: kept out of react-admin's
 * store, the reset at sign-out no longer flips the aside open, which the cookie sync would then
 * have recorded as the operator's choice.
 */
export function isLayoutKey(key: string): boolean {
  return key === 'theme' || key === 'sidebar.open' || key.startsWith('preferences.') || key.startsWith('layout.');
}

/** Before anyone signed in on this browser (or before this scheme existed). */
const NO_OPERATOR = '_';

const memory = new Map<string, string>();
const storage = {
  get(key: string): string | null {
    try {
      return localStorage.getItem(key);
    } catch {
      return memory.get(key) ?? null;
    }
  },
  set(key: string, value: string) {
    try {
      localStorage.setItem(key, value);
    } catch {
      memory.set(key, value);
    }
  },
  remove(key: string) {
    try {
      localStorage.removeItem(key);
    } catch {
      /* private mode */
    }
    memory.delete(key);
  },
  keys(): string[] {
    try {
      return [...Object.keys(localStorage), ...memory.keys()];
    } catch {
      return [...memory.keys()];
    }
  },
};

/** A short stable hash of the email (cyrb53): a namespace name, not a secret. */
export function operatorIdOf(email: string): string {
  const text = email.trim().toLowerCase();
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** The operator whose layout is in use (a hash), or `_` before anyone signed in. */
export function layoutOperator(): string {
  return storage.get(LAYOUT_OPERATOR_KEY) || NO_OPERATOR;
}

/** Whether someone signed in on this browser since the layout became per operator. */
export function hasLayoutOperator(): boolean {
  return layoutOperator() !== NO_OPERATOR;
}

const fullKey = (key: string, operator = layoutOperator()) => `${LAYOUT_PREFIX}.${operator}.${key}`;

const parse = (raw: string | null): unknown => {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
};

type Callback = (value: unknown) => void;
const subscriptions = new Map<Callback, string>();
const publish = (key: string, value: unknown) => {
  for (const [callback, k] of [...subscriptions]) if (k === key && subscriptions.has(callback)) callback(value);
};

export function readLayout<T>(key: string): T | undefined {
  return parse(storage.get(fullKey(key))) as T | undefined;
}

export function writeLayout<T>(key: string, value: T): void {
  if (value === undefined) storage.remove(fullKey(key));
  else storage.set(fullKey(key), JSON.stringify(value));
  publish(key, value);
}

export function removeLayout(key: string): void {
  storage.remove(fullKey(key));
  publish(key, undefined);
}

/** This operator's layout keys (without the namespace) starting with `prefix`. */
function layoutKeys(prefix = ''): string[] {
  const start = fullKey(prefix);
  const cut = fullKey('').length;
  return storage.keys().flatMap((k) => (k.startsWith(start) ? [k.slice(cut)] : []));
}

export function subscribeLayout(key: string, callback: Callback): () => void {
  subscriptions.set(callback, key);
  return () => void subscriptions.delete(callback);
}

/** Everyone reading a layout key gets the value of the operator now in use. */
function republish() {
  for (const key of new Set(subscriptions.values())) publish(key, readLayout(key));
}

/** At sign-in: the layout in use becomes this operator's. */
export function setLayoutOperator(email: string): void {
  const next = operatorIdOf(email);
  if (next === layoutOperator()) return;
  storage.set(LAYOUT_OPERATOR_KEY, next);
  republish();
}

/**
 * "Reset layout": this operator's choices go (every key of the namespace), the screens in use
 * fall back to their defaults. The session, react-admin's store and other operators' keys stay.
 */
export function resetOperatorLayout(): void {
  for (const key of layoutKeys()) storage.remove(fullKey(key));
  republish();
}

/**
 * Another tab changed this browser's layout (react-admin's own store syncs its keys the same
 * way): this operator's keys reach their readers here, and another sign-in switches them all.
 */
function onStorage(event: StorageEvent) {
  if (event.key === LAYOUT_OPERATOR_KEY) return republish();
  const own = fullKey('');
  if (event.key?.startsWith(own)) publish(event.key.slice(own.length), parse(event.newValue));
}

let listening = 0;

/** react-admin's store with the layout keys kept per operator (see above). */
export function withOperatorLayout(store: Store): Store {
  return {
    ...store,
    setup: () => {
      store.setup();
      // One listener for every store set up (the sign-in shell's and the admin's may overlap).
      if (typeof window !== 'undefined' && listening++ === 0) window.addEventListener('storage', onStorage);
    },
    teardown: () => {
      store.teardown();
      if (typeof window !== 'undefined' && --listening === 0) window.removeEventListener('storage', onStorage);
    },
    getItem: <T>(key: string, defaultValue?: T) => {
      if (!isLayoutKey(key)) return store.getItem(key, defaultValue);
      const value = readLayout<T>(key);
      return value === undefined || value === null ? defaultValue : value;
    },
    setItem: <T>(key: string, value: T) => (isLayoutKey(key) ? writeLayout(key, value) : store.setItem(key, value)),
    removeItem: (key: string) => (isLayoutKey(key) ? removeLayout(key) : store.removeItem(key)),
    removeItems: (prefix: string) => {
      store.removeItems(prefix);
      for (const key of layoutKeys()) if (key.startsWith(prefix)) removeLayout(key);
    },
    listItems: (prefix?: string) => {
      const own = Object.fromEntries(layoutKeys(prefix ?? '').map((k) => [k, readLayout(k)]));
      return { ...store.listItems?.(prefix), ...own };
    },
    subscribe: (key: string, callback: (value: unknown) => void) =>
      isLayoutKey(key) ? subscribeLayout(key, callback) : store.subscribe(key, callback),
  };
}
