// Generated rows and a simple-rest API answered by Playwright, shared by the list and memory
// benchmarks (scripts/bench-lists.mjs, scripts/bench-memory.mjs): the figures do not depend on
// the demo seed's size. config.json points the app at /api.
// ---- generated data ---------------------------------------------------------------------
export const PAYMENT_ENDPOINTS = ['payments-moyasar', 'payments-paypal', 'payments-cash', 'bank-transfers'];
/** The list screens with generated rows: its route and its API endpoint. */
export const LISTS = [
  { name: 'companies', path: '/subscription/management-subdomain', endpoint: 'companies' },
  ...PAYMENT_ENDPOINTS.map((e) => ({ name: e, path: `/subscription/${e}`, endpoint: e })),
];

const WORDS_AR = ['مؤسسة', 'شركة', 'الواحة', 'الرياض', 'النخيل', 'للتجارة', 'للمقاولات', 'الذهبية'];
const WORDS_EN = ['Oasis', 'Golden', 'Trading', 'Logistics', 'Furniture', 'Dates', 'Est.', 'Co.'];
const pick = (list, i, k = 1) => list[(i * 7 + k * 13) % list.length];
const day = (i) => new Date(Date.UTC(2026, 0, 1) + i * 86400_000).toISOString().slice(0, 10);
const plans = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  name: i % 2 ? `الباقة ${i + 1}` : `Plan ${i + 1}`,
  plan_type: 'pos',
  price_month: 99 + i,
  currency: 'SAR',
  status: 'active',
}));
const countries = Array.from({ length: 20 }, (_, i) => ({
  id: i + 1,
  name_ar: `دولة ${i + 1}`,
  name_en: `Country ${i + 1}`,
  code2: String.fromCharCode(65 + (i % 26), 65 + ((i * 3) % 26)),
  status: 'active',
}));
const companies = Array.from({ length: 1200 }, (_, i) => ({
  id: i + 1,
  account_no: `A${String(100000 + i)}`,
  business_name: i % 2 ? `${pick(WORDS_AR, i)} ${pick(WORDS_AR, i, 2)} ${i}` : `${pick(WORDS_EN, i)} ${pick(WORDS_EN, i, 2)} ${i}`,
  subdomain: `company-${i + 1}`,
  plan_id: (i % plans.length) + 1,
  expire_date: day(i),
  db_flag: i % 3 !== 0,
  subdomain_flag: i % 4 !== 0,
  email: `owner${i}@company-${i + 1}.com`,
  phone: `+9665${String(10000000 + i).slice(-8)}`,
  country_id: (i % countries.length) + 1,
}));
const STATUSES = ['paid', 'unpaid', 'partial_paid', 'overdue'];
const payments = (endpoint) =>
  Array.from({ length: 600 }, (_, i) => ({
    id: i + 1,
    payment_id: `${endpoint.slice(0, 3)}-${(i * 2654435761) % 4294967296}`,
    // Spread over 1,200 companies: a page of 500 references several hundred distinct ones.
    company_id: ((i * 37) % companies.length) + 1,
    payer_id: `payer-${i}`,
    payment_method: 'credit_card',
    amount: 100 + ((i * 53) % 9000),
    currency: i % 5 ? 'SAR' : 'AED',
    status: STATUSES[i % STATUSES.length],
    date: new Date(Date.UTC(2026, 9, 1) + i * 3600_000).toISOString(),
  }));
export const TABLES = { companies, plans, countries, ...Object.fromEntries(PAYMENT_ENDPOINTS.map((e) => [e, payments(e)])) };

// ---- the mock API (simple-rest: range, filter {"id": [...]} for getMany) ------------------
export async function routeApi(context, base, calls) {
  await context.route('**/config.json', (r) => r.fulfill({ contentType: 'application/json', body: JSON.stringify({ apiUrl: '/api' }) }));
  await context.route(`${base}/api/**`, (route) => {
    const url = new URL(route.request().url());
    const p = url.pathname.replace(/^\/api\//, '');
    calls.push(`${route.request().method()} ${p}${url.search ? decodeURIComponent(url.search).slice(0, 60) : ''}`);
    const json = (body, headers = {}) => route.fulfill({ contentType: 'application/json', headers, body: JSON.stringify(body) });
    if (p === 'login')
      return json({ access_token: 'bench', permission: 'management_subdomains.list,plans.list,plans.update,countries.list' });
    if (p === 'getUserPersonal') return json({ data: { id: 1, first_name: 'Bench', last_name: 'User', email: 'bench@example.com' } });
    if (p.startsWith('notifications/get_not_read_count')) return json({ count: 0 });
    const table = TABLES[p];
    const range = (rows) => {
      const [start, end] = JSON.parse(url.searchParams.get('range') ?? `[0,${rows.length - 1}]`);
      const page = rows.slice(start, end + 1);
      return json(page, {
        'Content-Range': `${p} ${start}-${start + Math.max(0, page.length - 1)}/${rows.length}`,
        'Access-Control-Expose-Headers': 'Content-Range',
      });
    };
    if (!table) return range([]);
    const filter = JSON.parse(url.searchParams.get('filter') ?? '{}');
    if (Array.isArray(filter.id)) {
      const ids = new Set(filter.id.map(Number));
      return range(table.filter((r) => ids.has(r.id)));
    }
    return range(table);
  });
}
