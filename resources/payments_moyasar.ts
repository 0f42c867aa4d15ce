import { defineResource } from '../src/engine/types';
import { PAYMENT_LIST } from './shared/payments';

export default defineResource({
  name: 'payments_moyasar',
  base: '/subscription/payments-moyasar',
  endpoint: 'payments-moyasar',
  // SPEC §2: list only, no permission. Card payments come from Moyasar, not from operators.
  access: { list: null, details: null },
  menu: { group: 'payments', icon: 'CreditCard', order: 1 },
  ...PAYMENT_LIST,
});
