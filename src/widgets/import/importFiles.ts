import type { DataProvider } from 'ra-core';
import { fieldKind, isEmptyValue, localised, type FieldContext, type Problem, type SheetCell } from '../../engine/kinds';
import type { FieldDeclaration, ResourceDeclaration } from '../../engine/types';
import type { Cell } from '../export/table';
import { DATE_FORMAT, DATE_TIME_FORMAT } from '../export/columns';
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

/**
 * The rejected rows as the file had them, with a last column saying why each was refused. A
 * day number in a column of a date field (its kind's export plan says so) is written as a date
 * cell again, as the export writes dates, so the operator fixing the file reads a date.
 */
export function rejectedSheet(
  headers: readonly string[],
  rows: readonly { cells: readonly SheetCell[]; problems: Record<string, Problem[]> }[],
  reasonHeader: string,
  describe: (problems: Record<string, Problem[]>) => string,
  columnFields: readonly (FieldDeclaration | undefined)[] = [],
): { headers: string[]; rows: Cell[][] } {
  const plans = columnFields.map((f) => (f ? fieldKind(f.kind).exportPlan(f) : null));
  const cell = (c: SheetCell, i: number): Cell => {
    const plan = plans[i];
    if (typeof c === 'number' && plan?.kind === 'date') return { t: 'n', v: c, z: plan.withTime ? DATE_TIME_FORMAT : DATE_FORMAT, w: '' };
    return typeof c === 'boolean' ? String(c) : c;
  };
  return {
    headers: [...headers, reasonHeader],
    rows: rows.map((r) => [...r.cells.map(cell), describe(r.problems)]),
  };
}
