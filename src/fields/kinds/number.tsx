import { FunctionField, NumberField } from 'ra-ui-materialui';
import type { RaRecord } from 'ra-core';
import InputAdornment from '@mui/material/InputAdornment';
import { defineKind } from '../../engine/kinds';
import type { FieldBase } from '../../engine/types';
import { formatPercent } from '../../locale/format';
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
  /**
   * A percentage: the value is the number of percent (`12.5`, not `0.125`), shown with its unit in
   * cells, details and exports ("12.5%") and beside the input.
   */
  percent?: boolean;
}

declare module '../../engine/types' {
  interface FieldKindDeclarations {
    number: NumberFieldDeclaration;
  }
}

const PERCENT_SIGN = /[%\u066A]\s*$/;

export const number = defineKind<'number'>({
  kind: 'number',
  cell: (f, ctx) =>
    f.percent ? (
      <FunctionField
        source={f.source}
        sortBy={f.source}
        sortable={f.sortable ?? true}
        textAlign="right"
        render={(r: RaRecord) => {
          const v = r[f.source];
          // Isolated and on one line: the figure keeps its sign beside text of either direction.
          return typeof v === 'number' ? (
            <bdi style={{ whiteSpace: 'nowrap' }}>{formatPercent(ctx.locale, v, f.decimals ?? 0)}</bdi>
          ) : (
            plain(v)
          );
        }}
      />
    ) : (
      <NumberField source={f.source} locales={intlLocaleOf(ctx.locale)} sortable={f.sortable ?? true} />
    ),
  input: (f, ctx) => (
    <NumberInput
      source={f.source}
      validate={ctx.validate}
      helperText={ctx.helperText}
      min={f.min}
      max={f.max}
      inputProps={ariaRequired(ctx.validate)}
      slotProps={f.percent ? { input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } } : undefined}
    />
  ),
  filter: (f) => <NumberInput source={f.source} alwaysOn={f.filter === 'alwaysOn'} />,
  exportPlan: (f) => (f.percent ? { kind: 'percent', decimals: f.decimals ?? 0 } : { kind: 'number' }),
  exportValue: (v, f, ctx) => (typeof v === 'number' ? (f.percent ? formatPercent(ctx.locale, v, f.decimals ?? 0) : v) : plain(v)),
  // A percentage may come as "12.5%" (or with the Arabic percent sign).
  importValue: (f, cell) => importNumber(f.percent && typeof cell === 'string' ? cell.replace(PERCENT_SIGN, '') : cell),
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
