import { FunctionField } from 'ra-ui-materialui';
import { defineKind } from '../../engine/kinds';
import type { FieldBase } from '../../engine/types';
import { lengthProblems } from './common';
import { PasswordInput, TextInput } from '../inputs/lazyInputs';

export interface PasswordFieldDeclaration extends FieldBase {
  kind: 'password';
  minLength?: number;
  /** This field confirms another one: the values must match (it is never stored). */
  confirms?: string;
}

declare module '../../engine/types' {
  interface FieldKindDeclarations {
    password: PasswordFieldDeclaration;
  }
}

export const password = defineKind<'password'>({
  kind: 'password',
  optionalWhenEditing: true,
  writeOnly: true,
  cell: (f) => <FunctionField source={f.source} sortable={false} render={() => '••••••••'} />,
  // Never read back: on an edit form it starts empty, and left empty it is not sent (kept).
  input: (f, ctx) => (
    <PasswordInput
      source={f.source}
      validate={ctx.validate}
      autoComplete="new-password"
      helperText={!ctx.creating && !f.confirms ? ctx.translate('app.inputs.password_keep') : undefined}
    />
  ),
  filter: (f) => <TextInput source={f.source} />,
  exportPlan: () => null,
  exportValue: () => '',
  problems: (f, value, record) => {
    const length = lengthProblems(f.minLength, value);
    if (length.length) return length;
    return f.confirms && value !== record[f.confirms] ? [{ message: 'app.validation.password_mismatch' }] : [];
  },
  schema: (f) => ({ type: 'string', format: 'password', writeOnly: true, ...(f.minLength ? { minLength: f.minLength } : {}) }),
  transient: (f) => !!f.confirms,
});
