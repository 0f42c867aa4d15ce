import { STORAGE_KEYS } from '../config/storageKeys';

/**
 * Permissions arrive from `POST login` as a comma-separated string or an array, and are
 * stored (SPEC §4) as one comma-separated string under `permissions`.
 */
export function parsePermissions(value: unknown): string[] {
  const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  const seen = new Set<string>();
  for (const part of parts) {
    if (typeof part !== 'string') continue;
    const trimmed = part.trim();
    if (trimmed) seen.add(trimmed);
  }
  return [...seen];
}

export function serializePermissions(list: readonly string[]): string {
  return list.join(',');
}

export function readStoredPermissions(storage: Pick<Storage, 'getItem'> = localStorage): string[] {
  return parsePermissions(storage.getItem(STORAGE_KEYS.permissions) ?? '');
}

/**
 * The global permission check of SPEC §6. `null`/`undefined` means "no permission
 * declared", which is always allowed.
 */
export function hasPermission(permission: string | null | undefined, granted: readonly string[] = readStoredPermissions()): boolean {
  if (!permission) return true;
  return granted.includes(permission);
}
