import type { Random } from '../random';
import { bi, type Bilingual } from '../bilingual';

/** What every area's generator gets from `seedCollections()`: the demo epoch and the base rows. */
export interface SeedContext {
  /** Demo time stands still (`DEMO_EPOCH`): every date is relative to it, never to "now". */
  epoch: number;
  countries: Row[];
  cities: Row[];
  users: Row[];
}
export type Row = { id: number } & Record<string, unknown>;

const DAY = 86400000;

/** `YYYY-MM-DD`, `offsetDays` before the epoch (negative: after it). */
export const dayOf = (epoch: number, offsetDays: number) => new Date(epoch - offsetDays * DAY).toISOString().slice(0, 10);
/** An ISO timestamp `offsetDays` before the epoch, at `minutes` past midnight UTC. */
export const isoOf = (epoch: number, offsetDays: number, minutes = 0) => new Date(epoch - offsetDays * DAY + minutes * 60000).toISOString();
/** Days from the epoch to a `YYYY-MM-DD` date (positive: in the past). */
export const ageOf = (epoch: number, day: string) => Math.round((epoch - Date.parse(`${day}T00:00:00Z`)) / DAY);
export const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

export const round2 = (n: number) => Math.round(n * 100) / 100;
export const pad = (n: number, width: number) => String(n).padStart(width, '0');
export const hex = (random: Random, length: number) => Array.from({ length }, () => random.int(0, 15).toString(16)).join('');
export const uuidOf = (random: Random) =>
  `${hex(random, 8)}-${hex(random, 4)}-4${hex(random, 3)}-${random.pick(['8', '9', 'a', 'b'])}${hex(random, 3)}-${hex(random, 12)}`;
export const digits = (random: Random, length: number) => Array.from({ length }, () => random.int(0, 9)).join('');

/**
 * Mobile plans of the demo's countries: calling code, leading digits of real mobile ranges and
 * how many digits follow, so every seeded number is valid for libphonenumber-js (the phone
 * widget's check; tests/unit/seedPhones.test.ts).
 */
const MOBILE_PLANS: Record<string, [string, readonly string[], number]> = {
  SA: ['+966', ['50', '53', '54', '55', '56', '58', '59'], 7],
  AE: ['+971', ['50', '52', '54', '55', '56', '58'], 7],
  KW: ['+965', ['5', '6', '9'], 7],
  QA: ['+974', ['33', '55', '66', '77'], 6],
  BH: ['+973', ['33', '34', '36', '39'], 6],
  OM: ['+968', ['91', '92', '93', '95', '97', '99'], 6],
  EG: ['+20', ['10', '11', '12', '15'], 8],
  JO: ['+962', ['77', '78', '79'], 7],
};
/**
 * A valid E.164 mobile number of a country, built from 8 random digits (the draws the seeds
 * have always made, so the rows seeded after a phone stay the same).
 */
export function mobileOf(code2: string, eightDigits: string): string {
  const plan = MOBILE_PLANS[code2];
  if (!plan) throw new Error(`No demo mobile plan for ${code2}`);
  const [calling, prefixes, length] = plan;
  const prefix = prefixes[Number(eightDigits[0]) % prefixes.length];
  return `${calling}${prefix}${(eightDigits.slice(1) + eightDigits).slice(0, length)}`;
}

/** Person names as a Saudi back-office holds them: in Arabic or in English, [English, Arabic]. */
export const FIRST_NAMES: readonly [string, string][] = [
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
  ['Ibrahim', 'إبراهيم'],
  ['Haya', 'هيا'],
  ['Nasser', 'ناصر'],
  ['Abeer', 'عبير'],
  ['Sultan', 'سلطان'],
  ['Munira', 'منيرة'],
];
export const MIDDLE_NAMES: readonly [string, string][] = [
  ['Abdulaziz', 'عبدالعزيز'],
  ['Saleh', 'صالح'],
  ['Ahmed', 'أحمد'],
  ['Hamad', 'حمد'],
  ['Ali', 'علي'],
  ['Sulaiman', 'سليمان'],
];
export const LAST_NAMES: readonly [string, string][] = [
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
  ['Al-Shammari', 'الشمري'],
  ['Al-Juhani', 'الجهني'],
  ['Al-Balawi', 'البلوي'],
  ['Al-Ansari', 'الأنصاري'],
];

/**
 * A person: the name in Arabic, and its Latin transliteration for English, with an e-mail built
 * from the English spelling. (`_arabic` was the language the name was written in; the draws stay.)
 */
export function personOf(random: Random, _arabic: boolean) {
  const [firstEn, firstAr] = random.pick(FIRST_NAMES);
  const [lastEn, lastAr] = random.pick(LAST_NAMES);
  return {
    first_name: bi(firstAr, firstEn),
    last_name: bi(lastAr, lastEn),
    firstEn,
    lastEn,
    slug: `${firstEn}.${lastEn.replace(/^Al-/, '')}`.toLowerCase(),
  };
}

/** Registered business names: [Arabic core, English core, slug]. */
const CORES: readonly [string, string, string][] = [
  ['النخبة', 'Al Nukhba', 'nukhba'],
  ['الأفق', 'Al Ufuq', 'ufuq'],
  ['ركن الضيافة', 'Rukn Al Diyafa', 'rukn'],
  ['الريادة', 'Al Riyada', 'riyada'],
  ['السنبلة', 'Al Sunbula', 'sunbula'],
  ['دار الورد', 'Dar Al Ward', 'darward'],
  ['الوادي الأخضر', 'Green Valley', 'greenvalley'],
  ['بيت القهوة', 'Coffee House', 'coffeehouse'],
  ['نجد', 'Najd', 'najd'],
  ['الخليج', 'Gulf', 'gulf'],
  ['الصفوة', 'Al Safwa', 'safwa'],
  ['المروج', 'Al Muruj', 'muruj'],
  ['القمة', 'Al Qimma', 'qimma'],
  ['الواحة', 'Oasis', 'oasis'],
  ['الراية', 'Al Raya', 'raya'],
  ['البيان', 'Al Bayan', 'bayan'],
  ['الجود', 'Al Jood', 'jood'],
  ['سما', 'Sama', 'sama'],
  ['رواء', 'Rawaa', 'rawaa'],
  ['المنار', 'Al Manar', 'manar'],
  ['الديرة', 'Al Deera', 'deera'],
  ['أصالة', 'Asala', 'asala'],
  ['مدار', 'Madar', 'madar'],
  ['تمور الحجاز', 'Hijaz Dates', 'hijazdates'],
];
/** [Arabic activity, English activity, slug suffix, Arabic legal form, English legal form]. */
const ACTIVITIES: readonly [string, string, string, string, string][] = [
  ['للتجارة', 'Trading', 'trading', 'مؤسسة', 'Est.'],
  ['للمقاولات', 'Contracting', 'contracting', 'شركة', 'Co. Ltd.'],
  ['للمواد الغذائية', 'Foodstuff', 'food', 'مؤسسة', 'Est.'],
  ['للأثاث والديكور', 'Furniture & Decor', 'furniture', 'شركة', 'Co.'],
  ['للعطور', 'Perfumes', 'perfumes', 'مؤسسة', 'Est.'],
  ['للإلكترونيات', 'Electronics', 'electronics', 'شركة', 'Co. Ltd.'],
  ['للخدمات اللوجستية', 'Logistics', 'logistics', 'شركة', 'Co. Ltd.'],
  ['للمطاعم والمقاهي', 'Restaurants & Cafés', 'cafe', 'شركة', 'Co.'],
  ['للحلويات', 'Sweets', 'sweets', 'مؤسسة', 'Est.'],
  ['للأدوات الصحية', 'Sanitary Ware', 'sanitary', 'مؤسسة', 'Est.'],
];

export interface BusinessName {
  /** As registered: in Arabic or in English (what the seed's other choices follow). */
  name: string;
  /** The name shown: Arabic in Arabic, the English trade name in English. */
  text: Bilingual;
  /** The short trade name (the core), in both languages. */
  trade: Bilingual;
  /** The English trade name, whatever the language of `name`. */
  nameEn: string;
  nameAr: string;
  slug: string;
}

/**
 * Distinct business names in a fixed order for a seed: each (core, activity) pair at most
 * once, written in Arabic for about 60% of them, as Saudi companies mostly register.
 */
export function businessNames(random: Random, count: number): BusinessName[] {
  const pairs: [number, number][] = [];
  for (let c = 0; c < CORES.length; c++) for (let a = 0; a < ACTIVITIES.length; a++) pairs.push([c, a]);
  const chosen = random.some(pairs, Math.min(count, pairs.length), Math.min(count, pairs.length));
  return chosen.map(([c, a]) => {
    const [coreAr, coreEn, coreSlug] = CORES[c];
    const [actAr, actEn, actSlug, formAr, formEn] = ACTIVITIES[a];
    const nameAr = `${formAr} ${coreAr} ${actAr}`;
    const nameEn = `${coreEn} ${actEn} ${formEn}`;
    return {
      name: random.next() < 0.6 ? nameAr : nameEn,
      text: bi(nameAr, nameEn),
      trade: bi(coreAr, coreEn),
      nameAr,
      nameEn,
      slug: `${coreSlug}-${actSlug}`,
    };
  });
}

export const CURRENCY_OF_COUNTRY: Record<string, string> = {
  SA: 'SAR',
  AE: 'AED',
  KW: 'KWD',
  QA: 'QAR',
  BH: 'BHD',
  OM: 'OMR',
  EG: 'EGP',
};
/** Rough value of one unit of each currency in SAR, to keep amounts plausible across currencies. */
export const SAR_PER_UNIT: Record<string, number> = {
  SAR: 1,
  AED: 1.02,
  KWD: 12.2,
  QAR: 1.03,
  BHD: 9.95,
  OMR: 9.74,
  EGP: 0.077,
  USD: 3.75,
};
export const fromSar = (amountSar: number, currency: string) => {
  const value = amountSar / (SAR_PER_UNIT[currency] ?? 1);
  // Dinars and rials of three decimals are rounded to whole fils/baisa, the others to cents.
  return ['KWD', 'BHD', 'OMR'].includes(currency) ? Math.round(value * 1000) / 1000 : round2(value);
};

const TILE_COLOURS = ['#00796b', '#1565c0', '#6a1b9a', '#c62828', '#ef6c00', '#2e7d32', '#4e342e', '#37474f'];

/**
 * A seeded picture as the upload call would have stored it (`{path, name, pathDB,
 * upload_date_time}`): a small coloured tile with the record's initial, inlined as an SVG data
 * URL like the demo upload inlines small images, so no demo picture is ever a broken link.
 */
export function tileImage(epoch: number, label: string, index: number, folder: string) {
  const initial = [...label.replace(/^(ال|Al[ -])/, '')][0] ?? '?';
  const colour = TILE_COLOURS[index % TILE_COLOURS.length];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" rx="16" fill="${colour}"/>` +
    `<text x="48" y="62" font-family="sans-serif" font-size="44" fill="#fff" text-anchor="middle">${initial}</text></svg>`;
  const day = dayOf(epoch, 400 - index);
  const name = `${folder}-${index + 1}.svg`;
  return {
    path: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`,
    name,
    pathDB: `uploads/${day.replace(/-/g, '/')}/${name}`,
    upload_date_time: `${day}T09:00:00.000Z`,
  };
}
