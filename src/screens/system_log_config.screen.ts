import type { ScreenDeclaration } from '../engine/types';

/** SPEC §2 `/settings/system-log-config` (admin_accounts.update): what is logged, how long it is kept. */
export default {
  name: 'system_log_config',
  path: '/settings/system-log-config',
  permission: 'admin_accounts.update',
  load: () => import('./settings/screens').then((m) => ({ default: m.SystemLogConfig })),
  menu: { group: 'settings', icon: 'Receipt', order: 91 },
} satisfies ScreenDeclaration;
