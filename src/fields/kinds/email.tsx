import { FunctionField } from 'ra-ui-materialui';
import { defineKind } from '../../engine/kinds';
import { CellText } from '../../engine/views/CellText';
import type { FieldBase } from '../../engine/types';
import { ariaRequired, plain, textFilter } from './common';
import { TextInput } from '../inputs/lazyInputs';

export interface EmailFieldDeclaration extends FieldBase {
  kind: 'email';
}

declare module '../../engine/types' {
  interface FieldKindDeclarations {
    email: EmailFieldDeclaration;
  }
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const email = defineKind<'email'>({
  kind: 'email',
  searchable: true,
  help: () => 'app.help.email',
  cell: (f) => (
    <FunctionField
      source={f.source}
      sortable={f.sortable ?? true}
      render={(record) => (record?.[f.source] ? <CellText value={String(record[f.source])} dir="ltr" /> : null)}
    />
  ),
  input: (f, ctx) => (
    <TextInput
      source={f.source}
      type="email"
      validate={ctx.validate}
      helperText={ctx.helperText}
      fullWidth={f.fullWidth}
      inputProps={{ dir: 'ltr', ...ariaRequired(ctx.validate) }}
    />
  ),
  filter: (f) => textFilter(f),
  exportPlan: () => ({ kind: 'plain' }),
  exportValue: plain,
  // No arguments: the message names no field ("Must be a valid email").
  problems: (_f, value) => (EMAIL.test(String(value)) ? [] : [{ message: 'app.validation.email' }]),
  schema: () => ({ type: 'string', format: 'email' }),
});
