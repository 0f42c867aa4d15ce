import { createRandom, type Random } from '../random';
import { bi, type Bilingual } from '../bilingual';
import {
  ageOf,
  CURRENCY_OF_COUNTRY,
  dayOf,
  digits,
  fromSar,
  hex,
  isoOf,
  pad,
  round2,
  SAR_PER_UNIT,
  uuidOf,
  type Row,
  type SeedContext,
} from './common';
import { priceOf } from './subscription';

type Method = 'credit_card' | 'paypal' | 'cash' | 'bank_transfer';

const ALNUM = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
const code = (random: Random, length: number) => Array.from({ length }, () => ALNUM[random.int(0, ALNUM.length - 1)]).join('');

/** Collections of the payments area, keyed by endpoint: payments by method, invoices, requests. */
export function seedPayments(ctx: SeedContext, plans: Row[], companies: Row[], billing: Map<number, string>) {
  const random = createRandom(5201);
  const planOf = (company: Row) => plans.find((p) => p.id === company.plan_id)!;
  const countryOf = (company: Row) => String(ctx.countries.find((c) => c.id === company.country_id)?.code2 ?? 'SA');
  /** What one renewal costs the company, in SAR. */
  const dueSar = (company: Row) => {
    const plan = planOf(company);
    return priceOf(plan, billing.get(company.id) ?? 'month') * (SAR_PER_UNIT[String(plan.currency)] ?? 1);
  };
  /** A day between the company's start and the epoch, as an age in days. */
  const ageWithin = (company: Row) => random.int(0, Math.max(0, ageOf(ctx.epoch, String(company.start_date))));
  const statusFor = (age: number, settled: number) => {
    const roll = random.next();
    if (roll < settled) return 'paid';
    if (roll < settled + 0.07) return 'partial_paid';
    return age > 30 ? 'overdue' : 'unpaid';
  };

  const payments = (method: Method, count: number, weightSa: number) => {
    const pool = companies.filter((c) => (method === 'credit_card' ? countryOf(c) === 'SA' || random.next() < weightSa : true));
    const rows: Row[] = [];
    for (let i = 0; i < count; i++) {
      const company = random.pick(pool);
      const age = ageWithin(company);
      const status = statusFor(age, method === 'credit_card' || method === 'paypal' ? 0.86 : 0.74);
      const plan = planOf(company);
      const currency =
        method === 'paypal' ? 'USD' : method === 'credit_card' ? String(plan.currency) : (CURRENCY_OF_COUNTRY[countryOf(company)] ?? 'SAR');
      const full = fromSar(dueSar(company), currency);
      const amount = status === 'partial_paid' ? fromSar(dueSar(company) * random.pick([0.25, 0.5, 0.6]), currency) : full;
      const ids: Record<Method, () => [string, string]> = {
        credit_card: () => [`cus_${hex(random, 16)}`, uuidOf(random)],
        paypal: () => [code(random, 13), `PAYID-${code(random, 24)}`],
        cash: () => [String(company.account_no), `RCPT-${dayOf(ctx.epoch, age).slice(0, 4)}-${pad(i + 1, 5)}`],
        bank_transfer: () => [`SA${digits(random, 2)}80000${digits(random, 15)}`, `TRF${digits(random, 10)}`],
      };
      const [payer_id, payment_id] = ids[method]();
      rows.push({
        id: i + 1,
        payment_id,
        company_id: company.id,
        payer_id,
        payment_method: method,
        amount,
        currency,
        status,
        date: isoOf(ctx.epoch, age, random.int(360, 1380)),
      });
    }
    return rows;
  };

  const invoiceRows = Array.from({ length: 400 }, () => {
    const company = random.pick(companies);
    const age = ageWithin(company);
    const due = age - 15;
    const currency = String(planOf(company).currency);
    const roll = random.next();
    const status = due <= 0 ? (roll < 0.45 ? 'paid' : 'unpaid') : roll < 0.8 ? 'paid' : roll < 0.87 ? 'partial_paid' : 'overdue';
    const full = fromSar(dueSar(company), currency);
    return {
      company_id: company.id,
      amount: status === 'partial_paid' ? round2(full * 0.5) : full,
      currency,
      status,
      issue_date: dayOf(ctx.epoch, age),
      due_date: dayOf(ctx.epoch, due),
    };
  });
  // Numbers follow the issue date, one sequence per year, like a real invoice book.
  invoiceRows.sort((a, b) => a.issue_date.localeCompare(b.issue_date));
  const perYear = new Map<string, number>();
  const invoices: Row[] = invoiceRows.map((row, i) => {
    const year = row.issue_date.slice(0, 4);
    const n = (perYear.get(year) ?? 0) + 1;
    perYear.set(year, n);
    return { id: i + 1, number: `INV-${year}-${pad(n, 5)}`, ...row };
  });

  /** Requests younger than `days` mostly wait for an operator; older ones were decided. */
  const decided = (age: number, days: number) =>
    age <= days && random.next() < 0.85 ? 'pending' : random.next() < 0.82 ? 'approved' : 'rejected';

  const REASONS = [
    bi('تأخر تحويل المبلغ من البنك، نرجو التمديد حتى يصل التحويل.', 'The bank transfer is late; please extend until it arrives.'),
    bi('بانتظار موافقة الإدارة المالية على التجديد.', 'Waiting for the finance department to approve the renewal.'),
    bi('المنشأة مغلقة مؤقتًا للصيانة.', 'The business is closed for maintenance for now.'),
    bi('سننتقل إلى باقة أكبر الشهر القادم.', 'Moving to a bigger plan next month.'),
    bi('نحتاج مهلة لإنهاء إجراءات السجل التجاري.', 'We need time to finish the commercial registration.'),
    bi('انتهت صلاحية البطاقة؛ تصل البطاقة الجديدة الأسبوع القادم.', 'Card expired; the new card arrives next week.'),
  ];
  const extension_requests: Row[] = Array.from({ length: 40 }, (_, i) => {
    const age = random.int(0, 200);
    return {
      id: i + 1,
      company_id: random.pick(companies).id,
      days_number: random.pick([3, 7, 7, 14, 14, 30]),
      reasons: random.pick(REASONS),
      request_date: isoOf(ctx.epoch, age, random.int(420, 1300)),
      status: decided(age, 20),
    };
  });

  /** [service, price in SAR per unit]. */
  const SERVICES: [Bilingual, number][] = [
    [bi('مستخدم إضافي', 'Additional user'), 29],
    [bi('فرع إضافي', 'Additional branch'), 79],
    [bi('نقطة بيع إضافية', 'Additional point of sale'), 49],
    [bi('ترحيل البيانات من النظام السابق', 'Data migration from the previous system'), 1500],
    [bi('تدريب الموظفين (جلسة)', 'Staff training (one session)'), 350],
    [bi('التهيئة للفوترة الإلكترونية لدى هيئة الزكاة', 'ZATCA e-invoicing onboarding'), 900],
    [bi('ربط جهاز نقاط البيع والطابعة', 'Point-of-sale device and printer setup'), 250],
    [bi('تصميم نموذج فاتورة مخصص', 'Custom invoice template'), 600],
  ];
  const service_requests: Row[] = Array.from({ length: 50 }, (_, i) => {
    const company = random.pick(companies);
    const [service_type_name, unit] = random.pick(SERVICES);
    const currency = CURRENCY_OF_COUNTRY[countryOf(company)] ?? 'SAR';
    const age = random.int(0, 240);
    return {
      id: i + 1,
      company_id: company.id,
      service_type_name,
      quantity: unit > 500 ? 1 : random.int(1, 5),
      price: fromSar(unit, currency),
      currency,
      notes: random.pick<Bilingual | ''>([
        '',
        '',
        bi('عاجل، قبل نهاية الشهر.', 'Urgent, before month end.'),
        bi('يرجى التواصل مع المدير المالي.', 'Please contact the finance manager.'),
        bi('تُصدر الفاتورة باسم المكتب الرئيسي.', 'Invoice to head office.'),
      ]),
      request_date: isoOf(ctx.epoch, age, random.int(420, 1300)),
      status: decided(age, 30),
    };
  });

  return {
    'payments-moyasar': payments('credit_card', 300, 0.3),
    'payments-paypal': payments('paypal', 300, 0),
    'payments-cash': payments('cash', 300, 0),
    'bank-transfers': payments('bank_transfer', 300, 0),
    invoices,
    'extension-requests': extension_requests,
    'service-requests': service_requests,
  };
}
