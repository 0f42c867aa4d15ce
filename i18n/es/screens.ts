import type { screens as enScreens } from '../en/screens';
import type { Messages } from '../types';

export const screens: Messages<typeof enScreens> = {
  common: {
    saved: 'Guardado.',
  },
  admin_account_settings: {
    title: 'Ajustes de la cuenta de administrador',
    intro: 'El nombre de la empresa y el correo de esta cuenta de administrador. Deja la contraseña vacía para conservarla.',
  },
  system_log_config: {
    title: 'Configuración del registro del sistema',
    intro: 'Qué eventos registra el sistema, con qué nivel y durante cuánto tiempo se conservan.',
  },
  company_configuration: {
    title: 'Configuración de la empresa',
    intro: 'Los datos legales que aparecen en las facturas y los valores predeterminados de los registros nuevos.',
  },
  account: {
    title: 'Cuenta',
    menu: 'Cuenta',
    intro: 'Tu cuenta: cómo inicias sesión y cómo te contactamos, tu idioma y la zona horaria en la que se muestran fechas y horas.',
    verified: 'Correo verificado',
    not_verified: 'Correo sin verificar',
  },
  user_settings: {
    title: 'Ajustes de usuario',
    intro: 'Tus preferencias personales. Solo se aplican a tu cuenta.',
  },
  reports: {
    totals: 'Totales con los filtros actuales',
    totals_failed: 'No se pudieron calcular los totales.',
    rows: 'Registros',
  },
  actions: {
    not_applicable: 'Este registro ya no está en un estado al que se aplique esta acción. Recarga la página para ver su estado actual.',
  },
};
