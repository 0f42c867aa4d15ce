import { CODED, DOCUMENT_TYPES, PLAN_SETTINGS_RESOURCE, type SettingsKind } from '../../screens/subscription/settingsSchema';
import type { Row } from './common';
import { bi } from '../bilingual';

const CODE_PREFIX: Record<(typeof CODED)[number], string> = { items: 'ITM-', customers: 'CUS-', suppliers: 'SUP-', invoices: 'INV-' };

/** What a plan's settings hold before an operator changes them; they follow the plan's type. */
export function defaultSettings(kind: SettingsKind, plan: Row): Record<string, unknown> {
  const type = String(plan.plan_type);
  if (kind === 'print') {
    return {
      paper_size: type === 'pos' ? 'thermal_80' : 'a4',
      copies: 1,
      show_logo: true,
      show_company_address: true,
      show_vat_number: true,
      // ZATCA e-invoices carry a QR code on every simplified tax invoice.
      show_qr_code: true,
      header_text_ar: 'فاتورة ضريبية مبسطة',
      header_text_en: 'Simplified tax invoice',
      footer_text_ar: 'شكراً لتعاملكم معنا',
      footer_text_en: 'Thank you for your business',
    };
  }
  if (kind === 'invoices') {
    const buys = type !== 'pos';
    const allowed: Record<string, boolean> = {
      sales_invoice: true,
      sales_return: true,
      purchase_invoice: buys,
      purchase_return: buys,
      quotation: type !== 'pos',
      receipt_bond: type !== 'pos',
      payment_bond: type === 'accounting' || type === 'complete',
    };
    return {
      ...Object.fromEntries(DOCUMENT_TYPES.map((d) => [d, allowed[d]])),
      invoice_prefix: 'INV-',
      return_prefix: 'RET-',
      bond_prefix: 'BND-',
    };
  }
  return Object.fromEntries(
    CODED.flatMap((e) => [
      [`${e}_prefix`, CODE_PREFIX[e]],
      [`${e}_length`, 6],
      [`${e}_start`, 1],
    ]),
  );
}

/**
 * The plans' settings (one row per plan, id = plan id). Company overrides start empty: a
 * company uses its plan's settings until an operator saves its own.
 */
export function seedSubscriptionSettings(plans: Row[]): Record<string, Row[]> {
  const out: Record<string, Row[]> = {};
  for (const kind of Object.keys(PLAN_SETTINGS_RESOURCE) as SettingsKind[]) {
    out[PLAN_SETTINGS_RESOURCE[kind]] = plans.map((plan) => ({ id: plan.id, ...defaultSettings(kind, plan) }));
  }
  // The custom programme prints on A5 with two copies: one settings row differs from its type.
  const custom = plans.find((p) => p.is_custom_program);
  const print = out[PLAN_SETTINGS_RESOURCE.print].find((r) => r.id === custom?.id);
  if (print) Object.assign(print, { paper_size: 'a5', copies: 2 });
  return out;
}

const PENDING_REASONS = [
  bi('طلب العميل تصفير البيانات بعد انتهاء فترة التدريب.', 'Customer asked to clear the data after the training period.'),
  bi('طلب العميل مسح بيانات التدريب قبل افتتاح الفرع الجديد.', 'Customer asked to clear the training data before opening the new branch.'),
  bi('إعادة تهيئة مطلوبة لبدء سنة مالية جديدة.', 'A reset is needed to start a new fiscal year.'),
];

/**
 * The company resets plus three requests still waiting for an operator (status `unfinished`),
 * so the list's "Carry out" action has something to act on. Dated within the last two days.
 */
export function withPendingResets(resets: Row[], companies: Row[], users: Row[], epoch: number): Row[] {
  const next = resets.reduce((max, r) => Math.max(max, r.id), 0);
  const pending = PENDING_REASONS.map((reason, i) => {
    const company = companies[(i * 37 + 11) % companies.length];
    return {
      id: next + i + 1,
      company_id: company.id,
      subdomain: company.subdomain,
      reason,
      user_id: users[(i * 5 + 2) % users.length].id,
      reset_date: new Date(epoch - (i + 1) * 7 * 3600000).toISOString(),
      status: 'unfinished',
    };
  });
  return [...resets, ...pending];
}
