import { permissions } from '../../resources';
import { bi, type Text } from './bilingual';

/** Every permission of the app (one list, collected from the resource files): the demo administrator holds them all. */
export const ALL_PERMISSIONS = permissions;

export const VIEWER_PERMISSIONS = ['countries.list', 'cities.list'] as const;

export const DEMO_PASSWORD = 'demo1234';

export interface DemoAccount {
  id: number;
  email: string;
  password: string;
  permissions: string[];
  /** Seeded in both languages; as typed when an operator signs up or saves. */
  first_name: Text;
  last_name: Text;
  company_name: Text;
  job: Text;
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
      first_name: bi('نورة', 'Noura'),
      last_name: bi('الحربي', 'Al-Harbi'),
      company_name: bi('شركة المنصة التجريبية', 'Demo Platform Co.'),
      job: bi('مديرة العمليات', 'Operations manager'),
      phone: '+966501234567',
      company_site: 'https://example.com',
      image: '',
    },
    {
      id: 2,
      email: 'viewer@demo.test',
      password: DEMO_PASSWORD,
      permissions: [...VIEWER_PERMISSIONS],
      first_name: bi('خالد', 'Khalid'),
      last_name: bi('العتيبي', 'Al-Otaibi'),
      company_name: bi('شركة المنصة التجريبية', 'Demo Platform Co.'),
      job: bi('مدخل بيانات', 'Data clerk'),
      phone: '+966551112233',
      company_site: 'https://example.com',
      image: '',
    },
  ];
}
