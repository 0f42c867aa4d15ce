import type { ResourceDeclaration } from '../src/engine/types';

/**
 * Every `resources/*.ts` file is a resource: adding an entity is adding one file (and its
 * strings in `i18n/`). Order in the menu comes from each file's `menu.order`.
 */
const modules = import.meta.glob<{ default: ResourceDeclaration }>(['./*.ts', '!./index.ts'], { eager: true });

export const declarations: readonly ResourceDeclaration[] = Object.values(modules).map((m) => m.default);
