import { isRequired, type Validator } from 'ra-core';
import type { FieldContext, Imported, SheetCell } from '../../engine/kinds';
import type { Locale } from '../../locale/languages';
import { parseDateText, toLatinDigits } from '../inputs/localeDate';
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

/*
 * Reading a spreadsheet cell (the list import, docs/widgets.md "Import"): each kind's
 * `importValue` is built from these, so a cell is read the way the kind's input reads what is
 * typed (Arabic-Indic digits, the language's date order) and its rules stay the kind's `problems`.
 */
const CELL_BIDI_MARKS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g;
const NOT_VALID: Imported = { problem: { message: 'app.validation.invalid', args: {} } };

/** A cell's text without bidi marks and surrounding spaces. */
export const cellText = (cell: SheetCell): string => String(cell).replace(CELL_BIDI_MARKS, '').trim();

/** A number, or its text with any digits and the Arabic or Latin separators (`١٬٢٠٠٫٥`, `1,200.5`). */
export function importNumber(cell: SheetCell): Imported {
  if (typeof cell === 'number') return { value: cell };
  const text = toLatinDigits(cellText(cell))
    .replace(/\u066B/g, '.')
    .replace(/[\u066C,\s\u00A0\u202F]/g, '');
  const n = /^[-+]?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : NaN;
  return Number.isFinite(n) ? { value: n } : NOT_VALID;
}

/** One of `values`, named by itself or by its label (case, spaces and bidi marks aside). */
export function importChoice<T>(values: readonly T[], cell: SheetCell, label: (v: T) => string): Imported {
  const wanted = sameText(cellText(cell));
  const found = values.find((v) => sameText(String(v)) === wanted || sameText(label(v)) === wanted);
  return found === undefined ? NOT_VALID : { value: found };
}

const sameText = (text: string) => text.replace(CELL_BIDI_MARKS, '').replace(/\s+/g, '').toLowerCase();

/** Yes or no, as a sheet holds it (TRUE, 1) or as people write it in either language. */
export function importBoolean(cell: SheetCell, labels: { yes: string[]; no: string[] }): Imported {
  if (typeof cell === 'boolean') return { value: cell };
  if (cell === 1 || cell === 0) return { value: cell === 1 };
  const text = sameText(cellText(cell));
  if (['true', '1', 'yes', 'y', 'نعم', ...labels.yes.map(sameText)].includes(text)) return { value: true };
  if (['false', '0', 'no', 'n', 'لا', ...labels.no.map(sameText)].includes(text)) return { value: false };
  return NOT_VALID;
}

/** Excel's day number (1 = 1900-01-01, with its leap-year slip: day 0 is 1899-12-30 from March 1900). */
const excelDay = (serial: number) => new Date(Date.UTC(1899, 11, 30) + Math.round(serial * 86_400_000));

/** A day: Excel's date number, ISO, or typed in the language's order (dd/mm/yyyy). */
export function importDate(cell: SheetCell, locale: Locale): Imported {
  if (typeof cell === 'number') return Number.isFinite(cell) && cell > 0 ? { value: excelDay(cell).toISOString().slice(0, 10) } : NOT_VALID;
  const iso = parseDateText(cellText(cell), locale);
  return iso ? { value: iso } : NOT_VALID;
}

/** An instant: Excel's date number, or ISO text (`2026-11-03T09:30`, with or without a zone). */
export function importDateTime(cell: SheetCell, locale: Locale): Imported {
  if (typeof cell === 'number') return Number.isFinite(cell) && cell > 0 ? { value: excelDay(cell).toISOString() } : NOT_VALID;
  const text = toLatinDigits(cellText(cell)).replace(' ', 'T');
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text)) {
    const time = new Date(text);
    return Number.isNaN(time.getTime()) ? NOT_VALID : { value: time.toISOString() };
  }
  const day = parseDateText(text, locale);
  return day ? { value: new Date(`${day}T00:00`).toISOString() } : NOT_VALID;
}
