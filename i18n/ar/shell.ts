import type { shell as enShell } from '../en/shell';
import type { Messages } from '../types';

export const shell: Messages<typeof enShell> = {
  aside: {
    minimize: 'تصغير القائمة',
    expand: 'توسيع القائمة',
    open: 'فتح القائمة',
    group_pages: '%{name}: الصفحات',
    group_total: '%{count} إجمالًا',
  },
  search: {
    label: 'بحث سريع',
    placeholder: 'ابحث…',
    shortcut_hint: 'Ctrl+K أو / للبحث',
    searching: 'جارٍ البحث…',
    no_results: 'لا توجد نتائج.',
  },
  notifications: {
    title: 'الإشعارات',
    open: 'الإشعارات، لا إشعارات غير مقروءة |||| الإشعارات، إشعار واحد غير مقروء |||| الإشعارات، إشعاران غير مقروءين |||| الإشعارات، %{smart_count} إشعارات غير مقروءة |||| الإشعارات، %{smart_count} إشعارًا غير مقروء |||| الإشعارات، %{smart_count} إشعار غير مقروء',
    unread_count:
      'لا إشعارات غير مقروءة |||| إشعار واحد غير مقروء |||| إشعاران غير مقروءين |||| %{count} إشعارات غير مقروءة |||| %{count} إشعارًا غير مقروء |||| %{count} إشعار غير مقروء',
    view_all: 'كل الإشعارات',
    count_error: 'تعذّر تحميل عدد الإشعارات غير المقروءة.',
    retry: 'إعادة المحاولة',
    open_link: 'فتح',
  },
  panels: {
    close: 'إغلاق',
    quick_actions: 'إجراءات سريعة',
    cart: 'طلبات بانتظارك',
    cart_hint: 'طلبات الخدمات والتمديد المفتوحة',
    quick_panel: 'النشاط والإعدادات',
  },
  more: {
    label: 'إجراءات أخرى',
  },
  theme: {
    to_dark: 'التبديل إلى المظهر الداكن',
    to_light: 'التبديل إلى المظهر الفاتح',
  },
  user: {
    open: 'الملف الشخصي والحساب',
  },
  scroll_top: 'العودة إلى الأعلى',
  push: {
    received: 'رسالة جديدة: %{title}',
  },
  dashboard: {
    title: 'لوحة المعلومات',
    intro: 'أرقام اليوم للأقسام التي تديرها. افتح أي بطاقة لترى السجلات التي خلفها.',
    empty: 'لا توجد أرقام للأقسام المسموح لك بفتحها.',
    load_error: 'تعذّر تحميل هذا الرقم.',
    open_list: 'فتح القائمة: %{name}',
    sample:
      'لا سجلات. |||| من أحدث سجل. |||| من أحدث سجلّين. |||| من أحدث %{count} سجلات. |||| من أحدث %{count} سجلًّا. |||| من أحدث %{count} سجلّ.',
    no_data: 'لا توجد سجلات في هذه الفترة.',
    chart_loading: 'جارٍ تحميل الرسم البياني…',
    cards: {
      subscriptions_active: 'الاشتراكات النشطة',
      subscriptions_expiring: 'اشتراكات تنتهي خلال 30 يومًا',
      subscriptions_expired: 'الاشتراكات المنتهية',
      tenant_requests_new: 'طلبات المستأجرين الجديدة',
      invoices_overdue: 'الفواتير المتأخرة',
      agents_dues: 'عمولات الوكلاء غير المدفوعة',
      revenue_by_method: 'الإيرادات المدفوعة حسب طريقة الدفع',
      subscriptions_per_month: 'الاشتراكات الجديدة شهريًا',
    },
    as_of: 'الأرقام حتى %{date}.',
    as_of_demo: 'الأرقام حتى %{date}، وهو اليوم الذي أُرّخت منه البيانات التجريبية.',
    money_note: 'المبالغ غير محوّلة: كل عملة مجموعة على حدة.',
    payment_method: 'طريقة الدفع',
    no_payments: 'لا شيء',
    periods: {
      this_month: '%{month} (حتى اليوم)',
      last_month: '%{month}',
    },
    trend: {
      up: 'ارتفاع بنسبة %{percent} عن %{period}',
      down: 'انخفاض بنسبة %{percent} عن %{period}',
      flat: 'دون تغيير عن %{period}',
      days: 'الأيام الثلاثين السابقة',
      month: 'الأيام نفسها من الشهر الماضي',
    },
  },
};
