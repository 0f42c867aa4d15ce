import type { screens as enScreens } from '../en/screens';
import type { Messages } from '../types';

export const screens: Messages<typeof enScreens> = {
  admin_account_settings: {
    title: 'Ajustes de la cuenta de administrador',
  },
  system_log_config: {
    title: 'Configuración del registro del sistema',
  },
  company_configuration: {
    title: 'Configuración de la empresa',
  },
  account: {
    title: 'Cuenta',
    menu: 'Cuenta',
  },
  user_settings: {
    title: 'Ajustes de usuario',
  },
};
