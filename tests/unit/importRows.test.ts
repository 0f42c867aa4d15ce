import '../helpers/composedEngine';
import { describe, expect, it } from 'vitest';
import { ar } from '../../i18n/ar';
import { en } from '../../i18n/en';
import offers from '../../resources/offers';
import plans from '../../resources/plans';
import countries from '../../resources/countries';
import type { FieldContext } from '../../src/engine/kinds';
import type { ResourceDeclaration } from '../../src/engine/types';
import { createI18nProvider } from '../../src/locale/i18nProvider';
import { plain } from '../helpers/isolates';
import {
  checkRow,
  importFields,
  indexReferences,
  markDuplicates,
  messageLookup,
  problemText,
  type CheckedRow,
} from '../../src/widgets/import/check';
import { rejectedSheet } from '../../src/widgets/import/importFiles';

const context = (resource: string, locale: 'ar' | 'en'): FieldContext => ({
  resource,
  locale,
  translate: createI18nProvider(locale, locale === 'ar' ? ar : en).translate,
});

/** Each broken rule of a row as the operator reads it, by field. */
function said(row: CheckedRow, decl: ResourceDeclaration, ctx: FieldContext): Record<string, string[]> {
  const labelOf = (s: string) => ctx.translate(`resources.${decl.name}.fields.${s}`);
  return Object.fromEntries(
    Object.entries(row.problems).map(([s, list]) => [s, list.map((p) => plain(problemText(p, s, labelOf, ctx.translate)))]),
  );
}

const planIndex = indexReferences(
  [
    { id: 1, name: 'Basic' },
    { id: 2, name: 'Gold plan' },
  ],
  { reference: 'plans', optionText: 'name', multiple: true },
);
const OFFER_COLUMNS = ['name', 'plans', 'users_number', 'percentage', 'interval', 'start_date', 'end_date', 'is_active'];

describe('the fields a file may fill', () => {
  it("should be the create form's fields whose kind a cell can hold, narrowed by the declaration", () => {
    expect(importFields(offers).map((f) => f.source)).toEqual([
      ...OFFER_COLUMNS.slice(0, 2),
      'users_number',
      'percentage',
      'free_days',
      'interval',
      'start_date',
      'end_date',
      'is_active',
      'notes',
    ]);
    expect(importFields({ ...offers, import: { fields: ['name', 'notes'] } }).map((f) => f.source)).toEqual(['name', 'notes']);
  });
});

describe('checking a row by the create form rules, kind by kind', () => {
  it('should turn a good English row into the values the form sends', () => {
    const ctx = context('offers', 'en');
    const row = checkRow(['Summer', 'basic, Gold Plan', '12', '12.5', 'Monthly', 45658, '2025-02-01', 'yes'], {
      fields: importFields(offers),
      mapping: OFFER_COLUMNS,
      ctx,
      references: { plans: planIndex },
    });
    expect(row.problems).toEqual({});
    expect(row.data).toEqual({
      name: 'Summer',
      plans: [1, 2],
      users_number: 12,
      percentage: 12.5,
      interval: 'month',
      start_date: '2025-01-01',
      end_date: '2025-02-01',
      is_active: true,
    });
  });

  it('should read Arabic digits, separators, dates in the Arabic order, choices by their Arabic label and an Arabic comma list', () => {
    const ctx = context('offers', 'ar');
    const row = checkRow(['عرض الصيف', 'Basic، 2', '١٢', '١٢٫٥', 'شهري', '٠١/٠١/٢٠٢٥', '01/02/2025', 'نعم'], {
      fields: importFields(offers),
      mapping: OFFER_COLUMNS,
      ctx,
      references: { plans: planIndex },
    });
    expect(row.problems).toEqual({});
    expect(row.data).toMatchObject({
      users_number: 12,
      percentage: 12.5,
      interval: 'month',
      start_date: '2025-01-01',
      end_date: '2025-02-01',
      plans: [1, 2],
      is_active: true,
    });
  });

  it('should name every broken rule of a bad row under its field, in the language of the screen', () => {
    const en_ = context('offers', 'en');
    const input = { fields: importFields(offers), mapping: OFFER_COLUMNS, ctx: en_, references: { plans: planIndex } };
    const row = checkRow(['', 'Platinum', '1.5', '12.555', 'Weekly', '2025-03-01', '2025-02-01', 'maybe'], input);
    expect(said(row, offers, en_)).toEqual({
      name: ['Name is required.'],
      plans: ['Plans: Platinum was not found.'],
      users_number: ['Users number must be a whole number.'],
      percentage: ['Percentage can have at most 2 decimal places.'],
      interval: ['Interval is not valid.'],
      end_date: ['End date cannot be before Start date.'],
      is_active: [`${en.resources.offers.fields.is_active} is not valid.`],
    });
    const ar_ = context('offers', 'ar');
    const arabic = checkRow(['', 'Platinum', '1.5', '12.555', 'Weekly', '2025-03-01', '2025-02-01', 'maybe'], { ...input, ctx: ar_ });
    expect(said(arabic, offers, ar_).name).toEqual([ar.app.validation.required.replace('{{name}}', ar.resources.offers.fields.name)]);
  });

  it('should read choices and yes/no written in the other language, whichever the screen is in', () => {
    const ctx = context('offers', 'en');
    const arabic = { ...ctx, locale: 'ar' as const, translate: messageLookup(ar) };
    const fields = importFields(offers).filter((f) => f.source === 'interval' || f.source === 'is_active');
    const input = { fields, mapping: ['interval', 'is_active'], ctx, references: {} };
    const cells = [ar.resources.offers.choices.interval.year, ar.ra.boolean.false];
    // The English screen alone reads no Arabic choice label.
    expect(Object.keys(checkRow(cells, input).problems)).toEqual(['interval']);
    expect(checkRow(cells, { ...input, alternates: [arabic] })).toMatchObject({
      data: { interval: 'year', is_active: false },
      problems: {},
    });
    expect(messageLookup(ar)('resources.offers.choices.interval.month')).toBe(ar.resources.offers.choices.interval.month);
    expect(messageLookup(ar)('app.status.nothing', { _: 'nothing' })).toBe('nothing');
  });

  it("should check money against its currency's minor units", () => {
    const ctx = context('plans', 'en');
    const fields = importFields(plans).filter((f) => f.source === 'currency' || f.source === 'price_month');
    const input = { fields, mapping: ['currency', 'price_month'], ctx, references: {} };
    expect(checkRow(['KWD', '12.345'], input).problems).toEqual({});
    expect(Object.keys(checkRow(['SAR', '12.345'], input).problems)).toEqual(['price_month']);
    expect(Object.keys(checkRow(['SAR', '-1'], input).problems)).toEqual(['price_month']);
  });

  it('should mark a unique value repeated in the file or already taken, naming the earlier row', () => {
    const ctx = context('countries', 'en');
    const fields = importFields(countries);
    const input = { fields, mapping: ['name_ar', 'name_en', 'code2', 'code3', 'phone_code'], ctx, references: {} };
    const rows = [
      checkRow(['السعودية', 'Saudi', 'SA', 'SAU', '966'], input),
      checkRow(['الإمارات', 'Emirates', 'AE', 'ARE', '971'], input),
      checkRow(['سعودية', 'Saudi 2', 'sa', 'SAU', '966'], input),
    ];
    markDuplicates(rows, fields, { code2: new Set(['ae']) });
    expect(said(rows[0], countries, ctx)).toEqual({});
    expect(said(rows[1], countries, ctx)).toEqual({ code2: [`${en.resources.countries.fields.code2} has already been taken.`] });
    expect(said(rows[2], countries, ctx)).toEqual({ code2: [`${en.resources.countries.fields.code2} repeats row 2 of the file.`] });
  });

  it('should give a nested list its parent key and leave ignored columns out', () => {
    const ctx = context('countries', 'en');
    const row = checkRow(['x', 'السعودية', 'Saudi', 'SA', 'SAU', '+966'], {
      fields: importFields(countries),
      mapping: [null, 'name_ar', 'name_en', 'code2', 'code3', 'phone_code'],
      ctx,
      references: {},
      base: { region: 'gulf' },
    });
    expect(row).toEqual({
      data: { region: 'gulf', name_ar: 'السعودية', name_en: 'Saudi', code2: 'SA', code3: 'SAU', phone_code: '+966' },
      problems: {},
    });
  });
});

describe('the rejected rows file', () => {
  it("should keep the file's cells, write day numbers of date columns as dates, and add the reasons", () => {
    const fields = importFields(offers);
    const byName = (s: string) => fields.find((f) => f.source === s);
    const sheet = rejectedSheet(
      ['Name', 'Start date', 'Active', 'Notes'],
      [{ cells: ['Summer', 46023, true, 'x'], problems: { name: [{ message: 'app.validation.required', args: {} }] } }],
      'Reason',
      (problems) => Object.keys(problems).join(', '),
      [byName('name'), byName('start_date'), byName('is_active'), undefined],
    );
    expect(sheet).toEqual({
      headers: ['Name', 'Start date', 'Active', 'Notes', 'Reason'],
      rows: [['Summer', { t: 'n', v: 46023, z: 'yyyy-mm-dd', w: '' }, 'true', 'x', 'name']],
    });
  });
});
