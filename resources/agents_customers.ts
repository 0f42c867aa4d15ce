import { defineResource } from '../src/engine/types';
import { CURRENCIES } from './shared/currencies';

export default defineResource({
  name: 'agents_customers',
  base: '/agents/agents-customers',
  endpoint: 'agents-customers',
  // SPEC §2: list only, no permission. A row is a company an agent brought in.
  access: { list: null },
  menu: { group: 'agents', icon: 'Groups', order: 3 },
  recordTitle: 'id',
  defaultSort: { field: 'subscription_date', order: 'DESC' },
  fields: [
    { source: 'agent_id', kind: 'reference', reference: 'agents', optionText: 'full_name', required: true, filter: 'alwaysOn' },
    { source: 'company_id', kind: 'reference', reference: 'companies', optionText: 'business_name', required: true, filter: true },
    { source: 'plan_id', kind: 'reference', reference: 'plans', optionText: 'name', filter: true },
    { source: 'subscription_date', kind: 'date', required: true },
    { source: 'amount', kind: 'money', currencySource: 'currency', min: 0 },
    { source: 'currency', kind: 'select', choices: CURRENCIES },
    { source: 'commission_amount', kind: 'money', currencySource: 'currency', min: 0 },
  ],
});
