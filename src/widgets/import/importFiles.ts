import type { DataProvider } from 'ra-core';
import { fieldKind, isEmptyValue, localised, type FieldContext, type Problem, type SheetCell } from '../../engine/kinds';
import type { FieldDeclaration, ResourceDeclaration } from '../../engine/types';
import type { Cell } from '../export/table';
import { referenceOf } from './check';

/**
 * The template's one sample row: the newest record as the export writes it (each kind's
 * `exportValue`, which is what the import reads back), references by name. No record: no row.
 */
export async function sampleRow(
  decl: ResourceDeclaration,
  fields: readonly FieldDeclaration[],
  ctx: FieldContext,
  dataProvider: DataProvider,
): Promise<Cell[][]> {
  const { data } = await dataProvider.getList(decl.name, {
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'id', order: 'DESC' },
    filter: {},
  });
  const record = data[0] as Record<string, unknown> | undefined;
  if (!record) return [];
  const cells = await Promise.all(
    fields.map(async (f): Promise<Cell> => {
      const value = record[f.source];
      if (isEmptyValue(value) || fieldKind(f.kind).writeOnly) return '';
      const target = referenceOf(f);
      if (!target) return fieldKind(f.kind).exportValue(value, f, ctx, record);
      const ids = (Array.isArray(value) ? value : [value]) as (string | number)[];
      try {
        const { data: named } = await dataProvider.getMany(target.reference, { ids });
        return named.map((r) => String(r[localised(target.optionText, ctx.locale)] ?? r.id)).join(', ');
      } catch {
        return ids.join(', ');
      }
    }),
  );
  return [cells];
}

/** The rejected rows as the file had them, with a last column saying why each was refused. */
export function rejectedSheet(
  headers: readonly string[],
  rows: readonly { cells: readonly SheetCell[]; problems: Record<string, Problem[]> }[],
  reasonHeader: string,
  describe: (problems: Record<string, Problem[]>) => string,
): { headers: string[]; rows: Cell[][] } {
  return {
    headers: [...headers, reasonHeader],
    rows: rows.map((r) => [...r.cells.map((c) => (typeof c === 'boolean' ? String(c) : c)), describe(r.problems)]),
  };
}
