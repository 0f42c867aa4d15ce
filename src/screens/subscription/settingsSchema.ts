import { fieldKind, isEmptyValue, problemsOf } from '../../engine/kinds';
import type { FieldDeclaration } from '../../engine/types';

/**
 * The plan and company settings pages (docs/subscription-screens.md), as data: which values each page holds, their
 * checks and the modules/permissions catalogue. Shared by the screens (inputs and client
 * checks) and the demo API (validation, defaults), so both always agree. No JSX here.
 * Labels: `resources.plans.settings.fields.<source>`; sections: `resources.plans.settings.sections.<section>`.
 */

export type SettingsKind = 'print' | 'invoices' | 'codes';

/**
 * A value of a settings page: a field declaration like any resource's (same kinds, same rules,
 * same inputs), placed in a section of the page.
 */
export type SettingField = FieldDeclaration & { section: string };

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

const prefix = (source: string, section: string): SettingField => ({
  source,
  section,
  kind: 'text',
  maxLength: 8,
  pattern: PREFIX,
  uppercase: true,
  dir: 'ltr',
});
const note = (source: string, dir: 'rtl' | 'ltr'): SettingField => ({
  source,
  section: 'texts',
  kind: 'text',
  maxLength: 200,
  dir,
  multiline: true,
  fullWidth: true,
});
const flag = (source: string, section: string): SettingField => ({ source, section, kind: 'boolean', required: true });

export const SETTINGS: Record<SettingsKind, readonly SettingField[]> = {
  print: [
    { source: 'paper_size', section: 'paper', kind: 'select', required: true, choices: ['a4', 'a5', 'thermal_80'] },
    { source: 'copies', section: 'paper', kind: 'number', required: true, min: 1, max: 5 },
    flag('show_logo', 'content'),
    flag('show_company_address', 'content'),
    flag('show_vat_number', 'content'),
    flag('show_qr_code', 'content'),
    note('header_text_ar', 'rtl'),
    note('header_text_en', 'ltr'),
    note('footer_text_ar', 'rtl'),
    note('footer_text_en', 'ltr'),
  ],
  invoices: [
    ...DOCUMENT_TYPES.map((source) => flag(source, 'documents')),
    prefix('invoice_prefix', 'numbering'),
    prefix('return_prefix', 'numbering'),
    prefix('bond_prefix', 'numbering'),
  ],
  codes: CODED.flatMap((entity): SettingField[] => [
    prefix(`${entity}_prefix`, entity),
    { source: `${entity}_length`, section: entity, kind: 'number', required: true, min: 3, max: 12 },
    { source: `${entity}_start`, section: entity, kind: 'number', required: true, min: 1, max: 999999 },
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

/**
 * Which check a value fails, by its kind's rules (the same the forms and the demo API apply
 * to any field): `undefined` when it is fine. The settings pages say only "required" or "not
 * valid", on the page and in the API's 422.
 */
export function settingError(field: SettingField, value: unknown): 'required' | 'invalid' | undefined {
  if (isEmptyValue(value)) return field.required ? 'required' : undefined;
  return problemsOf(field, value, {}).length ? 'invalid' : undefined;
}

/** A valid value as it is stored (numbers as numbers, texts as text, prefixes upper-cased). */
export function settingValue(field: SettingField, value: unknown): unknown {
  if (isEmptyValue(value)) return value ?? '';
  const store = fieldKind(field.kind).store;
  return store ? store(field, value) : value;
}

/** A code as the settings make it: prefix and the start number padded to the length. */
export function codePreview(prefix: unknown, length: unknown, start: unknown): string {
  const len = Math.min(Math.max(Number(length) || 0, 1), 12);
  return `${String(prefix ?? '')}${String(Math.max(Number(start) || 0, 0)).padStart(len, '0')}`;
}

// The tenant permissions catalogue lives with the other domain vocabularies.
export { ACTIONS, MODULES, PLAN_TYPE_MODULES, planPermissions, permissionsOfPlan } from '../../../resources/shared/tenantPermissions';
