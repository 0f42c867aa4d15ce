import type { ApiDeps } from './widgetApi';

/** The shell's calls (SPEC §7): quick search and notifications. Merged into the data provider. */
export function createShellApi(_deps: ApiDeps) {
  return {};
}
export type ShellApi = ReturnType<typeof createShellApi>;
