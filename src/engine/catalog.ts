import type {
  ApiResourceDeclaration,
  MenuGroupDeclaration,
  ResourceAction,
  ResourceDeclaration,
  ScreenDeclaration,
  ViewName,
} from './types';

const VIEW_ORDER: readonly ViewName[] = ['list', 'create', 'edit', 'details'];

/** The canonical URL template of each declared screen (DESIGN "Routes and the guard"). */
export function routeTemplates(decl: ResourceDeclaration): Partial<Record<ViewName, string>> {
  const p = decl.parent ? `/:${decl.parent.param}` : '';
  const defaults: Record<ViewName, string> = {
    list: `${decl.base}${p}`,
    create: `${decl.base}/create${p}`,
    edit: `${decl.base}/edit${p}/:id`,
    details: `${decl.base}/details${p}/:id`,
  };
  const out: Partial<Record<ViewName, string>> = {};
  for (const view of VIEW_ORDER) {
    if (view in decl.access) out[view] = decl.routes?.[view] ?? defaults[view];
  }
  return out;
}

/** Fills `:name` and `:name?` segments; a missing optional segment is dropped. */
export function buildPath(template: string, params: Record<string, string | number | undefined | null>): string {
  return template
    .split('/')
    .flatMap((segment) => {
      if (!segment.startsWith(':')) return [segment];
      const optional = segment.endsWith('?');
      const key = segment.slice(1, optional ? -1 : undefined);
      const value = params[key];
      if (value === undefined || value === null || value === '') {
        if (optional) return [];
        throw new Error(`Missing route parameter "${key}" for ${template}`);
      }
      return [encodeURIComponent(String(value))];
    })
    .join('/');
}

/** Maps react-admin's action names onto the declaration's (RA asks for `show`). */
export function normaliseAction(action: string): ResourceAction | undefined {
  if (action === 'show') return 'details';
  if (action === 'list' || action === 'create' || action === 'edit' || action === 'details' || action === 'delete') {
    return action;
  }
  return undefined;
}

/** An API-only resource with the page that uses it, whose permission answers for it. */
export interface ApiResourceUse {
  api: ApiResourceDeclaration;
  /** `screen` for a screen, `resource` + `page` for a resource's extra page. */
  usedBy: { screen: string } | { resource: string; page: string };
  permission: string | null;
}

/** Every API-only resource the resources' pages and the screens declare. */
export function apiResourcesOf(declarations: readonly ResourceDeclaration[], screens: readonly ScreenDeclaration[] = []): ApiResourceUse[] {
  return [
    ...declarations.flatMap((decl) =>
      (decl.pages ?? []).flatMap((page) =>
        (page.api ?? []).map((api) => ({ api, usedBy: { resource: decl.name, page: page.name }, permission: page.permission })),
      ),
    ),
    ...screens.flatMap((screen) =>
      (screen.api ?? []).map((api) => ({ api, usedBy: { screen: screen.name }, permission: screen.permission })),
    ),
  ];
}

/** What react-admin may ask about an API-only resource, from the calls its page makes. */
function apiActions(api: ApiResourceDeclaration): string[] {
  const calls = api.calls ?? ['getOne', 'update'];
  return [
    ...(calls.includes('getOne') || calls.includes('update') ? ['edit', 'show', 'details'] : []),
    ...(calls.includes('delete') ? ['delete'] : []),
  ];
}

export interface Catalog {
  /** The resources with screens (routes, menu entries); API-only resources are not in it. */
  readonly all: readonly ResourceDeclaration[];
  /** The API-only resources, with the page whose permission answers for each. */
  readonly api: readonly ApiResourceUse[];
  /** Screens that are not resources. */
  readonly screens: readonly ScreenDeclaration[];
  /** The menu's sections in order: the app's (resources/shared/menu.ts), else those the declarations name. */
  readonly menuGroups: readonly MenuGroupDeclaration[];
  /**
   * A resource by name. An API-only resource answers too, as a declaration without screens
   * (`access: {}`), so the data provider finds its endpoint.
   */
  get(name: string): ResourceDeclaration | undefined;
  /**
   * The one place where an action on a resource becomes a permission string.
   * `undefined`: the action does not exist (deny); `null`: no permission needed.
   */
  permissionFor(resource: string, action: string): string | null | undefined;
  path(name: string, view: ViewName, params?: Record<string, string | number | undefined | null>): string;
  /** Like `path`, but undefined when the screen does not exist or a parameter is missing. */
  tryPath(name: string, view: ViewName, params?: Record<string, string | number | undefined | null>): string | undefined;
  /** The URL of a resource's extra page, or undefined when a parameter is missing. */
  pagePath(name: string, page: string, params?: Record<string, string | number | undefined | null>): string | undefined;
  childrenOf(name: string): readonly ResourceDeclaration[];
}

/** Pages that are not resources, with the permission SPEC §2 gives their route. */
export const PAGE_ACCESS: Record<string, string | null> = {
  dashboard: null,
};

export interface CatalogOptions {
  /** The menu's sections in order, from the app's domain (resources/shared/menu.ts). */
  menuGroups?: readonly MenuGroupDeclaration[];
}

/** Without the app's list, the sections the declarations name, in the order they first appear. */
function namedGroups(declarations: readonly ResourceDeclaration[], screens: readonly ScreenDeclaration[]): MenuGroupDeclaration[] {
  const names = [...new Set([...declarations, ...screens].flatMap((d) => (d.menu ? [d.menu.group] : [])))];
  return names.map((name) => ({ name, icon: 'Category' }));
}

export function createCatalog(
  declarations: readonly ResourceDeclaration[],
  screens: readonly ScreenDeclaration[] = [],
  options: CatalogOptions = {},
): Catalog {
  const byName = new Map<string, ResourceDeclaration>();
  for (const decl of declarations) {
    if (byName.has(decl.name)) throw new Error(`Two resource files declare "${decl.name}"`);
    byName.set(decl.name, decl);
  }
  const screenByName = new Map<string, ScreenDeclaration>();
  for (const screen of screens) {
    if (byName.has(screen.name) || screenByName.has(screen.name)) throw new Error(`The name "${screen.name}" is declared twice`);
    screenByName.set(screen.name, screen);
  }
  const api = apiResourcesOf(declarations, screens);
  const apiByName = new Map<string, { use: ApiResourceUse; decl: ResourceDeclaration }>();
  for (const use of api) {
    const { name } = use.api;
    if (byName.has(name) || screenByName.has(name) || apiByName.has(name)) throw new Error(`The name "${name}" is declared twice`);
    const decl: ResourceDeclaration = {
      name,
      base: '',
      endpoint: use.api.endpoint ?? name,
      access: {},
      fields: use.api.fields ?? [],
      recordTitle: 'id',
    };
    apiByName.set(name, { use, decl });
  }
  const tryBuild = (template: string | undefined, params: Record<string, string | number | undefined | null>) => {
    if (!template) return undefined;
    try {
      return buildPath(template, params);
    } catch {
      return undefined;
    }
  };
  return {
    all: declarations,
    api,
    screens,
    menuGroups: options.menuGroups ?? namedGroups(declarations, screens),
    get: (name) => byName.get(name) ?? apiByName.get(name)?.decl,
    permissionFor(resource, action) {
      const decl = byName.get(resource);
      const apiOnly = apiByName.get(resource)?.use;
      if (apiOnly) return apiActions(apiOnly.api).includes(action) ? apiOnly.permission : undefined;
      if (!decl) {
        const screen = screenByName.get(resource);
        if (screen) return action === 'access' ? screen.permission : undefined;
        return resource in PAGE_ACCESS && action === 'access' ? PAGE_ACCESS[resource] : undefined;
      }
      if (action.startsWith('page:')) {
        const page = decl.pages?.find((p) => p.name === action.slice(5));
        return page ? page.permission : undefined;
      }
      if (action.startsWith('action:')) {
        const act = decl.actions?.find((a) => a.name === action.slice(7));
        return act ? act.permission : undefined;
      }
      const a = normaliseAction(action);
      if (!a || !(a in decl.access)) return undefined;
      return decl.access[a] ?? null;
    },
    path(name, view, params = {}) {
      const decl = byName.get(name);
      const template = decl && routeTemplates(decl)[view];
      if (!template) throw new Error(`Resource "${name}" has no ${view} screen`);
      return buildPath(template, params);
    },
    tryPath(name, view, params = {}) {
      const decl = byName.get(name);
      return tryBuild(decl && routeTemplates(decl)[view], params);
    },
    pagePath(name, page, params = {}) {
      return tryBuild(byName.get(name)?.pages?.find((p) => p.name === page)?.path, params);
    },
    childrenOf(name) {
      const decl = byName.get(name);
      return (decl?.children ?? []).map((c) => byName.get(c)).filter((d): d is ResourceDeclaration => !!d);
    },
  };
}
