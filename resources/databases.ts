import { defineResource } from '../src/engine/types';

export default defineResource({
  name: 'databases',
  base: '/subscription/management-database',
  endpoint: 'databases',
  access: { list: 'db_managements.list', details: 'db_managements.list' },
  menu: { group: 'subscription', icon: 'Storage', order: 6 },
  recordTitle: 'database_name',
  defaultSort: { field: 'database_name', order: 'ASC' },
  fields: [
    { source: 'database_name', kind: 'text', required: true, unique: true, filter: true },
    { source: 'database_user', kind: 'text', required: true, filter: true },
    // Never shown, listed or exported; the demo data holds none.
    { source: 'password', kind: 'password', list: false, details: false, export: false, filter: false },
    { source: 'is_available', kind: 'boolean', filter: 'alwaysOn' },
    { source: 'notes', kind: 'text', multiline: true, fullWidth: true },
  ],
});
