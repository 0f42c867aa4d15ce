import type { shellScreens as enShellScreens } from '../en/shellScreens';
import type { Messages } from '../types';

/** The shell's strings only its panels' content reads (the activity log, the settings tab): with the screens' strings. */
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
};
