import { NumberField } from 'ra-ui-materialui';
import { defineKind } from '../../engine/kinds';
import type { FieldBase } from '../../engine/types';
import { intlLocaleOf } from '../../locale/languages';
import { ariaRequired, importNumber, numberProblems, plain } from './common';
import { NumberInput } from '../inputs/lazyInputs';

export interface NumberFieldDeclaration extends FieldBase {
  kind: 'number';
  min?: number;
  max?: number;
  /**
   * Decimal places allowed: 0 by default (a count of days, users, items is a whole number);
   * rates and percentages declare theirs.
   */
  decimals?: number;
}

declare module '../../engine/types' {
  interface FieldKindDeclarations {
    number: NumberFieldDeclaration;
  }
}

export const number = defineKind<'number'>({
  kind: 'number',
  cell: (f, ctx) => <NumberField source={f.source} locales={intlLocaleOf(ctx.locale)} sortable={f.sortable ?? true} />,
  input: (f, ctx) => (
    <NumberInput
      source={f.source}
      validate={ctx.validate}
      helperText={ctx.helperText}
      min={f.min}
      max={f.max}
      inputProps={ariaRequired(ctx.validate)}
    />
  ),
  filter: (f) => <NumberInput source={f.source} alwaysOn={f.filter === 'alwaysOn'} />,
  exportPlan: () => ({ kind: 'number' }),
  exportValue: (v) => (typeof v === 'number' ? v : plain(v)),
  importValue: (_f, cell) => importNumber(cell),
  // Forms are `noValidate` (the browser's bubbles speak the browser's language): bounds are checked here.
  problems: (f, value) => numberProblems(value, f.min, f.max, f.decimals ?? 0),
  schema: (f) => ({
    type: f.decimals ? 'number' : 'integer',
    ...(f.decimals ? { multipleOf: 10 ** -f.decimals } : { maximum: Number.MAX_SAFE_INTEGER }),
    ...(f.min !== undefined ? { minimum: f.min } : {}),
    ...(f.max !== undefined ? { maximum: f.max } : {}),
  }),
  store: (_f, value) => (value === '' || value === null || value === undefined ? value : Number(value)),
});
