import type { Validator } from 'ra-core';
import { fieldKind, isEmptyValue, problemsOf } from './kinds';
import type { FieldDeclaration } from './types';

/**
 * Client-side checks of a declared field, with the SPEC §5 messages: `required` here, the
 * rest is the kind's own `problems` (the very rules the demo API answers 422 with). The label
 * is translated here because react-admin does not translate message arguments. A problem
 * about a part of the value (a rows cell) is left to that part's own input.
 */
export function validatorsFor(
  field: FieldDeclaration,
  label: string,
  creating: boolean,
  labelOf: (source: string) => string = (source) => source,
): Validator[] {
  const out: Validator[] = [];
  const required = field.required && (creating || !fieldKind(field.kind).optionalWhenEditing);
  if (required) {
    const check: Validator = (value) => (isEmptyValue(value) ? { message: 'app.validation.required', args: { name: label } } : undefined);
    // react-admin reads this mark (as on its own `required()`): the input shows its asterisk
    // before the operator submits, and an input of our own reads it through `useInput`.
    out.push(Object.assign(check, { isRequired: true }));
  }
  if (!fieldKind(field.kind).problems) return out;
  out.push((value, all) => {
    const problem = problemsOf(field, value, (all ?? {}) as Record<string, unknown>).find((p) => !p.path);
    if (!problem) return undefined;
    if (problem.args === undefined) return problem.message;
    const args: Record<string, string | number> = { name: label, ...problem.args };
    for (const arg of problem.fieldArgs ?? []) args[arg] = labelOf(String(args[arg]));
    return { message: problem.message, args };
  });
  return out;
}
