import type { shellScreens as enShellScreens } from '../en/shellScreens';
import type { Messages } from '../types';

/**
 * The shell's strings only its panels' and lists' content reads (the activity log, the settings
 * tab, the notifications, the quick actions, the requests, the search results): with the screens'
 * strings, joined group by group with ./shell.ts.
 */
export const shellScreens: Messages<typeof enShellScreens> = {
  log: {
    empty: 'لم يُسجَّل شيء بعد. تظهر هنا السجلات التي تنشئها أو تعدّلها أو تحذفها في هذا المتصفح.',
    create: 'إنشاء: %{item} %{title}',
    update: 'تعديل: %{item} %{title}',
    delete: 'حذف: %{item} %{title}',
    updateMany:
      'لم يُعدَّل أي سجل: %{name} |||| تعديل سجل واحد: %{name} |||| تعديل سجلّين: %{name} |||| تعديل %{count} سجلات: %{name} |||| تعديل %{count} سجلًّا: %{name} |||| تعديل %{count} سجلّ: %{name}',
    deleteMany:
      'لم يُحذف أي سجل: %{name} |||| حذف سجل واحد: %{name} |||| حذف سجلّين: %{name} |||| حذف %{count} سجلات: %{name} |||| حذف %{count} سجلًّا: %{name} |||| حذف %{count} سجلّ: %{name}',
    clear: 'مسح السجل',
  },
  settings: {
    language: 'اللغة',
    aside: 'القائمة',
    aside_expanded: 'موسّعة',
    aside_minimized: 'مصغّرة',
    theme: 'المظهر',
    theme_light: 'فاتح',
    theme_dark: 'داكن',
  },
  notifications: {
    empty: 'لا توجد لديك إشعارات.',
    unread: 'غير مقروء',
    mark_read: 'تعليم كمقروء',
    mark_all_read: 'تعليم الكل كمقروء',
    mark_all_done: 'عُلّمت كل الإشعارات كمقروءة.',
    mark_all_error: 'تعذّر تعليم كل الإشعارات كمقروءة. ما لم يُعلَّم منها ما زال ظاهرًا كغير مقروء.',
    list_error: 'تعذّر تحميل الإشعارات.',
  },
  panels: {
    quick_actions_empty: 'ليست لديك صلاحية إنشاء في أي قسم.',
    quick_actions_hint: 'إنشاء سجل جديد',
    cart_empty: 'لا توجد طلبات مفتوحة. أحسنت.',
    cart_error: 'تعذّر تحميل الطلبات.',
    cart_more: 'فتح القائمة (%{count})',
    cart_unavailable: 'لا تُدار طلبات الخدمات والتمديد في لوحة التحكم هذه بعد. ستظهر هنا فور توفّر شاشاتها.',
    tab_notifications: 'الإشعارات',
    tab_log: 'السجل',
    tab_settings: 'الإعدادات',
  },
  search: {
    error: 'خطأ في الاتصال. يرجى المحاولة لاحقًا..',
    min_chars: 'اكتب %{min} أحرف على الأقل.',
    results: 'نتائج البحث',
    see_all: 'كل النتائج في %{name}',
  },
};
