import { failureOf } from '../../providers/httpClient';
import type { DataProvider, RaRecord } from 'ra-core';
import { fieldKind, localised, type FieldContext } from '../../engine/kinds';
import type { FieldDeclaration, ResourceDeclaration } from '../../engine/types';
import { fieldsIn } from '../../engine/views/useFieldContext';
import type { ColumnPlan, ColumnSpec, LookupLabels, LookupValues } from './columns';

/** The fields an export may hold: those with the `export` placement (default on) whose kind exports at all. */
export function exportFields(decl: ResourceDeclaration): FieldDeclaration[] {
  return fieldsIn(decl, 'export').filter((f) => columnPlan(f) !== null);
}

/** The page side of an export: how the worker formats each chosen field, as its kind says (see columns.ts). */
export function columnPlan(f: FieldDeclaration): ColumnPlan | null {
  return fieldKind(f.kind).exportPlan(f);
}

export function columnSpecs(fields: FieldDeclaration[]): ColumnSpec[] {
  return fields.flatMap((f) => {
    const plan = columnPlan(f);
    return plan ? [{ source: f.source, plan }] : [];
  });
}

/**
 * Labels for the values the worker found: a label column's value goes through its kind's own
 * `exportValue` (the list's translation), a reference id becomes the referenced
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
      const kind = fieldKind(f.kind);
      const plan = kind.exportPlan(f);
      const target = kind.references?.(f);
      if (plan?.kind !== 'reference' || !target) {
        const also = plan?.kind === 'label' ? (plan.with ?? []) : [];
        out[f.source] = found.map((tuple) => {
          const [value, ...rest] = tuple as unknown[];
          const record: Record<string, unknown> = { [f.source]: value };
          also.forEach((w, i) => (record[w] = rest[i]));
          return [tuple, kind.exportValue(value, f, ctx, record)];
        });
        return;
      }
      if (!found.length) return;
      // An operator who may not read the referenced resource (403) still exports the list: the
      // column then holds the ids, as the list shows them. Any other failure stops the export.
      const data = await dataProvider.getMany(target.reference, { ids: found as (string | number)[] }).then(
        (answer) => answer.data,
        (error: unknown) => {
          if (failureOf(error) === 'forbidden') return [];
          throw error;
        },
      );
      const text = localised(target.optionText, ctx.locale);
      const key = target.optionValue ?? 'id';
      out[f.source] = data.map((r: RaRecord) => [r[key], String(r[text] ?? r[key])]);
    }),
  );
  return out;
}
