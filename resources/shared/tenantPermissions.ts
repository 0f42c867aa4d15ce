import type { PermissionVocabulary } from '../../src/fields/inputs/permissionVocabulary';

/**
 * What the users of a tenant company may do in the tenant application: `module.action`
 * strings. A plan sells a subset of them (its `permissions` field, edited with the role matrix),
 * and a company's users get a subset of its plan's (the company permissions page).
 */
export const MODULES: Readonly<Record<string, readonly string[]>> = {
  sales: ['view', 'create', 'edit', 'delete', 'print'],
  purchases: ['view', 'create', 'edit', 'delete', 'print'],
  inventory: ['view', 'create', 'edit', 'delete'],
  pos: ['view', 'create', 'refund', 'close_shift'],
  accounting: ['view', 'create', 'edit', 'delete', 'print'],
  hr: ['view', 'create', 'edit', 'delete'],
  reports: ['view', 'print', 'export'],
  settings: ['view', 'edit'],
};
export const ACTIONS = ['view', 'create', 'edit', 'delete', 'print', 'export', 'refund', 'close_shift'] as const;

/** Every tenant permission, module by module: the vocabulary of a plan's permissions field. */
export const TENANT_PERMISSIONS: PermissionVocabulary = {
  permissions: Object.entries(MODULES).flatMap(([m, actions]) => actions.map((a) => `${m}.${a}`)),
  actions: ACTIONS,
};

/** The words of the tenant matrix (module rows, action columns), shared with the company page. */
export const TENANT_PERMISSION_LABELS = {
  entities: 'resources.companies.permissions.modules',
  actions: 'resources.companies.permissions.actions',
  heading: 'resources.companies.permissions.module',
} as const;

/** The modules each plan type sells by default (our reading of `plan_type`, docs/entities.md). */
export const PLAN_TYPE_MODULES: Readonly<Record<string, readonly string[]>> = {
  pos: ['sales', 'inventory', 'pos', 'reports', 'settings'],
  invoicing: ['sales', 'purchases', 'inventory', 'reports', 'settings'],
  accounting: ['sales', 'purchases', 'accounting', 'reports', 'settings'],
  complete: Object.keys(MODULES),
};

/** Every `module.action` permission of the modules a plan type sells: a new plan's default. */
export function planPermissions(planType: unknown): string[] {
  const modules = PLAN_TYPE_MODULES[String(planType)] ?? [];
  return modules.flatMap((m) => MODULES[m].map((a) => `${m}.${a}`));
}

/**
 * What a plan sells: its own `permissions` when it has them (an empty list sells nothing), else
 * (a plan saved before plans had permissions) its type's default.
 */
export function permissionsOfPlan(plan: Readonly<Record<string, unknown>> | undefined): string[] {
  if (!plan) return [];
  if (Array.isArray(plan.permissions)) return TENANT_PERMISSIONS.permissions.filter((p) => (plan.permissions as unknown[]).includes(p));
  return planPermissions(plan.plan_type);
}

/** The modules a set of permissions touches, in catalogue order. */
export const modulesOf = (permissions: readonly string[]): string[] =>
  Object.keys(MODULES).filter((m) => permissions.some((p) => p.startsWith(`${m}.`)));
