import type { FieldDeclaration, ResourceDeclaration } from '../engine/types';
import type { DemoRecord } from './seed';
import { numberProblem } from '../engine/fields/validators';
import { kindErrors, storableKindValue } from './validateKinds';

export type Translate = (key: string, vars?: Record<string, string | number>) => string;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function inForm(field: FieldDeclaration, creating: boolean): boolean {
  const form = field.form ?? true;
  return form === true || (form === 'create' && creating) || (form === 'edit' && !creating);
}

/**
 * What a real API would check, from the declaration: required, formats, lengths, matching
 * confirmations and uniqueness. Returns the 422 `errors` map, empty when the data is fine.
 */
export function validateRecord(
  decl: ResourceDeclaration,
  data: Record<string, unknown>,
  existing: DemoRecord[],
  t: Translate,
  currentId?: number,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const creating = currentId === undefined;
  const label = (f: FieldDeclaration) => t(`resources.${decl.name}.fields.${f.source}`);
  const fail = (f: FieldDeclaration, message: string) => (errors[f.source] ??= []).push(message);

  for (const field of decl.fields) {
    if (!inForm(field, creating)) continue;
    const value = data[field.source];
    const empty = value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
    if (empty) {
      // On update, a field that isn't sent keeps its value.
      if (field.required && (creating || field.source in data)) fail(field, t('app.validation.required', { name: label(field) }));
      continue;
    }
    if (field.kind === 'permissions' || field.kind === 'rows') {
      Object.assign(errors, kindErrors(decl.name, field, value, t));
      continue;
    }
    const text = String(value);
    if (field.kind === 'email' && !EMAIL.test(text)) fail(field, t('app.validation.email'));
    if ((field.kind === 'text' || field.kind === 'password') && field.minLength && text.length < field.minLength) {
      fail(field, t('app.validation.min_length', { name: label(field), min: field.minLength }));
    }
    if (field.kind === 'text' && field.pattern && !field.pattern.test(text)) {
      fail(field, t('app.validation.invalid', { name: label(field) }));
    }
    if (field.kind === 'password' && field.confirms && value !== data[field.confirms]) {
      fail(field, t('app.validation.password_mismatch'));
    }
    const choices =
      field.kind === 'select' ? field.choices : field.kind === 'status' ? (field.choices ?? ['active', 'inactive']) : undefined;
    if (choices && !choices.includes(text as never)) fail(field, t('app.validation.invalid', { name: label(field) }));
    const problem = numberProblem(field, value);
    if (problem) fail(field, t(problem.message, { name: label(field), ...problem.args }));
    if (field.unique) {
      const clash = existing.some((r) => r.id !== currentId && String(r[field.source] ?? '').toLowerCase() === text.toLowerCase());
      if (clash) fail(field, t('app.validation.taken', { name: label(field) }));
    }
  }
  return errors;
}

/** Drops what a server never stores: confirmations, and fields the form doesn't own. */
export function storableData(decl: ResourceDeclaration, data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of decl.fields) {
    if (field.kind === 'password' && field.confirms) continue;
    if (!(field.source in data)) continue;
    const value = data[field.source];
    out[field.source] =
      field.kind === 'text' && field.uppercase && typeof value === 'string' ? value.toUpperCase() : storableKindValue(field, value);
  }
  if (decl.parent && decl.parent.source in data) out[decl.parent.source] = data[decl.parent.source];
  return out;
}
