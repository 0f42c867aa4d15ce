import { FunctionField } from 'ra-ui-materialui';
import { defineKind } from '../../engine/kinds';
import { CellText } from '../../engine/views/CellText';
import type { FieldBase } from '../../engine/types';
import { Flag } from '../flag/Flag';
import { ariaRequired, lengthProblems, maxLengthProblems, plain, textFilter } from './common';
import { TextInput } from '../inputs/lazyInputs';

export interface TextFieldDeclaration extends FieldBase {
  kind: 'text';
  minLength?: number;
  /** Default: 255 characters on one line, 5,000 for multi-line text (`TEXT_MAX_LENGTH`). */
  maxLength?: number;
  multiline?: boolean;
  /** Checked on the client and by the server; the message is `{{name}} is not valid.` */
  pattern?: RegExp;
  /** Shown upper-cased and sent upper-cased (ISO codes). */
  uppercase?: boolean;
  /** The writing direction of the input (default `auto`: follows what is typed). */
  dir?: 'rtl' | 'ltr' | 'auto';
  /** The value is an ISO 3166 alpha-2 code: its cell shows the country's flag before it. */
  flag?: boolean;
}

declare module '../../engine/types' {
  interface FieldKindDeclarations {
    text: TextFieldDeclaration;
  }
}

/** The longest text a field takes unless its declaration says otherwise (SPEC's API columns). */
export const TEXT_MAX_LENGTH = { line: 255, multiline: 5000 } as const;
const maxLengthOf = (f: TextFieldDeclaration) => f.maxLength ?? (f.multiline ? TEXT_MAX_LENGTH.multiline : TEXT_MAX_LENGTH.line);

export const text = defineKind<'text'>({
  kind: 'text',
  searchable: true,
  // Cut to one line in a list, whole on hover and focus (CellText).
  cell: (f) => (
    <FunctionField
      source={f.source}
      sortable={f.sortable ?? true}
      render={(record) => {
        const value = record?.[f.source];
        if (value === undefined || value === null || value === '') return null;
        const text = <CellText value={String(value)} dir={f.dir ?? 'auto'} />;
        return f.flag ? (
          <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8, maxWidth: '100%' }}>
            <Flag code={String(value)} />
            {text}
          </span>
        ) : (
          text
        );
      }}
    />
  ),
  input: (f, ctx) => (
    <TextInput
      source={f.source}
      validate={ctx.validate}
      helperText={ctx.helperText}
      multiline={f.multiline}
      minRows={f.multiline ? 3 : undefined}
      fullWidth={f.fullWidth}
      parse={f.uppercase ? (v: string) => (v ? v.toUpperCase() : v) : undefined}
      // No `maxLength` attribute: a longer paste is kept and the form says what is too long.
      inputProps={{ dir: f.dir ?? 'auto', ...ariaRequired(ctx.validate) }}
    />
  ),
  filter: (f) => textFilter(f),
  exportPlan: () => ({ kind: 'plain' }),
  exportValue: plain,
  problems: (f, value) => {
    const text = String(value);
    const length = [...lengthProblems(f.minLength, text.trim()), ...maxLengthProblems(maxLengthOf(f), text)];
    if (length.length) return length;
    return f.pattern && !f.pattern.test(text) ? [{ message: 'app.validation.invalid', args: {} }] : [];
  },
  schema: (f) => ({
    type: 'string',
    ...(f.minLength ? { minLength: f.minLength } : {}),
    maxLength: maxLengthOf(f),
    ...(f.pattern ? { pattern: f.pattern.source } : {}),
  }),
  // Stored without the spaces around it (a name typed with a trailing space is the same name).
  store: (f, value) => (typeof value === 'string' ? (f.uppercase ? value.trim().toUpperCase() : value.trim()) : value),
});
