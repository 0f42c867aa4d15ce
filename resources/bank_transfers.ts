import { defineResource } from '../src/engine/types';
import { PAYMENT_LIST } from './shared/payments';

export default defineResource({
  name: 'bank_transfers',
  base: '/subscription/bank-transfers',
  endpoint: 'bank-transfers',
  // SPEC §2: list, no permission. The operator opens a transfer (details, no permission either)
  // and marks it paid once the money is on the bank statement.
  access: { list: null, details: null },
  menu: {
    group: 'payments',
    icon: 'AccountBalance',
    order: 4,
    // Transfers still waiting to be confirmed: the states `mark_paid` applies to.
    badge: { filter: { status: ['unpaid', 'partial_paid', 'overdue'] }, label: 'unpaid' },
  },
  ...PAYMENT_LIST,
  actions: [
    {
      name: 'mark_paid',
      permission: null,
      set: { status: 'paid' },
      when: { status: ['unpaid', 'partial_paid', 'overdue'] },
      icon: 'PriceCheck',
      color: 'success',
    },
  ],
});
