import type { PermissionVocabulary } from '../../src/fields/inputs/permissionVocabulary';
import type { ResourceDeclaration } from '../../src/engine/types';

/**
 * SPEC §6's permission strings, in the SPEC's order: the server's list for the SPEC entities
 * and screens. A new entity does not add its permissions here: it declares them in its
 * `access` (and its pages' and actions' `permission`), and `collectPermissions` below adds them.
 */
export const SPEC_PERMISSIONS = [
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

export type Permission = string;

/**
 * Every permission of the app: SPEC §6's, then each other one the resource files declare, in
 * the order they declare them. One array, filled in place by `resources/index.ts` once every
 * resource file has loaded: a role's permissions field carries it (resources/roles.ts), so the
 * matrix draws its rows and columns from it and the demo API refuses any other string; the
 * demo administrator holds them all. Read it through `resources/index.ts`, which fills it.
 */
export const PERMISSIONS: Permission[] = [...SPEC_PERMISSIONS];

/** The columns of the role matrix, in reading order: a permission's action is one of these. */
export const PERMISSION_ACTIONS = ['list', 'create', 'update'] as const;

/** The message key of a permission's row in the role matrix (`i18n/<locale>/app.ts`). */
export const permissionEntityKey = (permission: string): string =>
  `app.permissions.entities.${permission.slice(0, permission.lastIndexOf('.'))}`;

/** What a role may be granted: the vocabulary a role's permissions field carries. */
export const ROLE_PERMISSIONS: PermissionVocabulary = { permissions: PERMISSIONS, actions: PERMISSION_ACTIONS };

/** Every permission string a declaration names: its access, its pages' and its actions'. */
export const declaredPermissions = (decl: ResourceDeclaration): string[] =>
  [...Object.values(decl.access), ...(decl.pages ?? []).map((p) => p.permission), ...(decl.actions ?? []).map((a) => a.permission)].filter(
    (p): p is string => typeof p === 'string' && p !== '',
  );

/** Adds the permissions the declarations name to `PERMISSIONS` (each once, after SPEC §6's). */
export function collectPermissions(declarations: readonly ResourceDeclaration[]): readonly Permission[] {
  const known = new Set<string>(PERMISSIONS);
  for (const p of declarations.flatMap(declaredPermissions)) {
    if (known.has(p)) continue;
    known.add(p);
    PERMISSIONS.push(p);
  }
  return PERMISSIONS;
}

/** A chosen set as the stored value: the known strings only, in the list's order, each once. */
export function normalisePermissions(values: Iterable<unknown>): Permission[] {
  const chosen = new Set(values);
  return PERMISSIONS.filter((p) => chosen.has(p));
}
