import { defineResource } from '../src/engine/types';
import { ACTIVE_INACTIVE } from './shared/statuses';

export default defineResource({
  name: 'cities',
  base: '/settings/cities',
  endpoint: 'cities',
  // SPEC §2 gives cities one route and one permission (`cities.list`). Changing a city is
  // changing its country's data, so writes need `countries.update` (docs/decisions.md "Routes and permissions").
  access: { list: 'cities.list', create: 'countries.update', edit: 'countries.update', delete: 'countries.update' },
  parent: { resource: 'countries', param: 'code2', source: 'country_code2' },
  recordTitle: '{locale}',
  defaultSort: { field: 'name_en', order: 'ASC' },
  fields: [
    { source: 'name_ar', kind: 'text', required: true, minLength: 2 },
    { source: 'name_en', kind: 'text', required: true, minLength: 2 },
    { source: 'code2', kind: 'text', required: true, pattern: /^[A-Za-z]{2}$/, uppercase: true },
    { source: 'code3', kind: 'text', required: true, pattern: /^[A-Za-z]{3}$/, uppercase: true },
    { source: 'status', kind: 'status', required: true, choices: ACTIVE_INACTIVE, filter: 'alwaysOn' },
  ],
});
