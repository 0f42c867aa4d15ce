import type { Mutation } from '@tanstack/react-query';
import { ACTIVITY_LOG_SIZE } from '../constants';

/** The store key (react-admin's store: cleared at sign-out, so one operator never sees another's log). */
export const ACTIVITY_STORE_KEY = 'shell.activity';

export type ActivityAction = 'create' | 'update' | 'delete' | 'updateMany' | 'deleteMany';

export interface ActivityEntry {
  at: string;
  action: ActivityAction;
  resource: string;
  id?: string | number;
  count?: number;
  /** The record as it was named when the action happened. */
  record?: Record<string, unknown>;
}

const ACTIONS = new Set<string>(['create', 'update', 'delete', 'updateMany', 'deleteMany']);

/**
 * Turns a successful react-admin mutation into a log entry. react-admin keys its write
 * mutations `[resource, action, params]` (useCreate, useUpdate, useDelete, …), so the log
 * hears every save and delete of every screen without touching the data provider.
 */
export function entryFromMutation(mutation: Pick<Mutation, 'options' | 'state'>, now = new Date()): ActivityEntry | undefined {
  const key = mutation.options.mutationKey;
  if (!Array.isArray(key) || typeof key[0] !== 'string' || typeof key[1] !== 'string' || !ACTIONS.has(key[1])) return undefined;
  const resource = key[0];
  const action = key[1] as ActivityAction;
  const variables = (mutation.state.variables ?? {}) as Record<string, unknown>;
  const params = { ...((key[2] ?? {}) as Record<string, unknown>), ...variables };
  const data = mutation.state.data as unknown;
  if (action === 'updateMany' || action === 'deleteMany') {
    const ids = Array.isArray(params.ids) ? params.ids : Array.isArray(data) ? data : [];
    return { at: now.toISOString(), action, resource: String(params.resource ?? resource), count: ids.length };
  }
  const record = (data && typeof data === 'object' ? data : (params.previousData ?? params.data ?? {})) as Record<string, unknown>;
  const id = (record.id ?? params.id) as string | number | undefined;
  const { name_ar, name_en, name, email, first_name, last_name, title } = record;
  return {
    at: now.toISOString(),
    action,
    resource: String(params.resource ?? resource),
    id,
    record: Object.fromEntries(
      Object.entries({ name_ar, name_en, name, email, first_name, last_name, title }).filter(([, v]) => typeof v === 'string' && v),
    ),
  };
}

export function appendEntry(log: readonly ActivityEntry[] | undefined, entry: ActivityEntry): ActivityEntry[] {
  return [entry, ...(log ?? [])].slice(0, ACTIVITY_LOG_SIZE);
}
