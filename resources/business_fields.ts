import { defineResource } from '../src/engine/types';

export default defineResource({
  name: 'business_fields',
  base: '/settings/business-field',
  endpoint: 'business-fields',
  // SPEC §2 gives only the list (`business_field.list`); writes need it too (docs/entities.md).
  access: { list: 'business_field.list', create: 'business_field.list', edit: 'business_field.list', delete: 'business_field.list' },
  menu: { group: 'settings', icon: 'Work', order: 5 },
  recordTitle: 'type',
  defaultSort: { field: 'type', order: 'ASC' },
  fields: [
    { source: 'type', kind: 'text', required: true, unique: true, minLength: 2, filter: true },
    { source: 'plan_id', kind: 'reference', reference: 'plans', optionText: 'name', required: true, filter: 'alwaysOn' },
  ],
});
