import { defineResource } from '../src/engine/types';
import { SUBSCRIPTION_REPORT_FIELDS } from '../src/screens/reports/fields';

/**
 * SPEC §2 `/reports/reports-expired-subscription` (no permission): the subscription report
 * fixed to expired companies, filtered by when they expired.
 */
export default defineResource({
  name: 'reports_expired_subscriptions',
  base: '/reports/reports-expired-subscription',
  // The subscription report's rows, only the expired ones. The export sends the fixed filter too
  // (ExportButton), and the endpoint is restricted to expired rows all the same.
  endpoint: 'reports/expired-subscriptions',
  access: { list: null },
  menu: { group: 'reports', icon: 'EventBusy', order: 2 },
  recordTitle: 'business_name',
  defaultSort: { field: 'expire_date', order: 'DESC' },
  filter: { status: 'expired' },
  fields: [
    ...SUBSCRIPTION_REPORT_FIELDS.map((f) =>
      f.source === 'status'
        ? { ...f, list: false, filter: false, export: false }
        : f.source === 'days_expired' || f.source === 'phone'
          ? { ...f, list: true }
          : f,
    ),
    { source: 'expire_date_gte', kind: 'date', filter: 'alwaysOn', list: false, form: false, details: false, export: false },
    { source: 'expire_date_lte', kind: 'date', filter: 'alwaysOn', list: false, form: false, details: false, export: false },
  ],
  views: { list: () => import('../src/screens/reports/ReportListView') },
});
