import { FunctionField } from 'ra-ui-materialui';
import type { RaRecord } from 'ra-core';
import { useWatch } from 'react-hook-form';
import InputAdornment from '@mui/material/InputAdornment';
import { defineKind } from '../../engine/kinds';
import type { FieldBase } from '../../engine/types';
import { formatMoney } from '../../locale/format';
import type { Locale } from '../../locale/languages';
import { fieldSettings } from '../settings';
import { LARGEST_AMOUNT, ariaRequired, importNumber, numberProblems } from './common';
import { NumberInput } from '../inputs/lazyInputs';

/**
 * An amount of money, shown and exported in the record's currency for the active locale.
 * `currencySource` names the record property holding the ISO code; `currency` is the code
 * when the record has none (default: the app's default currency, resources/shared).
 */
export interface MoneyFieldDeclaration extends FieldBase {
  kind: 'money';
  currencySource?: string;
  currency?: string;
  min?: number;
}

declare module '../../engine/types' {
  interface FieldKindDeclarations {
    money: MoneyFieldDeclaration;
  }
}

type Currency = Pick<MoneyFieldDeclaration, 'currency' | 'currencySource'>;

/** The currency of an amount: the record's, else the field's, else the app's default. */
export function currencyOf(f: Currency, record: Record<string, unknown>): string {
  const fromRecord = f.currencySource ? record[f.currencySource] : undefined;
  return typeof fromRecord === 'string' && fromRecord ? fromRecord : (f.currency ?? fieldSettings().defaultCurrency);
}

const empty = (v: unknown) => v === undefined || v === null || v === '';

/** An amount as text in its currency ('' when there is none). */
export const moneyText = (f: Currency, value: unknown, record: Record<string, unknown>, locale: Locale) =>
  empty(value) ? '' : formatMoney(locale, Number(value), currencyOf(f, record));

/** The minor units of a currency (2 for SAR and USD, 3 for KWD and BHD, 0 for JPY). */
export function minorUnitsOf(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** The currency an amount is typed in, beside it: the form's currency field as it changes. */
function CurrencyAdornment({ field }: { field: Currency }) {
  const fromForm: unknown = useWatch({ name: field.currencySource ?? '', disabled: !field.currencySource });
  const currency = typeof fromForm === 'string' && fromForm ? fromForm : field.currencySource ? '' : currencyOf(field, {});
  return currency ? (
    <InputAdornment position="end">
      <bdi>{currency}</bdi>
    </InputAdornment>
  ) : null;
}

export const money = defineKind<'money'>({
  kind: 'money',
  cell: (f, ctx) => (
    <FunctionField
      source={f.source}
      sortBy={f.source}
      textAlign="right"
      // Isolated: the amount and its currency keep their order beside text of either direction.
      render={(r: RaRecord) => {
        const text = moneyText(f, r[f.source], r, ctx.locale);
        // One line: a narrow column scrolls in its card rather than break an amount from its currency.
        return text ? <bdi style={{ whiteSpace: 'nowrap' }}>{text}</bdi> : '';
      }}
    />
  ),
  input: (f, ctx) => (
    <NumberInput
      source={f.source}
      validate={ctx.validate}
      helperText={ctx.helperText}
      min={f.min ?? 0}
      step={0.01}
      inputProps={ariaRequired(ctx.validate)}
      slotProps={{ input: { endAdornment: <CurrencyAdornment field={f} /> } }}
    />
  ),
  help: () => 'app.help.money',
  filter: (f) => <NumberInput source={f.source} alwaysOn={f.filter === 'alwaysOn'} />,
  exportPlan: (f) => ({ kind: 'money', currency: f.currency ?? fieldSettings().defaultCurrency, currencySource: f.currencySource }),
  exportValue: (v, f, ctx, record) => moneyText(f, v, record, ctx.locale),
  importValue: (_f, cell) => importNumber(cell),
  // Money is never negative unless a declaration says so.
  // At most the currency's minor units (2 for most, 3 for the Gulf's dinars), at most 10^12.
  problems: (f, value, record) => numberProblems(value, f.min ?? 0, undefined, minorUnitsOf(currencyOf(f, record))),
  schema: (f) => ({
    type: 'number',
    minimum: f.min ?? 0,
    maximum: LARGEST_AMOUNT,
    ...(f.currencySource ? { 'x-currency-source': f.currencySource } : { 'x-currency': f.currency ?? fieldSettings().defaultCurrency }),
  }),
  store: (_f, value) => (empty(value) ? value : Number(value)),
  // Never one order across currencies: grouped by currency, by amount within it.
  sortKeys: (f) => (f.currencySource ? [f.currencySource, f.source] : [f.source]),
});
