import type { MenuGroupDeclaration } from '../../src/engine/types';

/**
 * The menu's sections, in menu order, named after the SPEC §2 URL sections; labels are
 * `app.menu.groups.<name>`. Handed to the catalogue by the app (src/app/catalog.ts).
 */
export const MENU_GROUPS = [
  { name: 'users', icon: 'Group' },
  { name: 'settings', icon: 'Settings' },
  { name: 'subscription', icon: 'Subscriptions' },
  { name: 'payments', icon: 'Payments' },
  { name: 'reports', icon: 'Assessment' },
  { name: 'agents', icon: 'Handshake' },
] as const satisfies readonly MenuGroupDeclaration[];
