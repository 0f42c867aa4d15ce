import type { shellScreens as enShellScreens } from '../en/shellScreens';
import type { Messages } from '../types';

/**
 * The shell's strings only its panels' and lists' content reads (the activity log, the settings
 * tab, the notifications, the quick actions, the requests, the search results): with the screens'
 * strings, joined group by group with ./shell.ts.
 */
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
  notifications: {
    empty: 'No tiene notificaciones.',
    unread: 'Sin leer',
    mark_read: 'Marcar como leída',
    mark_all_read: 'Marcar todas como leídas',
    mark_all_done: 'Todas las notificaciones están marcadas como leídas.',
    mark_all_error: 'No se pudieron marcar todas las notificaciones como leídas. Las que siguen sin leer se muestran sin leer.',
    list_error: 'No se pudieron cargar las notificaciones.',
  },
  panels: {
    quick_actions_empty: 'No tiene permiso para crear en ninguna sección.',
    quick_actions_hint: 'Crear un registro nuevo',
    cart_empty: 'No hay solicitudes abiertas. Buen trabajo.',
    cart_error: 'No se pudieron cargar las solicitudes.',
    cart_more: 'Abrir la lista (%{count})',
    cart_unavailable:
      'Las solicitudes de servicio y de ampliación aún no se gestionan en este panel. Aparecerán aquí en cuanto existan sus pantallas.',
    tab_notifications: 'Notificaciones',
    tab_log: 'Registro',
    tab_settings: 'Ajustes',
  },
  search: {
    error: 'Error de conexión. Inténtelo de nuevo más tarde..',
    min_chars: 'Escriba al menos %{min} caracteres.',
    results: 'Resultados de la búsqueda',
    see_all: 'Todos los resultados en %{name}',
  },
};
