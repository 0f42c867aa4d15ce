import './fieldKinds';
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { DemoContext } from './context';
import type { DemoRecord } from './seed';
import { serverTranslator } from './translate';
import { defaultSettings } from './seeds/subscriptionSettings';
import { localized, requestLanguage } from './bilingual';
import { preconditionFailed } from './versions';
import {
  COMPANY_PERMISSIONS_RESOURCE,
  COMPANY_SETTINGS_RESOURCE,
  PLAN_SETTINGS_RESOURCE,
  SETTINGS,
  permissionsOfPlan,
  settingError,
  settingValue,
  type SettingsKind,
} from '../screens/subscription/settingsSchema';

/** The usage counters a reset sets back to zero (docs/subscription-screens.md). */
export const USAGE_COUNTERS = [
  'items_count',
  'customers_count',
  'suppliers_count',
  'sales_count',
  'purchases_count',
  'payments_count',
] as const;

const KINDS = Object.keys(SETTINGS) as SettingsKind[];

/**
 * Demo calls of plan and company settings, company deletion/rename/reset. They come
 * before the generic CRUD routes, so they also answer the company update/delete and the
 * reset-company calls the generic routes would refuse (those resources declare no edit screen).
 */
export function subscriptionHandlers({ base, store, wait }: DemoContext): HttpHandler[] {
  const tr = (request: Request) => serverTranslator(request.headers.get('accept-language'));
  const json = (body: unknown, init?: ResponseInit) => HttpResponse.json(body as never, init);
  /** A stored record as answered in the request's language. */
  const record = (request: Request, row: unknown, init?: ResponseInit) => json(localized(row, requestLanguage(request)), init);
  const problem = (request: Request, status: number, key: string, errors?: Record<string, string[]>) =>
    json({ message: tr(request)(key), ...(errors ? { errors } : {}) }, { status });
  /** 401 without a session, 403 without the permission; undefined when the caller may go on. */
  const deny = (request: Request, permission: string) => {
    const token = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? null;
    const account = store.accountForToken(token);
    if (!account) return problem(request, 401, 'app.errors.unauthenticated');
    return account.permissions.includes(permission) ? undefined : problem(request, 403, 'app.page.forbidden');
  };
  const body = async (request: Request) => ((await request.json().catch(() => ({}))) ?? {}) as Record<string, unknown>;

  /** Only the declared values, checked; 422 errors keyed by field. */
  const checkSettings = (request: Request, kind: SettingsKind, data: Record<string, unknown>) => {
    const t = tr(request);
    const values: Record<string, unknown> = {};
    const errors: Record<string, string[]> = {};
    for (const field of SETTINGS[kind]) {
      const value = data[field.source];
      const error = settingError(field, value);
      if (error) errors[field.source] = [t(`app.validation.${error}`, { name: t(`resources.plans.settings.fields.${field.source}`) })];
      else values[field.source] = settingValue(field, value);
    }
    return { values, errors };
  };
  const pick = (kind: SettingsKind, row: Record<string, unknown>) =>
    Object.fromEntries(SETTINGS[kind].map((f) => [f.source, row[f.source]]));

  const plan = (id: number) => store.get('plans', id);
  const company = (id: number) => store.get('companies', id);
  const planSettings = (kind: SettingsKind, planId: number) => {
    const p = plan(planId);
    if (!p) return undefined;
    return { ...defaultSettings(kind, p), ...pick(kind, store.get(PLAN_SETTINGS_RESOURCE[kind], planId) ?? {}) };
  };
  /** A company's settings: its own when saved, else its plan's; `overridden` says which. */
  const companySettings = (kind: SettingsKind, c: DemoRecord) => {
    const own = store.get(COMPANY_SETTINGS_RESOURCE[kind], c.id);
    const inherited = planSettings(kind, Number(c.plan_id)) ?? {};
    return { id: c.id, plan_id: c.plan_id, overridden: !!own, ...inherited, ...(own ? pick(kind, own) : {}) };
  };
  const upsert = (collection: string, id: number, values: Record<string, unknown>) => {
    if (!store.get(collection, id)) {
      // Keyed by the plan's or company's id: add the row under that id, then save.
      store.list(collection).push({ ...values, id });
      store.update(collection, id, {});
    } else store.update(collection, id, values);
  };

  const settingsRoutes = KINDS.flatMap((kind) => {
    const planUrl = `${base}/${PLAN_SETTINGS_RESOURCE[kind]}/:id`;
    const companyUrl = `${base}/${COMPANY_SETTINGS_RESOURCE[kind]}/:id`;
    return [
      http.get(planUrl, async ({ request, params }) => {
        await wait();
        const denied = deny(request, 'plans.update');
        if (denied) return denied;
        const values = planSettings(kind, Number(params.id));
        return values ? json({ id: Number(params.id), ...values }) : problem(request, 404, 'app.errors.not_found');
      }),
      http.put(planUrl, async ({ request, params }) => {
        await wait();
        const denied = deny(request, 'plans.update');
        if (denied) return denied;
        const id = Number(params.id);
        if (!plan(id)) return problem(request, 404, 'app.errors.not_found');
        const { values, errors } = checkSettings(request, kind, await body(request));
        if (Object.keys(errors).length) return problem(request, 422, 'app.validation.correct_data', errors);
        upsert(PLAN_SETTINGS_RESOURCE[kind], id, values);
        return json({ id, ...planSettings(kind, id) });
      }),
      http.get(companyUrl, async ({ request, params }) => {
        await wait();
        const denied = deny(request, 'management_subdomains.list');
        if (denied) return denied;
        const c = company(Number(params.id));
        return c ? json(companySettings(kind, c)) : problem(request, 404, 'app.errors.not_found');
      }),
      http.put(companyUrl, async ({ request, params }) => {
        await wait();
        const denied = deny(request, 'management_subdomains.list');
        if (denied) return denied;
        const c = company(Number(params.id));
        if (!c) return problem(request, 404, 'app.errors.not_found');
        const { values, errors } = checkSettings(request, kind, await body(request));
        if (Object.keys(errors).length) return problem(request, 422, 'app.validation.correct_data', errors);
        upsert(COMPANY_SETTINGS_RESOURCE[kind], c.id, values);
        return json(companySettings(kind, c));
      }),
      // Back to the plan's settings: the company's own row is dropped.
      http.delete(companyUrl, async ({ request, params }) => {
        await wait();
        const denied = deny(request, 'management_subdomains.list');
        if (denied) return denied;
        const c = company(Number(params.id));
        if (!c) return problem(request, 404, 'app.errors.not_found');
        store.remove(COMPANY_SETTINGS_RESOURCE[kind], [c.id]);
        return json(companySettings(kind, c));
      }),
    ];
  });

  const permissionsOf = (c: DemoRecord) => {
    const available = permissionsOfPlan(plan(Number(c.plan_id)));
    const own = store.get(COMPANY_PERMISSIONS_RESOURCE, c.id);
    const granted = own ? (own.granted as string[]).filter((p) => available.includes(p)) : available;
    return { id: c.id, plan_id: c.plan_id, overridden: !!own, available, granted };
  };
  const permissionUrl = `${base}/${COMPANY_PERMISSIONS_RESOURCE}/:id`;

  return [
    ...settingsRoutes,
    http.get(permissionUrl, async ({ request, params }) => {
      await wait();
      const denied = deny(request, 'management_subdomains.list');
      if (denied) return denied;
      const c = company(Number(params.id));
      return c ? json(permissionsOf(c)) : problem(request, 404, 'app.errors.not_found');
    }),
    http.put(permissionUrl, async ({ request, params }) => {
      await wait();
      const denied = deny(request, 'management_subdomains.list');
      if (denied) return denied;
      const c = company(Number(params.id));
      if (!c) return problem(request, 404, 'app.errors.not_found');
      const granted = (await body(request)).granted;
      const available = permissionsOfPlan(plan(Number(c.plan_id)));
      if (!Array.isArray(granted) || granted.some((p) => !available.includes(String(p)))) {
        const t = tr(request);
        return problem(request, 422, 'app.validation.correct_data', {
          granted: [t('app.validation.invalid', { name: t('resources.companies.permissions.title') })],
        });
      }
      upsert(COMPANY_PERMISSIONS_RESOURCE, c.id, { granted: granted.map(String) });
      return json(permissionsOf(c));
    }),

    // Rename (SPEC §5): only `business_name` changes, and it may not be blank.
    http.put(`${base}/companies/:id`, async ({ request, params }) => {
      await wait();
      const denied = deny(request, 'management_subdomains.list');
      if (denied) return denied;
      const c = company(Number(params.id));
      if (!c) return problem(request, 404, 'app.errors.not_found');
      const moved = preconditionFailed(request, c);
      if (moved) return moved;
      const name = String((await body(request)).business_name ?? '').trim();
      if (!name) {
        const t = tr(request);
        return problem(request, 422, 'app.validation.correct_data', { business_name: [t('widgets.company.new_name_required')] });
      }
      return record(request, store.update('companies', c.id, { business_name: name }));
    }),
    // Delete (SPEC §5): the typed-name check is the screen's; the server deletes by id.
    http.delete(`${base}/companies/:id`, async ({ request, params }) => {
      await wait();
      const denied = deny(request, 'management_subdomains.list');
      if (denied) return denied;
      const c = company(Number(params.id));
      if (!c) return problem(request, 404, 'app.errors.not_found');
      const moved = preconditionFailed(request, c);
      if (moved) return moved;
      store.remove('companies', [c.id]);
      for (const collection of [...Object.values(COMPANY_SETTINGS_RESOURCE), COMPANY_PERMISSIONS_RESOURCE])
        store.remove(collection, [c.id]);
      return record(request, c);
    }),

    // Reset now, from the company's page: counters to zero and a finished row in the log.
    http.post(`${base}/reset-companies`, async ({ request }) => {
      await wait();
      const denied = deny(request, 'management_subdomains.list');
      if (denied) return denied;
      const data = await body(request);
      const c = company(Number(data.company_id));
      if (!c) {
        const t = tr(request);
        return problem(request, 422, 'app.validation.correct_data', {
          company_id: [t('app.validation.required', { name: t('resources.reset_companies.fields.company_id') })],
        });
      }
      const account = store.accountForToken(request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? null);
      store.update('companies', c.id, Object.fromEntries(USAGE_COUNTERS.map((k) => [k, 0])));
      const row = store.insert('reset-companies', {
        company_id: c.id,
        subdomain: c.subdomain,
        reason: String(data.reason ?? '').trim(),
        user_id: store.list('users').find((u) => u.email === account?.email)?.id ?? null,
        reset_date: new Date().toISOString(),
        status: 'finished',
      });
      return record(request, row, { status: 201 });
    }),
    // Carry out a pending reset request: the same reset, then the request is finished.
    http.put(`${base}/reset-companies/:id`, async ({ request, params }) => {
      await wait();
      const denied = deny(request, 'reset_company.list');
      if (denied) return denied;
      const row = store.get('reset-companies', Number(params.id));
      if (!row) return problem(request, 404, 'app.errors.not_found');
      const data = await body(request);
      if (data.status !== 'finished' || row.status === 'finished') return problem(request, 422, 'app.validation.correct_data');
      const c = company(Number(row.company_id));
      if (c) store.update('companies', c.id, Object.fromEntries(USAGE_COUNTERS.map((k) => [k, 0])));
      return record(request, store.update('reset-companies', row.id, { status: 'finished', reset_date: new Date().toISOString() }));
    }),
  ];
}
