import { beforeEach, describe, expect, it } from 'vitest';
import { declarations } from '../../resources';
import type { FieldDeclaration, ResourceDeclaration } from '../../src/engine/types';
import { API } from '../helpers/demoServer';
import { seedCollections } from '../../src/demo/seed';
import { withDemoServer } from '../helpers/providers';

/**
 * The demo data is bilingual. Asked in Arabic, no display text carries a Latin
 * word but a code, an email, a URL or a brand; asked in English (or Spanish), none carries an
 * Arabic letter. What an operator writes comes back as typed, in every language.
 */
const { store } = withDemoServer();

const ARABIC = /[\u0600-\u06FF]/;
/** Brands and standard abbreviations that stay Latin in an Arabic sentence. */
const BRANDS = new Set(['PayPal', 'Moyasar', 'PostgreSQL', 'MySQL', 'QR']);
/** Fields that hold codes, not names: kept as they are in every language. */
const CODE_FIELDS = new Set([
  'account_no',
  'uuid',
  'subdomain',
  'database_name',
  'database_user',
  'number',
  'module_name',
  'action_key',
  'business_number',
  'end_point',
  'payment_id',
  'payer_id',
]);
/** A text's Latin words that are none of the allowed: emails, URLs, paths and brands are taken out first. */
function foreignLatin(text: string): string[] {
  const rest = text
    .replace(/\S+@\S+\.\S+/g, ' ') // emails
    .replace(/https?:\/\/\S+/g, ' ') // URLs
    .replace(/(^|\s)\/\S*/g, ' '); // API paths
  return (rest.match(/[A-Za-z][A-Za-z0-9]*/g) ?? []).filter((w) => !BRANDS.has(w));
}

/** The display texts of a resource: its text fields, without codes and the other language's own column. */
const displayFields = (decl: ResourceDeclaration, lang: 'ar' | 'en'): FieldDeclaration[] =>
  decl.fields.filter(
    (f) =>
      f.kind === 'text' &&
      !CODE_FIELDS.has(f.source) &&
      !('pattern' in f && f.pattern) &&
      !('uppercase' in f && f.uppercase) &&
      !f.source.endsWith(lang === 'ar' ? '_en' : '_ar'),
  );

let token = '';
beforeEach(async () => {
  const response = await fetch(`${API}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en' },
    body: JSON.stringify({ email: 'admin@demo.test', password: 'demo1234' }),
  });
  token = ((await response.json()) as { access_token: string }).access_token;
});

const get = async (path: string, lang: string) => {
  const response = await fetch(`${API}/${path}`, { headers: { Authorization: `Bearer ${token}`, 'Accept-Language': lang } });
  expect(response.status, path).toBe(200);
  return response;
};
/** Every row of a resource, as the export call gives them (`is_export=1`), nested ones under every parent. */
async function rowsOf(decl: ResourceDeclaration, lang: string): Promise<Record<string, unknown>[]> {
  const filters: Record<string, unknown>[] = [{}];
  if (decl.parent) {
    const parent = declarations.find((d) => d.name === decl.parent!.resource)!;
    const keys = new Set(store.list(parent.endpoint).map((p) => String(p[decl.parent!.parentSource ?? decl.parent!.param])));
    filters.splice(0, 1, ...[...keys].map((k) => ({ [decl.parent!.source]: k })));
  }
  const rows: Record<string, unknown>[] = [];
  for (const filter of filters) {
    const query = new URLSearchParams({ is_export: '1', filter: JSON.stringify(filter) });
    rows.push(...((await (await get(`${decl.endpoint}?${query}`, lang)).json()) as { data: Record<string, unknown>[] }).data);
  }
  return rows;
}

// The demo's own rows (a resource the demo seeds none for has no demo texts to check).
const seeded = seedCollections();
const listed = declarations.filter((d) => 'list' in d.access && displayFields(d, 'ar').length > 0 && !!seeded[d.endpoint]?.length);

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#39;').replace(/"/g, '&quot;');

describe('bilingual demo data', () => {
  it('should check every resource with display texts', () => {
    expect(listed.map((d) => d.name)).toEqual(
      expect.arrayContaining(['plans', 'offers', 'plan_discounts', 'companies', 'agents', 'partners', 'module_settings', 'sync_endpoints']),
    );
  });

  it.each(listed.map((d) => [d.name, d] as const))('%s: no Latin word in Arabic, no Arabic letter in English', async (_name, decl) => {
    const problems: string[] = [];
    let texts = 0;
    for (const lang of ['ar', 'en', 'es'] as const) {
      const fields = displayFields(decl, lang === 'ar' ? 'ar' : 'en');
      for (const row of await rowsOf(decl, lang)) {
        for (const field of fields) {
          const value = row[field.source];
          if (value === undefined || value === null || value === '') continue;
          expect(typeof value, `${decl.name}#${String(row.id)}.${field.source}`).toBe('string');
          texts += 1;
          const text = String(value);
          const bad = lang === 'ar' ? foreignLatin(text) : ARABIC.test(text) ? [text] : [];
          if (bad.length) problems.push(`${lang} ${decl.name}#${String(row.id)}.${field.source}: ${text}`);
        }
      }
    }
    expect(problems.slice(0, 8)).toEqual([]);
    expect(texts).toBeGreaterThan(0);
  });

  it('should answer one record, a sorted and searched list and a reference read in the request language', async () => {
    const arPlan = (await (await get('plans/1', 'ar')).json()) as Record<string, unknown>;
    const enPlan = (await (await get('plans/1', 'en')).json()) as Record<string, unknown>;
    expect(arPlan.name).toBe('نقاط البيع للمبتدئين');
    expect(enPlan.name).toBe('Starter POS');
    // `q` searches what the operator reads; sorting follows the answered names.
    const q = (text: string) => new URLSearchParams({ filter: JSON.stringify({ q: text }), range: '[0,99]' });
    const found = async (text: string, lang: string) =>
      ((await (await get(`plans?${q(text)}`, lang)).json()) as { id: number }[]).map((p) => p.id);
    expect(await found('للمبتدئين', 'ar')).toEqual([1]);
    expect(await found('للمبتدئين', 'en')).toEqual([]);
    expect(await found('starter', 'en')).toEqual([1]);
    expect(await found('starter', 'ar')).toEqual([]);
    const sorted = new URLSearchParams({ sort: JSON.stringify(['name', 'ASC']), range: '[0,99]' });
    const names = ((await (await get(`roles?${sorted}`, 'en')).json()) as { name: string }[]).map((r) => r.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(names[0]).toBe('Accountant');
    // A reference read (getMany): the same names.
    const many = new URLSearchParams({ filter: JSON.stringify({ id: [1, 2] }) });
    const roles = (await (await get(`roles?${many}`, 'ar')).json()) as { name: string }[];
    expect(roles.map((r) => r.name)).toEqual(['مدير النظام', 'محاسب']);
  });

  it('should name the operator, the quick search, the notifications and the settings in the request language', async () => {
    const me = async (lang: string) => ((await (await get('getUserPersonal', lang)).json()) as { data: Record<string, string> }).data;
    expect(await me('ar')).toMatchObject({ first_name: 'نورة', last_name: 'الحربي', email: 'admin@demo.test' });
    expect(await me('en')).toMatchObject({ first_name: 'Noura', last_name: 'Al-Harbi' });
    expect(await me('es')).toMatchObject({ first_name: 'Noura', last_name: 'Al-Harbi' });

    const search = async (text: string, lang: string) => (await get(`quick_search.php?query=${encodeURIComponent(text)}`, lang)).text();
    const arHtml = await search('محاسب', 'ar');
    expect(arHtml).toContain('محاسب');
    expect(foreignLatin(arHtml.replace(/<[^>]+>/g, ' ').replace(/&\w+;/g, ' '))).toEqual([]);
    expect(await search('Accountant', 'en')).toContain('Accountant');
    // An extension request is named by its company, in the request's language, not by a bare id.
    const extension = store.list('extension-requests')[0];
    const company = store.get('companies', Number(extension.company_id))!;
    const reasons = extension.reasons as { ar: string; en: string };
    const companyName = company.business_name as { ar: string; en: string };
    expect(await search(reasons.en.split(' ').slice(1, 4).join(' '), 'en')).toContain(`${escapeText(companyName.en)} (#`);
    expect(await search(reasons.ar.split(' ').slice(0, 2).join(' '), 'ar')).toContain(`${escapeText(companyName.ar)} (#`);

    for (const lang of ['ar', 'en'] as const) {
      const { data } = (await (await get('notifications/list', lang)).json()) as { data: { title: string; body: string }[] };
      expect(data.length).toBeGreaterThan(0);
      for (const n of data) {
        if (lang === 'ar') expect(foreignLatin(`${n.title} ${n.body}`), n.body).toEqual([]);
        else expect(ARABIC.test(`${n.title} ${n.body}`), n.body).toBe(false);
      }
      const settings = (await (await get('settings/company-configuration', lang)).json()) as Record<string, string>;
      if (lang === 'ar') expect(foreignLatin(settings.address)).toEqual([]);
      else expect(ARABIC.test(settings.address)).toBe(false);
      const admin = (await (await get('settings/admin-account', lang)).json()) as Record<string, string>;
      expect(ARABIC.test(admin.company_name)).toBe(lang === 'ar');
    }
  });

  it('should keep what an operator types as typed, and a seeded name sent back unchanged bilingual', async () => {
    const send = (method: string, path: string, lang: string, body: unknown) =>
      fetch(`${API}/${path}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, 'Accept-Language': lang, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const created = await send('POST', 'business-fields', 'ar', { type: 'Coffee roasters', plan_id: 1 });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    for (const lang of ['ar', 'en', 'es']) {
      expect(((await (await get(`business-fields/${id}`, lang)).json()) as { type: string }).type).toBe('Coffee roasters');
    }

    // An edit in Arabic that leaves the name as read keeps both languages; a changed name is as typed.
    const role = (await (await get('roles/2', 'ar')).json()) as Record<string, unknown>;
    expect((await send('PUT', 'roles/2', 'ar', { ...role, description: 'وصف جديد' })).status).toBe(200);
    expect(((await (await get('roles/2', 'en')).json()) as { name: string; description: string }).name).toBe('Accountant');
    expect(((await (await get('roles/2', 'en')).json()) as { description: string }).description).toBe('وصف جديد');
    expect((await send('PUT', 'roles/2', 'en', { ...role, name: 'Chief accountant' })).status).toBe(200);
    expect(((await (await get('roles/2', 'ar')).json()) as { name: string }).name).toBe('Chief accountant');

    // A seeded name is taken in both its languages.
    const clash = await send('POST', 'business-fields', 'ar', { type: 'Pharmacies', plan_id: 1 });
    expect(clash.status).toBe(422);
  });
});
