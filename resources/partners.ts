import { defineResource } from '../src/engine/types';

export default defineResource({
  name: 'partners',
  base: '/agents/partners',
  endpoint: 'partners',
  // SPEC §2: list and details, no permission. Partners apply from the public site.
  access: { list: null, details: null },
  menu: { group: 'agents', icon: 'Handshake', order: 5 },
  recordTitle: 'full_name',
  defaultSort: { field: 'full_name', order: 'ASC' },
  sections: [
    { name: 'partner', fields: ['partner_type', 'full_name'] },
    { name: 'company', fields: ['company_name', 'business_number', 'company_type'] },
    { name: 'activity', fields: ['country_id', 'city_id', 'fields'] },
  ],
  fields: [
    { source: 'partner_type', kind: 'select', required: true, choices: ['individual', 'company'], filter: 'alwaysOn' },
    { source: 'full_name', kind: 'text', required: true, filter: true },
    { source: 'company_name', kind: 'text', filter: true },
    { source: 'business_number', kind: 'text', list: false },
    { source: 'company_type', kind: 'text', list: false },
    { source: 'country_id', kind: 'reference', reference: 'countries', optionText: '{locale}', filter: true },
    {
      source: 'city_id',
      kind: 'reference',
      reference: 'cities',
      optionText: '{locale}',
      dependsOn: { field: 'country_id', filter: 'country_code2', value: 'code2' },
    },
    { source: 'fields', kind: 'reference', reference: 'business_fields', multiple: true, optionText: 'type', list: false },
  ],
});
