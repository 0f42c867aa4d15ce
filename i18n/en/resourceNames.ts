/**
 * What the menu, the dashboard and the app bar name each resource by: its title (`name`, plural),
 * one record (`item`), a record's label (`record_label`) and its extra pages (`pages`, which the
 * breadcrumbs show before a page's chunk has arrived). They come with the sign-in; the
 * rest of each resource's strings (./resources.ts) comes with the first screen that shows one
 * (src/locale/i18nProvider.ts). Joined, the two are `resources` in the catalogue.
 */
export const resourceNames = {
  users: {
    name: 'Users',
    item: 'User',
  },
  roles: {
    name: 'Roles',
    item: 'Role',
  },
  countries: {
    name: 'Countries',
    item: 'Country',
  },
  cities: {
    name: 'Cities',
    item: 'City',
  },
  categories: {
    name: 'Categories',
    item: 'Category',
  },
  module_settings: {
    name: 'Module settings',
    item: 'Module setting',
  },
  module_sub_actions: {
    name: 'Sub-actions',
    item: 'Sub-action',
  },
  business_fields: {
    name: 'Business fields',
    item: 'Business field',
  },
  register_companies: {
    name: 'Registered companies',
    item: 'Registered company',
  },
  sync_endpoints: {
    name: 'Sync endpoints',
    item: 'Sync endpoint',
  },
  periods: {
    name: 'Periods',
    item: 'Period',
  },
  plans: {
    name: 'Plans',
    item: 'Plan',
    pages: {
      print_settings: 'Print settings',
      invoices_bonds: 'Invoices and vouchers',
      code_settings: 'Code settings',
    },
  },
  plan_discounts: {
    name: 'Plan discounts',
    item: 'Plan discount',
  },
  offers: {
    name: 'Offers',
    item: 'Offer',
  },
  tenant_requests: {
    name: 'Subdomain requests',
    item: 'Subdomain request',
  },
  companies: {
    name: 'Subdomains',
    item: 'Subdomain',
    pages: {
      permissions: 'Permissions',
      print_settings: 'Print settings',
      invoices_bonds: 'Invoices and vouchers',
      code_settings: 'Code settings',
    },
  },
  databases: {
    name: 'Databases',
    item: 'Database',
  },
  required_tenants: {
    name: 'Required tenants',
    item: 'Required tenant',
  },
  reset_companies: {
    name: 'Company resets',
    item: 'Company reset',
  },
  payments_moyasar: {
    name: 'Card payments (Moyasar)',
    item: 'Card payment',
  },
  payments_paypal: {
    name: 'PayPal payments',
    item: 'PayPal payment',
  },
  payments_cash: {
    name: 'Cash payments',
    item: 'Cash payment',
  },
  bank_transfers: {
    name: 'Bank transfers',
    item: 'Bank transfer',
  },
  invoices: {
    name: 'Invoices',
    item: 'Invoice',
  },
  extension_requests: {
    name: 'Extension requests',
    item: 'Extension request',
    record_label: '%{company_id}: %{smart_count} day |||| %{company_id}: %{smart_count} days',
  },
  service_requests: {
    name: 'Service requests',
    item: 'Service request',
    record_label: '%{service_type_name} — %{company_id}',
  },
  agents: {
    name: 'Agents',
    item: 'Agent',
  },
  commissions: {
    name: 'Commissions',
    item: 'Commission',
  },
  agents_customers: {
    name: 'Agents’ customers',
    item: 'Agent’s customer',
  },
  apply_commissions: {
    name: 'Commission payouts',
    item: 'Commission payout',
  },
  partners: {
    name: 'Partners',
    item: 'Partner',
  },
  reports_subscriptions: {
    name: 'Subscription report',
    item: 'Subscription',
  },
  reports_expired_subscriptions: {
    name: 'Expired subscriptions report',
    item: 'Expired subscription',
  },
  reports_agents_dues: {
    name: 'Agents’ dues report',
    item: 'Agent’s dues',
  },
  settings_admin_account: {
    name: 'Admin account',
    item: 'Admin account',
  },
  settings_system_log: {
    name: 'System log configuration',
    item: 'System log configuration',
  },
  settings_company: {
    name: 'Company configuration',
    item: 'Company configuration',
  },
  settings_account: {
    name: 'Account',
    item: 'Account',
  },
  settings_user: {
    name: 'User settings',
    item: 'User settings',
  },
};
