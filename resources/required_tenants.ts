import { defineResource } from '../src/engine/types';

export default defineResource({
  name: 'required_tenants',
  base: '/subscription/required-tenant',
  endpoint: 'required-tenants',
  access: { list: 'required_tenants.list', details: 'required_tenants.list' },
  menu: { group: 'subscription', icon: 'AssignmentLate', order: 7 },
  recordTitle: 'business_name',
  defaultSort: { field: 'required_date', order: 'DESC' },
  fields: [
    { source: 'business_name', kind: 'text', required: true, filter: true },
    { source: 'subdomain', kind: 'text', required: true, pattern: /^[a-z0-9][a-z0-9-]{1,30}$/, filter: true },
    { source: 'email', kind: 'email', required: true },
    { source: 'phone', kind: 'phone', list: false },
    { source: 'plan_id', kind: 'reference', reference: 'plans', optionText: 'name', filter: true },
    { source: 'required_date', kind: 'date', required: true },
    { source: 'notes', kind: 'text', multiline: true, fullWidth: true, list: false },
    { source: 'status', kind: 'status', required: true, choices: ['unfinished', 'finished'], filter: 'alwaysOn' },
  ],
});
