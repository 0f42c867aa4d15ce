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
    out.push((value) => (!isEmpty(value) && !pattern.test(String(value)) ? { message: 'app.validation.invalid', args: { name: label } } : undefined));
  }
  // Forms are `noValidate` (the browser's own bubbles speak the browser's language), so
  // number bounds are checked here. Money is never negative unless a declaration says so.
  if (field.kind === 'number' || field.kind === 'money') {
    const min = field.kind === 'money' ? field.min ?? 0 : field.min;
    const max = field.kind === 'number' ? field.max : undefined;
    out.push((value) => {
      if (isEmpty(value)) return undefined;
      const n = Number(value);
      if (!Number.isFinite(n)) return { message: 'app.validation.invalid', args: { name: label } };
      if (min !== undefined && n < min) return { message: 'app.validation.min_value', args: { name: label, min } };
      if (max !== undefined && n > max) return { message: 'app.validation.max_value', args: { name: label, max } };
      return undefined;
    });
  }
  if (field.kind === 'password' && field.confirms) {
    const other = field.confirms;
    out.push((value, all) => (value !== (all as Record<string, unknown>)[other] ? 'app.validation.password_mismatch' : undefined));
  }
  return out;
}
