import type { screens as enScreens } from '../en/screens';
import type { Messages } from '../types';

export const screens: Messages<typeof enScreens> = {
  common: {
    saved: 'تم الحفظ.',
  },
  admin_account_settings: {
    title: 'إعدادات حساب المسؤول',
    intro: 'اسم الشركة والبريد الإلكتروني لحساب المسؤول هذا. اترك كلمة المرور فارغة للإبقاء عليها.',
  },
  system_log_config: {
    title: 'إعدادات سجل النظام',
    intro: 'الأحداث التي يسجلها النظام، ومستوى التسجيل، ومدة الاحتفاظ بالسجلات.',
  },
  company_configuration: {
    title: 'إعدادات الشركة',
    intro: 'البيانات النظامية التي تُطبع على الفواتير، والقيم الافتراضية للسجلات الجديدة.',
  },
  account: {
    title: 'الحساب',
    menu: 'الحساب',
    intro: 'حسابك: كيف تسجّل الدخول وكيف نتواصل معك، ولغتك، والمنطقة الزمنية التي تُعرض بها التواريخ والأوقات.',
    verified: 'البريد الإلكتروني موثَّق',
    not_verified: 'البريد الإلكتروني غير موثَّق',
  },
  user_settings: {
    title: 'إعدادات المستخدم',
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
