import { CURRENCIES } from './currencies';
import type { FieldDeclaration } from '../../src/engine/types';

/**
 * The columns every payment list shares (card, PayPal, cash, bank transfer): the four
 * resources differ only in URL, menu entry and what an operator may do with a row.
 * Lives in a subfolder so `resources/index.ts` does not take it for a resource.
 */
export const PAYMENT_FIELDS: readonly FieldDeclaration[] = [
  { source: 'payment_id', kind: 'text', required: true, filter: true },
  { source: 'company_id', kind: 'reference', reference: 'companies', optionText: 'business_name', required: true, filter: 'alwaysOn' },
  { source: 'payer_id', kind: 'text', required: true, filter: true, list: false },
  { source: 'payment_method', kind: 'select', required: true, choices: ['credit_card', 'paypal', 'cash', 'bank_transfer'], list: false },
  { source: 'amount', kind: 'money', currencySource: 'currency', required: true, min: 0 },
  { source: 'currency', kind: 'select', required: true, choices: CURRENCIES, filter: true },
  { source: 'status', kind: 'status', required: true, choices: ['paid', 'unpaid', 'partial_paid', 'overdue'], filter: 'alwaysOn' },
  { source: 'date', kind: 'datetime', required: true },
  // Date range over the payment date (filter inputs only; each bound takes its whole day).
  { source: 'date_gte', kind: 'date', filter: 'alwaysOn', list: false, form: false, details: false, export: false },
  { source: 'date_lte', kind: 'date', filter: 'alwaysOn', list: false, form: false, details: false, export: false },
];

export const PAYMENT_LIST = {
  recordTitle: 'payment_id',
  defaultSort: { field: 'date', order: 'DESC' },
  fields: PAYMENT_FIELDS,
} as const;
