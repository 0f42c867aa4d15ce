import type { ScreenDeclaration } from '../engine/types';

/** SPEC §2 `/admin_account/setting` (admin_accounts.update): company name, email, password. */
export default {
  name: 'admin_account_settings',
  path: '/admin_account/setting',
  permission: 'admin_accounts.update',
  load: () => import('./settings/screens').then((m) => ({ default: m.AdminAccountSettings })),
  menu: { group: 'settings', icon: 'ManageAccounts', order: 90 },
} satisfies ScreenDeclaration;
