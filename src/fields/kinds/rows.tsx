import { FunctionField } from 'ra-ui-materialui';
import { defineKind, fieldKind, isEmptyValue, type Problem } from '../../engine/kinds';
import type { FieldBase } from '../../engine/types';
import { RowsView } from '../inputs/RowsView';
import { rowsText } from '../inputs/rowsFormat';
import { labelFor, textFilter } from './common';
import type { MoneyFieldDeclaration } from './money';
import type { NumberFieldDeclaration } from './number';
import type { SelectFieldDeclaration } from './select';
import type { TextFieldDeclaration } from './text';
import { RowsInput } from '../inputs/lazyInputs';

/** One column of a `rows` field; its label is `resources.<name>.fields.<source>`. */
export type RowCellDeclaration = TextFieldDeclaration | SelectFieldDeclaration | MoneyFieldDeclaration | NumberFieldDeclaration;

/**
 * A list of small records edited as rows of a table (a plan's services: type and price),
 * stored as an array of objects. Server errors name a cell as `<source>.<row>.<cell>`.
 */
export interface RowsFieldDeclaration extends FieldBase {
  kind: 'rows';
  of: readonly RowCellDeclaration[];
}

declare module '../../engine/types' {
  interface FieldKindDeclarations {
    rows: RowsFieldDeclaration;
  }
}

const isRow = (r: unknown): r is Record<string, unknown> => !!r && typeof r === 'object';

export const rows = defineKind<'rows'>({
  kind: 'rows',
  cell: (f, ctx) => <FunctionField source={f.source} sortable={false} render={() => <RowsView field={f} ctx={ctx} />} />,
  input: (f, ctx) => <RowsInput field={f} ctx={ctx} label={labelFor(f, ctx)} validate={ctx.validate} creating={ctx.creating} />,
  filter: (f, ctx) => textFilter(f, `${f.source}.${f.of[0]?.source ?? 'q'}`, labelFor(f, ctx)),
  // Several values with structure of their own: not a cell's text.
  importValue: false,
  exportPlan: (f) => {
    // A money cell may take its currency from another field of the record.
    const currencies = f.of.flatMap((c) => (c.kind === 'money' && c.currencySource ? [c.currencySource] : []));
    return currencies.length ? { kind: 'label', with: [...new Set(currencies)] } : { kind: 'label' };
  },
  exportValue: (v, f, ctx, record) => rowsText(f.of, v, record, ctx),
  // Each cell is checked as a top-level field of its kind would be, its error keyed `<row>.<cell>`.
  problems: (f, value) => {
    if (!Array.isArray(value) || !value.every(isRow)) return [{ message: 'app.validation.invalid', args: {} }];
    return value.flatMap((row, i) =>
      f.of.flatMap((cell): Problem[] => {
        const v = row[cell.source];
        const path = `${i}.${cell.source}`;
        if (isEmptyValue(v)) return cell.required ? [{ message: 'app.validation.required', args: {}, path }] : [];
        return (fieldKind(cell.kind).problems?.(cell, v, row) ?? []).slice(0, 1).map((p) => ({ ...p, path }));
      }),
    );
  },
  schema: (f) => ({
    type: 'array',
    items: {
      type: 'object',
      properties: Object.fromEntries(f.of.map((c) => [c.source, { 'x-kind': c.kind, ...fieldKind(c.kind).schema(c) }])),
      required: f.of.filter((c) => c.required).map((c) => c.source),
    },
    description: `A 422 names a cell as \`${f.source}.<row>.<cell>\`, e.g. \`${f.source}.0.${f.of[0]?.source ?? 'x'}\`.`,
  }),
  // Only the declared cells, each stored as its kind stores it.
  store: (f, value) =>
    Array.isArray(value)
      ? value.map((row: Record<string, unknown>) =>
          Object.fromEntries(
            f.of.map((c) => {
              const v = row[c.source];
              const store = fieldKind(c.kind).store;
              return [c.source, isEmptyValue(v) ? (v ?? null) : store ? store(c, v) : v];
            }),
          ),
        )
      : value,
  // Its cells are fields of their own kinds: checked like top-level ones.
  declaration: (f) => ({ parts: f.of }),
});
