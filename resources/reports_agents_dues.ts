import { defineResource } from '../src/engine/types';
import { CURRENCIES } from './shared/currencies';

/**
 * SPEC §2 `/reports/reports-agents-dues` (no permission): per agent, the sales they brought,
 * the commission they earned on them, what was paid out and what is still due. Computed by
 * the API from agents' customers, commissions and payouts; each agent in their own currency.
 */
export default defineResource({
  name: 'reports_agents_dues',
  base: '/reports/reports-agents-dues',
  endpoint: 'reports/agents-dues',
  access: { list: null },
  menu: { group: 'reports', icon: 'AccountBalanceWallet', order: 3 },
  recordTitle: 'agent_name',
  defaultSort: { field: 'due_amount', order: 'DESC' },
  fields: [
    { source: 'agent_name', kind: 'text', form: false },
    { source: 'email', kind: 'email', form: false },
    { source: 'customers_count', kind: 'number', form: false },
    { source: 'sales_amount', kind: 'money', currencySource: 'currency', form: false },
    { source: 'commission_amount', kind: 'money', currencySource: 'currency', form: false },
    { source: 'paid_amount', kind: 'money', currencySource: 'currency', form: false },
    { source: 'due_amount', kind: 'money', currencySource: 'currency', form: false },
    { source: 'currency', kind: 'select', choices: CURRENCIES, form: false, filter: true },
    // Filter inputs only: the agent, the plan and the subscription date range of the customers counted.
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
    { source: 'date_gte', kind: 'date', filter: 'alwaysOn', list: false, form: false, details: false, export: false },
    { source: 'date_lte', kind: 'date', filter: 'alwaysOn', list: false, form: false, details: false, export: false },
  ],
  views: { list: () => import('../src/screens/reports/ReportListView') },
});
