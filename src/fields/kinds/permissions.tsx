import { FunctionField } from 'ra-ui-materialui';
import { defineKind } from '../../engine/kinds';
import type { FieldBase } from '../../engine/types';
import { PermissionsView, permissionsText, type PermissionLabelKeys } from '../inputs/PermissionsView';
import { isPermissionOf, normalisePermissions, type PermissionVocabulary } from '../inputs/permissionVocabulary';
import { labelFor } from './common';
import { actionsOf, entitiesOf } from '../inputs/permissionVocabulary';
import { AutocompleteArrayInput, PermissionMatrix } from '../inputs/lazyInputs';

/**
 * Permissions, edited as a matrix of entity × action and stored as the list of permission
 * strings (`['users.list', 'roles.update']`). The field carries what may be granted
 * (`permissions`, e.g. SPEC §6's list from resources/shared/permissions.ts) and the column
 * order (`actions`); anything else is refused.
 */
export interface PermissionsFieldDeclaration extends FieldBase, PermissionVocabulary {
  kind: 'permissions';
  /**
   * The message keys of the matrix's words, as prefixes: `<entities>.<entity>`,
   * `<actions>.<action>` and the heading of the entity column. Default: the role matrix's
   * (`app.permissions.entities`, `app.permissions.actions`, `app.permissions.entity`).
   */
  labels?: PermissionLabelKeys;
}

declare module '../../engine/types' {
  interface FieldKindDeclarations {
    permissions: PermissionsFieldDeclaration;
  }
}

// Lists show a count, the details page the content (the view tells the two apart by the list context).
export const permissions = defineKind<'permissions'>({
  kind: 'permissions',
  cell: (f) => (
    <FunctionField
      source={f.source}
      sortable={false}
      render={() => <PermissionsView source={f.source} vocabulary={f} labelKeys={f.labels} />}
    />
  ),
  input: (f, ctx) => (
    <PermissionMatrix
      source={f.source}
      label={labelFor(f, ctx)}
      vocabulary={f}
      validate={ctx.validate}
      labels={
        f.labels && {
          entity: (e) => ctx.translate(`${f.labels!.entities}.${e}`, { _: e }),
          action: (a) => ctx.translate(`${f.labels!.actions}.${a}`, { _: a }),
          entityHeading: f.labels.heading && ctx.translate(f.labels.heading),
        }
      }
    />
  ),
  filter: (f, ctx) => (
    <AutocompleteArrayInput
      source={f.source}
      label={labelFor(f, ctx)}
      alwaysOn={f.filter === 'alwaysOn'}
      choices={f.permissions.map((id) => ({ id, name: id }))}
    />
  ),
  // Several values with structure of their own: not a cell's text.
  importValue: false,
  exportPlan: () => ({ kind: 'label' }),
  exportValue: (v, f, ctx) => permissionsText(f, v, ctx.translate, f.labels),
  problems: (f, value) => {
    const unknown = Array.isArray(value) ? value.filter((p) => !isPermissionOf(f, p)) : [value];
    return unknown.length ? [{ message: 'app.validation.invalid', args: {}, detail: unknown.map(String).join(', ') }] : [];
  },
  schema: (f) => ({
    type: 'array',
    uniqueItems: true,
    items: { type: 'string', enum: [...f.permissions] },
    description: 'SPEC §6 permission strings; any other string is refused with 422.',
  }),
  // Its own words must exist in every language (the role matrix's are the app's).
  declaration: (f) => ({
    messages: f.labels
      ? [
          ...entitiesOf(f).map((e) => `${f.labels!.entities}.${e}`),
          ...actionsOf(f).map((a) => `${f.labels!.actions}.${a}`),
          ...(f.labels.heading ? [f.labels.heading] : []),
        ]
      : [],
  }),
  // Once each, in the vocabulary's order.
  store: (f, value) => (Array.isArray(value) ? normalisePermissions(f, value) : value),
});
