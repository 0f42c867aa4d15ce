import { SelectField } from 'ra-ui-materialui';
import { defineKind, type FieldContext } from '../../engine/kinds';
import type { FieldBase } from '../../engine/types';
import { choiceList, choiceProblems, importChoice } from './common';
import { SelectInput } from '../inputs/lazyInputs';

/** A closed list of values; labels are `resources.<name>.choices.<source>.<value>`. */
export interface SelectFieldDeclaration extends FieldBase {
  kind: 'select';
  choices: readonly string[];
}

declare module '../../engine/types' {
  interface FieldKindDeclarations {
    select: SelectFieldDeclaration;
  }
}

/** A choice's label, as the select kind names it (rows cells use it too). */
export const choiceLabel = (f: { source: string }, value: string, ctx: FieldContext) =>
  ctx.translate(`resources.${ctx.resource}.choices.${f.source}.${value}`, { _: value });

const labelled = (f: SelectFieldDeclaration, ctx: FieldContext) => choiceList(f.choices, (v) => choiceLabel(f, v, ctx));

export const select = defineKind<'select'>({
  kind: 'select',
  // A choice's label is short: one line, so a narrow table scrolls instead of stacking its words.
  cell: (f, ctx) => <SelectField source={f.source} choices={labelled(f, ctx)} sx={{ whiteSpace: 'nowrap' }} />,
  input: (f, ctx) => <SelectInput source={f.source} validate={ctx.validate} helperText={ctx.helperText} choices={labelled(f, ctx)} />,
  filter: (f, ctx) => <SelectInput source={f.source} alwaysOn={f.filter === 'alwaysOn'} choices={labelled(f, ctx)} />,
  exportPlan: () => ({ kind: 'label' }),
  exportValue: (v, f, ctx) => (v ? choiceLabel(f, String(v), ctx) : ''),
  importValue: (f, cell, ctx) => importChoice(f.choices, cell, (v) => choiceLabel(f, v, ctx)),
  problems: (f, value) => choiceProblems(f.choices, value),
  schema: (f) => ({ type: 'string', enum: [...f.choices] }),
  declaration: (f, ctx) => ({ messages: f.choices.map((v) => `resources.${ctx.resource}.choices.${f.source}.${v}`) }),
});
