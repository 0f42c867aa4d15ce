import type { ScreenDeclaration } from '../engine/types';
import { COMPANY } from './settings/decls';

/** SPEC §2 `/company-configuration` (no permission): legal names, VAT and CR numbers, defaults. */
export default {
  name: 'company_configuration',
  path: '/company-configuration',
  permission: null,
  load: () => import('./settings/screens').then((m) => ({ default: m.CompanyConfiguration })),
  menu: { group: 'settings', icon: 'Business', order: 92 },
  // Its form reads and saves `settings/company-configuration` (API only: no route or menu of its own).
  api: [
    {
      name: COMPANY.name,
      endpoint: 'settings',
      id: 'company-configuration',
      fields: COMPANY.fields,
      description: "the operating company's legal details and defaults",
    },
  ],
} satisfies ScreenDeclaration;
