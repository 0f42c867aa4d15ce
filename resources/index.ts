import type { ResourceDeclaration } from '../src/engine/types';
import { collectPermissions } from './shared/permissions';

/**
 * Every `resources/*.ts` file is a resource: adding an entity is adding one file (and its
 * strings in `i18n/`). Order in the menu comes from each file's `menu.order`.
 */
const modules = import.meta.glob<{ default: ResourceDeclaration }>(['./*.ts', '!./index.ts'], { eager: true });

export const declarations: readonly ResourceDeclaration[] = Object.values(modules).map((m) => m.default);

/**
 * Every permission of the app: SPEC §6's and those the resource files declare in `access`
 * (and their pages and actions). The role matrix, the demo administrator, sign-in's list and
 * the OpenAPI document all read this one list.
 */
export const permissions = collectPermissions(declarations);
