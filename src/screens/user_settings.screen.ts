import type { ScreenDeclaration } from '../engine/types';
import { USER_SETTINGS } from './settings/decls';

/** SPEC §2 `/user-settings` (no permission): the signed-in operator's own preferences. */
export default {
  name: 'user_settings',
  path: '/user-settings',
  permission: null,
  load: () => import('./settings/screens').then((m) => ({ default: m.UserSettings })),
  menu: { group: 'settings', icon: 'Tune', order: 93 },
  // Its form reads and saves `settings/user-settings` (API only: no route or menu of its own).
  api: [
    {
      name: USER_SETTINGS.name,
      endpoint: 'settings',
      id: 'user-settings',
      fields: USER_SETTINGS.fields,
      description: "the signed-in operator's own preferences",
    },
  ],
} satisfies ScreenDeclaration;
