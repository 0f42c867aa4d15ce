import DomainIcon from '@mui/icons-material/Domain';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import PrintIcon from '@mui/icons-material/Print';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import PinIcon from '@mui/icons-material/Pin';
import { defineResource } from '../src/engine/types';

export default defineResource({
  name: 'companies',
  base: '/subscription/management-subdomain',
  endpoint: 'companies',
  access: { list: 'management_subdomains.list', details: 'management_subdomains.list' },
  menu: { group: 'subscription', icon: DomainIcon, order: 5 },
  recordTitle: 'business_name',
  defaultSort: { field: 'start_date', order: 'DESC' },
  // Details with usage against the plan, rename, delete by typed name and reset; the company's
  // own settings, starting from its plan's (docs/subscription-screens.md).
  views: { details: () => import('../src/screens/subscription/CompanyDetails') },
  pages: [
    {
      name: 'permissions',
      path: '/subscription/management-subdomain/permission-management/:plan_id/:company_id',
      permission: 'management_subdomains.list',
      load: () => import('../src/screens/subscription/settingsPages').then((m) => ({ default: m.CompanyPermissions })),
      link: { plan_id: 'plan_id', company_id: 'id' },
      icon: AdminPanelSettingsIcon,
    },
    {
      name: 'print_settings',
      path: '/subscription/management-subdomain/print-setting-management/:plan_id/:company_id',
      permission: 'management_subdomains.list',
      load: () => import('../src/screens/subscription/settingsPages').then((m) => ({ default: m.CompanyPrintSettings })),
      link: { plan_id: 'plan_id', company_id: 'id' },
      icon: PrintIcon,
    },
    {
      name: 'invoices_bonds',
      path: '/subscription/management-subdomain/invoices-bonds-management/:plan_id/:company_id',
      permission: 'management_subdomains.list',
      load: () => import('../src/screens/subscription/settingsPages').then((m) => ({ default: m.CompanyInvoicesSettings })),
      link: { plan_id: 'plan_id', company_id: 'id' },
      icon: ReceiptLongIcon,
    },
    {
      name: 'code_settings',
      path: '/subscription/management-subdomain/code-settings/:plan_id/:company_id',
      permission: 'management_subdomains.list',
      load: () => import('../src/screens/subscription/settingsPages').then((m) => ({ default: m.CompanyCodeSettings })),
      link: { plan_id: 'plan_id', company_id: 'id' },
      icon: PinIcon,
    },
  ],
  fields: [
    { source: 'account_no', kind: 'text', required: true, unique: true, filter: true },
    { source: 'business_name', kind: 'text', required: true, filter: true },
    { source: 'subdomain', kind: 'text', required: true, unique: true, pattern: /^[a-z0-9][a-z0-9-]{1,30}$/, filter: true },
    { source: 'uuid', kind: 'text', required: true, list: false },
    { source: 'plan_id', kind: 'reference', reference: 'plans', optionText: 'name', required: true, filter: 'alwaysOn' },
    { source: 'start_date', kind: 'date', required: true, list: false },
    { source: 'end_date', kind: 'date', required: true, list: false },
    { source: 'expire_date', kind: 'date', required: true },
    { source: 'db_type', kind: 'select', required: true, choices: ['mysql', 'pgsql'], filter: true, list: false },
    { source: 'db_flag', kind: 'boolean', filter: true },
    { source: 'subdomain_flag', kind: 'boolean', filter: true },
    { source: 'first_name', kind: 'text', required: true, list: false },
    { source: 'last_name', kind: 'text', required: true, list: false },
    { source: 'email', kind: 'email', required: true, filter: true },
    { source: 'phone', kind: 'phone' },
    { source: 'country_id', kind: 'reference', reference: 'countries', optionText: '{locale}', filter: true },
    { source: 'city_id', kind: 'reference', reference: 'cities', optionText: '{locale}', list: false },
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
