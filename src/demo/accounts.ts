import { PERMISSIONS } from '../../resources/shared/permissions';

/** Every permission string of SPEC §6 (one list app-wide): the demo administrator holds them all. */
export const ALL_PERMISSIONS = PERMISSIONS;

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
