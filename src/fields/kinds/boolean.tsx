import { defineKind } from '../../engine/kinds';
import type { FieldBase } from '../../engine/types';
import { BooleanCell } from '../inputs/cells';
import { importBoolean } from './common';
import { BooleanInput, SelectInput } from '../inputs/lazyInputs';

export interface BooleanFieldDeclaration extends FieldBase {
  kind: 'boolean';
}

declare module '../../engine/types' {
  interface FieldKindDeclarations {
    boolean: BooleanFieldDeclaration;
  }
}

export const boolean = defineKind<'boolean'>({
  kind: 'boolean',
  cell: (f) => <BooleanCell source={f.source} sortable={f.sortable ?? true} />,
  // As tall as a text field, the switch centred: it lines up with the input beside it.
  input: (f, ctx) => <BooleanInput source={f.source} validate={ctx.validate} sx={{ minHeight: 48, mt: 1, justifyContent: 'center' }} />,
  filter: (f, ctx) => (
    <SelectInput
      source={f.source}
      alwaysOn={f.filter === 'alwaysOn'}
      choices={[
        { id: true, name: ctx.translate('ra.boolean.true') },
        { id: false, name: ctx.translate('ra.boolean.false') },
      ]}
    />
  ),
  exportPlan: () => ({ kind: 'label' }),
  exportValue: (v, _f, ctx) => (v === undefined || v === null ? '' : ctx.translate(v ? 'ra.boolean.true' : 'ra.boolean.false')),
  importValue: (_f, cell, ctx) => importBoolean(cell, { yes: [ctx.translate('ra.boolean.true')], no: [ctx.translate('ra.boolean.false')] }),
  problems: (_f, value) => (typeof value === 'boolean' ? [] : [{ message: 'app.validation.invalid', args: {} }]),
  schema: () => ({ type: 'boolean' }),
});
