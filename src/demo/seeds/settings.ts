import { createRandom } from '../random';
import { businessNames, dayOf, isoOf, personOf, tileImage, type Row, type SeedContext } from './common';

/** [parent, children], each as the operator typed it: in Arabic or in English. */
const CATEGORIES: [string, string, string[]][] = [
  ['الأغذية والمشروبات', 'مطاعم، مقاهٍ، مخابز ومحلات الحلويات.', ['المطاعم', 'المقاهي', 'Bakeries', 'الحلويات والشوكولاتة']],
  [
    'Retail',
    'Shops selling to the public from a store front.',
    ['Supermarkets', 'ملابس وأزياء', 'Electronics & mobiles', 'العطور ومستحضرات التجميل'],
  ],
  ['الخدمات', 'أعمال تقدم خدمات بدلًا من بيع السلع.', ['صالونات التجميل', 'Car services', 'مغاسل الملابس']],
  ['Healthcare', 'Clinics, pharmacies and medical supplies.', ['Pharmacies', 'عيادات الأسنان', 'Medical supplies']],
  ['المقاولات والبناء', 'مواد البناء والمقاولات العامة.', ['مواد البناء', 'Sanitary ware', 'الأدوات الكهربائية']],
  ['Wholesale & distribution', 'Trading companies selling to other businesses.', ['توزيع المواد الغذائية', 'Spare parts']],
];

/** [module_name, English name, Arabic title, priority]. */
const MODULES: [string, string, string][] = [
  ['pos', 'Point of sale', 'نقاط البيع'],
  ['sales', 'Sales', 'المبيعات'],
  ['purchases', 'Purchases', 'المشتريات'],
  ['inventory', 'Inventory', 'المخزون'],
  ['accounting', 'Accounting', 'المحاسبة'],
  ['e_invoicing', 'E-invoicing (ZATCA)', 'الفوترة الإلكترونية'],
  ['customers', 'Customers', 'العملاء'],
  ['suppliers', 'Suppliers', 'الموردون'],
  ['hr', 'Human resources', 'الموارد البشرية'],
  ['payroll', 'Payroll', 'الرواتب'],
  ['branches', 'Branches', 'الفروع'],
  ['reports', 'Reports', 'التقارير'],
  ['loyalty', 'Loyalty points', 'نقاط الولاء'],
  ['restaurants', 'Restaurant tables & kitchen', 'المطاعم والمطبخ'],
  ['delivery', 'Delivery apps', 'تطبيقات التوصيل'],
  ['projects', 'Projects', 'المشاريع'],
];
/** [action key suffix, Arabic name, English name]. */
const ACTIONS: [string, string, string][] = [
  ['view', 'الاطّلاع', 'View'],
  ['create', 'إضافة', 'Create'],
  ['update', 'تعديل', 'Edit'],
  ['delete', 'حذف', 'Delete'],
  ['print', 'طباعة', 'Print'],
  ['export', 'تصدير', 'Export'],
  ['approve', 'اعتماد', 'Approve'],
];

const BUSINESS_FIELDS = [
  'مطاعم ومقاهٍ',
  'Supermarkets & grocery',
  'محلات الملابس',
  'Pharmacies',
  'صالونات التجميل',
  'Electronics retail',
  'مواد البناء',
  'Car rental',
  'المخابز والحلويات',
  'Wholesale distribution',
  'العطور والبخور',
  'Clinics',
  'ورش صيانة السيارات',
  'Furniture showrooms',
  'مكاتب الخدمات العامة',
  'Logistics & delivery',
  'التجارة الإلكترونية',
  'Education & training',
  'الفنادق والشقق المفروشة',
  'Contracting',
];

/** [name, end point, method, type, description]. */
const SYNC_ENDPOINTS: [string, string, string, string, string][] = [
  ['Items', '/api/v1/items', 'GET', 'Master data', 'Pulls the item catalogue with prices and barcodes.'],
  ['Items update', '/api/v1/items/{id}', 'PUT', 'Master data', 'Pushes a changed item back to the tenant.'],
  ['Customers', '/api/v1/customers', 'GET', 'Master data', 'Customers with VAT numbers and credit limits.'],
  ['Customer create', '/api/v1/customers', 'POST', 'Master data', 'Creates a customer registered at a point of sale.'],
  ['Suppliers', '/api/v1/suppliers', 'GET', 'Master data', ''],
  ['Branches', '/api/v1/branches', 'GET', 'Settings', 'Branches and their warehouses.'],
  ['Price lists', '/api/v1/price-lists', 'GET', 'Master data', ''],
  ['Sales invoices', '/api/v1/sales-invoices', 'POST', 'Transactions', 'Sends point-of-sale invoices to the head office.'],
  ['Sales returns', '/api/v1/sales-returns', 'POST', 'Transactions', ''],
  ['Purchase invoices', '/api/v1/purchase-invoices', 'GET', 'Transactions', ''],
  ['Stock movements', '/api/v1/stock-movements', 'POST', 'Transactions', 'Transfers between warehouses.'],
  ['Stock levels', '/api/v1/stock', 'GET', 'Transactions', 'Quantities on hand per warehouse.'],
  ['Payments', '/api/v1/payments', 'POST', 'Transactions', ''],
  ['ZATCA clearance', '/api/v1/zatca/clearance', 'POST', 'E-invoicing', 'Clears B2B invoices with ZATCA (phase 2).'],
  ['ZATCA reporting', '/api/v1/zatca/reporting', 'POST', 'E-invoicing', 'Reports B2C simplified invoices within 24 hours.'],
  ['Discard draft', '/api/v1/sales-invoices/{id}', 'DELETE', 'Transactions', 'Removes an unsent draft invoice.'],
  ['Loyalty points', '/api/v1/loyalty/points', 'PATCH', 'Transactions', ''],
  ['Settings', '/api/v1/settings', 'GET', 'Settings', 'Tax, currency and receipt settings.'],
];

const PERIODS: [number, string][] = [
  [3, 'day'],
  [7, 'day'],
  [14, 'day'],
  [30, 'day'],
  [45, 'day'],
  [1, 'week'],
  [2, 'week'],
  [1, 'month'],
  [3, 'month'],
  [6, 'month'],
  [1, 'year'],
  [2, 'year'],
];

export function seedSettings(ctx: SeedContext, plans: Row[]) {
  const random = createRandom(3301);

  const categories: Row[] = [];
  for (const [name, description, children] of CATEGORIES) {
    const parent = {
      id: categories.length + 1,
      name,
      description,
      image: tileImage(ctx.epoch, name, categories.length, 'category'),
      parent_id: null,
    };
    categories.push(parent);
    for (const child of children) {
      const image = random.next() < 0.7 ? tileImage(ctx.epoch, child, categories.length, 'category') : null;
      categories.push({ id: categories.length + 1, name: child, description: '', image, parent_id: parent.id });
    }
  }

  const admins = ctx.users.slice(0, 6);
  const module_settings: Row[] = MODULES.map(([module_name, general_name, titleAr], i) => ({
    id: i + 1,
    module_name,
    general_name,
    title: i % 3 === 2 ? general_name : titleAr,
    summary: `${general_name} module of the tenant system.`,
    details: `يتحكم هذا الإعداد في ظهور وحدة ${titleAr} وصلاحياتها لدى المستأجرين.`,
    image: tileImage(ctx.epoch, titleAr, i, 'module'),
    // A small gallery for most modules (none for every fourth), in its display order.
    images: Array.from({ length: i % 4 === 3 ? 0 : 1 + (i % 3) }, (_, j) =>
      tileImage(ctx.epoch, String(j + 1), i * 3 + j + 1, 'module-gallery'),
    ),
    priority: i + 1,
    date: dayOf(ctx.epoch, 700 - i * 20),
    user_id: random.pick(admins).id,
  }));

  const module_sub_actions: Row[] = [];
  for (const module of module_settings) {
    const actions = ACTIONS.slice(0, 4).concat(random.some(ACTIONS.slice(4), 0, 2));
    actions.forEach(([key, nameAr, nameEn], j) => {
      module_sub_actions.push({
        id: module_sub_actions.length + 1,
        module_id: module.id,
        name: random.next() < 0.6 ? nameAr : nameEn,
        action_key: `${module.module_name}.${key}`,
        description: '',
        priority: j + 1,
        status: random.next() < 0.9 ? 'active' : 'inactive',
      });
    });
  }

  const business_fields: Row[] = BUSINESS_FIELDS.map((type, i) => ({
    id: i + 1,
    type,
    plan_id: plans[i % plans.length].id,
  }));

  const register_companies: Row[] = businessNames(createRandom(3302), 30).map((n, i) => {
    const person = personOf(random, false);
    return {
      id: i + 1,
      name: n.name,
      trade_name: /[\u0600-\u06FF]/.test(n.name) ? n.nameEn : n.nameAr,
      email: `${person.slug}${i + 1}@${n.slug}.com.sa`,
      created_at: isoOf(ctx.epoch, random.int(1, 500), random.int(420, 1320)),
    };
  });

  const sync_endpoints: Row[] = SYNC_ENDPOINTS.map(([name, end_point, method, type, description], i) => ({
    id: i + 1,
    name,
    end_point,
    method,
    type,
    description,
  }));

  const periods: Row[] = PERIODS.map(([number, period], i) => ({
    id: i + 1,
    number,
    period,
    is_active: !(number === 45 || (number === 2 && period === 'year')),
  }));

  return {
    categories,
    'module-settings': module_settings,
    'module-sub-actions': module_sub_actions,
    'business-fields': business_fields,
    'register-companies': register_companies,
    'sync-endpoints': sync_endpoints,
    periods,
  };
}
