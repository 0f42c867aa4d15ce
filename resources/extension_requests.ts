import { defineResource } from '../src/engine/types';

export default defineResource({
  name: 'extension_requests',
  base: '/subscription/extension-requests',
  endpoint: 'extension-requests',
  // SPEC §2: list, no permission. Companies send these from their own system; the operator
  // opens one (details, same permission as the list: none) and approves or rejects it.
  access: { list: null, details: null },
  menu: { group: 'payments', icon: 'MoreTime', order: 6, badge: { filter: { status: 'pending' }, label: 'pending' } },
  recordTitle: 'id',
  // The cart lists requests by company and days asked (`resources.extension_requests.record_label`).
  recordLabel: { references: { company_id: 'business_name' }, count: 'days_number' },
  defaultSort: { field: 'request_date', order: 'DESC' },
  fields: [
    { source: 'company_id', kind: 'reference', reference: 'companies', optionText: 'business_name', required: true, filter: 'alwaysOn' },
    { source: 'days_number', kind: 'number', required: true, min: 1 },
    { source: 'reasons', kind: 'text', multiline: true, fullWidth: true },
    { source: 'request_date', kind: 'datetime', required: true },
    { source: 'status', kind: 'status', required: true, choices: ['pending', 'approved', 'rejected'], filter: 'alwaysOn' },
  ],
  actions: [
    {
      name: 'approve',
      permission: null,
      set: { status: 'approved' },
      when: { status: ['pending'] },
      icon: 'CheckCircle',
      color: 'success',
    },
    { name: 'reject', permission: null, set: { status: 'rejected' }, when: { status: ['pending'] }, icon: 'Cancel', color: 'error' },
  ],
});
