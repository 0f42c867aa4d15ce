import type { screenContent as enScreenContent } from '../en/screenContent';
import type { Messages } from '../types';

/** What the screens that are not resources show beyond their titles: with the screens' strings. */
export const screenContent: Messages<typeof enScreenContent> = {
  common: {
    saved: 'Guardado.',
  },
  admin_account_settings: {
    intro: 'El nombre de la empresa y el correo de esta cuenta de administrador. Deja la contraseña vacía para conservarla.',
  },
  system_log_config: {
    intro: 'Qué eventos registra el sistema, con qué nivel y durante cuánto tiempo se conservan.',
  },
  company_configuration: {
    intro: 'Los datos legales que aparecen en las facturas y los valores predeterminados de los registros nuevos.',
  },
  account: {
    intro: 'Tu cuenta: cómo inicias sesión y cómo te contactamos, tu idioma y la zona horaria en la que se muestran fechas y horas.',
    verified: 'Correo verificado',
    not_verified: 'Correo sin verificar',
  },
  user_settings: {
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
