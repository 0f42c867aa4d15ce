import { createRandom } from '../random';
import { bi, type Bilingual } from '../bilingual';
import { businessNames, dayOf, isoOf, personOf, tileImage, type Row, type SeedContext } from './common';

/** [parent, description, children], in both languages. */
const CATEGORIES: [Bilingual, Bilingual, Bilingual[]][] = [
  [
    bi('الأغذية والمشروبات', 'Food & beverages'),
    bi('مطاعم، مقاهٍ، مخابز ومحلات الحلويات.', 'Restaurants, cafés, bakeries and sweet shops.'),
    [bi('المطاعم', 'Restaurants'), bi('المقاهي', 'Cafés'), bi('المخابز', 'Bakeries'), bi('الحلويات والشوكولاتة', 'Sweets & chocolate')],
  ],
  [
    bi('التجزئة', 'Retail'),
    bi('محلات تبيع للجمهور من واجهة متجر.', 'Shops selling to the public from a store front.'),
    [
      bi('الأسواق المركزية', 'Supermarkets'),
      bi('ملابس وأزياء', 'Clothing & fashion'),
      bi('الإلكترونيات والجوالات', 'Electronics & mobiles'),
      bi('العطور ومستحضرات التجميل', 'Perfumes & cosmetics'),
    ],
  ],
  [
    bi('الخدمات', 'Services'),
    bi('أعمال تقدم خدمات بدلًا من بيع السلع.', 'Businesses that sell services rather than goods.'),
    [bi('صالونات التجميل', 'Beauty salons'), bi('خدمات السيارات', 'Car services'), bi('مغاسل الملابس', 'Laundries')],
  ],
  [
    bi('الرعاية الصحية', 'Healthcare'),
    bi('العيادات والصيدليات والمستلزمات الطبية.', 'Clinics, pharmacies and medical supplies.'),
    [bi('الصيدليات', 'Pharmacies'), bi('عيادات الأسنان', 'Dental clinics'), bi('المستلزمات الطبية', 'Medical supplies')],
  ],
  [
    bi('المقاولات والبناء', 'Contracting & construction'),
    bi('مواد البناء والمقاولات العامة.', 'Building materials and general contracting.'),
    [bi('مواد البناء', 'Building materials'), bi('الأدوات الصحية', 'Sanitary ware'), bi('الأدوات الكهربائية', 'Electrical supplies')],
  ],
  [
    bi('الجملة والتوزيع', 'Wholesale & distribution'),
    bi('شركات تجارية تبيع لشركات أخرى.', 'Trading companies selling to other businesses.'),
    [bi('توزيع المواد الغذائية', 'Food distribution'), bi('قطع الغيار', 'Spare parts')],
  ],
];

/** [module_name, English name, Arabic title]. */
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

const BUSINESS_FIELDS: Bilingual[] = [
  bi('مطاعم ومقاهٍ', 'Restaurants & cafés'),
  bi('الأسواق والبقالات', 'Supermarkets & grocery'),
  bi('محلات الملابس', 'Clothing shops'),
  bi('الصيدليات', 'Pharmacies'),
  bi('صالونات التجميل', 'Beauty salons'),
  bi('بيع الإلكترونيات', 'Electronics retail'),
  bi('مواد البناء', 'Building materials'),
  bi('تأجير السيارات', 'Car rental'),
  bi('المخابز والحلويات', 'Bakeries & sweets'),
  bi('توزيع الجملة', 'Wholesale distribution'),
  bi('العطور والبخور', 'Perfumes & incense'),
  bi('العيادات', 'Clinics'),
  bi('ورش صيانة السيارات', 'Car repair workshops'),
  bi('معارض الأثاث', 'Furniture showrooms'),
  bi('مكاتب الخدمات العامة', 'Public services offices'),
  bi('الخدمات اللوجستية والتوصيل', 'Logistics & delivery'),
  bi('التجارة الإلكترونية', 'E-commerce'),
  bi('التعليم والتدريب', 'Education & training'),
  bi('الفنادق والشقق المفروشة', 'Hotels & furnished apartments'),
  bi('المقاولات', 'Contracting'),
];

/** [name, end point, method, type, description]; names, types and descriptions in both languages. */
const MASTER = bi('البيانات الأساسية', 'Master data');
const TRANSACTIONS = bi('الحركات', 'Transactions');
const SETTINGS = bi('الإعدادات', 'Settings');
const E_INVOICING = bi('الفوترة الإلكترونية', 'E-invoicing');
const NONE = '';
const SYNC_ENDPOINTS: [Bilingual, string, string, Bilingual, Bilingual | ''][] = [
  [
    bi('الأصناف', 'Items'),
    '/api/v1/items',
    'GET',
    MASTER,
    bi('يجلب دليل الأصناف بالأسعار والباركود.', 'Pulls the item catalogue with prices and barcodes.'),
  ],
  [
    bi('تحديث صنف', 'Items update'),
    '/api/v1/items/{id}',
    'PUT',
    MASTER,
    bi('يرسل الصنف المعدّل إلى المستأجر.', 'Pushes a changed item back to the tenant.'),
  ],
  [
    bi('العملاء', 'Customers'),
    '/api/v1/customers',
    'GET',
    MASTER,
    bi('العملاء بأرقامهم الضريبية وحدود الائتمان.', 'Customers with VAT numbers and credit limits.'),
  ],
  [
    bi('إنشاء عميل', 'Customer create'),
    '/api/v1/customers',
    'POST',
    MASTER,
    bi('ينشئ عميلًا سُجّل في نقطة البيع.', 'Creates a customer registered at a point of sale.'),
  ],
  [bi('الموردون', 'Suppliers'), '/api/v1/suppliers', 'GET', MASTER, NONE],
  [bi('الفروع', 'Branches'), '/api/v1/branches', 'GET', SETTINGS, bi('الفروع ومستودعاتها.', 'Branches and their warehouses.')],
  [bi('قوائم الأسعار', 'Price lists'), '/api/v1/price-lists', 'GET', MASTER, NONE],
  [
    bi('فواتير المبيعات', 'Sales invoices'),
    '/api/v1/sales-invoices',
    'POST',
    TRANSACTIONS,
    bi('يرسل فواتير نقاط البيع إلى المركز الرئيسي.', 'Sends point-of-sale invoices to the head office.'),
  ],
  [bi('مرتجعات المبيعات', 'Sales returns'), '/api/v1/sales-returns', 'POST', TRANSACTIONS, NONE],
  [bi('فواتير المشتريات', 'Purchase invoices'), '/api/v1/purchase-invoices', 'GET', TRANSACTIONS, NONE],
  [
    bi('حركات المخزون', 'Stock movements'),
    '/api/v1/stock-movements',
    'POST',
    TRANSACTIONS,
    bi('التحويلات بين المستودعات.', 'Transfers between warehouses.'),
  ],
  [
    bi('أرصدة المخزون', 'Stock levels'),
    '/api/v1/stock',
    'GET',
    TRANSACTIONS,
    bi('الكميات المتوفرة في كل مستودع.', 'Quantities on hand per warehouse.'),
  ],
  [bi('المدفوعات', 'Payments'), '/api/v1/payments', 'POST', TRANSACTIONS, NONE],
  [
    bi('اعتماد الفواتير لدى هيئة الزكاة', 'ZATCA clearance'),
    '/api/v1/zatca/clearance',
    'POST',
    E_INVOICING,
    bi('يعتمد الفواتير بين المنشآت لدى هيئة الزكاة والضريبة والجمارك (المرحلة الثانية).', 'Clears B2B invoices with ZATCA (phase 2).'),
  ],
  [
    bi('الإبلاغ عن الفواتير لهيئة الزكاة', 'ZATCA reporting'),
    '/api/v1/zatca/reporting',
    'POST',
    E_INVOICING,
    bi('يبلّغ عن الفواتير المبسطة للأفراد خلال 24 ساعة.', 'Reports B2C simplified invoices within 24 hours.'),
  ],
  [
    bi('حذف مسودة', 'Discard draft'),
    '/api/v1/sales-invoices/{id}',
    'DELETE',
    TRANSACTIONS,
    bi('يحذف مسودة فاتورة لم تُرسل.', 'Removes an unsent draft invoice.'),
  ],
  [bi('نقاط الولاء', 'Loyalty points'), '/api/v1/loyalty/points', 'PATCH', TRANSACTIONS, NONE],
  [
    bi('الإعدادات', 'Settings'),
    '/api/v1/settings',
    'GET',
    SETTINGS,
    bi('إعدادات الضريبة والعملة والإيصالات.', 'Tax, currency and receipt settings.'),
  ],
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
      image: tileImage(ctx.epoch, name.ar, categories.length, 'category'),
      parent_id: null,
    };
    categories.push(parent);
    for (const child of children) {
      const image = random.next() < 0.7 ? tileImage(ctx.epoch, child.ar, categories.length, 'category') : null;
      categories.push({ id: categories.length + 1, name: child, description: '', image, parent_id: parent.id });
    }
  }

  const admins = ctx.users.slice(0, 6);
  const module_settings: Row[] = MODULES.map(([module_name, general_name, titleAr], i) => ({
    id: i + 1,
    module_name,
    general_name: bi(titleAr, general_name),
    title: bi(titleAr, general_name),
    summary: bi(`وحدة ${titleAr} في نظام المستأجر.`, `${general_name} module of the tenant system.`),
    details: bi(
      `يتحكم هذا الإعداد في ظهور وحدة ${titleAr} وصلاحياتها لدى المستأجرين.`,
      `This setting controls whether tenants see the ${general_name} module, and its permissions.`,
    ),
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
      random.next(); // the draw that once chose the name's language: the rows after it stay the same
      module_sub_actions.push({
        id: module_sub_actions.length + 1,
        module_id: module.id,
        name: bi(nameAr, nameEn),
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
      name: n.text,
      trade_name: n.trade,
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
