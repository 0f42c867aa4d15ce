import { defineResource } from '../src/engine/types';
import { CURRENCIES } from './shared/currencies';

export default defineResource({
  name: 'apply_commissions',
  base: '/agents/apply-commission',
  endpoint: 'apply-commissions',
  // SPEC §2: list, create and edit, no permission.
  access: { list: null, create: null, edit: null, delete: null },
  menu: { group: 'agents', icon: 'PriceCheck', order: 4 },
  recordTitle: 'id',
  defaultSort: { field: 'id', order: 'DESC' },
  fields: [
    { source: 'agent_id', kind: 'reference', reference: 'agents', optionText: 'full_name', required: true, filter: 'alwaysOn' },
    { source: 'customer_id', kind: 'reference', reference: 'companies', optionText: 'business_name', required: true, filter: true },
    // SPEC: an agent has a currency; the commission is money in it (never converted, docs/shell.md).
    { source: 'amount', kind: 'money', currencySource: 'currency', required: true, min: 0 },
    { source: 'currency', kind: 'select', required: true, choices: CURRENCIES, filter: true },
    { source: 'payment_method', kind: 'select', required: true, choices: ['bank_transfer', 'cash', 'credit_card', 'paypal'] },
    { source: 'payment_notes', kind: 'text', multiline: true, fullWidth: true, list: false },
    { source: 'paid', kind: 'boolean', filter: 'alwaysOn' },
  ],
});
