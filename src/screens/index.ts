import type { ScreenDeclaration } from '../engine/types';

/**
 * Every `src/screens/*.screen.ts` file declares one screen that is not a resource (admin
 * account settings, reports…): its URL, permission, menu entry and lazily loaded component.
 * Adding a screen is adding one such file and its strings in `i18n/<locale>/screens.ts`.
 */
const modules = import.meta.glob<{ default: ScreenDeclaration }>('./*.screen.ts', { eager: true });

export const screens: readonly ScreenDeclaration[] = Object.values(modules).map((m) => m.default);
