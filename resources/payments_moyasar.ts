import { defineResource } from '../src/engine/types';

export default defineResource({
  name: 'payments_moyasar',
  base: '/subscription/payments-moyasar',
  endpoint: 'payments-moyasar',
  // SPEC §2: list only, no permission. Card payments come from Moyasar, not from operators.
  access: { list: null },
  menu: { group: 'payments', icon: 'CreditCard', order: 1 },
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
});
