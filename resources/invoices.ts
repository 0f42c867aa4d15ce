import { defineResource } from '../src/engine/types';
import { CURRENCIES } from './shared/currencies';

export default defineResource({
  name: 'invoices',
  base: '/subscription/invoices',
  endpoint: 'invoices',
  // SPEC §2: list only, no permission; invoices are issued by the billing system.
  access: { list: null, details: null },
  menu: { group: 'payments', icon: 'ReceiptLong', order: 5 },
  recordTitle: 'number',
  defaultSort: { field: 'issue_date', order: 'DESC' },
  fields: [
    { source: 'number', kind: 'text', required: true, unique: true, filter: true },
    { source: 'company_id', kind: 'reference', reference: 'companies', optionText: 'business_name', required: true, filter: 'alwaysOn' },
    { source: 'amount', kind: 'money', currencySource: 'currency', required: true, min: 0 },
    { source: 'currency', kind: 'select', required: true, choices: CURRENCIES, filter: true },
    { source: 'status', kind: 'status', required: true, choices: ['paid', 'unpaid', 'partial_paid', 'overdue'], filter: 'alwaysOn' },
    { source: 'issue_date', kind: 'date', required: true },
    { source: 'due_date', kind: 'date', required: true, notBefore: 'issue_date' },
    // Date range over the issue date (filter inputs only).
    { source: 'issue_date_gte', kind: 'date', filter: 'alwaysOn', list: false, form: false, details: false, export: false },
    { source: 'issue_date_lte', kind: 'date', filter: 'alwaysOn', list: false, form: false, details: false, export: false },
  ],
});
