import { permissions as PERMISSIONS } from '../../../resources';
import { normalisePermissions, type Permission } from '../../../resources/shared/permissions';

const lists = (...entities: string[]): Permission[] => PERMISSIONS.filter((p) => entities.some((e) => p === `${e}.list`));
const every = (...entities: string[]): Permission[] => PERMISSIONS.filter((p) => entities.includes(p.split('.')[0]));

/**
 * What each demo role may do, by role name (the seed's ROLES): the administrator holds every
 * permission, the others a realistic share that matches their description.
 */
export const ROLE_PERMISSIONS: Record<string, readonly Permission[]> = {
  Administrator: PERMISSIONS,
  Accountant: normalisePermissions([...lists('plans', 'offers', 'periods', 'reset_company'), 'periods.update']),
  'Sales manager': normalisePermissions([...every('plans', 'offers', 'agents'), 'periods.update', ...lists('countries', 'cities')]),
  'Support agent': normalisePermissions([
    ...lists('requests_tenant', 'required_tenants', 'reset_company', 'register_company', 'users'),
    'plans.list',
  ]),
  'Data entry': normalisePermissions([...every('countries', 'cities', 'categories'), 'business_field.list']),
  Auditor: lists('users', 'roles', 'plans', 'offers', 'agents', 'requests_tenant', 'register_company'),
  'Agent coordinator': normalisePermissions([...every('agents'), ...lists('countries', 'cities', 'business_field', 'offers')]),
  'Technical operator': normalisePermissions([
    ...lists('management_subdomains', 'db_managements', 'sync_endpoint', 'required_tenants', 'requests_tenant'),
    ...every('module_settings', 'module_sub_actions'),
  ]),
};
