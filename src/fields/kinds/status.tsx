import { FunctionField } from 'ra-ui-materialui';
import type { RaRecord } from 'ra-core';
import { defineKind } from '../../engine/kinds';
import type { FieldBase } from '../../engine/types';
import { StatusChip } from '../inputs/StatusChip';
import { choiceList, choiceProblems, importChoice } from './common';
import { SelectInput } from '../inputs/lazyInputs';

/**
 * A status shown as a coloured chip (SPEC §4), the same everywhere: label `app.status.<value>`,
 * colour from the app's status tones (resources/shared/statuses.ts, handed down at start-up).
 * `choices`: the values this field takes, the first one the default of a new record.
 */
export interface StatusFieldDeclaration extends FieldBase {
  kind: 'status';
  choices: readonly string[];
}

declare module '../../engine/types' {
  interface FieldKindDeclarations {
    status: StatusFieldDeclaration;
  }
}

const labelled = (f: StatusFieldDeclaration, translate: (key: string) => string) =>
  choiceList(f.choices, (v) => translate(`app.status.${v}`));

export const status = defineKind<'status'>({
  kind: 'status',
  badge: true,
  cell: (f) => <FunctionField source={f.source} sortBy={f.source} render={(r: RaRecord) => <StatusChip value={r[f.source]} />} />,
  input: (f, ctx) => (
    <SelectInput
      source={f.source}
      validate={ctx.validate}
      defaultValue={ctx.creating ? f.choices[0] : undefined}
      choices={labelled(f, ctx.translate)}
    />
  ),
  filter: (f, ctx) => <SelectInput source={f.source} alwaysOn={f.filter === 'alwaysOn'} choices={labelled(f, ctx.translate)} />,
  exportPlan: () => ({ kind: 'label' }),
  exportValue: (v, _f, ctx) => (v ? ctx.translate(`app.status.${String(v)}`, { _: String(v) }) : ''),
  importValue: (f, cell, ctx) => importChoice(f.choices, cell, (v) => ctx.translate(`app.status.${v}`, { _: v })),
  problems: (f, value) => choiceProblems(f.choices, value),
  schema: (f) => ({ type: 'string', enum: [...f.choices] }),
});
