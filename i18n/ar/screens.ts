import type { screens as enScreens } from '../en/screens';
import type { Messages } from '../types';

export const screens: Messages<typeof enScreens> = {
  admin_account_settings: {
    title: 'إعدادات حساب المسؤول',
  },
  system_log_config: {
    title: 'إعدادات سجل النظام',
  },
  company_configuration: {
    title: 'إعدادات الشركة',
  },
  account: {
    title: 'الحساب',
    menu: 'الحساب',
  },
  user_settings: {
    title: 'إعدادات المستخدم',
  },
};
