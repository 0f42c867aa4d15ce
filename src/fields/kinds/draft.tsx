import Chip from '@mui/material/Chip';
import { FunctionField } from 'ra-ui-materialui';
import type { RaRecord } from 'ra-core';
import { defineKind } from '../../engine/kinds';
import type { FieldBase } from '../../engine/types';
import { BooleanInput, SelectInput } from '../inputs/lazyInputs';
import { importBoolean } from './common';

/**
 * The flag of a record kept as a draft (the resource's `draft`): a "Draft" chip in lists and
 * details, nothing for a published record. The forms set it (Save publishes; leaving offers
 * to save as a draft), so it is declared `form: false`.
 */
export interface DraftFieldDeclaration extends FieldBase {
  kind: 'draft';
}

declare module '../../engine/types' {
  interface FieldKindDeclarations {
    draft: DraftFieldDeclaration;
  }
}

export const draft = defineKind<'draft'>({
  kind: 'draft',
  cell: (f, ctx) => (
    <FunctionField
      source={f.source}
      sortable={f.sortable ?? true}
      render={(r: RaRecord) =>
        r[f.source] === true ? (
          <Chip size="small" variant="outlined" color="warning" label={ctx.translate('app.draft.label')} data-draft="" />
        ) : null
      }
    />
  ),
  input: (f, ctx) => <BooleanInput source={f.source} validate={ctx.validate} />,
  filter: (f, ctx) => (
    <SelectInput
      source={f.source}
      alwaysOn={f.filter === 'alwaysOn'}
      choices={[
        { id: true, name: ctx.translate('app.draft.label') },
        { id: false, name: ctx.translate('app.draft.published') },
      ]}
    />
  ),
  exportPlan: () => ({ kind: 'label' }),
  exportValue: (v, _f, ctx) => (v === true ? ctx.translate('app.draft.label') : v === false ? ctx.translate('app.draft.published') : ''),
  importValue: (_f, cell, ctx) =>
    importBoolean(cell, { yes: [ctx.translate('app.draft.label')], no: [ctx.translate('app.draft.published')] }),
  problems: (_f, value) => (typeof value === 'boolean' ? [] : [{ message: 'app.validation.invalid', args: {} }]),
  schema: () => ({ type: 'boolean', description: 'true: the record is a draft, kept but not yet in use' }),
});
