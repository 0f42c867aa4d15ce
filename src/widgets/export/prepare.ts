import type { DataProvider, RaRecord } from 'ra-core';
import { localised, registry, type FieldContext, type KindRenderer } from '../../engine/fields/registry';
import type { FieldDeclaration, ResourceDeclaration } from '../../engine/types';
import { fieldsIn } from '../../engine/views/useFieldContext';
import type { ColumnPlan, ColumnSpec, LookupLabels, LookupValues } from './columns';

/** The fields an export may hold: those with the `export` placement (default on). */
export function exportFields(decl: ResourceDeclaration): FieldDeclaration[] {
  return fieldsIn(decl, 'export').filter((f) => f.kind !== 'password');
}

/** The page side of an export: how the worker formats each chosen field (see columns.ts). */
export function columnPlan(f: FieldDeclaration): ColumnPlan {
  switch (f.kind) {
    case 'text':
    case 'email':
    case 'phone':
      return { kind: 'plain' };
    case 'number':
      return { kind: 'number' };
    case 'password':
      return { kind: 'blank' };
    case 'file':
      return { kind: 'fileName' };
    case 'image':
      return { kind: 'filePath' };
    case 'date':
    case 'datetime':
      return { kind: 'date', withTime: f.kind === 'datetime' };
    case 'money':
      return { kind: 'money', currency: f.currency, currencySource: f.currencySource };
    case 'status':
    case 'select':
    case 'boolean':
    case 'permissions':
      return { kind: 'label' };
    case 'rows': {
      // A money cell may take its currency from another field of the record.
      const currencies = f.of.flatMap((c) => (c.kind === 'money' && c.currencySource ? [c.currencySource] : []));
      return currencies.length ? { kind: 'label', with: [...new Set(currencies)] } : { kind: 'label' };
    }
    case 'reference':
      return { kind: 'reference' };
    default: {
      // A new kind must say how it exports: this fails to compile until it does.
      const missing: never = f;
      return missing;
    }
  }
}

export function columnSpecs(fields: FieldDeclaration[]): ColumnSpec[] {
  return fields.map((f) => ({ source: f.source, plan: columnPlan(f) }));
}

/**
 * Labels for the values the worker found: a status/select/boolean value goes through the
 * registry's own `exportValue` (the list's translation), a reference id becomes the referenced
 * record's name with one `getMany` per reference field, as the list's reference cell shows it.
 */
export async function lookupLabels(
  fields: FieldDeclaration[],
  values: LookupValues,
  dataProvider: DataProvider,
  ctx: FieldContext,
): Promise<LookupLabels> {
  const out: LookupLabels = {};
  await Promise.all(
    fields.map(async (f) => {
      const found = values[f.source];
      if (!found) return;
      if (f.kind !== 'reference') {
        const exportValue = (registry[f.kind] as KindRenderer<FieldDeclaration>).exportValue;
        const plan = columnPlan(f);
        const also = plan.kind === 'label' ? (plan.with ?? []) : [];
        out[f.source] = found.map((tuple) => {
          const [value, ...rest] = tuple as unknown[];
          const record: Record<string, unknown> = { [f.source]: value };
          also.forEach((w, i) => (record[w] = rest[i]));
          return [tuple, exportValue(value, f, ctx, record)];
        });
        return;
      }
      if (!found.length) return;
      const { data } = await dataProvider.getMany(f.reference, { ids: found as (string | number)[] });
      const text = localised(f.optionText, ctx.locale);
      const key = f.optionValue ?? 'id';
      out[f.source] = data.map((r: RaRecord) => [r[key], String(r[text] ?? r[key])]);
    }),
  );
  return out;
}
