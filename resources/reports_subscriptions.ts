import { defineResource } from '../src/engine/types';
import { SUBSCRIPTION_REPORT_FIELDS } from '../src/screens/reports/fields';

/**
 * SPEC §2 `/reports/reports-subscription` (no permission): one row per company with its plan,
 * subscription dates and what it paid; totals of the filtered rows above the table.
 */
export default defineResource({
  name: 'reports_subscriptions',
  base: '/reports/reports-subscription',
  endpoint: 'reports/subscriptions',
  access: { list: null },
  menu: { group: 'reports', icon: 'Assessment', order: 1 },
  recordTitle: 'business_name',
  defaultSort: { field: 'start_date', order: 'DESC' },
  fields: [
    ...SUBSCRIPTION_REPORT_FIELDS,
    // Date range over the subscription start (filter inputs only).
    { source: 'start_date_gte', kind: 'date', filter: 'alwaysOn', list: false, form: false, details: false, export: false },
    { source: 'start_date_lte', kind: 'date', filter: 'alwaysOn', list: false, form: false, details: false, export: false },
  ],
  views: { list: () => import('../src/screens/reports/ReportListView') },
});
