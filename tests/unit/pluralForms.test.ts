import { describe, expect, it } from 'vitest';
import { ar } from '../../i18n/ar';
import { en } from '../../i18n/en';
import { es } from '../../i18n/es';
import { plain } from '../helpers/isolates';
import { createI18nProvider } from '../../src/locale/i18nProvider';

/**
 * A counted phrase carries every plural form of its language, as polyglot
 * chooses them by `smart_count` (Arabic: zero, one, two, few 3–10, many 11–99, other 100+;
 * English and Spanish: one, other). A message with a count in it is counted unless it is on the
 * short list below, where the number stands alone as a value and counts no noun.
 */
const FORMS = { ar: 6, en: 2, es: 2 } as const;
const NOT_COUNTED = new Set([
  // "5 pending" on a menu badge: the number is the whole label, next to the section's name.
  'app.menu.badges.pending',
  'app.menu.badges.unpaid',
  // A figure after a colon or in parentheses: "Days left: 12", "Discounts of this plan (3)".
  'resources.plans.details.discounts',
  'resources.companies.details.days_left',
  'resources.companies.details.overdue',
  'shell.panels.cart_more',
  // The minimised aside's group badge read out as "93 in all": the figure is the value, no noun.
  'shell.aside.group_total',
]);

function flatten(node: unknown, prefix = '', out: [string, string][] = []): [string, string][] {
  if (typeof node === 'string') out.push([prefix, node]);
  else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  return out;
}

const catalogues = { ar, en, es } as const;
const counted = (text: string) => /%\{(smart_)?count\}|\{\{count\}\}/.test(text);

describe.each(Object.keys(FORMS) as (keyof typeof FORMS)[])('counted messages in %s', (lang) => {
  const messages = flatten(catalogues[lang]);
  const countedKeys = messages.filter(([key, text]) => counted(text) && !NOT_COUNTED.has(key));

  it(`have all ${FORMS[lang]} plural forms`, () => {
    const wrong = countedKeys
      .map(([key, text]) => [key, text.split('||||').length] as const)
      .filter(([, n]) => n !== FORMS[lang])
      .map(([key, n]) => `${key}: ${n} forms`);
    expect(wrong).toEqual([]);
    expect(countedKeys.length).toBeGreaterThan(10);
  });

  it('every allowed exception still exists (the list cannot go stale)', () => {
    const keys = new Set(messages.map(([k]) => k));
    expect([...NOT_COUNTED].filter((k) => !keys.has(k))).toEqual([]);
  });
});

describe('Arabic counted phrases read right for each count', () => {
  const i18n = createI18nProvider('ar', ar);
  // The plural forms, compared without the isolates around the values (placeholderIsolation.test.ts checks those).
  const t = (key: string, n: number) => plain(i18n.translate(key, { smart_count: n, count: String(n), total: String(n) }));
  it.each([
    [0, 'لا صلاحيات'],
    [1, 'صلاحية واحدة'],
    [2, 'صلاحيتان'],
    [3, '3 صلاحيات'],
    [10, '10 صلاحيات'],
    [11, '11 صلاحية'],
    [99, '99 صلاحية'],
    [100, '100 صلاحية'],
    [103, '103 صلاحيات'],
  ])('%i permissions', (n, text) => {
    expect(t('app.permissions.count', n)).toBe(text);
  });

  it.each([
    [1, 'صُدِّر صفّ واحد إلى x.xlsx.'],
    [2, 'صُدِّر صفّان إلى x.xlsx.'],
    [5, 'صُدِّرت 5 صفوف إلى x.xlsx.'],
    [25, 'صُدِّر 25 صفًّا إلى x.xlsx.'],
    [500, 'صُدِّر 500 صفّ إلى x.xlsx.'],
  ])('%i rows exported', (n, text) => {
    expect(plain(i18n.translate('widgets.export.done', { smart_count: n, count: String(n), file: 'x.xlsx' }))).toBe(text);
  });

  it('English says one and many', () => {
    const e = createI18nProvider('en', en);
    expect(plain(e.translate('app.permissions.count', { smart_count: 1, count: '1' }))).toBe('1 permission');
    expect(plain(e.translate('app.permissions.count', { smart_count: 4, count: '4' }))).toBe('4 permissions');
  });
});
