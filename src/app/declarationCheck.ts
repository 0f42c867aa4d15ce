import { checkDeclarations, type DeclarationCheckContext } from '../engine/checkDeclarations';
import { registeredKinds } from '../engine/kinds';
import { loadFieldKinds } from './compose';
import { declarations, permissions } from '../../resources';
import { PERMISSION_ACTIONS, permissionEntityKey } from '../../resources/shared/permissions';
import { MENU_GROUPS } from '../../resources/shared/menu';

type Catalogue = Record<string, unknown>;

/** Whether `key` (dotted) leads to a string in a message catalogue. */
function hasKey(messages: Catalogue, key: string): boolean {
  let node: unknown = messages;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object' || !(part in node)) return false;
    node = (node as Catalogue)[part];
  }
  return typeof node === 'string';
}

/**
 * The file of `i18n/<locale>/` a message goes in: by its first key (every string of a resource,
 * its names included, in resources.ts; resourceNames.ts is made from it).
 */
export function messageFile(locale: string, key: string): string {
  return `i18n/${locale}/${key.split('.')[0]}.ts`;
}

const actions = new Set<string>(PERMISSION_ACTIONS);

const resourceNames = new Set(declarations.map((d) => d.name));

/**
 * A permission a resource declares is `<entity>.<action>`, its action one of the role matrix's
 * columns, and its entity has a row label in the matrix: its own, or the title of the resource
 * of that name.
 */
function permissionNeeds(value: string): { problems?: string[]; messages?: string[] } {
  const dot = value.lastIndexOf('.');
  if (dot <= 0 || !actions.has(value.slice(dot + 1)))
    return { problems: [`is not "<entity>.<action>" with an action of the role matrix (${PERMISSION_ACTIONS.join(', ')})`] };
  const entity = value.slice(0, dot);
  return { messages: [resourceNames.has(entity) ? `resources.${entity}.name` : permissionEntityKey(value)] };
}

/** What the app checks its declarations against: the kinds it registered, its permissions, its catalogues. */
export function declarationCheckContext(catalogues: Record<string, object>): DeclarationCheckContext {
  return {
    kinds: new Set(registeredKinds()),
    permissions: new Set<string>(permissions),
    permission: permissionNeeds,
    menuGroups: new Set<string>(MENU_GROUPS.map((g) => g.name)),
    locales: Object.keys(catalogues),
    hasMessage: (locale, key) => hasKey(catalogues[locale] as Catalogue, key),
    messageFile,
  };
}

/**
 * Development only (src/app/catalog.ts): checks the declarations when the catalogue loads and
 * says plainly in the console what is wrong, before a broken declaration shows up as a blank
 * column or a raw key somewhere on screen. Production builds leave this module out.
 */
export async function checkAtStartup(
  declarations: Parameters<typeof checkDeclarations>[0],
  screens: Parameters<typeof checkDeclarations>[1],
): Promise<string[]> {
  // The kinds register themselves when their chunk arrives (src/app/compose.ts): checked before
  // that, every field's kind was unknown.
  const [{ en }, { ar }, { es }] = await Promise.all([
    import('../../i18n/en'),
    import('../../i18n/ar'),
    import('../../i18n/es'),
    loadFieldKinds(),
  ]);
  const problems = checkDeclarations(declarations, screens, declarationCheckContext({ ar, en, es }));
  if (problems.length) {
    console.error(`[declarations] ${problems.length} problem(s) in resources/ or src/screens/:\n- ${problems.join('\n- ')}`);
  }
  return problems;
}
