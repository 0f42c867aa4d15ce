import { CURRENCIES } from './shared/currencies';
import { TENANT_PERMISSION_LABELS, TENANT_PERMISSIONS } from './shared/tenantPermissions';
import { defineResource } from '../src/engine/types';

/** The services a plan can price (the same ones companies ask for in service requests). */
export const SERVICE_TYPES = [
  'additional_user',
  'additional_branch',
  'additional_pos',
  'data_migration',
  'staff_training',
  'einvoicing_onboarding',
  'device_setup',
  'custom_invoice_template',
] as const;

export default defineResource({
  name: 'plans',
  base: '/subscription/plans',
  endpoint: 'plans',
  // SPEC §2 quirk: create needs `plans.list`; edit and details need `plans.update`.
  access: { list: 'plans.list', create: 'plans.list', edit: 'plans.update', details: 'plans.update', delete: 'plans.update' },
  menu: { group: 'subscription', icon: 'WorkspacePremium', order: 1 },
  recordTitle: 'name',
  draft: 'is_draft',
  defaultSort: { field: 'priority', order: 'ASC' },
  // A details page worth reading, and the plan's three settings pages (docs/subscription-screens.md).
  views: { details: () => import('../src/screens/subscription/PlanDetails') },
  // Each page's `api` is the endpoint its form reads and saves (names as in
  // src/screens/subscription/settingsSchema.ts; tests/unit/engineExtensions.test.tsx checks they agree).
  pages: [
    {
      name: 'print_settings',
      path: '/subscription/plans/print-setting-management/:plan_id',
      permission: 'plans.update',
      load: () => import('../src/screens/subscription/settingsPages').then((m) => ({ default: m.PlanPrintSettings })),
      link: { plan_id: 'id' },
      placement: 'details',
      icon: 'Print',
      api: [{ name: 'plan-print-settings', description: "the plan's print settings, one record per plan (id = plan id)" }],
    },
    {
      name: 'invoices_bonds',
      path: '/subscription/plans/invoices-bonds-management/:plan_id',
      permission: 'plans.update',
      load: () => import('../src/screens/subscription/settingsPages').then((m) => ({ default: m.PlanInvoicesSettings })),
      link: { plan_id: 'id' },
      placement: 'details',
      icon: 'ReceiptLong',
      api: [{ name: 'plan-invoice-settings', description: "the plan's invoice and bond settings, one record per plan (id = plan id)" }],
    },
    {
      name: 'code_settings',
      path: '/subscription/plans/code-settings/:plan_id',
      permission: 'plans.update',
      load: () => import('../src/screens/subscription/settingsPages').then((m) => ({ default: m.PlanCodeSettings })),
      link: { plan_id: 'id' },
      placement: 'details',
      icon: 'Pin',
      api: [{ name: 'plan-code-settings', description: "the plan's code settings, one record per plan (id = plan id)" }],
    },
  ],
  // The order of the work (SPEC §3 "Plan"): what it is, what it costs, what it allows, its
  // add-ons, its duration, what its companies may do, then the words that describe it.
  sections: [
    { name: 'basics', fields: ['name', 'plan_type', 'priority', 'is_custom_program', 'is_draft'] },
    { name: 'prices', fields: ['currency', 'price_month', 'price_3_months', 'price_6_months', 'price_year'] },
    {
      name: 'limits',
      fields: [
        'branches_count',
        'inventories_count',
        'pos_count',
        'employees_count',
        'customers_count',
        'items_count',
        'users_count',
        'sales_invoices_count',
        'max_sales_amount',
      ],
    },
    { name: 'extras', fields: ['additional_pos_price', 'additional_branch_price', 'additional_user_price', 'services'] },
    { name: 'trial', fields: ['available_days', 'extension_days', 'is_free_trial', 'free_trial_days'] },
    { name: 'permissions', fields: ['permissions'] },
    { name: 'description', fields: ['basic_features', 'notes'] },
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
    // SPEC §3 "Plan service: service type, price", edited as rows; the list shows how many.
    {
      source: 'services',
      kind: 'rows',
      fullWidth: true,
      of: [
        { source: 'service_type', kind: 'select', required: true, choices: SERVICE_TYPES },
        { source: 'price', kind: 'money', currencySource: 'currency', required: true, min: 0 },
      ],
    },
    // SPEC §3 "permissions": what the plan's companies may do in the tenant application, edited
    // with the role matrix (modules × actions); a company's users get a subset of them.
    {
      source: 'permissions',
      kind: 'permissions',
      ...TENANT_PERMISSIONS,
      labels: TENANT_PERMISSION_LABELS,
      fullWidth: true,
      sortable: false,
      list: false,
    },
    { source: 'basic_features', kind: 'text', multiline: true, fullWidth: true, list: false },
    { source: 'notes', kind: 'text', multiline: true, fullWidth: true, list: false },
    // Kept as a draft from the leave-the-form question; the form's Save publishes it.
    { source: 'is_draft', kind: 'draft', form: false, filter: true },
  ],
});
