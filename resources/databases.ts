import { defineResource } from '../src/engine/types';

export default defineResource({
  name: 'databases',
  base: '/subscription/management-database',
  endpoint: 'databases',
  // SPEC §2 gives the list and details pages `db_managements.list`, and there is no other
  // databases permission: editing a record needs it too.
  access: { list: 'db_managements.list', details: 'db_managements.list', edit: 'db_managements.list' },
  menu: { group: 'subscription', icon: 'Storage', order: 6 },
  recordTitle: 'database_name',
  defaultSort: { field: 'database_name', order: 'ASC' },
  fields: [
    { source: 'database_name', kind: 'text', required: true, unique: true, filter: true },
    { source: 'database_user', kind: 'text', required: true, filter: true },
    // Write-only (the password kind): set on the form, never answered by the API, so never shown,
    // listed or exported; left empty on edit it is not sent and the stored one stays.
    { source: 'password', kind: 'password', list: false, details: false, export: false, filter: false },
    { source: 'is_available', kind: 'boolean', filter: 'alwaysOn' },
    { source: 'notes', kind: 'text', multiline: true, fullWidth: true },
  ],
});
