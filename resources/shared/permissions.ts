import type { PermissionVocabulary } from '../../src/fields/inputs/permissionVocabulary';

/**
 * Every permission string of SPEC §6, in the SPEC's order. The one copy in the app: a role's
 * permissions field carries it (resources/roles.ts), so the matrix draws its rows and columns
 * from it and the demo API refuses any other string; the demo administrator holds them all.
 */
export const PERMISSIONS = [
  'users.list',
  'users.update',
  'roles.list',
  'roles.update',
  'countries.list',
  'countries.update',
  'cities.list',
  'categories.list',
  'module_settings.list',
  'module_settings.update',
  'module_sub_actions.list',
  'module_sub_actions.update',
  'business_field.list',
  'register_company.list',
  'sync_endpoint.list',
  'plans.list',
  'plans.update',
  'requests_tenant.list',
  'management_subdomains.list',
  'db_managements.list',
  'required_tenants.list',
  'reset_company.list',
  'agents.list',
  'agents.create',
  'agents.update',
  'offers.list',
  'offers.create',
  'offers.update',
  'periods.update',
  'admin_accounts.update',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

/** The columns of the role matrix, in reading order. */
export const PERMISSION_ACTIONS = ['list', 'create', 'update'] as const;

/** What a role may be granted: the vocabulary a role's permissions field carries. */
export const ROLE_PERMISSIONS: PermissionVocabulary = { permissions: PERMISSIONS, actions: PERMISSION_ACTIONS };

const known = new Set<string>(PERMISSIONS);
export const isPermission = (value: unknown): value is Permission => typeof value === 'string' && known.has(value);

/** A chosen set as the stored value: the known strings only, in SPEC order, each once. */
export function normalisePermissions(values: Iterable<unknown>): Permission[] {
  const chosen = new Set(values);
  return PERMISSIONS.filter((p) => chosen.has(p));
}
