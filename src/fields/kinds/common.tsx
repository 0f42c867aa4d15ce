import { TextInput } from 'ra-ui-materialui';
import type { FieldContext } from '../../engine/kinds';
import type { FieldDeclaration } from '../../engine/types';

/** Helpers shared by the kind modules (not a kind). */
export const labelFor = (f: FieldDeclaration, ctx: FieldContext) => ctx.translate(`resources.${ctx.resource}.fields.${f.source}`);

export const choiceList = (values: readonly string[], label: (v: string) => string) => values.map((id) => ({ id, name: label(id) }));

export const plain = (value: unknown): string | number =>
  value === undefined || value === null ? '' : typeof value === 'number' ? value : String(value);

/** A filter that matches text, the default of most kinds. */
export const textFilter = (f: FieldDeclaration, source = f.source, label?: string) => (
  <TextInput source={source} label={label} alwaysOn={f.filter === 'alwaysOn'} resettable />
);

/** Not a number, or out of bounds: the rule of the number and money kinds (and their rows cells). */
export function numberProblems(value: unknown, min: number | undefined, max: number | undefined) {
  const n = Number(value);
  if (!Number.isFinite(n)) return [{ message: 'app.validation.invalid', args: {} }];
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
