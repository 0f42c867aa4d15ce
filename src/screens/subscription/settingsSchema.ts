/**
 * The plan and company settings pages (issue 4), as data: which values each page holds, their
 * checks and the modules/permissions catalogue. Shared by the screens (inputs and client
 * checks) and the demo API (validation, defaults), so both always agree. No JSX here.
 * Labels: `resources.plans.settings.fields.<source>`; sections: `resources.plans.settings.sections.<section>`.
 */

export type SettingsKind = 'print' | 'invoices' | 'codes';

interface Base {
  source: string;
  section: string;
}
export type SettingField =
  | (Base & { type: 'select'; choices: readonly string[] })
  | (Base & { type: 'boolean' })
  | (Base & { type: 'text'; maxLength: number; pattern?: RegExp; dir?: 'rtl' | 'ltr'; multiline?: boolean })
  | (Base & { type: 'number'; min: number; max: number });

/** The documents a plan may allow, in the order an operator reads them. */
export const DOCUMENT_TYPES = [
  'sales_invoice',
  'sales_return',
  'purchase_invoice',
  'purchase_return',
  'quotation',
  'receipt_bond',
  'payment_bond',
] as const;
/** The records whose codes are generated. */
export const CODED = ['items', 'customers', 'suppliers', 'invoices'] as const;
const PREFIX = /^[A-Z0-9-]{0,8}$/;

export const SETTINGS: Record<SettingsKind, readonly SettingField[]> = {
  print: [
    { source: 'paper_size', section: 'paper', type: 'select', choices: ['a4', 'a5', 'thermal_80'] },
    { source: 'copies', section: 'paper', type: 'number', min: 1, max: 5 },
    { source: 'show_logo', section: 'content', type: 'boolean' },
    { source: 'show_company_address', section: 'content', type: 'boolean' },
    { source: 'show_vat_number', section: 'content', type: 'boolean' },
    { source: 'show_qr_code', section: 'content', type: 'boolean' },
    { source: 'header_text_ar', section: 'texts', type: 'text', maxLength: 200, dir: 'rtl', multiline: true },
    { source: 'header_text_en', section: 'texts', type: 'text', maxLength: 200, dir: 'ltr', multiline: true },
    { source: 'footer_text_ar', section: 'texts', type: 'text', maxLength: 200, dir: 'rtl', multiline: true },
    { source: 'footer_text_en', section: 'texts', type: 'text', maxLength: 200, dir: 'ltr', multiline: true },
  ],
  invoices: [
    ...DOCUMENT_TYPES.map((source): SettingField => ({ source, section: 'documents', type: 'boolean' })),
    { source: 'invoice_prefix', section: 'numbering', type: 'text', maxLength: 8, pattern: PREFIX, dir: 'ltr' },
    { source: 'return_prefix', section: 'numbering', type: 'text', maxLength: 8, pattern: PREFIX, dir: 'ltr' },
    { source: 'bond_prefix', section: 'numbering', type: 'text', maxLength: 8, pattern: PREFIX, dir: 'ltr' },
  ],
  codes: CODED.flatMap((entity): SettingField[] => [
    { source: `${entity}_prefix`, section: entity, type: 'text', maxLength: 8, pattern: PREFIX, dir: 'ltr' },
    { source: `${entity}_length`, section: entity, type: 'number', min: 3, max: 12 },
    { source: `${entity}_start`, section: entity, type: 'number', min: 1, max: 999999 },
  ]),
};

/** Sections of each page, in order. */
export const SECTIONS: Record<SettingsKind, readonly string[]> = {
  print: ['paper', 'content', 'texts'],
  invoices: ['documents', 'numbering'],
  codes: [...CODED],
};

/** API endpoints: one record per plan (id = plan id) and one per company (id = company id). */
export const PLAN_SETTINGS_RESOURCE: Record<SettingsKind, string> = {
  print: 'plan-print-settings',
  invoices: 'plan-invoice-settings',
  codes: 'plan-code-settings',
};
export const COMPANY_SETTINGS_RESOURCE: Record<SettingsKind, string> = {
  print: 'company-print-settings',
  invoices: 'company-invoice-settings',
  codes: 'company-code-settings',
};
export const COMPANY_PERMISSIONS_RESOURCE = 'company-permissions';

/** Which check a value fails: `undefined` when it is fine. */
export function settingError(field: SettingField, value: unknown): 'required' | 'invalid' | undefined {
  switch (field.type) {
    case 'boolean':
      return typeof value === 'boolean' ? undefined : 'invalid';
    case 'select':
      if (value === undefined || value === null || value === '') return 'required';
      return field.choices.includes(String(value)) ? undefined : 'invalid';
    case 'number': {
      if (value === undefined || value === null || value === '') return 'required';
      const n = Number(value);
      return Number.isInteger(n) && n >= field.min && n <= field.max ? undefined : 'invalid';
    }
    case 'text': {
      const s = value === undefined || value === null ? '' : String(value);
      if (s.length > field.maxLength) return 'invalid';
      return field.pattern && !field.pattern.test(s) ? 'invalid' : undefined;
    }
  }
}

/** A code as the settings make it: prefix and the start number padded to the length. */
export function codePreview(prefix: unknown, length: unknown, start: unknown): string {
  const len = Math.min(Math.max(Number(length) || 0, 1), 12);
  return `${String(prefix ?? '')}${String(Math.max(Number(start) || 0, 0)).padStart(len, '0')}`;
}

/** The modules of the tenant application and what a user may do in each. */
export const MODULES: Readonly<Record<string, readonly string[]>> = {
  sales: ['view', 'create', 'edit', 'delete', 'print'],
  purchases: ['view', 'create', 'edit', 'delete', 'print'],
  inventory: ['view', 'create', 'edit', 'delete'],
  pos: ['view', 'create', 'refund', 'close_shift'],
  accounting: ['view', 'create', 'edit', 'delete', 'print'],
  hr: ['view', 'create', 'edit', 'delete'],
  reports: ['view', 'print', 'export'],
  settings: ['view', 'edit'],
};
export const ACTIONS = ['view', 'create', 'edit', 'delete', 'print', 'export', 'refund', 'close_shift'] as const;

/** The modules each plan type sells (our reading of `plan_type`, docs/entities.md). */
export const PLAN_TYPE_MODULES: Readonly<Record<string, readonly string[]>> = {
  pos: ['sales', 'inventory', 'pos', 'reports', 'settings'],
  invoicing: ['sales', 'purchases', 'inventory', 'reports', 'settings'],
  accounting: ['sales', 'purchases', 'accounting', 'reports', 'settings'],
  complete: Object.keys(MODULES),
};

/** Every `module.action` permission a plan of this type includes. */
export function planPermissions(planType: unknown): string[] {
  const modules = PLAN_TYPE_MODULES[String(planType)] ?? [];
  return modules.flatMap((m) => MODULES[m].map((a) => `${m}.${a}`));
}
