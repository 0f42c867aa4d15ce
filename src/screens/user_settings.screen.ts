import type { ScreenDeclaration } from '../engine/types';

/** SPEC §2 `/user-settings` (no permission): the signed-in operator's own preferences. */
export default {
  name: 'user_settings',
  path: '/user-settings',
  permission: null,
  load: () => import('./settings/screens').then((m) => ({ default: m.UserSettings })),
  menu: { group: 'settings', icon: 'Tune', order: 93 },
} satisfies ScreenDeclaration;
