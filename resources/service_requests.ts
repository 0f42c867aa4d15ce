import { defineResource } from '../src/engine/types';
import { CURRENCIES } from './shared/currencies';

export default defineResource({
  name: 'service_requests',
  base: '/subscription/request-services',
  endpoint: 'service-requests',
  // SPEC §2: list, no permission. Companies send these from their own system; the operator
  // opens one (details, same permission as the list: none) and approves or rejects it.
  access: { list: null, details: null },
  menu: { group: 'payments', icon: 'HomeRepairService', order: 7, badge: { filter: { status: 'pending' }, label: 'pending' } },
  recordTitle: 'service_type_name',
  // The cart lists requests by service and company (`resources.service_requests.record_label`).
  recordLabel: { references: { company_id: 'business_name' } },
  defaultSort: { field: 'request_date', order: 'DESC' },
  fields: [
    { source: 'company_id', kind: 'reference', reference: 'companies', optionText: 'business_name', required: true, filter: 'alwaysOn' },
    { source: 'service_type_name', kind: 'text', required: true, filter: true },
    { source: 'quantity', kind: 'number', required: true, min: 1 },
    { source: 'price', kind: 'money', currencySource: 'currency', required: true, min: 0 },
    { source: 'currency', kind: 'select', required: true, choices: CURRENCIES },
    { source: 'notes', kind: 'text', multiline: true, fullWidth: true, list: false },
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
