import type { DataProvider, RaRecord } from 'ra-core';
import { localised, registry, type FieldContext, type KindRenderer } from '../../engine/fields/registry';
import type { FieldDeclaration, ResourceDeclaration } from '../../engine/types';
import { fieldsIn } from '../../engine/views/useFieldContext';
import type { Cell } from './table';

/** The fields an export may hold: those with the `export` placement (default on). */
export function exportFields(decl: ResourceDeclaration): FieldDeclaration[] {
  return fieldsIn(decl, 'export').filter((f) => f.kind !== 'password');
}

export type ReferenceLabels = Map<string, Map<string, string>>;

/**
 * A reference column shows the referenced record's name in the list, so the export gets the
 * name too: one `getMany` per reference field for the ids the rows hold.
 */
export async function referenceLabels(fields: FieldDeclaration[], rows: Record<string, unknown>[], dataProvider: DataProvider, ctx: FieldContext): Promise<ReferenceLabels> {
  const out: ReferenceLabels = new Map();
  await Promise.all(
    fields.map(async (f) => {
      if (f.kind !== 'reference') return;
      const ids = new Set<string | number>();
      for (const row of rows) {
        const v = row[f.source];
        for (const id of Array.isArray(v) ? v : v === undefined || v === null || v === '' ? [] : [v]) ids.add(id as string | number);
      }
      if (!ids.size) return;
      const { data } = await dataProvider.getMany(f.reference, { ids: [...ids] });
      const text = localised(f.optionText, ctx.locale);
      const key = f.optionValue ?? 'id';
      out.set(f.source, new Map(data.map((r: RaRecord) => [String(r[key]), String(r[text] ?? r[key])])));
    }),
  );
  return out;
}

/** One row as the export file shows it: the registry's `exportValue` per field, in order. */
export function formatRow(row: Record<string, unknown>, fields: FieldDeclaration[], ctx: FieldContext, labels: ReferenceLabels): Cell[] {
  return fields.map((f) => {
    let value = row[f.source];
    const names = labels.get(f.source);
    if (names) value = Array.isArray(value) ? value.map((id) => names.get(String(id)) ?? id) : names.get(String(value)) ?? value;
    return (registry[f.kind] as KindRenderer<FieldDeclaration>).exportValue(value, f, ctx, row);
  });
}
