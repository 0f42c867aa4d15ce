import { declarations } from '../../resources';
import { createRandom } from './random';
import { bi, type Bilingual } from './bilingual';
import { seedAgents } from './seeds/agents';
import { mobileOf } from './seeds/common';
import { seedPayments } from './seeds/payments';
import { ROLE_PERMISSIONS } from './seeds/roles';
import { seedSettings } from './seeds/settings';
import { seedPlans, seedSubscription } from './seeds/subscription';
import { seedSubscriptionSettings, withPendingResets } from './seeds/subscriptionSettings';

export type DemoRecord = { id: number } & Record<string, unknown>;
export type DemoCollections = Record<string, DemoRecord[]>;

/**
 * A resource's own demo rows: `src/demo/rows/<resource name>.ts` default-exports them, or a
 * function of the rows seeded before it (to point references at them). A resource without such a
 * file, and not seeded below, starts with an empty list.
 */
export type DemoRows = DemoRecord[] | ((seeded: Readonly<DemoCollections>) => DemoRecord[]);

const ROW_FILES = import.meta.glob<{ default: DemoRows }>('./rows/*.ts', { eager: true });

/** The rows of `src/demo/rows/`, each under its resource's endpoint. */
export function rowFiles(seeded: Readonly<DemoCollections>, files: Record<string, { default: DemoRows }> = ROW_FILES): DemoCollections {
  const own: DemoCollections = {};
  for (const [path, file] of Object.entries(files)) {
    const name = path.replace(/^.*\//, '').replace(/\.ts$/, '');
    const decl = declarations.find((d) => d.name === name);
    if (!decl) throw new Error(`src/demo/rows/${name}.ts: no resource file declares "${name}" (the file is named after the resource)`);
    own[decl.endpoint] = typeof file.default === 'function' ? file.default(seeded) : file.default;
  }
  return own;
}

/** Demo time stands still: records are dated relative to this day, not to "now". */
export const DEMO_EPOCH = Date.UTC(2026, 10, 1);

/**
 * The demo's own day, as local midnight: the demo data is dated relative to `DEMO_EPOCH` and
 * never moves, so "expires within 30 days" keeps meaning something. The epoch is midnight UTC;
 * its calendar day is what the data means, in every time zone.
 */
export function demoToday(): Date {
  const epoch = new Date(DEMO_EPOCH);
  return new Date(epoch.getUTCFullYear(), epoch.getUTCMonth(), epoch.getUTCDate());
}
const DAY = 86400000;

const COUNTRIES: [string, string, string, string, string][] = [
  // code2, code3, phone, English, Arabic
  ['SA', 'SAU', '+966', 'Saudi Arabia', 'المملكة العربية السعودية'],
  ['AE', 'ARE', '+971', 'United Arab Emirates', 'الإمارات العربية المتحدة'],
  ['KW', 'KWT', '+965', 'Kuwait', 'الكويت'],
  ['QA', 'QAT', '+974', 'Qatar', 'قطر'],
  ['BH', 'BHR', '+973', 'Bahrain', 'البحرين'],
  ['OM', 'OMN', '+968', 'Oman', 'عُمان'],
  ['EG', 'EGY', '+20', 'Egypt', 'مصر'],
  ['JO', 'JOR', '+962', 'Jordan', 'الأردن'],
  ['IQ', 'IRQ', '+964', 'Iraq', 'العراق'],
  ['MA', 'MAR', '+212', 'Morocco', 'المغرب'],
  ['TN', 'TUN', '+216', 'Tunisia', 'تونس'],
  ['DZ', 'DZA', '+213', 'Algeria', 'الجزائر'],
  ['LB', 'LBN', '+961', 'Lebanon', 'لبنان'],
  ['SD', 'SDN', '+249', 'Sudan', 'السودان'],
  ['YE', 'YEM', '+967', 'Yemen', 'اليمن'],
  ['LY', 'LBY', '+218', 'Libya', 'ليبيا'],
  ['TR', 'TUR', '+90', 'Turkey', 'تركيا'],
  ['PK', 'PAK', '+92', 'Pakistan', 'باكستان'],
  ['IN', 'IND', '+91', 'India', 'الهند'],
  ['GB', 'GBR', '+44', 'United Kingdom', 'المملكة المتحدة'],
  ['ES', 'ESP', '+34', 'Spain', 'إسبانيا'],
  ['US', 'USA', '+1', 'United States', 'الولايات المتحدة'],
];

const CITIES: Record<string, [string, string, string, string][]> = {
  SA: [
    ['RU', 'RUH', 'Riyadh', 'الرياض'],
    ['JE', 'JED', 'Jeddah', 'جدة'],
    ['MK', 'MKK', 'Makkah', 'مكة المكرمة'],
    ['MD', 'MED', 'Madinah', 'المدينة المنورة'],
    ['DM', 'DMM', 'Dammam', 'الدمام'],
    ['KH', 'KHB', 'Khobar', 'الخبر'],
    ['TF', 'TIF', 'Taif', 'الطائف'],
    ['AB', 'AHB', 'Abha', 'أبها'],
    ['TB', 'TUU', 'Tabuk', 'تبوك'],
    ['BU', 'ELQ', 'Buraidah', 'بريدة'],
  ],
  AE: [
    ['DU', 'DXB', 'Dubai', 'دبي'],
    ['AD', 'AUH', 'Abu Dhabi', 'أبوظبي'],
    ['SH', 'SHJ', 'Sharjah', 'الشارقة'],
    ['AJ', 'AJM', 'Ajman', 'عجمان'],
  ],
  KW: [
    ['KC', 'KWI', 'Kuwait City', 'مدينة الكويت'],
    ['HW', 'HAW', 'Hawalli', 'حولي'],
    ['JH', 'JAH', 'Jahra', 'الجهراء'],
  ],
  QA: [
    ['DO', 'DOH', 'Doha', 'الدوحة'],
    ['WK', 'WAK', 'Al Wakrah', 'الوكرة'],
  ],
  BH: [
    ['MA', 'MAN', 'Manama', 'المنامة'],
    ['MU', 'MUH', 'Muharraq', 'المحرق'],
  ],
  OM: [
    ['MC', 'MCT', 'Muscat', 'مسقط'],
    ['SL', 'SLL', 'Salalah', 'صلالة'],
    ['SO', 'OHS', 'Sohar', 'صحار'],
  ],
  EG: [
    ['CA', 'CAI', 'Cairo', 'القاهرة'],
    ['AL', 'ALY', 'Alexandria', 'الإسكندرية'],
    ['GZ', 'GIZ', 'Giza', 'الجيزة'],
  ],
  JO: [
    ['AM', 'AMM', 'Amman', 'عمّان'],
    ['IR', 'IRB', 'Irbid', 'إربد'],
    ['AQ', 'AQJ', 'Aqaba', 'العقبة'],
  ],
};

const FIRST = [
  ['Mohammed', 'محمد'],
  ['Abdullah', 'عبدالله'],
  ['Fahad', 'فهد'],
  ['Sara', 'سارة'],
  ['Nora', 'نورة'],
  ['Khalid', 'خالد'],
  ['Reem', 'ريم'],
  ['Omar', 'عمر'],
  ['Lama', 'لمى'],
  ['Turki', 'تركي'],
  ['Hessa', 'حصة'],
  ['Faisal', 'فيصل'],
  ['Maha', 'مها'],
  ['Saud', 'سعود'],
  ['Aisha', 'عائشة'],
  ['Yousef', 'يوسف'],
  ['Dana', 'دانة'],
  ['Majed', 'ماجد'],
];
const LAST = [
  ['Al-Qahtani', 'القحطاني'],
  ['Al-Ghamdi', 'الغامدي'],
  ['Al-Zahrani', 'الزهراني'],
  ['Al-Shehri', 'الشهري'],
  ['Al-Dosari', 'الدوسري'],
  ['Al-Mutairi', 'المطيري'],
  ['Al-Harbi', 'الحربي'],
  ['Al-Otaibi', 'العتيبي'],
  ['Al-Subaie', 'السبيعي'],
  ['Al-Anazi', 'العنزي'],
  ['Al-Maliki', 'المالكي'],
  ['Al-Rashidi', 'الرشيدي'],
];

/** [name, description] in both languages; the English name keys ROLE_PERMISSIONS. */
const ROLES: [Bilingual, Bilingual][] = [
  [bi('مدير النظام', 'Administrator'), bi('صلاحيات كاملة على لوحة الإدارة.', 'Full access to the back-office.')],
  [bi('محاسب', 'Accountant'), bi('المدفوعات والفواتير وتقارير الاشتراكات.', 'Payments, invoices and subscription reports.')],
  [bi('مدير المبيعات', 'Sales manager'), bi('الباقات والعروض والخصومات والوكلاء.', 'Plans, offers, discounts and agents.')],
  [bi('موظف الدعم', 'Support agent'), bi('طلبات المستأجرين وطلبات التمديد والخدمات.', 'Tenant requests, extension and service requests.')],
  [bi('مدخل بيانات', 'Data entry'), bi('الدول والمدن والتصنيفات ومجالات الأعمال.', 'Countries, cities, categories and business fields.')],
  [bi('مدقق', 'Auditor'), bi('الاطّلاع على التقارير دون تعديل.', 'Read-only access to reports.')],
  [bi('منسق الوكلاء', 'Agent coordinator'), bi('الوكلاء والعمولات والشركاء.', 'Agents, commissions and partners.')],
  [bi('المشغّل التقني', 'Technical operator'), bi('النطاقات الفرعية وقواعد بيانات المستأجرين.', 'Tenant subdomains and databases.')],
];

const iso = (offsetDays: number, minutes = 0) => new Date(DEMO_EPOCH - offsetDays * DAY + minutes * 60000).toISOString();

/** The initial demo data, the same on every machine. */
export function seedCollections(): DemoCollections {
  const random = createRandom(20261101);

  const countries = COUNTRIES.map(([code2, code3, phone_code, name_en, name_ar], i) => ({
    id: i + 1,
    code2,
    code3,
    phone_code,
    name_en,
    name_ar,
  }));

  const cities: DemoRecord[] = [];
  for (const [country, list] of Object.entries(CITIES)) {
    for (const [code2, code3, name_en, name_ar] of list) {
      cities.push({
        id: cities.length + 1,
        country_code2: country,
        code2,
        code3,
        name_en,
        name_ar,
        status: random.next() < 0.85 ? 'active' : 'inactive',
      });
    }
  }

  const roles = ROLES.map(([name, description], i) => ({
    id: i + 1,
    name,
    description,
    status: i === 5 ? 'inactive' : 'active',
    created_at: iso(400 - i * 9, i * 37),
    permissions: [...(ROLE_PERMISSIONS[name.en] ?? [])],
  }));

  const users: DemoRecord[] = [];
  for (let i = 0; i < 64; i++) {
    const [first_en, first_ar] = random.pick(FIRST);
    const [last_en, last_ar] = random.pick(LAST);
    const country = random.pick(['SA', 'SA', 'SA', 'AE', 'KW', 'QA', 'EG', 'JO']);
    const countryCities = cities.filter((c) => c.country_code2 === country);
    const countryId = countries.find((c) => c.code2 === country)!.id;
    users.push({
      id: i + 1,
      first_name: bi(first_ar, first_en),
      last_name: bi(last_ar, last_en),
      email: `${first_en}.${last_en.replace('Al-', '')}${i + 1}@example.com`.toLowerCase(),
      phone: mobileOf(country, String(10000000 + random.int(0, 89999999)).slice(0, 8)),
      roles: random.some(
        roles.map((r) => r.id),
        1,
        2,
      ),
      countries: [countryId],
      cities: countryCities.length
        ? random.some(
            countryCities.map((c) => c.id),
            1,
            2,
          )
        : [],
      status: random.next() < 0.8 ? 'active' : 'inactive',
      created_at: iso(random.int(1, 600), random.int(0, 1439)),
    });
  }

  // Every other area, keyed by endpoint. Each generator has its own fixed seed, so adding
  // rows to one area never changes another's.
  const ctx = { epoch: DEMO_EPOCH, countries, cities, users };
  const plans = seedPlans();
  const { companies, billing, ...subscription } = seedSubscription(ctx, plans);
  const settings = seedSettings(ctx, plans);
  const seeded: DemoCollections = {
    countries,
    cities,
    roles,
    users,
    ...settings,
    plans,
    companies,
    'plans-discounts': subscription.plan_discounts,
    offers: subscription.offers,
    'tenant-requests': subscription.tenant_requests,
    'required-tenants': subscription.required_tenants,
    databases: subscription.databases,
    'reset-companies': withPendingResets(subscription.reset_companies, companies, users, DEMO_EPOCH),
    ...seedSubscriptionSettings(plans),
    ...seedPayments(ctx, plans, companies, billing),
    ...seedAgents(ctx, plans, companies, settings['business-fields']),
  };
  return { ...seeded, ...rowFiles(seeded) };
}

/** Arabic first and last names, for screens that show a person in Arabic. */
export const ARABIC_NAMES = { first: FIRST, last: LAST };
