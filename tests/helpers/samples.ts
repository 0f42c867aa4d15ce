import type { FieldDeclaration, ResourceDeclaration } from '../../src/engine/types';
import type { DemoStore } from '../../src/demo/store';

/** Values tried, in order, for a text field with a pattern: the first that matches is used. */
const PATTERNED_BASES = ['sample.key', '/api/v1/sample', 'sample-co', 'ar, en', 'QZ', 'QZX', '+999', '+966 50 123 4567'];
/** Values for a `pattern`, each base first and then numbered, so a unique code has more than one. */
const PATTERNED = [...PATTERNED_BASES, ...PATTERNED_BASES.flatMap((v) => Array.from({ length: 20 }, (_, n) => `${v}${n + 2}`))];

const inCreateForm = (f: FieldDeclaration) => {
  // A related list (a category's sub-categories) is no value of the record.
  if (f.kind === 'related') return false;
  const form = f.form ?? true;
  return form === true || form === 'create';
};

/** A value of the field's kind that the declaration accepts; `undefined` if none can be made. */
export function sampleValue(
  decl: ResourceDeclaration,
  field: FieldDeclaration,
  store: DemoStore,
  declarations: readonly ResourceDeclaration[],
): unknown {
  switch (field.kind) {
    case 'text': {
      if (field.pattern) {
        const taken = new Set(store.list(decl.endpoint).map((r) => String(r[field.source] ?? '').toLowerCase()));
        return PATTERNED.find((v) => field.pattern!.test(v) && !(field.unique && taken.has(v.toLowerCase())));
      }
      return `Sample ${decl.name} ${field.source}`;
    }
    case 'email':
      return `sample.${decl.name}.${field.source}@example.com`;
    case 'password':
      return 'Secret123!';
    case 'number':
      return Math.min(field.max ?? Infinity, Math.max(field.min ?? 1, 1));
    case 'boolean':
      return true;
    case 'date':
      return '2026-11-15';
    case 'datetime':
      return '2026-11-15T09:30:00.000Z';
    case 'money':
      return 150.5;
    case 'status':
      return (field.choices ?? ['active'])[0];
    case 'select':
      return field.choices[0];
    case 'phone':
      return '+966501234567';
    case 'file':
    case 'image':
      return {
        path: 'https://files.example.com/sample.png',
        name: 'sample.png',
        pathDB: 'uploads/2026/11/15/sample.png',
        upload_date_time: '2026-11-15T09:30:00.000Z',
      };
    case 'images':
      return [1, 2].map((n) => ({
        path: `https://files.example.com/sample-${n}.png`,
        name: `sample-${n}.png`,
        pathDB: `uploads/2026/11/15/sample-${n}.png`,
        upload_date_time: '2026-11-15T09:30:00.000Z',
      }));
    case 'permissions':
      // The first two of the field's own vocabulary (a role's SPEC §6 strings, a plan's modules).
      return field.permissions.slice(0, 2);
    case 'rows':
      // Two rows, each cell a sample of its own kind.
      return [0, 1].map(() => Object.fromEntries(field.of.map((c) => [c.source, sampleValue(decl, c, store, declarations)])));
    case 'reference': {
      const target = declarations.find((d) => d.name === field.reference);
      const first = target && store.list(target.endpoint)[0];
      if (!first) return undefined;
      const value = first[field.optionValue ?? 'id'];
      return field.multiple ? [value] : value;
    }
  }
}

/**
 * A valid new record for a create form, generated from the declaration: every field of the
 * create form filled (required or not), confirmations equal to what they confirm, and a
 * nested resource's parent pointer set to an existing parent.
 */
export function sampleRecord(
  decl: ResourceDeclaration,
  store: DemoStore,
  declarations: readonly ResourceDeclaration[],
): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const field of decl.fields.filter(inCreateForm)) {
    const value = sampleValue(decl, field, store, declarations);
    if (value === undefined) throw new Error(`No sample value for ${decl.name}.${field.source}`);
    data[field.source] = value;
  }
  for (const field of decl.fields) {
    if (field.kind === 'password' && field.confirms) data[field.source] = data[field.confirms];
  }
  if (decl.parent) {
    const parent = declarations.find((d) => d.name === decl.parent!.resource)!;
    data[decl.parent.source] = store.list(parent.endpoint)[0][decl.parent.parentSource ?? decl.parent.param];
  }
  return data;
}

export const requiredCreateFields = (decl: ResourceDeclaration) => decl.fields.filter((f) => f.required && inCreateForm(f));
