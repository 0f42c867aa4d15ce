/**
 * Every permission string of SPEC §6, in the SPEC's order. The one copy in the app: the
 * role permission matrix draws its rows and columns from it, the demo administrator holds
 * them all (src/demo/accounts.ts) and the demo API refuses any other string.
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

/** The columns of the matrix, in reading order. */
export const PERMISSION_ACTIONS = ['list', 'create', 'update'] as const;
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];

const split = (p: string) => p.split('.') as [string, PermissionAction];

/** The rows of the matrix: each entity once, in the order SPEC §6 first names it. */
export const PERMISSION_ENTITIES: readonly string[] = [...new Set(PERMISSIONS.map((p) => split(p)[0]))];

const known = new Set<string>(PERMISSIONS);
export const isPermission = (value: unknown): value is Permission => typeof value === 'string' && known.has(value);

/** `entity.action`, or undefined when SPEC §6 has no such permission (the matrix shows no box). */
export function permissionOf(entity: string, action: PermissionAction): Permission | undefined {
  const p = `${entity}.${action}`;
  return isPermission(p) ? p : undefined;
}

/** A chosen set as the stored value: the known strings only, in SPEC order, each once. */
export function normalisePermissions(values: Iterable<unknown>): Permission[] {
  const chosen = new Set(values);
  return PERMISSIONS.filter((p) => chosen.has(p));
}

/** Granted permissions grouped by entity, for reading (details page, export). */
export function groupPermissions(values: readonly unknown[]): { entity: string; actions: PermissionAction[] }[] {
  const chosen = normalisePermissions(values);
  return PERMISSION_ENTITIES.map((entity) => ({
    entity,
    actions: PERMISSION_ACTIONS.filter((a) => chosen.includes(`${entity}.${a}` as Permission)),
  })).filter((g) => g.actions.length > 0);
}
