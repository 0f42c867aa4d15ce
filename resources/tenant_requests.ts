import { defineResource } from '../src/engine/types';

export default defineResource({
  name: 'tenant_requests',
  base: '/subscription/request-tenant-subdomain',
  endpoint: 'tenant-requests',
  access: { list: 'requests_tenant.list', details: 'requests_tenant.list' },
  menu: { group: 'subscription', icon: 'RequestPage', order: 4, badge: { filter: { status: 'pending' }, label: 'pending' } },
  recordTitle: 'business_name',
  defaultSort: { field: 'created_at', order: 'DESC' },
  fields: [
    { source: 'business_name', kind: 'text', required: true, filter: true },
    { source: 'subdomain', kind: 'text', required: true, pattern: /^[a-z0-9][a-z0-9-]{1,30}$/, filter: true },
    { source: 'first_name', kind: 'text', required: true, list: false },
    { source: 'last_name', kind: 'text', required: true, list: false },
    // The contact person by name, with the e-mail under it.
    { source: 'contact_name', kind: 'person', parts: ['first_name', 'last_name'], email: 'email', form: false, details: false },
    { source: 'email', kind: 'email', required: true, list: false },
    { source: 'phone', kind: 'phone' },
    { source: 'plan_id', kind: 'reference', reference: 'plans', optionText: 'name', filter: true },
    { source: 'country_id', kind: 'reference', reference: 'countries', optionText: '{locale}', filter: true, list: false },
    { source: 'status', kind: 'status', required: true, choices: ['pending', 'approved', 'rejected'], filter: 'alwaysOn' },
    { source: 'created_at', kind: 'datetime', form: false },
  ],
  // An operator decides on a pending request; a decided one stays as it is (docs/other-screens.md).
  actions: [
    {
      name: 'approve',
      permission: 'requests_tenant.list',
      set: { status: 'approved' },
      when: { status: ['pending'] },
      icon: 'CheckCircle',
      color: 'success',
    },
    {
      name: 'reject',
      permission: 'requests_tenant.list',
      set: { status: 'rejected' },
      when: { status: ['pending'] },
      icon: 'Cancel',
      color: 'error',
    },
  ],
});
