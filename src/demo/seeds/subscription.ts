import { createRandom } from '../random';
import { planPermissions } from '../../../resources/shared/tenantPermissions';
import { bi, type Bilingual } from '../bilingual';
import {
  addDays,
  ageOf,
  businessNames,
  dayOf,
  digits,
  isoOf,
  mobileOf,
  pad,
  personOf,
  round2,
  uuidOf,
  type Row,
  type SeedContext,
} from './common';

/** [name, type, monthly price, currency, users, branches, points of sale, free trial, custom]. */
const PLANS: [Bilingual, string, number, 'SAR' | 'AED', number, number, number, boolean, boolean][] = [
  [bi('نقاط البيع للمبتدئين', 'Starter POS'), 'pos', 99, 'SAR', 2, 1, 1, true, false],
  [bi('نقاط البيع الاحترافية', 'Professional POS'), 'pos', 199, 'SAR', 5, 3, 4, false, false],
  [bi('الفوترة', 'Invoicing'), 'invoicing', 79, 'SAR', 3, 1, 0, true, false],
  [bi('المحاسبة', 'Accounting'), 'accounting', 149, 'SAR', 5, 2, 0, false, false],
  [bi('الأعمال المتكاملة', 'Business Complete'), 'complete', 349, 'SAR', 15, 5, 8, false, false],
  [bi('الباقة الخليجية المتكاملة', 'Gulf Complete'), 'complete', 359, 'AED', 15, 5, 8, false, false],
  [bi('المنشآت الكبرى (مخصصة)', 'Enterprise (custom)'), 'complete', 990, 'SAR', 60, 20, 30, false, true],
];

const FEATURES: Record<string, Bilingual> = {
  pos: bi(
    'نقطة بيع باللمس، قراءة الباركود، إيصالات حرارية، درج النقد، تقرير الإقفال اليومي، رمز QR المعتمد من هيئة الزكاة على الإيصالات.',
    'Touch POS, barcode scanning, thermal receipts, cash drawer, daily Z-report, ZATCA QR on receipts.',
  ),
  invoicing: bi(
    'فواتير إلكترونية متوافقة مع هيئة الزكاة (المرحلة الثانية)، عروض أسعار، إشعارات دائنة، كشوف حسابات العملاء.',
    'ZATCA-compliant e-invoices (phase 2), quotations, credit notes, customer statements.',
  ),
  accounting: bi(
    'دليل الحسابات، القيود اليومية، إقرار ضريبة القيمة المضافة، ميزان المراجعة، مراكز التكلفة.',
    'Chart of accounts, journal entries, VAT return, trial balance, cost centres.',
  ),
  complete: bi(
    'نقاط البيع والفوترة والمخزون والمشتريات والمحاسبة والموارد البشرية والتقارير في نظام واحد.',
    'Point of sale, invoicing, inventory, purchases, accounting, HR and reports in one suite.',
  ),
};

/** A plan's priced services (SPEC §3), in its currency: what a company may add to it. */
function servicesOf(planType: string, pos: number, custom: boolean, currency: string) {
  const rate = currency === 'AED' ? 0.98 : 1;
  const list: [string, number][] = [
    ['additional_user', 29],
    ['staff_training', 350],
  ];
  if (pos > 0) list.push(['additional_pos', 49], ['device_setup', 250]);
  if (planType !== 'pos') list.push(['einvoicing_onboarding', 900]);
  if (planType === 'complete') list.push(['additional_branch', 79], ['data_migration', 1500]);
  if (custom) list.push(['custom_invoice_template', 600]);
  return list.map(([service_type, price]) => ({ service_type, price: Math.round(price * rate) }));
}

export function seedPlans(): Row[] {
  return PLANS.map(([name, plan_type, month, currency, users, branches, pos, isFree, custom], i) => ({
    id: i + 1,
    name,
    plan_type,
    price_month: month,
    price_3_months: Math.round(month * 3 * 0.95),
    price_6_months: Math.round(month * 6 * 0.9),
    price_year: Math.round(month * 12 * 0.8),
    currency,
    branches_count: branches,
    inventories_count: branches,
    pos_count: pos,
    employees_count: users * 4,
    customers_count: users * 500,
    items_count: users * 2000,
    users_count: users,
    sales_invoices_count: users * 3000,
    priority: i + 1,
    available_days: custom ? 365 : 30,
    extension_days: custom ? 30 : 7,
    additional_pos_price: pos ? 49 : 0,
    additional_branch_price: 79,
    additional_user_price: 29,
    max_sales_amount: custom ? 100_000_000 : users * 1_000_000,
    is_free_trial: isFree,
    free_trial_days: isFree ? 14 : 0,
    is_custom_program: custom,
    basic_features: FEATURES[plan_type],
    notes: custom
      ? bi('يُسعَّر حسب العقد؛ السعر المعروض هو الرسم الشهري الابتدائي.', 'Priced per contract; the listed price is the starting monthly fee.')
      : '',
    services: servicesOf(plan_type, pos, custom, currency),
    // What the type sells; a free-trial plan leaves out exporting reports and deleting records.
    permissions: planPermissions(plan_type).filter((p) => !isFree || !(p === 'reports.export' || p.endsWith('.delete'))),
    is_draft: false,
  }));
}

/** Length of a subscription interval in days, and the plan price field it is billed at. */
export const INTERVALS = [
  { id: 'month', days: 30, price: 'price_month' },
  { id: 'three_months', days: 90, price: 'price_3_months' },
  { id: 'six_months', days: 180, price: 'price_6_months' },
  { id: 'year', days: 365, price: 'price_year' },
] as const;

const STREETS: [string, string][] = [
  ['طريق الملك فهد، حي العليا', 'King Fahd Rd, Al Olaya'],
  ['شارع التحلية، حي السليمانية', 'Tahlia St, Al Sulaimaniyah'],
  ['طريق الأمير محمد بن عبدالعزيز', 'Prince Mohammed bin Abdulaziz Rd'],
  ['شارع الأمير سلطان، حي الروضة', 'Prince Sultan St, Al Rawdah'],
  ['طريق الملك عبدالله، حي الملقا', 'King Abdullah Rd, Al Malqa'],
  ['شارع الظهران، حي الشاطئ', 'Dhahran St, Al Shati'],
];

const buildingOf = (building: number, floor: number) => bi(`مبنى ${building}، الدور ${floor}`, `Building ${building}, floor ${floor}`);

export function seedSubscription(ctx: SeedContext, plans: Row[]) {
  const random = createRandom(4101);
  const names = businessNames(random, 190);
  const country = (code2: string) => ctx.countries.find((c) => c.code2 === code2)!;
  const phoneOf = (code2: string) => mobileOf(code2, digits(random, 8));

  // Which interval each company is billed at: its payments and invoices follow it.
  const billing = new Map<number, string>();
  const companies: Row[] = names.slice(0, 120).map((n, i) => {
    const code2 = random.pick(['SA', 'SA', 'SA', 'SA', 'SA', 'SA', 'AE', 'AE', 'KW', 'QA', 'BH', 'OM', 'EG']);
    const gulfPlan = code2 !== 'SA' && random.next() < 0.5;
    const plan = gulfPlan ? plans[5] : random.pick(plans.filter((p) => p.currency === 'SAR'));
    const interval = random.pick(INTERVALS);
    const start = dayOf(ctx.epoch, random.int(5, 720));
    // Renewed subscriptions run on: a company is current unless it stopped renewing.
    let end = addDays(start, interval.days);
    const keepsRenewing = random.next() < 0.8;
    while (keepsRenewing && ageOf(ctx.epoch, end) > 0) end = addDays(end, interval.days);
    const person = personOf(random, /[\u0600-\u06FF]/.test(n.name));
    const cities = ctx.cities.filter((c) => c.country_code2 === code2);
    const [streetAr, streetEn] = random.pick(STREETS);
    const scale = Number(plan.users_count);
    billing.set(i + 1, interval.id);
    return {
      id: i + 1,
      account_no: `A${pad(100231 + i * 7, 7)}`,
      business_name: n.text,
      subdomain: n.slug,
      uuid: uuidOf(random),
      plan_id: plan.id,
      start_date: start,
      end_date: end,
      expire_date: end,
      db_type: random.next() < 0.85 ? 'mysql' : 'pgsql',
      db_flag: random.next() < 0.95,
      subdomain_flag: random.next() < 0.9,
      first_name: person.first_name,
      last_name: person.last_name,
      email: `${person.slug}@${n.slug}${code2 === 'SA' ? '.com.sa' : '.com'}`,
      phone: phoneOf(code2),
      country_id: country(code2).id,
      city_id: cities.length ? random.pick(cities).id : null,
      address1: code2 === 'SA' ? bi(streetAr, streetEn) : bi('المنطقة التجارية', 'Business District'),
      address2: buildingOf(random.int(1, 90), random.int(1, 6)),
      users_count: random.int(1, scale),
      items_count: random.int(40, scale * 1500),
      customers_count: random.int(10, scale * 400),
      suppliers_count: random.int(2, scale * 30),
      sales_count: random.int(100, scale * 2500),
      purchases_count: random.int(10, scale * 300),
      payments_count: random.int(1, 40),
    };
  });

  const DISCOUNTS: [Bilingual, number, string][] = [
    [bi('خصم اليوم الوطني', 'National Day discount'), 20, 'year'],
    [bi('عرض يوم التأسيس', 'Founding Day offer'), 15, 'year'],
    [bi('خصم رمضان', 'Ramadan discount'), 25, 'six_months'],
    [bi('خصم الكميات: 10 مستخدمين فأكثر', 'Volume: 10 users and more'), 10, 'year'],
    [bi('خصم الفروع المتعددة', 'Multi-branch discount'), 12, 'year'],
    [bi('العودة إلى العمل', 'Back to business'), 10, 'three_months'],
    [bi('خصم الانتقال من نظام آخر', 'Switching from another system'), 30, 'year'],
    [bi('الدفع السنوي المقدم', 'Annual prepay'), 20, 'year'],
    [bi('خصم المنشآت الصغيرة', 'Small business discount'), 15, 'month'],
    [bi('باقة المطاعم', 'Restaurants bundle'), 18, 'six_months'],
    [bi('خصم موسم الرياض', 'Riyadh Season discount'), 22, 'three_months'],
    [bi('إحالة شريك', 'Partner referral'), 8, 'year'],
  ];
  const plan_discounts: Row[] = [];
  for (let i = 0; i < 24; i++) {
    const [name, percentage, interval] = DISCOUNTS[i % DISCOUNTS.length];
    const startAgo = random.int(-30, 400);
    const end = dayOf(ctx.epoch, startAgo - random.int(20, 90));
    plan_discounts.push({
      id: i + 1,
      name: i < DISCOUNTS.length ? name : withYear(name, i < 18 ? '2025' : '2026'),
      plan_id: random.pick(plans).id,
      users_number: random.pick([1, 3, 5, 10, 20]),
      percentage,
      interval,
      applied_interval: random.next() < 0.7 ? interval : 'month',
      start_date: dayOf(ctx.epoch, startAgo),
      end_date: end,
      is_active: ageOf(ctx.epoch, end) < 0 && startAgo >= 0,
      notes: random.next() < 0.4 ? bi('لا يُجمع مع العروض الأخرى.', 'Not combinable with other offers.') : '',
    });
  }

  const OFFERS: [Bilingual, number, number][] = [
    [bi('عرض الافتتاح', 'Opening offer'), 20, 14],
    [bi('عرض الصيف', 'Summer offer'), 15, 0],
    [bi('عرض اليوم الوطني 96', 'National Day 96 offer'), 25, 30],
    [bi('شهر مجاني مع الباقات السنوية', 'Free month on annual plans'), 0, 30],
    [bi('عرض التحول الرقمي', 'Digital transformation offer'), 30, 0],
    [bi('رمضان كريم', 'Ramadan Kareem'), 20, 15],
    [bi('عرض نهاية العام', 'Year-end offer'), 18, 7],
    [bi('عرض المرحلة الثانية من الفوترة الإلكترونية', 'E-invoicing phase 2 offer'), 15, 30],
    [bi('عرض المطاعم والمقاهي', 'Restaurants and cafés offer'), 22, 14],
    [bi('إطلاق الخليج', 'Gulf launch'), 10, 30],
  ];
  const offers: Row[] = Array.from({ length: 18 }, (_, i) => {
    const [name, percentage, free_days] = OFFERS[i % OFFERS.length];
    const startAgo = random.int(-20, 500);
    const end = dayOf(ctx.epoch, startAgo - random.int(14, 60));
    return {
      id: i + 1,
      name: i < OFFERS.length ? name : withYear(name, `(${i < 14 ? '2025' : '2026'})`),
      plans: random.some(
        plans.map((p) => p.id),
        1,
        3,
      ),
      users_number: random.pick([1, 2, 5, 10]),
      percentage,
      free_days,
      interval: random.pick(INTERVALS).id,
      start_date: dayOf(ctx.epoch, startAgo),
      end_date: end,
      is_active: ageOf(ctx.epoch, end) < 0 && startAgo >= 0,
      notes: random.next() < 0.3 ? bi('للمشتركين الجدد فقط.', 'New subscribers only.') : '',
      // The last two are drafts an operator kept to finish later.
      is_draft: i >= 16,
    };
  });

  const request = (n: (typeof names)[number], i: number) => {
    const code2 = random.pick(['SA', 'SA', 'SA', 'AE', 'KW', 'QA']);
    const person = personOf(random, /[\u0600-\u06FF]/.test(n.name));
    return { id: i + 1, business_name: n.text, subdomain: n.slug, person, code2 };
  };
  const tenant_requests: Row[] = names.slice(120, 165).map((n, i) => {
    const r = request(n, i);
    const age = random.int(0, 120);
    if (age <= 10) random.next(); // the draw this row always made, so the rows seeded after it stay the same
    return {
      id: r.id,
      business_name: r.business_name,
      subdomain: r.subdomain,
      first_name: r.person.first_name,
      last_name: r.person.last_name,
      email: `${r.person.slug}@${r.subdomain}.com`,
      phone: phoneOf(r.code2),
      plan_id: random.pick(plans).id,
      country_id: country(r.code2).id,
      // The last month's requests wait for an operator; older ones were decided, mostly approved.
      status: age <= 30 ? 'pending' : i % 6 === 0 ? 'rejected' : 'approved',
      created_at: isoOf(ctx.epoch, age, random.int(420, 1320)),
    };
  });
  const required_tenants: Row[] = names.slice(165, 190).map((n, i) => {
    const r = request(n, i);
    const age = random.int(0, 60);
    return {
      id: r.id,
      business_name: r.business_name,
      subdomain: r.subdomain,
      email: `${r.person.slug}@${r.subdomain}.com`,
      phone: phoneOf(r.code2),
      plan_id: random.pick(plans).id,
      required_date: dayOf(ctx.epoch, age),
      notes: random.pick<Bilingual | string>([
        bi('بانتظار نسخة السجل التجاري.', 'Waiting for the commercial registration copy.'),
        bi('بانتظار إنشاء قاعدة البيانات.', 'Waiting for the database to be created.'),
        bi('دُفع بتحويل بنكي؛ يُنشأ بعد مطابقة التحويل.', 'Paid by bank transfer; create after the transfer is matched.'),
        '',
      ]),
      status: age > 14 ? 'finished' : 'unfinished',
    };
  });

  const databases: Row[] = [
    ...companies.slice(0, 45).map((c, i) => ({
      id: i + 1,
      database_name: `tenant_${String(c.subdomain).replace(/-/g, '_')}`,
      database_user: `u_${String(c.subdomain).replace(/-/g, '').slice(0, 12)}`,
      is_available: false,
      notes: c.db_type === 'pgsql' ? bi('عنقود PostgreSQL رقم 2', 'PostgreSQL cluster 2') : '',
    })),
    ...Array.from({ length: 15 }, (_, i) => ({
      id: 46 + i,
      database_name: `tenant_pool_${pad(i + 1, 3)}`,
      database_user: `u_pool_${pad(i + 1, 3)}`,
      is_available: true,
      notes: bi('مُنشأة مسبقًا وجاهزة لمستأجر جديد.', 'Pre-created, ready for a new tenant.'),
    })),
  ];

  const REASONS = [
    bi('طلب العميل حذف البيانات التجريبية قبل التشغيل الفعلي.', 'Customer asked to delete the test data before going live.'),
    bi('طلب العميل مسح بيانات الاختبار قبل الإطلاق.', 'Customer asked to clear test data before go-live.'),
    bi('إعادة تهيئة بعد تغيير النشاط التجاري.', 'Reset after a change of business activity.'),
    bi('بدء السنة المالية من جديد.', 'Restart the fiscal year from scratch.'),
    bi('بيانات مستوردة بشكل خاطئ من النظام السابق.', 'Data imported wrongly from the previous system.'),
  ];
  const reset_companies: Row[] = Array.from({ length: 20 }, (_, i) => {
    const company = random.pick(companies);
    const age = random.int(0, 300);
    return {
      id: i + 1,
      company_id: company.id,
      subdomain: company.subdomain,
      reason: random.pick(REASONS),
      user_id: random.pick(ctx.users).id,
      reset_date: isoOf(ctx.epoch, age, random.int(480, 1200)),
      status: age > 2 ? 'finished' : 'unfinished',
    };
  });

  return { companies, billing, plan_discounts, offers, tenant_requests, required_tenants, databases, reset_companies };
}

/** A seeded name with a year (or any suffix) after it, in both languages. */
const withYear = (name: Bilingual, suffix: string) => bi(`${name.ar} ${suffix}`, `${name.en} ${suffix}`);

/** The price of a plan for an interval, in the plan's currency. */
export const priceOf = (plan: Row, interval: string) =>
  round2(Number(plan[INTERVALS.find((x) => x.id === interval)?.price ?? 'price_month']));
