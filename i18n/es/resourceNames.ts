// Made from ./resources.ts by `npx vitest run tests/unit/resourceNames.test.ts -u`: edit the names there, not here.
// The menu, the dashboard, the app bar and the breadcrumbs read them before ./resources.ts
// arrives (src/locale/i18nProvider.ts).
import type { resourceNames as enResourceNames } from '../en/resourceNames';
import type { Messages } from '../types';

export const resourceNames: Messages<typeof enResourceNames> = {
  users: { name: 'Usuarios', item: 'Usuario' },
  roles: { name: 'Roles', item: 'Rol' },
  countries: { name: 'Países', item: 'País' },
  cities: { name: 'Ciudades', item: 'Ciudad' },
  categories: { name: 'Categorías', item: 'Categoría' },
  module_settings: { name: 'Configuración de módulos', item: 'Configuración de módulo' },
  module_sub_actions: { name: 'Subacciones', item: 'Subacción' },
  business_fields: { name: 'Sectores de actividad', item: 'Sector de actividad' },
  register_companies: { name: 'Empresas registradas', item: 'Empresa registrada' },
  sync_endpoints: { name: 'Endpoints de sincronización', item: 'Endpoint de sincronización' },
  periods: { name: 'Periodos', item: 'Periodo' },
  plans: {
    name: 'Planes',
    item: 'Plan',
    pages: { print_settings: 'Impresión', invoices_bonds: 'Facturas y comprobantes', code_settings: 'Códigos' },
  },
  plan_discounts: { name: 'Descuentos de planes', item: 'Descuento de plan' },
  offers: { name: 'Ofertas', item: 'Oferta' },
  tenant_requests: { name: 'Solicitudes de subdominio', item: 'Solicitud de subdominio' },
  companies: {
    name: 'Subdominios',
    item: 'Subdominio',
    pages: { permissions: 'Permisos', print_settings: 'Impresión', invoices_bonds: 'Facturas y comprobantes', code_settings: 'Códigos' },
  },
  databases: { name: 'Bases de datos', item: 'Base de datos' },
  required_tenants: { name: 'Inquilinos requeridos', item: 'Inquilino requerido' },
  reset_companies: { name: 'Restablecimientos de empresas', item: 'Restablecimiento de empresa' },
  payments_moyasar: { name: 'Pagos con tarjeta (Moyasar)', item: 'Pago con tarjeta' },
  payments_paypal: { name: 'Pagos con PayPal', item: 'Pago con PayPal' },
  payments_cash: { name: 'Pagos en efectivo', item: 'Pago en efectivo' },
  bank_transfers: { name: 'Transferencias bancarias', item: 'Transferencia bancaria' },
  invoices: { name: 'Facturas', item: 'Factura' },
  extension_requests: {
    name: 'Solicitudes de prórroga',
    item: 'Solicitud de prórroga',
    record_label: '%{company_id}: %{smart_count} día |||| %{company_id}: %{smart_count} días',
  },
  service_requests: {
    name: 'Solicitudes de servicios',
    item: 'Solicitud de servicio',
    record_label: '%{service_type_name} — %{company_id}',
  },
  agents: { name: 'Agentes', item: 'Agente' },
  commissions: { name: 'Comisiones', item: 'Comisión' },
  agents_customers: { name: 'Clientes de los agentes', item: 'Cliente de agente' },
  apply_commissions: { name: 'Pagos de comisiones', item: 'Pago de comisión' },
  partners: { name: 'Socios', item: 'Socio' },
  reports_subscriptions: { name: 'Informe de suscripciones', item: 'Suscripción' },
  reports_expired_subscriptions: { name: 'Informe de suscripciones vencidas', item: 'Suscripción vencida' },
  reports_agents_dues: { name: 'Informe de deudas con agentes', item: 'Deuda con agente' },
  settings_admin_account: { name: 'Cuenta de administrador', item: 'Cuenta de administrador' },
  settings_system_log: { name: 'Configuración del registro del sistema', item: 'Configuración del registro del sistema' },
  settings_company: { name: 'Configuración de la empresa', item: 'Configuración de la empresa' },
  settings_account: { name: 'Cuenta', item: 'Cuenta' },
  settings_user: { name: 'Ajustes de usuario', item: 'Ajustes de usuario' },
};
