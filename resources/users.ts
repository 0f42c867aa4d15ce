import { defineResource } from '../src/engine/types';
import { ACTIVE_INACTIVE } from './shared/statuses';

export default defineResource({
  name: 'users',
  base: '/users/users',
  endpoint: 'users',
  // SPEC §2 quirk: creating a user needs `users.list`, not a create permission.
  access: { list: 'users.list', create: 'users.list', edit: 'users.update', delete: 'users.update' },
  menu: { group: 'users', icon: 'People', order: 1 },
  // People by name, not by e-mail: the server composes `full_name` (docs/api-contract.md).
  recordTitle: 'full_name',
  defaultSort: { field: 'created_at', order: 'DESC' },
  fields: [
    // The list's person column: the name, with the e-mail under it.
    { source: 'full_name', kind: 'person', parts: ['first_name', 'last_name'], email: 'email', form: false, details: false },
    { source: 'first_name', kind: 'text', required: true, filter: true, list: false },
    { source: 'last_name', kind: 'text', required: true, filter: true, list: false },
    { source: 'email', kind: 'email', required: true, unique: true, filter: true, list: false },
    { source: 'phone', kind: 'phone' },
    { source: 'password', kind: 'password', required: true, minLength: 8, form: 'create', list: false, details: false, export: false },
    {
      source: 'password_confirmation',
      kind: 'password',
      required: true,
      confirms: 'password',
      form: 'create',
      list: false,
      details: false,
      export: false,
    },
    { source: 'roles', kind: 'reference', reference: 'roles', multiple: true, optionText: 'name', filter: true, sortable: false },
    { source: 'countries', kind: 'reference', reference: 'countries', multiple: true, optionText: '{locale}', list: false },
    // Only cities of the chosen countries (docs/entities.md "dependsOn").
    {
      source: 'cities',
      kind: 'reference',
      reference: 'cities',
      multiple: true,
      optionText: '{locale}',
      list: false,
      dependsOn: { field: 'countries', filter: 'country_code2', value: 'code2' },
    },
    { source: 'status', kind: 'status', required: true, choices: ACTIVE_INACTIVE, filter: 'alwaysOn' },
    { source: 'created_at', kind: 'datetime', form: false },
  ],
});
