import { HttpError } from 'ra-core';
import type { ApiDeps } from './widgetApi';

/** One notification as `GET notifications/list` gives it (SPEC §7; the shape is ours, docs/shell.md). */
export interface ShellNotification {
  id: number;
  title: string;
  body?: string;
  created_at: string;
  read_at?: string | null;
  /** An app path to open, e.g. `/users/users/edit/4`. */
  link?: string | null;
}

/**
 * A failed notification call, with the response's `errors` kept (SPEC §7: "on failure
 * data.errors from the error response"; SPEC §8: "stored as the errors of the response").
 */
export class ShellCallError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The response's `errors`, one message each; the message when there are none. */
    readonly errors: string[],
  ) {
    super(message);
    this.name = 'ShellCallError';
  }
}

export function toShellCallError(error: unknown): ShellCallError {
  if (error instanceof ShellCallError) return error;
  if (error instanceof HttpError) {
    const body = (error.body && typeof error.body === 'object' ? error.body : {}) as { errors?: unknown };
    const raw = body.errors;
    const list = Array.isArray(raw) ? raw : raw && typeof raw === 'object' ? Object.values(raw as Record<string, unknown>).flat() : [];
    const errors = list.filter((e): e is string => typeof e === 'string' && e !== '');
    return new ShellCallError(error.message, error.status, errors.length ? errors : [error.message]);
  }
  const message = error instanceof Error ? error.message : String(error);
  return new ShellCallError(message, 0, [message]);
}

/** The shell's calls (SPEC §7): quick search and notifications. Merged into the data provider. */
export function createShellApi({ apiUrl, httpClient }: ApiDeps) {
  const call = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw toShellCallError(error);
    }
  };
  return {
    /** `GET quick_search.php?query=…` → an HTML fragment, NOT yet sanitised. */
    quickSearch: async (query: string, signal?: AbortSignal): Promise<string> => {
      const { body } = await httpClient(`${apiUrl}/quick_search.php?${new URLSearchParams({ query })}`, {
        headers: new Headers({ Accept: 'text/html' }),
        signal,
      });
      return body;
    },
    /** `GET notifications/get_not_read_count` → `data.count`. */
    getNotificationsCount: () =>
      call(async () => {
        const { json } = await httpClient(`${apiUrl}/notifications/get_not_read_count`);
        const count = Number(json?.data?.count ?? json?.count);
        return Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
      }),
    /** `GET notifications/list` → `data.data`. */
    getNotifications: () =>
      call(async () => {
        const { json } = await httpClient(`${apiUrl}/notifications/list`);
        const rows = json?.data?.data ?? json?.data;
        return (Array.isArray(rows) ? rows : []) as ShellNotification[];
      }),
    /** `PUT notifications/:id/read` (ours: the SPEC shows no call for it). */
    markNotificationRead: (id: number) =>
      call(async () => {
        await httpClient(`${apiUrl}/notifications/${encodeURIComponent(String(id))}/read`, { method: 'PUT', body: '{}' });
      }),
  };
}
export type ShellApi = ReturnType<typeof createShellApi>;
