import { FunctionField } from 'ra-ui-materialui';
import { defineKind } from '../../engine/kinds';
import type { FieldBase } from '../../engine/types';
import { PhoneCell, PhoneInput } from '../phone/PhoneInput';
import { labelFor, plain } from './common';
import { TextInput } from '../inputs/lazyInputs';

/** An international phone number, stored in E.164 (`+966501234567`). */
export interface PhoneFieldDeclaration extends FieldBase {
  kind: 'phone';
  /** ISO 3166 code of the country shown first (default `SA`). */
  defaultCountry?: string;
}

declare module '../../engine/types' {
  interface FieldKindDeclarations {
    phone: PhoneFieldDeclaration;
  }
}

// The phone library is a lazy chunk inside PhoneInput (checked there, on first use).
export const phone = defineKind<'phone'>({
  kind: 'phone',
  cell: (f) => <FunctionField source={f.source} sortable={f.sortable ?? true} render={() => <PhoneCell field={f} />} />,
  input: (f, ctx) => <PhoneInput field={f} label={labelFor(f, ctx)} validate={ctx.validate} helperText={ctx.helperText} />,
  help: () => 'app.help.phone',
  filter: (f) => <TextInput source={f.source} alwaysOn={f.filter === 'alwaysOn'} resettable inputProps={{ dir: 'ltr' }} />,
  exportPlan: () => ({ kind: 'plain' }),
  exportValue: plain,
  schema: () => ({ type: 'string' }),
});
