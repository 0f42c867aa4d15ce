import { defineResource } from '../src/engine/types';

export default defineResource({
  name: 'companies',
  base: '/subscription/management-subdomain',
  endpoint: 'companies',
  access: { list: 'management_subdomains.list', details: 'management_subdomains.list' },
  menu: { group: 'subscription', icon: 'Domain', order: 5 },
  recordTitle: 'business_name',
  defaultSort: { field: 'start_date', order: 'DESC' },
  // Details with usage against the plan, rename, delete by typed name and reset; the company's
  // own settings, starting from its plan's (docs/subscription-screens.md).
  views: { details: () => import('../src/screens/subscription/CompanyDetails') },
  // Each page's `api` is the endpoint its form reads and saves (names as in
  // src/screens/subscription/settingsSchema.ts; tests/unit/engineExtensions.test.tsx checks they agree).
  pages: [
    {
      name: 'permissions',
      path: '/subscription/management-subdomain/permission-management/:plan_id/:company_id',
      permission: 'management_subdomains.list',
      load: () => import('../src/screens/subscription/settingsPages').then((m) => ({ default: m.CompanyPermissions })),
      link: { plan_id: 'plan_id', company_id: 'id' },
      placement: 'details',
      icon: 'AdminPanelSettings',
      api: [{ name: 'company-permissions', description: 'the permissions granted to the company (id = company id)' }],
    },
    {
      name: 'print_settings',
      path: '/subscription/management-subdomain/print-setting-management/:plan_id/:company_id',
      permission: 'management_subdomains.list',
      load: () => import('../src/screens/subscription/settingsPages').then((m) => ({ default: m.CompanyPrintSettings })),
      link: { plan_id: 'plan_id', company_id: 'id' },
      placement: 'details',
      icon: 'Print',
      api: [
        {
          name: 'company-print-settings',
          calls: ['getOne', 'update', 'delete'],
          description: "the company's own print settings (id = company id), its plan's until saved; DELETE goes back to the plan's",
        },
      ],
    },
    {
      name: 'invoices_bonds',
      path: '/subscription/management-subdomain/invoices-bonds-management/:plan_id/:company_id',
      permission: 'management_subdomains.list',
      load: () => import('../src/screens/subscription/settingsPages').then((m) => ({ default: m.CompanyInvoicesSettings })),
      link: { plan_id: 'plan_id', company_id: 'id' },
      placement: 'details',
      icon: 'ReceiptLong',
      api: [
        {
          name: 'company-invoice-settings',
          calls: ['getOne', 'update', 'delete'],
          description:
            "the company's own invoice and bond settings (id = company id), its plan's until saved; DELETE goes back to the plan's",
        },
      ],
    },
    {
      name: 'code_settings',
      path: '/subscription/management-subdomain/code-settings/:plan_id/:company_id',
      permission: 'management_subdomains.list',
      load: () => import('../src/screens/subscription/settingsPages').then((m) => ({ default: m.CompanyCodeSettings })),
      link: { plan_id: 'plan_id', company_id: 'id' },
      placement: 'details',
      icon: 'Pin',
      api: [
        {
          name: 'company-code-settings',
          calls: ['getOne', 'update', 'delete'],
          description: "the company's own code settings (id = company id), its plan's until saved; DELETE goes back to the plan's",
        },
      ],
    },
  ],
  // As its details page groups them (CompanyDetails): the subscription, its owner, its
  // subdomain and database, then its usage.
  sections: [
    { name: 'subscription', fields: ['account_no', 'business_name', 'plan_id', 'start_date', 'end_date', 'expire_date'] },
    { name: 'contact', fields: ['first_name', 'last_name', 'email', 'phone', 'country_id', 'city_id', 'address1', 'address2'] },
    { name: 'technical', fields: ['subdomain', 'uuid', 'db_type', 'db_flag', 'subdomain_flag'] },
    {
      name: 'usage',
      fields: ['users_count', 'items_count', 'customers_count', 'suppliers_count', 'sales_count', 'purchases_count', 'payments_count'],
    },
  ],
  fields: [
    { source: 'account_no', kind: 'text', required: true, unique: true, filter: true },
    { source: 'business_name', kind: 'text', required: true, filter: true },
    { source: 'subdomain', help: true, kind: 'text', required: true, unique: true, pattern: /^[a-z0-9][a-z0-9-]{1,30}$/, filter: true },
    { source: 'uuid', kind: 'text', required: true, list: false },
    { source: 'plan_id', kind: 'reference', reference: 'plans', optionText: 'name', required: true, filter: 'alwaysOn' },
    { source: 'start_date', kind: 'date', required: true, list: false },
    { source: 'end_date', kind: 'date', required: true, notBefore: 'start_date', list: false },
    { source: 'expire_date', kind: 'date', required: true },
    { source: 'db_type', kind: 'select', required: true, choices: ['mysql', 'pgsql'], filter: true, list: false },
    { source: 'db_flag', kind: 'boolean', filter: true },
    { source: 'subdomain_flag', kind: 'boolean', filter: true },
    { source: 'first_name', kind: 'text', required: true, list: false },
    { source: 'last_name', kind: 'text', required: true, list: false },
    // The contact person by name, with the e-mail under it.
    { source: 'contact_name', kind: 'person', parts: ['first_name', 'last_name'], email: 'email', form: false, details: false },
    { source: 'email', kind: 'email', required: true, filter: true, list: false },
    { source: 'phone', kind: 'phone' },
    { source: 'country_id', kind: 'reference', reference: 'countries', optionText: '{locale}', filter: true },
    {
      source: 'city_id',
      kind: 'reference',
      reference: 'cities',
      optionText: '{locale}',
      list: false,
      dependsOn: { field: 'country_id', filter: 'country_code2', value: 'code2' },
    },
    { source: 'address1', kind: 'text', list: false },
    { source: 'address2', kind: 'text', list: false },
    { source: 'users_count', kind: 'number', min: 0, list: false },
    { source: 'items_count', kind: 'number', min: 0, list: false },
    { source: 'customers_count', kind: 'number', min: 0, list: false },
    { source: 'suppliers_count', kind: 'number', min: 0, list: false },
    { source: 'sales_count', kind: 'number', min: 0, list: false },
    { source: 'purchases_count', kind: 'number', min: 0, list: false },
    { source: 'payments_count', kind: 'number', min: 0, list: false },
  ],
});
