import type { StatusTone } from '../../src/fields';

/**
 * Every status SPEC §4 shows, with one label (`app.status.<value>`) and one colour app-wide.
 * Green: done and good; amber: waiting on someone; red: late or lapsed; grey: switched off.
 */
export const STATUS_TONES = {
  active: 'success',
  inactive: 'default',
  paid: 'success',
  unpaid: 'warning',
  partial_paid: 'info',
  overdue: 'error',
  finished: 'success',
  unfinished: 'warning',
  available: 'success',
  unavailable: 'default',
  expired: 'error',
  pending: 'warning',
  approved: 'success',
  rejected: 'error',
} as const satisfies Record<string, StatusTone>;

export type StatusValue = keyof typeof STATUS_TONES;

export const STATUS_VALUES = Object.keys(STATUS_TONES) as StatusValue[];

/** The statuses of a record that is switched on or off (most settings entities). */
export const ACTIVE_INACTIVE: readonly StatusValue[] = ['active', 'inactive'];

/** Typed list of a status field's values: `statuses('pending', 'approved', 'rejected')`. */
export const statuses = (...values: StatusValue[]): readonly StatusValue[] => values;
