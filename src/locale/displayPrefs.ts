import { STORAGE_KEYS } from '../config/storageKeys';

/**
 * How numbers and dates are written for this operator (chosen on the Account page), kept in this
 * browser like the time zone:
 * - digits: Latin (the default: the Saudi business convention, and what operators type) or
 *   Arabic-Indic (٠١٢٣), in the Arabic interface only; English and Spanish always use Latin.
 * - calendar: Gregorian (the default), or Gregorian with the Hijri (Umm al-Qura) date beside it.
 * The export workers have no storage: the page hands them its preferences (`DisplayPrefs`).
 */
export type Digits = 'latin' | 'arabic_indic';
export type Calendar = 'gregorian' | 'gregorian_hijri';
export interface DisplayPrefs {
  digits: Digits;
  calendar: Calendar;
}

export const DIGITS: readonly Digits[] = ['latin', 'arabic_indic'];
export const CALENDARS: readonly Calendar[] = ['gregorian', 'gregorian_hijri'];
const DEFAULTS: DisplayPrefs = { digits: 'latin', calendar: 'gregorian' };

let current: DisplayPrefs | undefined;
const listeners = new Set<() => void>();

function read(key: string): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The preferences in force. */
export function displayPrefs(): DisplayPrefs {
  if (!current) {
    const digits = read(STORAGE_KEYS.digits);
    const calendar = read(STORAGE_KEYS.calendar);
    current = {
      digits: DIGITS.includes(digits as Digits) ? (digits as Digits) : DEFAULTS.digits,
      calendar: CALENDARS.includes(calendar as Calendar) ? (calendar as Calendar) : DEFAULTS.calendar,
    };
  }
  return current;
}

/** Applies (and keeps, where there is storage) what is given; unknown values fall back to the defaults. */
export function setDisplayPrefs(next: Partial<Record<keyof DisplayPrefs, unknown>>): void {
  const before = displayPrefs();
  const merged: DisplayPrefs = {
    digits: next.digits === undefined ? before.digits : DIGITS.includes(next.digits as Digits) ? (next.digits as Digits) : DEFAULTS.digits,
    calendar:
      next.calendar === undefined
        ? before.calendar
        : CALENDARS.includes(next.calendar as Calendar)
          ? (next.calendar as Calendar)
          : DEFAULTS.calendar,
  };
  if (merged.digits === before.digits && merged.calendar === before.calendar) return;
  current = merged;
  try {
    if (typeof localStorage !== 'undefined') {
      localStorage.setItem(STORAGE_KEYS.digits, merged.digits);
      localStorage.setItem(STORAGE_KEYS.calendar, merged.calendar);
    }
  } catch {
    // No storage (private mode, a worker): the choice holds for this page.
  }
  listeners.forEach((l) => l());
}

/** Calls `listener` after every change; returns the unsubscribe. */
export function onDisplayPrefsChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
