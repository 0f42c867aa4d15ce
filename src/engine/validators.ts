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
    out.push((value) => (isEmptyValue(value) ? { message: 'app.validation.required', args: { name: label } } : undefined));
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
