import { defineResource } from '../src/engine/types';
import { PAYMENT_LIST } from './shared/payments';

export default defineResource({
  name: 'payments_paypal',
  base: '/subscription/payments-paypal',
  endpoint: 'payments-paypal',
  // SPEC §2: list only, no permission. PayPal payments come from PayPal, not from operators.
  access: { list: null, details: null },
  menu: { group: 'payments', icon: 'Payment', order: 2 },
  ...PAYMENT_LIST,
});
