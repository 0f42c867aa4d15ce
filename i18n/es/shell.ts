import type { shell as enShell } from '../en/shell';
import type { Messages } from '../types';

export const shell: Messages<typeof enShell> = {
  aside: {
    minimize: 'Minimizar el menú',
    expand: 'Expandir el menú',
    open: 'Abrir el menú',
    group_pages: '%{name}: páginas',
    group_total: '%{count} en total',
  },
  search: {
    label: 'Búsqueda rápida',
    placeholder: 'Buscar…',
    shortcut_hint: 'Ctrl+K o / para buscar',
    searching: 'Buscando…',
    no_results: 'Sin resultados.',
  },
  notifications: {
    title: 'Notificaciones',
    open: 'Notificaciones, %{smart_count} sin leer |||| Notificaciones, %{smart_count} sin leer',
    unread_count: '%{count} sin leer |||| %{count} sin leer',
    view_all: 'Todas las notificaciones',
    count_error: 'No se pudo cargar el número de notificaciones sin leer.',
    retry: 'Reintentar',
    open_link: 'Abrir',
  },
  panels: {
    close: 'Cerrar',
    quick_actions: 'Acciones rápidas',
    cart: 'Solicitudes pendientes',
    cart_hint: 'Solicitudes de servicio y de ampliación abiertas',
    quick_panel: 'Actividad y ajustes',
  },
  more: {
    label: 'Más acciones',
  },
  theme: {
    to_dark: 'Cambiar al tema oscuro',
    to_light: 'Cambiar al tema claro',
  },
  user: {
    open: 'Perfil y cuenta',
  },
  scroll_top: 'Volver arriba',
  push: {
    received: 'Mensaje nuevo: %{title}',
  },
  dashboard: {
    title: 'Panel',
    intro: 'Las cifras de hoy de las secciones que gestiona. Abra una tarjeta para ver los registros que hay detrás.',
    empty: 'No hay cifras para las secciones que puede abrir.',
    load_error: 'No se pudo cargar esta cifra.',
    open_list: 'Abrir la lista: %{name}',
    sample: 'Del registro más reciente. |||| De los %{count} registros más recientes.',
    no_data: 'No hay registros en este periodo.',
    chart_loading: 'Cargando el gráfico…',
    cards: {
      subscriptions_active: 'Suscripciones activas',
      subscriptions_expiring: 'Suscripciones que vencen en 30 días',
      subscriptions_expired: 'Suscripciones vencidas',
      tenant_requests_new: 'Solicitudes de inquilinos nuevas',
      invoices_overdue: 'Facturas vencidas',
      agents_dues: 'Comisiones de agentes sin pagar',
      revenue_by_method: 'Ingresos cobrados por método de pago',
      subscriptions_per_month: 'Suscripciones nuevas por mes',
    },
    as_of: 'Cifras a %{date}.',
    as_of_demo: 'Cifras a %{date}, el día desde el que se fechan los datos de demostración.',
    money_note: 'Los importes no se convierten: cada moneda se suma por separado.',
    payment_method: 'Método de pago',
    no_payments: 'Ninguno',
    periods: {
      this_month: '%{month} (hasta hoy)',
      last_month: '%{month}',
    },
    trend: {
      up: 'Sube un %{percent} respecto a %{period}',
      down: 'Baja un %{percent} respecto a %{period}',
      flat: 'Sin cambios respecto a %{period}',
      days: 'los 30 días anteriores',
      month: 'los mismos días del mes pasado',
    },
  },
};
