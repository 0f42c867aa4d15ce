import type { ScreenDeclaration } from '../engine/types';

/** SPEC §2 `/company-configuration` (no permission): legal names, VAT and CR numbers, defaults. */
export default {
  name: 'company_configuration',
  path: '/company-configuration',
  permission: null,
  load: () => import('./settings/screens').then((m) => ({ default: m.CompanyConfiguration })),
  menu: { group: 'settings', icon: 'Business', order: 92 },
} satisfies ScreenDeclaration;
