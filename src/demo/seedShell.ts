import { formatMoney, formatNumber } from '../locale/format';
import type { Locale } from '../locale/languages';
import { DEMO_EPOCH } from './seed';

/** The demo store's collection of the operator's notifications (not a resource: no CRUD screens). */
export const NOTIFICATIONS_COLLECTION = 'shell_notifications';

type Text = { ar: string; en: string; es: string };
/** Numbers in a text are written by the app's formatters (Latin digits in Arabic too: docs/decisions.md "Languages"). */
const n = (locale: Locale, value: number) => formatNumber(locale, value);
const sar = (locale: Locale, value: number) => formatMoney(locale, value, 'SAR');
const MIN = 60000;
const at = (minutesBefore: number) => new Date(DEMO_EPOCH - minutesBefore * MIN).toISOString();

const SEED: { title: Text; body: Text; minutes: number; read: boolean; link: string | null }[] = [
  {
    title: { ar: 'طلب نطاق فرعي جديد', en: 'New subdomain request', es: 'Nueva solicitud de subdominio' },
    body: {
      ar: 'طلبت شركة «مخبز الندى» نطاقًا فرعيًا على الباقة الأساسية.',
      en: 'Al Nada Bakery asked for a subdomain on the Basic plan.',
      es: 'Panadería Al Nada solicitó un subdominio en el plan Básico.',
    },
    minutes: 12,
    read: false,
    link: null,
  },
  {
    title: { ar: 'مستخدم جديد', en: 'New user', es: 'Nuevo usuario' },
    body: {
      ar: 'أُضيف المستخدم سارة الغامدي إلى دور المحاسب.',
      en: 'Sara Al-Ghamdi was added to the Accountant role.',
      es: 'Sara Al-Ghamdi fue añadida al rol Contable.',
    },
    minutes: 47,
    read: false,
    link: '/users/users/edit/3',
  },
  {
    title: { ar: 'اشتراك ينتهي قريبًا', en: 'Subscription ending soon', es: 'Suscripción a punto de vencer' },
    body: {
      ar: `ينتهي اشتراك «مؤسسة الأفق للتجارة» خلال ${n('ar', 7)} أيام.`,
      en: `Al Ofoq Trading’s subscription ends in ${n('en', 7)} days.`,
      es: `La suscripción de Al Ofoq Trading vence en ${n('es', 7)} días.`,
    },
    minutes: 95,
    read: false,
    link: null,
  },
  {
    title: { ar: 'تحويل بنكي بانتظار المراجعة', en: 'Bank transfer awaiting review', es: 'Transferencia bancaria pendiente de revisión' },
    body: {
      ar: `وصل إيصال تحويل بنكي بمبلغ ${sar('ar', 1200)}`,
      en: `A bank transfer receipt of ${sar('en', 1200)} arrived.`,
      es: `Llegó un justificante de transferencia de ${sar('es', 1200)}.`,
    },
    minutes: 180,
    read: false,
    link: null,
  },
  {
    title: { ar: 'تحديث دور', en: 'Role updated', es: 'Rol actualizado' },
    body: {
      ar: 'تغيّر وصف دور «موظف الدعم».',
      en: 'The description of the Support agent role changed.',
      es: 'Cambió la descripción del rol Agente de soporte.',
    },
    minutes: 320,
    read: false,
    link: '/users/roles/edit/4',
  },
  {
    title: { ar: 'طلب تمديد', en: 'Extension request', es: 'Solicitud de ampliación' },
    body: {
      ar: `طلب «متجر الريم» تمديد الاشتراك ${n('ar', 14)} يومًا.`,
      en: `Al Reem Store asked to extend its subscription by ${n('en', 14)} days.`,
      es: `Tienda Al Reem pidió ampliar su suscripción ${n('es', 14)} días.`,
    },
    minutes: 600,
    read: false,
    link: null,
  },
  {
    title: { ar: 'دولة جديدة', en: 'Country added', es: 'País añadido' },
    body: {
      ar: 'أُضيفت المملكة المتحدة إلى قائمة الدول.',
      en: 'United Kingdom was added to the countries.',
      es: 'Reino Unido se añadió a los países.',
    },
    minutes: 1500,
    read: true,
    link: '/settings/countries/edit/20',
  },
  {
    title: { ar: 'عمولة مستحقة', en: 'Commission due', es: 'Comisión pendiente' },
    body: {
      ar: 'للوكيل خالد المطيري عمولة مستحقة عن شهر أكتوبر.',
      en: 'Agent Khalid Al-Mutairi has a commission due for October.',
      es: 'El agente Khalid Al-Mutairi tiene una comisión pendiente de octubre.',
    },
    minutes: 2900,
    read: true,
    link: null,
  },
  {
    title: { ar: 'مدينة غير نشطة', en: 'City deactivated', es: 'Ciudad desactivada' },
    body: { ar: 'أصبحت مدينة تبوك غير نشطة.', en: 'Tabuk was set to inactive.', es: 'Tabuk pasó a inactiva.' },
    minutes: 4400,
    read: true,
    link: '/settings/cities/SA',
  },
];

/** The seeded notifications, dated relative to the demo day like the rest of the seed. */
export function seedNotifications(): Record<string, unknown>[] {
  return SEED.map((n) => ({
    title: n.title,
    body: n.body,
    created_at: at(n.minutes),
    read_at: n.read ? at(n.minutes - 30) : null,
    link: n.link,
  }));
}
