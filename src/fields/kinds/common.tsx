import { isRequired, type Validator } from 'ra-core';
import type { FieldContext } from '../../engine/kinds';
import type { FieldDeclaration } from '../../engine/types';
import { TextInput } from '../inputs/lazyInputs';

/** Helpers shared by the kind modules (not a kind). */
export const labelFor = (f: FieldDeclaration, ctx: FieldContext) => ctx.translate(`resources.${ctx.resource}.fields.${f.source}`);

export const choiceList = (values: readonly string[], label: (v: string) => string) => values.map((id) => ({ id, name: label(id) }));

export const plain = (value: unknown): string | number =>
  value === undefined || value === null ? '' : typeof value === 'number' ? value : String(value);

/**
 * `aria-required` for an input whose checks include `required`: react-admin's asterisk is
 * hidden from screen readers, so the input itself says it.
 */
export const ariaRequired = (validate: Validator[] | undefined) => (isRequired(validate) ? { 'aria-required': true } : {});

/** A filter that matches text, the default of most kinds. */
export const textFilter = (f: FieldDeclaration, source = f.source, label?: string) => (
  <TextInput source={source} label={label} alwaysOn={f.filter === 'alwaysOn'} resettable />
);

/** Not a number, or out of bounds: the rule of the number and money kinds (and their rows cells). */
/** Beyond this an amount or a rate is a typing slip, and doubles stop holding cents exactly. */
export const LARGEST_AMOUNT = 1e12;

/** Decimal places of a number as JavaScript writes it (1e-7 counts its exponent). */
export function decimalsOf(n: number): number {
  const [mantissa, exponent] = String(n).toLowerCase().split('e');
  const places = (mantissa.split('.')[1] ?? '').length - Number(exponent ?? 0);
  return Math.max(0, places);
}

/**
 * A number with at most `decimals` places (0: a whole number, a count), never beyond what a
 * double holds exactly (a 20-digit count would be silently rounded), then within the bounds.
 */
export function numberProblems(value: unknown, min: number | undefined, max: number | undefined, decimals = 0) {
  const n = Number(value);
  if (!Number.isFinite(n)) return [{ message: 'app.validation.invalid', args: {} }];
  if (decimals === 0 ? !Number.isSafeInteger(Math.trunc(n)) : Math.abs(n) > LARGEST_AMOUNT)
    return [{ message: 'app.validation.too_large', args: {} }];
  if (decimalsOf(n) > decimals)
    return decimals === 0
      ? [{ message: 'app.validation.whole_number', args: {} }]
      : [{ message: 'app.validation.decimals', args: { max: decimals } }];
  if (min !== undefined && n < min) return [{ message: 'app.validation.min_value', args: { min } }];
  if (max !== undefined && n > max) return [{ message: 'app.validation.max_value', args: { max } }];
  return [];
}

/** A value outside a closed list (select, status). */
export const choiceProblems = (choices: readonly string[], value: unknown) =>
  choices.includes(String(value)) ? [] : [{ message: 'app.validation.invalid', args: {} }];

/** At least `min` characters (text, password). */
export const lengthProblems = (min: number | undefined, value: unknown) =>
  min && String(value).length < min ? [{ message: 'app.validation.min_length', args: { min } }] : [];

/** Text longer than `max` characters (the form keeps it and says so; nothing is cut). */
export const maxLengthProblems = (max: number, value: unknown) =>
  String(value).length > max ? [{ message: 'app.validation.max_length', args: { max } }] : [];

/** A date (or date-time) before the one in `other`, the start of its range. */
export function notBeforeProblems(other: string | undefined, value: unknown, record: Record<string, unknown>) {
  if (!other) return [];
  const start = record[other];
  if (typeof start !== 'string' || !start || typeof value !== 'string') return [];
  // ISO dates and date-times compare as text; a date against a date-time compares its day.
  const length = Math.min(start.length, value.length, start.length === 10 || value.length === 10 ? 10 : Infinity);
  return value.slice(0, length) < start.slice(0, length)
    ? [{ message: 'app.validation.not_before', args: { other }, fieldArgs: ['other'] }]
    : [];
}
