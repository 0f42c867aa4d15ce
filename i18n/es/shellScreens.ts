import type { shellScreens as enShellScreens } from '../en/shellScreens';
import type { Messages } from '../types';

/** The shell's strings only its panels' content reads (the activity log, the settings tab): with the screens' strings. */
export const shellScreens: Messages<typeof enShellScreens> = {
  log: {
    empty: 'Aún no hay nada registrado. Aquí aparecen los registros que crea, cambia o elimina en este navegador.',
    create: 'Creado: %{item} %{title}',
    update: 'Modificado: %{item} %{title}',
    delete: 'Eliminado: %{item} %{title}',
    updateMany: 'Modificado %{count} registro: %{name} |||| Modificados %{count} registros: %{name}',
    deleteMany: 'Eliminado %{count} registro: %{name} |||| Eliminados %{count} registros: %{name}',
    clear: 'Vaciar el registro',
  },
  settings: {
    language: 'Idioma',
    aside: 'Menú',
    aside_expanded: 'Expandido',
    aside_minimized: 'Minimizado',
    theme: 'Tema',
    theme_light: 'Claro',
    theme_dark: 'Oscuro',
  },
};
