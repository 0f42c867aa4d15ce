import type { Validator } from 'ra-core';
import type { FieldDeclaration } from '../types';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/**
 * Client-side checks of a declared field, with the SPEC §5 messages. The label is
 * translated here because react-admin does not translate message arguments.
 */
export function validatorsFor(field: FieldDeclaration, label: string, creating: boolean): Validator[] {
  const out: Validator[] = [];
  const required = field.required && !(field.kind === 'password' && !creating);
  if (required) {
    out.push((value) => (isEmpty(value) ? { message: 'app.validation.required', args: { name: label } } : undefined));
  }
  if (field.kind === 'email') {
    out.push((value) => (!isEmpty(value) && !EMAIL.test(String(value)) ? 'app.validation.email' : undefined));
  }
  if ((field.kind === 'text' || field.kind === 'password') && field.minLength) {
    const min = field.minLength;
    out.push((value) =>
      !isEmpty(value) && String(value).length < min ? { message: 'app.validation.min_length', args: { name: label, min } } : undefined,
    );
  }
  if (field.kind === 'text' && field.pattern) {
    const pattern = field.pattern;
    out.push((value) =>
      !isEmpty(value) && !pattern.test(String(value)) ? { message: 'app.validation.invalid', args: { name: label } } : undefined,
    );
  }
  // Forms are `noValidate` (the browser's own bubbles speak the browser's language), so
  // number bounds are checked here.
  if (field.kind === 'number' || field.kind === 'money') {
    out.push((value) => {
      const problem = isEmpty(value) ? undefined : numberProblem(field, value);
      return problem && { message: problem.message, args: { name: label, ...problem.args } };
    });
  }
  if (field.kind === 'password' && field.confirms) {
    const other = field.confirms;
    out.push((value, all) => (value !== (all as Record<string, unknown>)[other] ? 'app.validation.password_mismatch' : undefined));
  }
  return out;
}

/**
 * What is wrong with a number or money value, as a message key and its arguments (without the
 * field's name): not a number, or out of its declared bounds. Money is never negative unless a
 * declaration says so. The one rule for the forms, the rows cells and the demo API.
 */
export function numberProblem(
  field: { kind: string; min?: number; max?: number },
  value: unknown,
): { message: string; args: Record<string, number> } | undefined {
  if (field.kind !== 'number' && field.kind !== 'money') return undefined;
  const n = Number(value);
  const min = field.kind === 'money' ? (field.min ?? 0) : field.min;
  const max = field.kind === 'number' ? field.max : undefined;
  if (!Number.isFinite(n)) return { message: 'app.validation.invalid', args: {} };
  if (min !== undefined && n < min) return { message: 'app.validation.min_value', args: { min } };
  if (max !== undefined && n > max) return { message: 'app.validation.max_value', args: { max } };
  return undefined;
}
