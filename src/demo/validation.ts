import './fieldKinds';
import { fieldKind, isEmptyValue, problemsOf, writeOnlySources } from '../engine/kinds';
import type { FieldDeclaration, ResourceDeclaration } from '../engine/types';
import type { DemoRecord } from './seed';
import { spellings } from './bilingual';

export type Translate = (key: string, vars?: Record<string, string | number>) => string;

function inForm(field: FieldDeclaration, creating: boolean): boolean {
  const form = field.form ?? true;
  return form === true || (form === 'create' && creating) || (form === 'edit' && !creating);
}

/**
 * What a real API would check, from the declaration: required and uniqueness here, the rest
 * by each field's kind (`problems`: the same rules the forms check). Returns the 422 `errors`
 * map, empty when the data is fine; a problem about a part of a value (a rows cell) is keyed
 * `<field>.<part>` so the form shows it under that part.
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
  const label = (source: string) => t(`resources.${decl.name}.fields.${source}`);
  const fail = (key: string, message: string) => (errors[key] ??= []).push(message);

  for (const field of decl.fields) {
    if (!inForm(field, creating)) continue;
    const value = data[field.source];
    if (isEmptyValue(value)) {
      // On update, a field that isn't sent keeps its value.
      // A password left empty on an edit keeps the stored one.
      if (field.required && (creating || (field.source in data && !fieldKind(field.kind).optionalWhenEditing)))
        fail(field.source, t('app.validation.required', { name: label(field.source) }));
      continue;
    }
    for (const p of problemsOf(field, value, data)) {
      const name = label(p.path ? p.path.slice(p.path.lastIndexOf('.') + 1) : field.source);
      const args: Record<string, string | number> = { name, ...p.args };
      for (const arg of p.fieldArgs ?? []) args[arg] = label(String(args[arg]));
      const message = t(p.message, args);
      fail(p.path ? `${field.source}.${p.path}` : field.source, p.detail ? `${message} (${p.detail})` : message);
    }
    if (field.unique) {
      const text = String(value).toLowerCase();
      // A seeded name is taken in both its languages.
      const clash = existing.some((r) => r.id !== currentId && spellings(r[field.source]).some((s) => s.toLowerCase() === text));
      if (clash) fail(field.source, t('app.validation.taken', { name: label(field.source) }));
    }
  }
  return errors;
}

/**
 * Drops what a server never stores (confirmations, fields the form doesn't own); each kind stores
 * its value its way. On an update (`creating` false) an empty value of a kind that keeps the
 * stored one when left empty (a password) changes nothing.
 */
export function storableData(decl: ResourceDeclaration, data: Record<string, unknown>, creating = true): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of decl.fields) {
    const kind = fieldKind(field.kind);
    if (kind.transient?.(field)) continue;
    if (!(field.source in data)) continue;
    const value = data[field.source];
    if (!creating && kind.optionalWhenEditing && isEmptyValue(value)) continue;
    out[field.source] = kind.store && !isEmptyValue(value) ? kind.store(field, value) : value;
  }
  if (decl.parent && decl.parent.source in data) out[decl.parent.source] = data[decl.parent.source];
  return out;
}

/** A record as the API answers it: without its write-only values (a password). */
export function readable(decl: ResourceDeclaration): <R extends Record<string, unknown>>(record: R) => R {
  const hidden = writeOnlySources(decl.fields);
  // Values the server composes (a person's full name) are on every answer.
  const derived = decl.fields.filter((f) => fieldKind(f.kind).derive);
  if (!hidden.length && !derived.length) return (record) => record;
  return (record) => {
    const copy: Record<string, unknown> = { ...record };
    for (const source of hidden) delete copy[source];
    for (const f of derived) copy[f.source] = fieldKind(f.kind).derive!(f, record);
    return copy as typeof record;
  };
}
