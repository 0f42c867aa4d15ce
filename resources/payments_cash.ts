import { defineResource } from '../src/engine/types';
import { PAYMENT_LIST } from './shared/payments';

export default defineResource({
  name: 'payments_cash',
  base: '/subscription/payments-cash',
  endpoint: 'payments-cash',
  // SPEC §2: list only, no permission. Cash receipts are recorded by the billing system.
  access: { list: null, details: null },
  menu: { group: 'payments', icon: 'LocalAtm', order: 3 },
  ...PAYMENT_LIST,
});
