import { defineResource } from '../src/engine/types';

const CURRENCIES = ['SAR', 'AED', 'KWD', 'QAR', 'BHD', 'OMR', 'EGP', 'USD'] as const;

export default defineResource({
  name: 'plans',
  base: '/subscription/plans',
  endpoint: 'plans',
  // SPEC §2 quirk: create needs `plans.list`; edit and details need `plans.update`.
  access: { list: 'plans.list', create: 'plans.list', edit: 'plans.update', details: 'plans.update', delete: 'plans.update' },
  menu: { group: 'subscription', icon: 'WorkspacePremium', order: 1 },
  recordTitle: 'name',
  defaultSort: { field: 'priority', order: 'ASC' },
  // A details page worth reading, and the plan's three settings pages (docs/subscription-screens.md).
  views: { details: () => import('../src/screens/subscription/PlanDetails') },
  pages: [
    {
      name: 'print_settings',
      path: '/subscription/plans/print-setting-management/:plan_id',
      permission: 'plans.update',
      load: () => import('../src/screens/subscription/settingsPages').then((m) => ({ default: m.PlanPrintSettings })),
      link: { plan_id: 'id' },
      icon: 'Print',
    },
    {
      name: 'invoices_bonds',
      path: '/subscription/plans/invoices-bonds-management/:plan_id',
      permission: 'plans.update',
      load: () => import('../src/screens/subscription/settingsPages').then((m) => ({ default: m.PlanInvoicesSettings })),
      link: { plan_id: 'id' },
      icon: 'ReceiptLong',
    },
    {
      name: 'code_settings',
      path: '/subscription/plans/code-settings/:plan_id',
      permission: 'plans.update',
      load: () => import('../src/screens/subscription/settingsPages').then((m) => ({ default: m.PlanCodeSettings })),
      link: { plan_id: 'id' },
      icon: 'Pin',
    },
  ],
  fields: [
    { source: 'name', kind: 'text', required: true, unique: true, minLength: 2, filter: true },
    { source: 'plan_type', kind: 'select', required: true, choices: ['pos', 'invoicing', 'accounting', 'complete'], filter: 'alwaysOn' },
    // Money is a number next to its currency until the engine has a money kind.
    { source: 'price_month', kind: 'money', currencySource: 'currency', required: true, min: 0 },
    { source: 'price_3_months', kind: 'money', currencySource: 'currency', required: true, min: 0, list: false },
    { source: 'price_6_months', kind: 'money', currencySource: 'currency', required: true, min: 0, list: false },
    { source: 'price_year', kind: 'money', currencySource: 'currency', required: true, min: 0 },
    { source: 'currency', kind: 'select', required: true, choices: CURRENCIES, filter: true },
    { source: 'branches_count', kind: 'number', required: true, min: 0, list: false },
    { source: 'inventories_count', kind: 'number', required: true, min: 0, list: false },
    { source: 'pos_count', kind: 'number', required: true, min: 0, list: false },
    { source: 'employees_count', kind: 'number', required: true, min: 0, list: false },
    { source: 'customers_count', kind: 'number', required: true, min: 0, list: false },
    { source: 'items_count', kind: 'number', required: true, min: 0, list: false },
    { source: 'users_count', kind: 'number', required: true, min: 0 },
    { source: 'sales_invoices_count', kind: 'number', required: true, min: 0, list: false },
    { source: 'priority', kind: 'number', required: true, min: 0 },
    { source: 'available_days', kind: 'number', min: 0, list: false },
    { source: 'extension_days', kind: 'number', min: 0, list: false },
    { source: 'additional_pos_price', kind: 'money', currencySource: 'currency', min: 0, list: false },
    { source: 'additional_branch_price', kind: 'money', currencySource: 'currency', min: 0, list: false },
    { source: 'additional_user_price', kind: 'money', currencySource: 'currency', min: 0, list: false },
    { source: 'max_sales_amount', kind: 'money', currencySource: 'currency', min: 0, list: false },
    { source: 'is_free_trial', kind: 'boolean', filter: true },
    { source: 'free_trial_days', kind: 'number', min: 0, list: false },
    { source: 'is_custom_program', kind: 'boolean', filter: true, list: false },
    { source: 'basic_features', kind: 'text', multiline: true, fullWidth: true, list: false },
    { source: 'notes', kind: 'text', multiline: true, fullWidth: true, list: false },
  ],
});
