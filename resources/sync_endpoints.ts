import { defineResource } from '../src/engine/types';

export default defineResource({
  name: 'sync_endpoints',
  base: '/settings/sync-endpoint',
  endpoint: 'sync-endpoints',
  // SPEC §2 gives only the list (`sync_endpoint.list`); writes need it too (docs/entities.md).
  access: { list: 'sync_endpoint.list', create: 'sync_endpoint.list', edit: 'sync_endpoint.list', delete: 'sync_endpoint.list' },
  menu: { group: 'settings', icon: 'Sync', order: 7 },
  recordTitle: 'name',
  defaultSort: { field: 'name', order: 'ASC' },
  fields: [
    { source: 'name', kind: 'text', required: true, unique: true, filter: true },
    // A path below the tenant's API root, e.g. `/api/v1/items`.
    { source: 'end_point', kind: 'text', required: true, pattern: /^\/[A-Za-z0-9_\-/{}.]*$/, filter: true },
    { source: 'method', kind: 'select', required: true, choices: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], filter: 'alwaysOn' },
    { source: 'type', kind: 'text', required: true, filter: true },
    { source: 'description', kind: 'text', multiline: true, fullWidth: true, list: false },
  ],
});
