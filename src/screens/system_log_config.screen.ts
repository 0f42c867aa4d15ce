import type { ScreenDeclaration } from '../engine/types';
import { SYSTEM_LOG } from './settings/decls';

/** SPEC §2 `/settings/system-log-config` (admin_accounts.update): what is logged, how long it is kept. */
export default {
  name: 'system_log_config',
  path: '/settings/system-log-config',
  permission: 'admin_accounts.update',
  load: () => import('./settings/screens').then((m) => ({ default: m.SystemLogConfig })),
  menu: { group: 'settings', icon: 'Receipt', order: 91 },
  // Its form reads and saves `settings/system-log-config` (API only: no route or menu of its own).
  api: [
    {
      name: SYSTEM_LOG.name,
      endpoint: 'settings',
      id: 'system-log-config',
      fields: SYSTEM_LOG.fields,
      description: 'what the system logs and for how long',
    },
  ],
} satisfies ScreenDeclaration;
