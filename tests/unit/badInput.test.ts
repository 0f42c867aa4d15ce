import { describe, expect, it } from 'vitest';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'ra-core';
import { ar } from '../../i18n/ar';
import { en } from '../../i18n/en';
import { es } from '../../i18n/es';
import '../../src/demo/fieldKinds';
import { storableData, validateRecord } from '../../src/demo/validation';
import type { ResourceDeclaration } from '../../src/engine/types';
import { validatorsFor } from '../../src/engine/validators';
import { toPolyglot } from '../../src/locale/i18nProvider';

/** One resource with a field of each rule, checked the way the form and the demo API check it. */
const decl: ResourceDeclaration = {
  name: 'things',
  base: '/things',
  endpoint: 'things',
  access: { list: null, create: null },
  recordTitle: 'name',
  fields: [
    { source: 'name', kind: 'text', required: true, minLength: 2 },
    { source: 'notes', kind: 'text', multiline: true },
    { source: 'code', kind: 'text', maxLength: 10 },
    { source: 'days', kind: 'number', min: 0 },
    { source: 'rate', kind: 'number', min: 0, max: 100, decimals: 2 },
    { source: 'currency', kind: 'select', choices: ['SAR', 'KWD', 'JPY'] },
    { source: 'amount', kind: 'money', currencySource: 'currency' },
    { source: 'start_date', kind: 'date' },
    { source: 'end_date', kind: 'date', notBefore: 'start_date' },
  ],
};
const fieldsEn = { name: 'Name', notes: 'Notes', code: 'Code', days: 'Days', rate: 'Rate', currency: 'Currency', amount: 'Amount' };
const withFields = (messages: object, fields: Record<string, string>) =>
  ({ ...messages, resources: { things: { fields } } }) as unknown as TranslationMessages;
const providers = {
  en: polyglotI18nProvider(() => toPolyglot(withFields(en, { ...fieldsEn, start_date: 'Start', end_date: 'End' })), 'en'),
  ar: polyglotI18nProvider(() => toPolyglot(withFields(ar, { ...fieldsEn, start_date: 'تاريخ البداية', end_date: 'تاريخ النهاية' })), 'ar'),
  es: polyglotI18nProvider(() => toPolyglot(withFields(es, { ...fieldsEn, days: 'Días', start_date: 'Inicio', end_date: 'Fin' })), 'es'),
};
/** Long values are named, not printed, in the test titles. */
const shown = (values: Record<string, unknown>) =>
  JSON.stringify(values, (_k, v: unknown) => (typeof v === 'string' && v.length > 20 ? `<${v.length} characters>` : v));
const base = { name: 'Oasis', currency: 'SAR' };

/** The form's message for one field: the first validator that objects, translated. */
function formMessage(source: string, record: Record<string, unknown>, lang: keyof typeof providers = 'en') {
  const i18n = providers[lang];
  const field = decl.fields.find((f) => f.source === source)!;
  const labelOf = (s: string) => i18n.translate(`resources.things.fields.${s}`);
  for (const validate of validatorsFor(field, labelOf(source), true, labelOf)) {
    const out = validate(record[source], record, {}) as string | { message: string; args: Record<string, unknown> } | undefined;
    if (out) return typeof out === 'string' ? i18n.translate(out) : i18n.translate(out.message, out.args);
  }
  return undefined;
}
/** The demo API's 422 message for the same field. */
function apiMessage(source: string, record: Record<string, unknown>, lang: keyof typeof providers = 'en') {
  const i18n = providers[lang];
  return validateRecord(decl, record, [], (key, vars) => i18n.translate(key, vars))[source]?.[0];
}

describe('bad input, the same rule in the form and in the demo API', () => {
  it.each(
    [
      ['name', { name: '   ' }, 'Name is required.'],
      ['name', { name: ' a ' }, 'Name minimum length is 2.'],
      ['name', { name: 'x'.repeat(256) }, 'Name can be at most 255 characters long.'],
      ['notes', { notes: 'x'.repeat(5001) }, 'Notes can be at most 5000 characters long.'],
      ['code', { code: 'x'.repeat(11) }, 'Code can be at most 10 characters long.'],
      ['days', { days: 2.5 }, 'Days must be a whole number.'],
      // A 20-digit count, as the number input parses it (rounded: what the rule must refuse).
      ['days', { days: Number('12345678901234567890') }, 'Days is too large.'],
      ['days', { days: -1 }, 'Days must be at least 0.'],
      ['rate', { rate: 12.345 }, 'Rate can have at most 2 decimal places.'],
      ['amount', { amount: 10.005 }, 'Amount can have at most 2 decimal places.'],
      ['amount', { amount: 10.5, currency: 'JPY' }, 'Amount must be a whole number.'],
      ['amount', { amount: 1e13 }, 'Amount is too large.'],
      ['end_date', { start_date: '2026-05-10', end_date: '2026-05-09' }, 'End cannot be before Start.'],
    ].map(
      ([source, values, message]) =>
        [source as string, shown(values as Record<string, unknown>), values as object, message as string] as const,
    ),
  )('%s = %s: says so', (source, _shown, values, message) => {
    const record = { ...base, ...values };
    expect(formMessage(source, record)).toBe(message);
    expect(apiMessage(source, record)).toBe(message);
  });

  it.each(
    [
      ['name', { name: 'x'.repeat(255) }],
      ['notes', { notes: 'x'.repeat(5000) }],
      ['days', { days: Number.MAX_SAFE_INTEGER }],
      ['rate', { rate: 12.5 }],
      ['amount', { amount: 10.005, currency: 'KWD' }],
      ['amount', { amount: 999999999999.99 }],
      ['end_date', { start_date: '2026-05-10', end_date: '2026-05-10' }],
      ['end_date', { end_date: '2026-05-09' }],
    ].map(([source, values]) => [source as string, shown(values as Record<string, unknown>), values as object] as const),
  )('%s = %s is accepted', (source, _shown, values) => {
    const record = { ...base, ...values };
    expect(formMessage(source, record)).toBeUndefined();
    expect(apiMessage(source, record)).toBeUndefined();
  });

  it('should say it in Arabic and Spanish too, naming the other field of a range', () => {
    const record = { ...base, start_date: '2026-05-10', end_date: '2026-05-09', days: 1.5 };
    expect(formMessage('end_date', record, 'ar')).toBe('لا يمكن أن تكون قيمة تاريخ النهاية قبل تاريخ البداية.');
    expect(apiMessage('end_date', record, 'ar')).toBe('لا يمكن أن تكون قيمة تاريخ النهاية قبل تاريخ البداية.');
    expect(formMessage('end_date', record, 'es')).toBe('Fin no puede ser anterior a Inicio.');
    expect(apiMessage('days', record, 'es')).toBe('Días debe ser un número entero.');
  });

  it('should store text without the spaces around it', () => {
    expect(storableData(decl, { ...base, name: '  Oasis  ', notes: ' two\nlines ' })).toMatchObject({ name: 'Oasis', notes: 'two\nlines' });
  });
});
