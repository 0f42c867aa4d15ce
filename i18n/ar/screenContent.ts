import type { screenContent as enScreenContent } from '../en/screenContent';
import type { Messages } from '../types';

/** What the screens that are not resources show beyond their titles: with the screens' strings. */
export const screenContent: Messages<typeof enScreenContent> = {
  common: {
    saved: 'تم الحفظ.',
  },
  admin_account_settings: {
    intro: 'اسم الشركة والبريد الإلكتروني لحساب المسؤول هذا. اترك كلمة المرور فارغة للإبقاء عليها.',
  },
  system_log_config: {
    intro: 'الأحداث التي يسجلها النظام، ومستوى التسجيل، ومدة الاحتفاظ بالسجلات.',
  },
  company_configuration: {
    intro: 'البيانات النظامية التي تُطبع على الفواتير، والقيم الافتراضية للسجلات الجديدة.',
  },
  account: {
    intro: 'حسابك: كيف تسجّل الدخول وكيف نتواصل معك، ولغتك، والمنطقة الزمنية التي تُعرض بها التواريخ والأوقات.',
    verified: 'البريد الإلكتروني موثَّق',
    not_verified: 'البريد الإلكتروني غير موثَّق',
  },
  user_settings: {
    intro: 'تفضيلاتك الخاصة، وتنطبق على حسابك فقط.',
  },
  reports: {
    totals: 'الإجماليات حسب عوامل التصفية الحالية',
    totals_failed: 'تعذّر حساب الإجماليات.',
    rows: 'عدد السجلات',
  },
  actions: {
    not_applicable: 'لم يعد هذا السجل في حالة ينطبق عليها هذا الإجراء. أعد تحميل الصفحة لمعرفة حالته الحالية.',
  },
};
