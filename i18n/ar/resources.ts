import type { resources as enResources } from '../en/resources';
import type { Messages } from '../types';

export const resources: Messages<typeof enResources> = {
  users: {
    name: 'المستخدمون',
    item: 'مستخدم',
    fields: {
      id: 'المعرّف',
      q: 'بحث',
      first_name: 'الاسم الأول',
      last_name: 'اسم العائلة',
      email: 'البريد الإلكتروني',
      phone: 'الهاتف',
      password: 'كلمة المرور',
      password_confirmation: 'تأكيد كلمة المرور',
      roles: 'الأدوار',
      countries: 'الدول',
      cities: 'المدن',
      status: 'الحالة',
      created_at: 'تاريخ الإنشاء',
    },
  },
  roles: {
    name: 'الأدوار',
    item: 'دور',
    fields: {
      id: 'المعرّف',
      q: 'بحث',
      name: 'اسم الدور',
      description: 'الوصف',
      status: 'الحالة',
      created_at: 'تاريخ الإنشاء',
    },
  },
  countries: {
    name: 'الدول',
    item: 'دولة',
    fields: {
      id: 'المعرّف',
      q: 'بحث',
      phone_code: 'رمز الهاتف',
      name_en: 'الاسم بالإنجليزية',
      name_ar: 'الاسم بالعربية',
      code2: 'الرمز (حرفان)',
      code3: 'الرمز (ثلاثة أحرف)',
    },
  },
  cities: {
    name: 'المدن',
    item: 'مدينة',
    fields: {
      id: 'المعرّف',
      q: 'بحث',
      name_en: 'الاسم بالإنجليزية',
      name_ar: 'الاسم بالعربية',
      code2: 'الرمز (حرفان)',
      code3: 'الرمز (ثلاثة أحرف)',
      status: 'الحالة',
      country_code2: 'الدولة',
    },
  },
};
