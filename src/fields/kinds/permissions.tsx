import { AutocompleteArrayInput, FunctionField } from 'ra-ui-materialui';
import { defineKind } from '../../engine/kinds';
import type { FieldBase } from '../../engine/types';
import { PermissionMatrix } from '../inputs/PermissionMatrix';
import { PermissionsView, permissionsText } from '../inputs/PermissionsView';
import { isPermissionOf, normalisePermissions, type PermissionVocabulary } from '../inputs/permissionVocabulary';
import { labelFor } from './common';

/**
 * Permissions, edited as a matrix of entity × action and stored as the list of permission
 * strings (`['users.list', 'roles.update']`). The field carries what may be granted
 * (`permissions`, e.g. SPEC §6's list from resources/shared/permissions.ts) and the column
 * order (`actions`); anything else is refused.
 */
export interface PermissionsFieldDeclaration extends FieldBase, PermissionVocabulary {
  kind: 'permissions';
}

declare module '../../engine/types' {
  interface FieldKindDeclarations {
    permissions: PermissionsFieldDeclaration;
  }
}

// Lists show a count, the details page the content (the view tells the two apart by the list context).
export const permissions = defineKind<'permissions'>({
  kind: 'permissions',
  cell: (f) => <FunctionField source={f.source} sortable={false} render={() => <PermissionsView source={f.source} vocabulary={f} />} />,
  input: (f, ctx) => <PermissionMatrix source={f.source} label={labelFor(f, ctx)} vocabulary={f} validate={ctx.validate} />,
  filter: (f, ctx) => (
    <AutocompleteArrayInput
      source={f.source}
      label={labelFor(f, ctx)}
      alwaysOn={f.filter === 'alwaysOn'}
      choices={f.permissions.map((id) => ({ id, name: id }))}
    />
  ),
  exportPlan: () => ({ kind: 'label' }),
  exportValue: (v, f, ctx) => permissionsText(f, v, ctx.translate),
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
  // Once each, in the vocabulary's order.
  store: (f, value) => (Array.isArray(value) ? normalisePermissions(f, value) : value),
});
