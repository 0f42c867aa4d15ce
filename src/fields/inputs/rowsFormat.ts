import { fieldKind, type FieldContext } from '../../engine/kinds';
import { formatNumber } from '../../locale/format';
import type { RowCellDeclaration } from '../kinds/rows';

export type RowsContext = FieldContext;

/** A sub-field's label: `resources.<resource>.fields.<cell source>`, like any field. */
export const cellLabel = (cell: RowCellDeclaration, ctx: RowsContext) => ctx.translate(`resources.${ctx.resource}.fields.${cell.source}`);

export { choiceLabel } from '../kinds/select';

/** The rows of a record's field; anything that is not a list of objects counts as none. */
export function rowsOf(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.filter((r): r is Record<string, unknown> => !!r && typeof r === 'object') : [];
}

/** One cell as text, as its own kind exports it (choices translated, money in the record's currency), numbers localised. */
export function cellText(cell: RowCellDeclaration, value: unknown, record: Record<string, unknown>, ctx: RowsContext): string {
  if (value === undefined || value === null || value === '') return '';
  const out = fieldKind(cell.kind).exportValue(value, cell, ctx, record);
  return typeof out === 'number' ? formatNumber(ctx.locale, out) : String(out);
}

/** The export text: the cells of a row joined by ": ", rows by "; " ("Training: SAR 350.00; …"). */
export function rowsText(cells: readonly RowCellDeclaration[], value: unknown, record: Record<string, unknown>, ctx: RowsContext): string {
  return rowsOf(value)
    .map((row) => cells.map((c) => cellText(c, row[c.source], record, ctx)).join(': '))
    .join('; ');
}
