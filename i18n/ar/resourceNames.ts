// Made from ./resources.ts by `npx vitest run tests/unit/resourceNames.test.ts -u`: edit the names there, not here.
// The menu, the dashboard, the app bar and the breadcrumbs read them before ./resources.ts
// arrives (src/locale/i18nProvider.ts).
import type { resourceNames as enResourceNames } from '../en/resourceNames';
import type { Messages } from '../types';

export const resourceNames: Messages<typeof enResourceNames> = {
  users: { name: 'المستخدمون', item: 'مستخدم' },
  roles: { name: 'الأدوار', item: 'دور' },
  countries: { name: 'الدول', item: 'دولة' },
  cities: { name: 'المدن', item: 'مدينة' },
  categories: { name: 'التصنيفات', item: 'تصنيف' },
  module_settings: { name: 'إعدادات الوحدات', item: 'إعداد وحدة' },
  module_sub_actions: { name: 'الإجراءات الفرعية', item: 'إجراء فرعي' },
  business_fields: { name: 'مجالات الأعمال', item: 'مجال عمل' },
  register_companies: { name: 'الشركات المسجّلة', item: 'شركة مسجّلة' },
  sync_endpoints: { name: 'نقاط المزامنة', item: 'نقطة مزامنة' },
  periods: { name: 'الفترات', item: 'فترة' },
  plans: {
    name: 'الباقات',
    item: 'باقة',
    pages: { print_settings: 'إعدادات الطباعة', invoices_bonds: 'الفواتير والسندات', code_settings: 'إعدادات الأكواد' },
  },
  plan_discounts: { name: 'خصومات الباقات', item: 'خصم باقة' },
  offers: { name: 'العروض', item: 'عرض' },
  tenant_requests: { name: 'طلبات النطاقات الفرعية', item: 'طلب نطاق فرعي' },
  companies: {
    name: 'النطاقات الفرعية',
    item: 'نطاق فرعي',
    pages: {
      permissions: 'الصلاحيات',
      print_settings: 'إعدادات الطباعة',
      invoices_bonds: 'الفواتير والسندات',
      code_settings: 'إعدادات الأكواد',
    },
  },
  databases: { name: 'قواعد البيانات', item: 'قاعدة بيانات' },
  required_tenants: { name: 'المستأجرون المطلوبون', item: 'مستأجر مطلوب' },
  reset_companies: { name: 'إعادة تهيئة الشركات', item: 'إعادة تهيئة شركة' },
  payments_moyasar: { name: 'مدفوعات البطاقات (ميسّر)', item: 'دفعة بطاقة' },
  payments_paypal: { name: 'مدفوعات باي بال', item: 'دفعة باي بال' },
  payments_cash: { name: 'المدفوعات النقدية', item: 'دفعة نقدية' },
  bank_transfers: { name: 'التحويلات البنكية', item: 'تحويل بنكي' },
  invoices: { name: 'الفواتير', item: 'فاتورة' },
  extension_requests: {
    name: 'طلبات التمديد',
    item: 'طلب تمديد',
    record_label:
      '%{company_id}: %{smart_count} يوم |||| %{company_id}: يوم واحد |||| %{company_id}: يومان |||| %{company_id}: %{smart_count} أيام |||| %{company_id}: %{smart_count} يومًا |||| %{company_id}: %{smart_count} يوم',
  },
  service_requests: { name: 'طلبات الخدمات', item: 'طلب خدمة', record_label: '%{service_type_name} — %{company_id}' },
  agents: { name: 'الوكلاء', item: 'وكيل' },
  commissions: { name: 'العمولات', item: 'عمولة' },
  agents_customers: { name: 'عملاء الوكلاء', item: 'عميل وكيل' },
  apply_commissions: { name: 'صرف العمولات', item: 'صرف عمولة' },
  partners: { name: 'الشركاء', item: 'شريك' },
  reports_subscriptions: { name: 'تقرير الاشتراكات', item: 'اشتراك' },
  reports_expired_subscriptions: { name: 'تقرير الاشتراكات المنتهية', item: 'اشتراك منتهٍ' },
  reports_agents_dues: { name: 'تقرير مستحقات الوكلاء', item: 'مستحقات وكيل' },
  settings_admin_account: { name: 'حساب المسؤول', item: 'حساب المسؤول' },
  settings_system_log: { name: 'إعدادات سجل النظام', item: 'إعدادات سجل النظام' },
  settings_company: { name: 'إعدادات الشركة', item: 'إعدادات الشركة' },
  settings_account: { name: 'الحساب', item: 'الحساب' },
  settings_user: { name: 'إعدادات المستخدم', item: 'إعدادات المستخدم' },
};
