import { createRandom } from '../random';
import { bi, type Bilingual } from '../bilingual';
import {
  digits,
  fromSar,
  mobileOf,
  LAST_NAMES,
  MIDDLE_NAMES,
  FIRST_NAMES,
  round2,
  SAR_PER_UNIT,
  type Row,
  type SeedContext,
} from './common';

const AGENT_COUNTRIES = ['SA', 'SA', 'SA', 'AE', 'KW', 'QA', 'BH', 'OM', 'EG', 'JO'];

/** Collections of the agents area, keyed by endpoint. Totals are computed from the rows they sum. */
export function seedAgents(ctx: SeedContext, plans: Row[], companies: Row[], businessFields: Row[]) {
  const random = createRandom(6401);
  const country = (code2: string) => ctx.countries.find((c) => c.code2 === code2)!;
  const gulfIds = ['SA', 'AE', 'KW', 'QA', 'BH', 'OM'].map((c) => country(c).id);

  const agents: Row[] = Array.from({ length: 30 }, (_, i) => {
    const arabic = random.next() < 0.55;
    const [firstEn, firstAr] = random.pick(FIRST_NAMES);
    const [middleEn, middleAr] = random.pick(MIDDLE_NAMES);
    const [lastEn, lastAr] = random.pick(LAST_NAMES);
    const home = random.pick(AGENT_COUNTRIES);
    const general = random.next() < 0.15;
    const currency = { AE: 'AED', KW: 'KWD', QA: 'QAR', BH: 'BHD', OM: 'OMR', EG: 'EGP', JO: 'USD' }[home] ?? 'SAR';
    return {
      id: i + 1,
      // Names in Arabic, their Latin transliteration in English; `arabic` still decides the agent's languages.
      first_name: bi(firstAr, firstEn),
      middle_name: random.next() < 0.7 ? bi(middleAr, middleEn) : '',
      last_name: bi(lastAr, lastEn),
      email: `${firstEn}.${lastEn.replace(/^Al-/, '')}.agent${i + 1}@partners.example.com`.toLowerCase(),
      mobile: mobileOf(home, digits(random, 8)),
      nationality_id: country(home).id,
      default_language: arabic || random.next() < 0.5 ? 'ar' : 'en',
      supported_languages: random.next() < 0.7 ? 'ar, en' : arabic ? 'ar' : 'en',
      countries: general
        ? gulfIds
        : [country(home === 'JO' || home === 'EG' ? 'SA' : home).id, ...random.some(gulfIds, 0, 1)].filter((v, k, a) => a.indexOf(v) === k),
      fields: random.some(
        businessFields.map((f) => f.id),
        1,
        3,
      ),
      currency,
      is_general_country: general,
      is_general_field: random.next() < 0.3,
      discount_percentage: random.pick([0, 5, 5, 10, 10, 15]),
      customers_count: 0,
      total_sales: 0,
    };
  });

  /** Commission tiers in SAR: [from, to, rate]. */
  const TIERS: [number, number, number][] = [
    [0, 20000, 5],
    [20000, 100000, 7.5],
    [100000, 500000, 10],
  ];
  const commissions: Row[] = [];
  for (const agent of agents.slice(0, 14)) {
    const year = random.pick([2025, 2026]);
    const month = random.int(1, year === 2026 ? 10 : 12);
    for (const [from, to, rate] of TIERS) {
      commissions.push({
        id: commissions.length + 1,
        agent_id: agent.id,
        from_commission: from,
        to_commission: to,
        commission_rate: rate,
        from_discount: 0,
        to_discount: Number(agent.discount_percentage),
        discount_rate: Number(agent.discount_percentage),
        applied_date: `${year}-${String(month).padStart(2, '0')}-01`,
        general_interval: random.next() < 0.5,
        month,
        year,
      });
    }
  }

  const rateOf = (agentId: number) => commissions.find((c) => c.agent_id === agentId)?.commission_rate ?? 5;
  const agents_customers: Row[] = random.some(companies, 60, 60).map((company, i) => {
    const agent = random.pick(agents);
    const plan = plans.find((p) => p.id === company.plan_id)!;
    const currency = String(agent.currency);
    const amount = fromSar(Number(plan.price_year) * (SAR_PER_UNIT[String(plan.currency)] ?? 1), currency);
    return {
      id: i + 1,
      agent_id: agent.id,
      company_id: company.id,
      plan_id: plan.id,
      subscription_date: company.start_date,
      amount,
      currency,
      commission_amount: round2((amount * Number(rateOf(Number(agent.id)))) / 100),
    };
  });
  for (const agent of agents) {
    const mine = agents_customers.filter((c) => c.agent_id === agent.id);
    agent.customers_count = mine.length;
    agent.total_sales = round2(mine.reduce((sum, c) => sum + Number(c.amount), 0));
  }

  const NOTES: (Bilingual | '')[] = [
    '',
    bi('تم التحويل إلى حساب الوكيل في مصرف الراجحي.', "Transferred to the agent's account at Al Rajhi Bank."),
    bi('صُرفت مع دفعة الوكلاء الشهرية.', 'Paid with the monthly agents run.'),
    bi('محجوزة حتى يسدد العميل الدفعة الثانية.', 'Held until the customer pays the second instalment.'),
    bi('دفعة نقدية عن طريق المكتب الرئيسي.', 'Cash payment through the head office.'),
  ];
  const apply_commissions: Row[] = agents_customers.slice(0, 45).map((row, i) => {
    const paid = random.next() < 0.65;
    return {
      id: i + 1,
      agent_id: row.agent_id,
      customer_id: row.company_id,
      amount: row.commission_amount,
      currency: row.currency,
      payment_method: random.pick(['bank_transfer', 'bank_transfer', 'bank_transfer', 'cash']),
      payment_notes: paid ? random.pick(NOTES) : '',
      paid,
    };
  });

  const COMPANY_TYPES: [string, string][] = [
    // [English, Arabic]
    ['Limited liability company', 'شركة ذات مسؤولية محدودة'],
    ['Sole proprietorship', 'مؤسسة فردية'],
    ['Joint stock company', 'شركة مساهمة'],
  ];
  const partners: Row[] = Array.from({ length: 32 }, (_, i) => {
    random.next(); // the draw that once chose the language the partner was typed in: the rows after it stay the same
    const [firstEn, firstAr] = random.pick(FIRST_NAMES);
    const [lastEn, lastAr] = random.pick(LAST_NAMES);
    const isCompany = random.next() < 0.5;
    const home = random.pick(['SA', 'SA', 'SA', 'AE', 'KW', 'EG']);
    const cities = ctx.cities.filter((c) => c.country_code2 === home);
    const [typeEn, typeAr] = random.pick(COMPANY_TYPES);
    const brand = random.pick([
      ['حلول الأعمال الذكية', 'Smart Business Solutions'],
      ['تقنية الخليج', 'Gulf Tech'],
      ['مسار للاستشارات', 'Masar Consulting'],
      ['الربط الرقمي', 'Digital Link'],
    ]);
    return {
      id: i + 1,
      partner_type: isCompany ? 'company' : 'individual',
      full_name: bi(`${firstAr} ${lastAr}`, `${firstEn} ${lastEn}`),
      company_name: isCompany ? bi(brand[0], brand[1]) : '',
      business_number: isCompany ? `${home === 'SA' ? '1010' : '20'}${digits(random, 6)}` : '',
      company_type: isCompany ? bi(typeAr, typeEn) : '',
      country_id: country(home).id,
      city_id: cities.length ? random.pick(cities).id : null,
      fields: random.some(
        businessFields.map((f) => f.id),
        1,
        2,
      ),
    };
  });

  return {
    agents,
    commissions,
    'agents-customers': agents_customers,
    'apply-commissions': apply_commissions,
    partners,
  };
}
