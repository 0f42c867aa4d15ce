import { defineResource } from '../src/engine/types';
import { ROLE_PERMISSIONS } from './shared/permissions';
import { ACTIVE_INACTIVE } from './shared/statuses';

export default defineResource({
  name: 'roles',
  base: '/users/roles',
  endpoint: 'roles',
  // SPEC §2 lists no create route for roles; creating and deleting a role is guarded
  // by the role update permission (docs/decisions.md "Routes and permissions").
  access: { list: 'roles.list', create: 'roles.update', edit: 'roles.update', delete: 'roles.update' },
  menu: { group: 'users', icon: 'Security', order: 2 },
  recordTitle: 'name',
  defaultSort: { field: 'name', order: 'ASC' },
  fields: [
    { source: 'name', kind: 'text', required: true, unique: true, minLength: 2 },
    { source: 'description', kind: 'text', multiline: true, fullWidth: true },
    { source: 'status', kind: 'status', required: true, choices: ACTIVE_INACTIVE, filter: 'alwaysOn' },
    // SPEC §6 strings, edited as an entity × action matrix; the list shows how many.
    { source: 'permissions', kind: 'permissions', ...ROLE_PERMISSIONS, fullWidth: true, sortable: false },
    { source: 'created_at', kind: 'datetime', form: false },
  ],
});
