import { STORAGE_KEYS } from '../config/storageKeys';

/**
 * The time zone date-times are shown in (chosen on the Account page): the operator's choice,
 * kept in this browser, else the browser's own. Date-only values are calendar days and never
 * move (see `formatDate`).
 */

/** Every zone `Intl` knows (IANA names), or the browser's own where the list is not offered. */
export function timeZones(): readonly string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: 'timeZone') => string[] };
  const zones = intl.supportedValuesOf?.('timeZone') ?? [];
  // Some engines leave UTC out of the list; it is a zone an operator may want.
  return zones.includes('UTC') ? zones : ['UTC', ...zones];
}

/** Whether `zone` is a zone `Intl` can format in. */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || !zone) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** "Asia/Riyadh (GMT+3)": the zone's name (a code, the same in every language) and its offset now. */
export function zoneLabel(intlLocale: string, zone: string, at = new Date()): string {
  try {
    const offset = new Intl.DateTimeFormat(intlLocale, { timeZone: zone, timeZoneName: 'shortOffset' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value;
    return offset ? `${zone.replace(/_/g, ' ')} (${offset})` : zone.replace(/_/g, ' ');
  } catch {
    return zone;
  }
}

let chosen: string | undefined;
const listeners = new Set<() => void>();

function stored(): string | undefined {
  if (chosen !== undefined) return chosen || undefined;
  try {
    const value = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEYS.timeZone);
    chosen = isTimeZone(value) ? value : '';
  } catch {
    chosen = '';
  }
  return chosen || undefined;
}

/** The zone date-times are shown in: the operator's choice, else undefined (the browser's own). */
export function displayTimeZone(): string | undefined {
  return stored();
}

/** Shows date-times in `zone` from now on (undefined: the browser's own), and keeps the choice. */
export function setDisplayTimeZone(zone: string | undefined): void {
  const next = isTimeZone(zone) ? zone : '';
  if (next === (chosen ?? stored() ?? '')) return;
  chosen = next;
  try {
    if (next) localStorage.setItem(STORAGE_KEYS.timeZone, next);
    else localStorage.removeItem(STORAGE_KEYS.timeZone);
  } catch {
    // Storage may be unavailable (private mode): the choice holds for this page.
  }
  listeners.forEach((l) => l());
}

/** Calls `listener` after every change of the zone; returns the unsubscribe. */
export function onDisplayTimeZoneChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
