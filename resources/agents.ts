import { defineResource } from '../src/engine/types';
import { CURRENCIES } from './shared/currencies';

export default defineResource({
  name: 'agents',
  base: '/agents/agents',
  endpoint: 'agents',
  // SPEC §2 quirk: creating an agent needs `agents.create`, not `agents.list`.
  access: { list: 'agents.list', create: 'agents.create', edit: 'agents.update', delete: 'agents.update' },
  menu: { group: 'agents', icon: 'SupportAgent', order: 1 },
  // People by name, not by e-mail: the server composes `full_name` (docs/api-contract.md).
  recordTitle: 'full_name',
  defaultSort: { field: 'total_sales', order: 'DESC' },
  sections: [
    { name: 'personal', fields: ['first_name', 'middle_name', 'last_name', 'nationality_id'] },
    { name: 'contact', fields: ['email', 'mobile', 'default_language', 'supported_languages'] },
    { name: 'coverage', fields: ['countries', 'is_general_country', 'fields', 'is_general_field'] },
    { name: 'sales', fields: ['currency', 'discount_percentage', 'customers_count', 'total_sales'] },
  ],
  fields: [
    // The list's person column: the name, with the e-mail under it.
    {
      source: 'full_name',
      kind: 'person',
      parts: ['first_name', 'middle_name', 'last_name'],
      email: 'email',
      form: false,
      details: false,
    },
    { source: 'first_name', kind: 'text', required: true, filter: true, list: false },
    { source: 'middle_name', kind: 'text', list: false },
    { source: 'last_name', kind: 'text', required: true, filter: true, list: false },
    { source: 'email', kind: 'email', required: true, unique: true, filter: true, list: false },
    { source: 'mobile', kind: 'phone', required: true },
    { source: 'nationality_id', kind: 'reference', reference: 'countries', optionText: '{locale}', filter: true, list: false },
    { source: 'default_language', kind: 'select', required: true, choices: ['ar', 'en'], list: false },
    // A multiple select is not a kind yet: language codes separated by commas ("ar, en").
    { source: 'supported_languages', help: true, kind: 'text', pattern: /^[a-z]{2}(\s*,\s*[a-z]{2})*$/, list: false },
    {
      source: 'countries',
      kind: 'reference',
      reference: 'countries',
      multiple: true,
      optionText: '{locale}',
      filter: 'alwaysOn',
      sortable: false,
    },
    { source: 'fields', kind: 'reference', reference: 'business_fields', multiple: true, optionText: 'type', list: false },
    { source: 'currency', kind: 'select', required: true, choices: CURRENCIES, list: false },
    { source: 'is_general_country', kind: 'boolean', list: false },
    { source: 'is_general_field', kind: 'boolean', list: false },
    { source: 'discount_percentage', help: true, kind: 'number', min: 0, max: 100, decimals: 2, percent: true },
    { source: 'customers_count', kind: 'number', form: false },
    { source: 'total_sales', kind: 'money', currencySource: 'currency', form: false },
  ],
});
