import { apiResourcesOf, routeTemplates } from './catalog';
import { fieldKind } from './kinds';
import type { FieldDeclaration, ResourceDeclaration, ScreenDeclaration } from './types';

/**
 * What a declaration is checked against. The engine knows no domain: the app passes the kinds
 * it registered, the permission names that exist (collected from the resource files), and ways
 * to ask whether a message exists in a language and in which file it goes.
 */
export interface DeclarationCheckContext {
  kinds: ReadonlySet<string>;
  /** Every permission the app knows: a screen may name only these. */
  permissions: ReadonlySet<string>;
  /**
   * What a permission a resource declares must satisfy: its problems (say, an action the role
   * matrix has no column for) and the messages it needs (its row label in the role matrix).
   */
  permission?(value: string): { problems?: readonly string[]; messages?: readonly string[] };
  locales: readonly string[];
  hasMessage(locale: string, key: string): boolean;
  /** The file a missing message goes in, e.g. `i18n/en/resources.ts`. */
  messageFile?(locale: string, key: string): string;
  /** The menu's sections (resources/shared/menu.ts): a menu entry must name one. */
  menuGroups: ReadonlySet<string>;
}

/**
 * Every problem of the declarations, each a sentence naming the declaration and what is wrong:
 * unknown field kinds, duplicate sources, references to resources that do not exist, permissions
 * the role matrix cannot show, two screens on one route, and messages missing in any language. Empty when
 * all is well. Run by a unit test and, in development, when the catalogue loads (src/app/catalog.ts).
 */
export function checkDeclarations(
  declarations: readonly ResourceDeclaration[],
  screens: readonly ScreenDeclaration[],
  ctx: DeclarationCheckContext,
): string[] {
  const problems: string[] = [];
  const names = new Set(declarations.map((d) => d.name));
  const routes = new Map<string, string>();
  const route = (template: string, owner: string) => {
    // `:id` and `:code2` name the same slot: compare the shapes.
    const shape = template.replace(/:[^/]+/g, ':');
    const other = routes.get(shape);
    if (other) problems.push(`${owner}: the route ${template} is already taken by ${other}`);
    else routes.set(shape, owner);
  };
  const message = (key: string, owner: string) => {
    for (const locale of ctx.locales) {
      if (ctx.hasMessage(locale, key)) continue;
      const file = ctx.messageFile?.(locale, key);
      problems.push(`${owner}: the message "${key}" is missing in ${locale}${file ? ` (add it to ${file})` : ''}`);
    }
  };
  // A resource's own permissions join the app's list; a screen names one of that list.
  const permission = (value: string | null | undefined, owner: string) => {
    if (!value) return;
    const own = ctx.permission?.(value) ?? {};
    for (const problem of own.problems ?? []) problems.push(`${owner}: "${value}" ${problem}`);
    for (const key of own.messages ?? []) message(key, `${owner} ("${value}")`);
  };
  const known = (value: string | null | undefined, owner: string) => {
    if (value && !ctx.permissions.has(value))
      problems.push(`${owner}: "${value}" is not a permission of the app (SPEC §6's or one a resource file declares in its access)`);
  };
  const fields = (owner: string, resource: string, list: readonly FieldDeclaration[], all: readonly FieldDeclaration[]) => {
    const seen = new Set<string>();
    for (const field of list) {
      const where = `${owner}, field "${field.source}"`;
      if (seen.has(field.source)) problems.push(`${where}: declared twice`);
      seen.add(field.source);
      if (!ctx.kinds.has(field.kind)) {
        problems.push(`${where}: unknown kind "${field.kind}"`);
        continue;
      }
      message(`resources.${resource}.fields.${field.source}`, where);
      if (field.help) message(`resources.${resource}.help.${field.source}`, where);
      const help = ctx.kinds.has(field.kind) ? fieldKind(field.kind).help?.(field) : undefined;
      if (help) message(help, where);
      const kind = fieldKind(field.kind);
      const target = kind.references?.(field);
      if (target && !names.has(target.reference))
        problems.push(`${where}: refers to "${target.reference}", which no resource file declares`);
      const own = kind.declaration?.(field, { resource, siblings: all }) ?? {};
      for (const key of own.messages ?? []) message(key, where);
      for (const problem of own.problems ?? []) problems.push(`${where}: ${problem}`);
      if (own.parts) fields(`${where} (parts)`, resource, own.parts, own.parts);
    }
  };

  // Every field of the form or details page in exactly one titled section, each section named.
  const sections = (decl: ResourceDeclaration, owner: string) => {
    if (!decl.sections) return;
    const count = new Map<string, number>();
    const sources = new Set(decl.fields.map((f) => f.source));
    const names = new Set<string>();
    for (const section of decl.sections) {
      const where = `${owner}, section "${section.name}"`;
      if (names.has(section.name)) problems.push(`${where}: declared twice`);
      names.add(section.name);
      message(`resources.${decl.name}.sections.${section.name}`, where);
      if (section.fields.length === 0) problems.push(`${where}: has no fields`);
      for (const source of section.fields) {
        if (!sources.has(source)) problems.push(`${where}: "${source}" is not one of its fields`);
        count.set(source, (count.get(source) ?? 0) + 1);
      }
    }
    for (const field of decl.fields) {
      if (field.form === false && field.details === false) continue;
      const n = count.get(field.source) ?? 0;
      if (n === 0) problems.push(`${owner}, field "${field.source}": in no section (every form and details field needs one)`);
      if (n > 1) problems.push(`${owner}, field "${field.source}": in ${n} sections (one only)`);
    }
  };

  const group = (menu: { group: string } | undefined, owner: string) => {
    if (menu && !ctx.menuGroups.has(menu.group)) problems.push(`${owner}: the menu section "${menu.group}" is not one of the app's`);
  };

  for (const decl of declarations) {
    const owner = `resources/${decl.name}`;
    group(decl.menu, owner);
    if (decl.menu?.badge) message(`app.menu.badges.${decl.menu.badge.label}`, `${owner}, menu badge`);
    message(`resources.${decl.name}.name`, owner);
    message(`resources.${decl.name}.item`, owner);
    fields(owner, decl.name, decl.fields, decl.fields);
    sections(decl, owner);
    // The fields an import may fill are fields of the create form that a spreadsheet cell can hold.
    for (const source of typeof decl.import === 'object' ? (decl.import.fields ?? []) : []) {
      const field = decl.fields.find((f) => f.source === source);
      const onCreate = field && (field.form ?? true) !== false && field.form !== 'edit';
      if (!field || !onCreate) problems.push(`${owner}, import: "${source}" is not a field of its create form`);
      else if (ctx.kinds.has(field.kind) && fieldKind(field.kind).importValue === false)
        problems.push(`${owner}, import: "${source}" is of kind ${field.kind}, which a spreadsheet cell cannot hold`);
    }
    if (decl.draft && !decl.fields.some((f) => f.source === decl.draft))
      problems.push(`${owner}: its draft flag "${decl.draft}" is not one of its fields`);
    for (const [view, value] of Object.entries(decl.access)) permission(value, `${owner}, access.${view}`);
    for (const template of Object.values(routeTemplates(decl))) route(template, owner);
    if (decl.parent && !names.has(decl.parent.resource)) problems.push(`${owner}: its parent "${decl.parent.resource}" is not declared`);
    for (const child of decl.children ?? []) if (!names.has(child)) problems.push(`${owner}: its child "${child}" is not declared`);
    for (const page of decl.pages ?? []) {
      permission(page.permission, `${owner}, page "${page.name}"`);
      route(page.path, `${owner}, page "${page.name}"`);
      message(`resources.${decl.name}.pages.${page.name}`, `${owner}, page "${page.name}"`);
    }
    for (const action of decl.actions ?? []) {
      permission(action.permission, `${owner}, action "${action.name}"`);
      message(`resources.${decl.name}.actions.${action.name}`, `${owner}, action "${action.name}"`);
      message(`resources.${decl.name}.actions.${action.name}_confirm`, `${owner}, action "${action.name}"`);
    }
  }
  for (const screen of screens) {
    const owner = `screen ${screen.name}`;
    group(screen.menu, owner);
    known(screen.permission, owner);
    route(screen.path, owner);
    message(`screens.${screen.name}.title`, owner);
    if (names.has(screen.name)) problems.push(`${owner}: a resource has the same name`);
  }
  for (const use of apiResourcesOf(declarations, screens)) {
    const owner = `API resource ${use.api.name}`;
    if (names.has(use.api.name)) problems.push(`${owner}: a resource has the same name`);
    fields(owner, use.api.name, use.api.fields ?? [], use.api.fields ?? []);
  }
  return problems;
}
