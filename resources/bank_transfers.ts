import { defineResource } from '../src/engine/types';

export default defineResource({
  name: 'bank_transfers',
  base: '/subscription/bank-transfers',
  endpoint: 'bank-transfers',
  // SPEC §2: list, no permission. The operator opens a transfer (details, no permission either)
  // and marks it paid once the money is on the bank statement.
  access: { list: null, details: null },
  menu: { group: 'payments', icon: 'AccountBalance', order: 4 },
  recordTitle: 'payment_id',
  defaultSort: { field: 'date', order: 'DESC' },
  fields: [
    { source: 'payment_id', kind: 'text', required: true, filter: true },
    { source: 'company_id', kind: 'reference', reference: 'companies', optionText: 'business_name', required: true, filter: 'alwaysOn' },
    { source: 'payer_id', kind: 'text', required: true, filter: true, list: false },
    { source: 'payment_method', kind: 'select', required: true, choices: ['credit_card', 'paypal', 'cash', 'bank_transfer'], list: false },
    { source: 'amount', kind: 'money', currencySource: 'currency', required: true, min: 0 },
    { source: 'currency', kind: 'select', required: true, choices: ['SAR', 'AED', 'KWD', 'QAR', 'BHD', 'OMR', 'EGP', 'USD'], filter: true },
    { source: 'status', kind: 'status', required: true, choices: ['paid', 'unpaid', 'partial_paid', 'overdue'], filter: 'alwaysOn' },
    { source: 'date', kind: 'datetime', required: true },
  ],
  actions: [
    { name: 'mark_paid', permission: null, set: { status: 'paid' }, when: { status: ['unpaid', 'partial_paid', 'overdue'] }, icon: 'PriceCheck', color: 'success' },
  ],
});
