import { defineResource } from '../src/engine/types';

export default defineResource({
  name: 'countries',
  base: '/settings/countries',
  endpoint: 'countries',
  // SPEC §2 lists no create route for countries; creating and deleting one needs
  // `countries.update` (docs/decisions.md "Routes and permissions").
  access: { list: 'countries.list', create: 'countries.update', edit: 'countries.update', delete: 'countries.update' },
  menu: { group: 'settings', icon: 'Public', order: 1 },
  recordTitle: '{locale}',
  defaultSort: { field: 'name_en', order: 'ASC' },
  children: ['cities'],
  fields: [
    { source: 'name_ar', kind: 'text', required: true, minLength: 2 },
    { source: 'name_en', kind: 'text', required: true, minLength: 2 },
    { source: 'code2', kind: 'text', required: true, unique: true, pattern: /^[A-Za-z]{2}$/, uppercase: true, flag: true },
    { source: 'code3', kind: 'text', required: true, pattern: /^[A-Za-z]{3}$/, uppercase: true },
    { source: 'phone_code', kind: 'text', required: true, pattern: /^\+?[0-9]{1,4}$/ },
  ],
});
