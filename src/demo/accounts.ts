/** Every permission string of SPEC §6: the demo administrator holds them all. */
export const ALL_PERMISSIONS = [
  'users.list', 'users.update', 'roles.list', 'roles.update', 'countries.list', 'countries.update',
  'cities.list', 'categories.list', 'module_settings.list', 'module_settings.update',
  'module_sub_actions.list', 'module_sub_actions.update', 'business_field.list', 'register_company.list',
  'sync_endpoint.list', 'plans.list', 'plans.update', 'requests_tenant.list', 'management_subdomains.list',
  'db_managements.list', 'required_tenants.list', 'reset_company.list', 'agents.list', 'agents.create',
  'agents.update', 'offers.list', 'offers.create', 'offers.update', 'periods.update', 'admin_accounts.update',
] as const;

export const VIEWER_PERMISSIONS = ['countries.list', 'cities.list'] as const;

export const DEMO_PASSWORD = 'demo1234';

export interface DemoAccount {
  id: number;
  email: string;
  password: string;
  permissions: string[];
  first_name: string;
  last_name: string;
  company_name: string;
  job: string;
  phone: string;
  company_site: string;
  image: string;
}

export function seedAccounts(): DemoAccount[] {
  return [
    {
      id: 1,
      email: 'admin@demo.test',
      password: DEMO_PASSWORD,
      permissions: [...ALL_PERMISSIONS],
      first_name: 'Noura',
      last_name: 'Al-Harbi',
      company_name: 'Demo Platform Co.',
      job: 'Operations manager',
      phone: '+966501234567',
      company_site: 'https://example.com',
      image: '',
    },
    {
      id: 2,
      email: 'viewer@demo.test',
      password: DEMO_PASSWORD,
      permissions: [...VIEWER_PERMISSIONS],
      first_name: 'Khalid',
      last_name: 'Al-Otaibi',
      company_name: 'Demo Platform Co.',
      job: 'Data clerk',
      phone: '+966551112233',
      company_site: 'https://example.com',
      image: '',
    },
  ];
}
