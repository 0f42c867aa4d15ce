import { describe, expect, it } from 'vitest';
import { declarations } from '../../resources';
import { buildPath, createCatalog, routeTemplates } from '../../src/engine/catalog';
import { createAuthProvider } from '../../src/providers/authProvider';
import type { HttpClient } from '../../src/providers/httpClient';
import { ALL_PERMISSIONS } from '../../src/demo/accounts';
import { SPEC_PERMISSIONS } from '../../resources/shared/permissions';
import { screens } from '../../src/screens';
import { SPEC_ROUTES } from '../helpers/specRoutes';

/**
 * The rest of SPEC §2: extra pages of a resource (`page:<name>`), standalone screens
 * (`access`) and the shell's own pages. [path, resource or screen, action, permission].
 */
const SPEC_PAGES: [string, string, string, string | null][] = [
  ['/subscription/plans/print-setting-management/2', 'plans', 'page:print_settings', 'plans.update'],
  ['/subscription/plans/invoices-bonds-management/2', 'plans', 'page:invoices_bonds', 'plans.update'],
  ['/subscription/plans/code-settings/2', 'plans', 'page:code_settings', 'plans.update'],
  ['/subscription/management-subdomain/permission-management/2/9', 'companies', 'page:permissions', 'management_subdomains.list'],
  ['/subscription/management-subdomain/print-setting-management/2/9', 'companies', 'page:print_settings', 'management_subdomains.list'],
  ['/subscription/management-subdomain/invoices-bonds-management/2/9', 'companies', 'page:invoices_bonds', 'management_subdomains.list'],
  ['/subscription/management-subdomain/code-settings/2/9', 'companies', 'page:code_settings', 'management_subdomains.list'],
  ['/admin_account/setting', 'admin_account_settings', 'access', 'admin_accounts.update'],
  ['/settings/system-log-config', 'system_log_config', 'access', 'admin_accounts.update'],
  ['/company-configuration', 'company_configuration', 'access', null],
  ['/user-settings', 'user_settings', 'access', null],
  ['/dashboard', 'dashboard', 'access', null],
];

const catalog = createCatalog(declarations, screens);

/** The route parameters a path fills, read back from the template it should match. */
function paramsFor(template: string, path: string): Record<string, string> {
  const t = template.split('/');
  const p = path.split('/');
  const out: Record<string, string> = {};
  t.forEach((segment, i) => {
    if (segment.startsWith(':') && p[i] !== undefined) out[segment.replace(/^:|\?$/g, '')] = p[i];
  });
  return out;
}

const noHttp: HttpClient = () => Promise.reject(new Error('canAccess must not call the API'));
function authWith(permissions: readonly string[]) {
  const values = new Map<string, string>([
    ['id_token', 't'],
    ['permissions', permissions.join(',')],
  ]);
  const storage = {
    getItem: (k: string) => values.get(k) ?? null,
    setItem: (k: string, v: string) => void values.set(k, v),
    removeItem: (k: string) => void values.delete(k),
  } as unknown as Storage;
  return createAuthProvider({ apiUrl: 'http://api.test/api', httpClient: noHttp, catalog, storage });
}

describe('SPEC §2 routes of the resource screens', () => {
  it.each(SPEC_ROUTES)('should serve %s as the %s %s screen', (path, resource, view) => {
    const decl = catalog.get(resource);
    expect(decl, `no declaration for ${resource}`).toBeDefined();
    const template = routeTemplates(decl!)[view];
    expect(template, `${resource} has no ${view} screen`).toBeDefined();
    expect(buildPath(template!, paramsFor(template!, path))).toBe(path);
  });

  it.each(SPEC_ROUTES)('should guard %s (%s %s) with %s', (_path, resource, view, permission) => {
    expect(catalog.permissionFor(resource, view)).toBe(permission);
  });

  const guarded = SPEC_ROUTES.filter(([, , , permission]) => permission !== null);
  it.each(guarded)('should deny %s to an operator holding every other permission', async (_path, resource, view, permission) => {
    const others = ALL_PERMISSIONS.filter((p) => p !== permission);
    expect(others).toHaveLength(ALL_PERMISSIONS.length - 1);
    expect(await authWith(others).canAccess!({ resource, action: view })).toBe(false);
    expect(await authWith([permission!]).canAccess!({ resource, action: view })).toBe(true);
  });

  const open = SPEC_ROUTES.filter(([, , , permission]) => permission === null);
  it.each(open)('should allow %s without any permission', async (_path, resource, view) => {
    expect(await authWith([]).canAccess!({ resource, action: view })).toBe(true);
  });

  it('should list every SPEC §6 permission that guards a screen in the tables', () => {
    const used = new Set([...SPEC_ROUTES, ...SPEC_PAGES].map(([, , , p]) => p).filter(Boolean));
    expect(SPEC_PERMISSIONS.filter((p) => !used.has(p))).toEqual([]);
  });
});

describe('SPEC §2 routes of the extra pages, screens and shell pages', () => {
  /** The template a page or screen is served at (the dashboard is the shell's own route). */
  const templateOf = (resource: string, action: string): string | undefined => {
    if (resource === 'dashboard') return '/dashboard';
    if (action.startsWith('page:')) return catalog.get(resource)?.pages?.find((p) => p.name === action.slice(5))?.path;
    return catalog.screens.find((x) => x.name === resource)?.path;
  };

  it.each(SPEC_PAGES)('should serve %s (%s %s)', (path, resource, action) => {
    const template = templateOf(resource, action);
    expect(template, `${resource} has no ${action}`).toBeDefined();
    expect(buildPath(template!, paramsFor(template!, path))).toBe(path);
  });

  it.each(SPEC_PAGES)('should guard %s (%s %s) with %s', (_path, resource, action, permission) => {
    expect(catalog.permissionFor(resource, action)).toBe(permission);
  });

  const guardedPages = SPEC_PAGES.filter(([, , , permission]) => permission !== null);
  it.each(guardedPages)('should deny %s to an operator holding every other permission', async (_path, resource, action, permission) => {
    const others = ALL_PERMISSIONS.filter((p) => p !== permission);
    expect(await authWith(others).canAccess!({ resource, action })).toBe(false);
    expect(await authWith([permission!]).canAccess!({ resource, action })).toBe(true);
  });

  const openPages = SPEC_PAGES.filter(([, , , permission]) => permission === null);
  it.each(openPages)('should allow %s without any permission', async (_path, resource, action) => {
    expect(await authWith([]).canAccess!({ resource, action })).toBe(true);
  });
});

describe('menu entries of the resources', () => {
  it('should give every top-level resource a menu entry in the group its URL section names', () => {
    const sectionGroup: Record<string, string> = {
      users: 'users',
      settings: 'settings',
      subscription: 'subscription',
      agents: 'agents',
      reports: 'reports',
    };
    const payments = [
      'payments_moyasar',
      'payments_paypal',
      'payments_cash',
      'bank_transfers',
      'invoices',
      'extension_requests',
      'service_requests',
    ];
    const wrong = declarations
      .filter((d) => !d.parent)
      .filter((d) => d.menu?.group !== (payments.includes(d.name) ? 'payments' : sectionGroup[d.base.split('/')[1]]))
      .map((d) => `${d.name}: ${d.menu?.group}`);
    expect(wrong).toEqual([]);
  });

  it('should give nested resources no menu entry and list them as children of their parent', () => {
    for (const d of declarations.filter((x) => x.parent)) {
      expect(d.menu, d.name).toBeUndefined();
      expect(catalog.childrenOf(d.parent!.resource).map((c) => c.name)).toContain(d.name);
    }
    expect(catalog.childrenOf('module_settings').map((d) => d.name)).toEqual(['module_sub_actions']);
  });
});
