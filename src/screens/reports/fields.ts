import type { FieldDeclaration } from '../../engine/types';

import { CURRENCIES } from '../../../resources/shared/currencies';

/**
 * The columns of the subscription reports (one row per company), shared by the full and the
 * expired report. Names, not ids, for plan and agent: the report reads (and exports) as text,
 * and needs no extra permission to show them. `plan_id` and `agent_id` are filters only.
 */
export const SUBSCRIPTION_REPORT_FIELDS: readonly FieldDeclaration[] = [
  { source: 'account_no', kind: 'text', form: false, list: false },
  { source: 'business_name', kind: 'text', form: false },
  { source: 'plan_name', kind: 'text', form: false },
  { source: 'agent_name', kind: 'text', form: false, list: false },
  { source: 'start_date', kind: 'date', form: false },
  // The subscription's end is its expiry date: the table shows it once (the expiry column, the
  // one the expired report filters on); details and export keep both.
  { source: 'end_date', kind: 'date', form: false, list: false },
  { source: 'expire_date', kind: 'date', form: false },
  { source: 'days_expired', kind: 'number', form: false, list: false },
  { source: 'amount_paid', kind: 'money', currencySource: 'currency', form: false },
  { source: 'currency', kind: 'select', choices: CURRENCIES, form: false, filter: true, list: false },
  { source: 'status', kind: 'status', choices: ['active', 'expired'], form: false, filter: 'alwaysOn' },
  { source: 'email', kind: 'email', form: false, list: false },
  { source: 'phone', kind: 'phone', form: false, list: false },
  {
    source: 'plan_id',
    kind: 'reference',
    reference: 'plans',
    optionText: 'name',
    filter: 'alwaysOn',
    list: false,
    form: false,
    details: false,
    export: false,
  },
  {
    source: 'agent_id',
    kind: 'reference',
    reference: 'agents',
    optionText: 'full_name',
    filter: 'alwaysOn',
    list: false,
    form: false,
    details: false,
    export: false,
  },
];
