import type { ScreenDeclaration } from '../engine/types';
import { ADMIN_ACCOUNT } from './settings/decls';

/** SPEC §2 `/admin_account/setting` (admin_accounts.update): company name, email, password. */
export default {
  name: 'admin_account_settings',
  path: '/admin_account/setting',
  permission: 'admin_accounts.update',
  load: () => import('./settings/screens').then((m) => ({ default: m.AdminAccountSettings })),
  menu: { group: 'settings', icon: 'ManageAccounts', order: 90 },
  // Its form reads and saves `settings/admin-account` (API only: no route or menu of its own).
  api: [
    {
      name: ADMIN_ACCOUNT.name,
      endpoint: 'settings',
      id: 'admin-account',
      fields: ADMIN_ACCOUNT.fields,
      description: "the signed-in administrator's account",
    },
  ],
} satisfies ScreenDeclaration;
