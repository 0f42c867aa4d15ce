import { TextField, TextInput } from 'ra-ui-materialui';
import { defineKind } from '../../engine/kinds';
import type { FieldBase } from '../../engine/types';
import { lengthProblems, plain, textFilter } from './common';

export interface TextFieldDeclaration extends FieldBase {
  kind: 'text';
  minLength?: number;
  maxLength?: number;
  multiline?: boolean;
  /** Checked on the client and by the server; the message is `{{name}} is not valid.` */
  pattern?: RegExp;
  /** Shown upper-cased and sent upper-cased (ISO codes). */
  uppercase?: boolean;
  /** The writing direction of the input (default `auto`: follows what is typed). */
  dir?: 'rtl' | 'ltr' | 'auto';
}

declare module '../../engine/types' {
  interface FieldKindDeclarations {
    text: TextFieldDeclaration;
  }
}

export const text = defineKind<'text'>({
  kind: 'text',
  searchable: true,
  cell: (f) => <TextField source={f.source} sortable={f.sortable ?? true} dir="auto" />,
  input: (f, ctx) => (
    <TextInput
      source={f.source}
      validate={ctx.validate}
      multiline={f.multiline}
      minRows={f.multiline ? 3 : undefined}
      fullWidth={f.fullWidth}
      parse={f.uppercase ? (v: string) => (v ? v.toUpperCase() : v) : undefined}
      inputProps={{ dir: f.dir ?? 'auto', ...(f.maxLength ? { maxLength: f.maxLength } : {}) }}
    />
  ),
  filter: (f) => textFilter(f),
  exportPlan: () => ({ kind: 'plain' }),
  exportValue: plain,
  problems: (f, value) => {
    const text = String(value);
    const length = lengthProblems(f.minLength, text);
    if (length.length) return length;
    // The input stops at maxLength; the server refuses a longer text all the same.
    if (f.maxLength && text.length > f.maxLength) return [{ message: 'app.validation.invalid', args: {} }];
    return f.pattern && !f.pattern.test(text) ? [{ message: 'app.validation.invalid', args: {} }] : [];
  },
  schema: (f) => ({
    type: 'string',
    ...(f.minLength ? { minLength: f.minLength } : {}),
    ...(f.maxLength ? { maxLength: f.maxLength } : {}),
    ...(f.pattern ? { pattern: f.pattern.source } : {}),
  }),
  store: (f, value) => (f.uppercase && typeof value === 'string' ? value.toUpperCase() : value),
});
