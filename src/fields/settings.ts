/**
 * The domain data the field kinds need but do not own (the engine and the kinds know no
 * domain): handed down once at start-up by the app from `resources/shared/` through
 * `installFields` (src/fields/index.ts).
 */
export type StatusTone = 'success' | 'default' | 'warning' | 'error' | 'info';

export interface FieldSettings {
  /** The ISO code of a money field with no currency of its own (declared or in the record). */
  defaultCurrency: string;
  /** The colour of each status value's chip, one look app-wide; unknown values are `info`. */
  statusTones: Readonly<Record<string, StatusTone>>;
}

let current: FieldSettings | undefined;

export function configureFields(settings: FieldSettings): void {
  current = settings;
}

export function fieldSettings(): FieldSettings {
  if (!current) throw new Error('Field kinds are not configured: call installFields() from src/fields at start-up.');
  return current;
}
