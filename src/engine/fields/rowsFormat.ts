import { formatMoney, formatNumber } from '../../locale/format';
import type { Locale } from '../../locale/languages';
import type { RowCellDeclaration } from '../types';

export interface RowsContext {
  resource: string;
  locale: Locale;
  translate: (key: string, options?: Record<string, unknown>) => string;
}

/** A sub-field's label: `resources.<resource>.fields.<cell source>`, like any field. */
export const cellLabel = (cell: RowCellDeclaration, ctx: RowsContext) => ctx.translate(`resources.${ctx.resource}.fields.${cell.source}`);

/** A select cell's choice label, as the select kind names it. */
export const choiceLabel = (cell: RowCellDeclaration, value: string, ctx: RowsContext) =>
  ctx.translate(`resources.${ctx.resource}.choices.${cell.source}.${value}`, { _: value });

/** The rows of a record's field; anything that is not a list of objects counts as none. */
export function rowsOf(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.filter((r): r is Record<string, unknown> => !!r && typeof r === 'object') : [];
}

/** One cell as text: choices translated, money in the record's currency, numbers localised. */
export function cellText(cell: RowCellDeclaration, value: unknown, record: Record<string, unknown>, ctx: RowsContext): string {
  if (value === undefined || value === null || value === '') return '';
  switch (cell.kind) {
    case 'select':
      return choiceLabel(cell, String(value), ctx);
    case 'money': {
      const fromRecord = cell.currencySource ? record[cell.currencySource] : undefined;
      const currency = typeof fromRecord === 'string' && fromRecord ? fromRecord : (cell.currency ?? 'SAR');
      return formatMoney(ctx.locale, Number(value), currency);
    }
    case 'number':
      return formatNumber(ctx.locale, Number(value));
    default:
      return String(value);
  }
}

/** The export text: the cells of a row joined by ": ", rows by "; " ("Training: SAR 350.00; …"). */
export function rowsText(cells: readonly RowCellDeclaration[], value: unknown, record: Record<string, unknown>, ctx: RowsContext): string {
  return rowsOf(value)
    .map((row) => cells.map((c) => cellText(c, row[c.source], record, ctx)).join(': '))
    .join('; ');
}
