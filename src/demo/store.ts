import { seedAccounts, type DemoAccount } from './accounts';
import { seedCollections, type DemoCollections, type DemoRecord } from './seed';

interface Snapshot {
  collections: DemoCollections;
  accounts: DemoAccount[];
  sessions: Record<string, number>;
}

/**
 * The demo API's data: seeded collections, persisted after every write in the given
 * storage (the browser's localStorage, or a Map in Node tests), with a reset.
 *
 * Tabs of one origin share it: each save also writes a stamp, and every call first reads the
 * stamp back, reloading the data when another tab saved since (two operators in two tabs see
 * each other's writes, and a stale write gets its 412). Every record has a `version`, 1 when
 * created and one more on every write.
 */
export interface DemoStore {
  list(endpoint: string): DemoRecord[];
  get(endpoint: string, id: number): DemoRecord | undefined;
  insert(endpoint: string, data: Record<string, unknown>): DemoRecord;
  update(endpoint: string, id: number, data: Record<string, unknown>): DemoRecord | undefined;
  remove(endpoint: string, ids: number[]): number[];
  accounts(): DemoAccount[];
  addAccount(account: Omit<DemoAccount, 'id'>): DemoAccount;
  updateAccount(id: number, patch: Partial<DemoAccount>): void;
  openSession(accountId: number): string;
  accountForToken(token: string | null): DemoAccount | undefined;
  reset(): void;
  /** Writes what a delayed save still holds (`saveDelayMs`): on leaving the page. */
  flush(): void;
}

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function memoryStorage(): KeyValueStorage {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

const fresh = (): Snapshot => ({ collections: seedCollections(), accounts: seedAccounts(), sessions: {} });

/** A seeded or older stored record without a version starts at 1. */
function versioned(state: Snapshot): Snapshot {
  for (const rows of Object.values(state.collections)) for (const r of rows) if (typeof r.version !== 'number') r.version = 1;
  return state;
}

/**
 * `saveDelayMs`: writes within this long are saved together (the browser's demo: a 10,000-row
 * import is 10,000 writes, and each save serialises the whole store on the page's thread);
 * 0 saves at once (Node tests). Only creates wait; an update or a delete is saved at once, so another
 * tab sees it (and its version) at its next call. Tabs share the store: a tab reads what another saved
 * before it answers, unless creates of its own are still waiting to be saved.
 */
export function createDemoStore(storage: KeyValueStorage, key: string, { saveDelayMs = 0 }: { saveDelayMs?: number } = {}): DemoStore {
  const stampKey = `${key}:stamp`;
  let stamp: string | null = null;
  const load = (): Snapshot => {
    stamp = storage.getItem(stampKey);
    try {
      const raw = storage.getItem(key);
      let loaded = raw ? (JSON.parse(raw) as Snapshot) : fresh();
      if (!loaded.collections || !loaded.accounts) loaded = fresh();
      // A store saved before a resource existed gets that resource's seed rows, and keeps the rest.
      const seeded = seedCollections();
      for (const [name, rows] of Object.entries(seeded)) loaded.collections[name] ??= rows;
      return versioned(loaded);
    } catch {
      return versioned(fresh());
    }
  };
  let state = load();
  let pending: ReturnType<typeof setTimeout> | undefined;
  /** Another tab saved since this one last read or wrote: take its data. */
  const sync = () => {
    if (pending === undefined && storage.getItem(stampKey) !== stamp) state = load();
  };
  const write = () => {
    try {
      storage.setItem(key, JSON.stringify(state));
      stamp = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
      storage.setItem(stampKey, stamp);
    } catch {
      /* storage full or unavailable: keep working in memory */
    }
  };
  const flush = () => {
    if (pending === undefined) return;
    clearTimeout(pending);
    pending = undefined;
    write();
  };
  /** Creates (an import's thousands) are saved together; other writes at once, for the other tabs. */
  const saveLater = () => {
    if (saveDelayMs <= 0) return write();
    pending ??= setTimeout(flush, saveDelayMs);
  };
  const save = () => {
    if (pending !== undefined) clearTimeout(pending);
    pending = undefined;
    write();
  };
  const rows = (endpoint: string) => {
    sync();
    return (state.collections[endpoint] ??= []);
  };
  let tokenCounter = Object.keys(state.sessions).length;

  return {
    flush,
    list: (endpoint) => rows(endpoint),
    get: (endpoint, id) => rows(endpoint).find((r) => r.id === id),
    insert(endpoint, data) {
      const list = rows(endpoint);
      const id = list.reduce((max, r) => Math.max(max, r.id), 0) + 1;
      const record = { ...data, id, version: 1 } as DemoRecord;
      list.push(record);
      saveLater();
      return record;
    },
    update(endpoint, id, data) {
      const list = rows(endpoint);
      const index = list.findIndex((r) => r.id === id);
      if (index < 0) return undefined;
      const version = (typeof list[index].version === 'number' ? list[index].version : 0) + 1;
      list[index] = { ...list[index], ...data, id, version };
      save();
      return list[index];
    },
    remove(endpoint, ids) {
      const list = rows(endpoint);
      const removed = list.filter((r) => ids.includes(r.id)).map((r) => r.id);
      state.collections[endpoint] = list.filter((r) => !ids.includes(r.id));
      save();
      return removed;
    },
    accounts: () => {
      sync();
      return state.accounts;
    },
    addAccount(account) {
      sync();
      const created = { ...account, id: state.accounts.reduce((m, a) => Math.max(m, a.id), 0) + 1 };
      state.accounts.push(created);
      save();
      return created;
    },
    updateAccount(id, patch) {
      sync();
      const account = state.accounts.find((a) => a.id === id);
      if (account) Object.assign(account, patch);
      save();
    },
    openSession(accountId) {
      sync();
      tokenCounter += 1;
      const token = `demo-${accountId}-${tokenCounter}-${Math.random().toString(36).slice(2, 10)}`;
      state.sessions[token] = accountId;
      save();
      return token;
    },
    accountForToken(token) {
      if (!token) return undefined;
      sync();
      const id = state.sessions[token];
      return state.accounts.find((a) => a.id === id);
    },
    reset() {
      // Open sessions survive a reset: the demo accounts keep their ids, so nobody is signed out.
      sync();
      state = versioned({ ...fresh(), sessions: state.sessions });
      // At once: the page reloads after a reset.
      save();
    },
  };
}
