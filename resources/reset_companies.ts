import { defineResource } from '../src/engine/types';

export default defineResource({
  name: 'reset_companies',
  base: '/subscription/reset-company',
  endpoint: 'reset-companies',
  access: { list: 'reset_company.list' },
  menu: { group: 'subscription', icon: 'RestartAlt', order: 8 },
  recordTitle: 'subdomain',
  defaultSort: { field: 'reset_date', order: 'DESC' },
  // A pending request (unfinished) is carried out in one confirmed update: the demo API sets the
  // company's usage counters back to zero and finishes the request (docs/subscription-screens.md).
  actions: [
    {
      name: 'carry_out',
      permission: 'reset_company.list',
      set: { status: 'finished' },
      when: { status: ['unfinished'] },
      icon: 'PlayArrow',
      color: 'warning',
    },
  ],
  fields: [
    { source: 'company_id', kind: 'reference', reference: 'companies', optionText: 'business_name', required: true, filter: true },
    { source: 'subdomain', kind: 'text', required: true, filter: true },
    { source: 'reason', kind: 'text', multiline: true },
    { source: 'user_id', kind: 'reference', reference: 'users', optionText: 'full_name', filter: true },
    { source: 'reset_date', kind: 'datetime', required: true },
    { source: 'status', kind: 'status', required: true, choices: ['unfinished', 'finished'], filter: 'alwaysOn' },
  ],
});
