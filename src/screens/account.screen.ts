import type { ScreenDeclaration } from '../engine/types';
import { ACCOUNT } from './settings/decls';

/** The operator's account (SPEC §3 "Account info"), opened from the user menu: every operator. */
export default {
  name: 'account',
  path: '/account',
  permission: null,
  load: () => import('./settings/screens').then((m) => ({ default: m.Account })),
  // Its form reads and saves `settings/account` (API only: no route or menu of its own).
  api: [
    {
      name: ACCOUNT.name,
      endpoint: 'settings',
      id: 'account',
      fields: ACCOUNT.fields,
      description:
        "the signed-in operator's account: username, sign-in email, language, time zone, contact preferences; the answer adds a read-only `verified`",
    },
  ],
} satisfies ScreenDeclaration;
