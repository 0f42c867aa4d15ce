import { defineResource } from '../src/engine/types';

export default defineResource({
  name: 'periods',
  base: '/settings/periods',
  endpoint: 'periods',
  // SPEC §2 guards even the list with `periods.update`; the screens it lacks need it too.
  access: { list: 'periods.update', create: 'periods.update', edit: 'periods.update', delete: 'periods.update' },
  menu: { group: 'settings', icon: 'DateRange', order: 8 },
  recordTitle: 'number',
  defaultSort: { field: 'number', order: 'ASC' },
  search: false,
  fields: [
    { source: 'number', kind: 'number', required: true, min: 1 },
    { source: 'period', kind: 'select', required: true, choices: ['day', 'week', 'month', 'year'], filter: 'alwaysOn' },
    { source: 'is_active', kind: 'boolean', filter: 'alwaysOn' },
  ],
});
