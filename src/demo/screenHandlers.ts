import { http, HttpResponse, type HttpHandler } from 'msw';
import type { RecordActionDeclaration, ResourceDeclaration } from '../engine/types';
import type { DemoContext } from './context';
import { applyFilter, applyRange, applySort, parseListQuery } from './query';
import { DEMO_EPOCH, type DemoRecord } from './seed';
import type { DemoStore } from './store';
import type { DemoAccount } from './accounts';
import { serverTranslator } from './translate';
import { storableData, validateRecord, type Translate } from './validation';
import { bi, joinTexts, keepBilingual, localized, requestLanguage } from './bilingual';
import { preconditionFailed } from './versions';
import { ACCOUNT, ADMIN_ACCOUNT, COMPANY, SYSTEM_LOG, USER_SETTINGS } from '../screens/settings/decls';

/**
 * Demo calls of the operations screens (docs/other-screens.md):
 * - record actions (approve, reject, mark paid) of resources that have no edit screen:
 *   `PUT <endpoint>/:id` with exactly what one action sets, accepted only in its `when` states;
 * - reports: `GET reports/subscriptions`, `reports/expired-subscriptions`, `reports/agents-dues`,
 *   computed from the stored companies, invoices, agents' customers and payouts, with the usual
 *   list query (filter, sort, range) and `is_export=1`;
 * - settings: `GET|PUT settings/<name>` for admin-account, system-log-config,
 *   company-configuration and user-settings (the last one per account).
 */

const DAY = 86400000;
/** Demo time stands still: "today" is the demo epoch, like every seeded date. */
export const REPORT_TODAY = new Date(DEMO_EPOCH).toISOString().slice(0, 10);

const bearer = (request: Request) => request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? null;
const json = (body: unknown, init?: ResponseInit) => HttpResponse.json(body as never, init);
const trOf = (request: Request) => serverTranslator(request.headers.get('accept-language'));
const problem = (request: Request, status: number, key: string, errors?: Record<string, string[]>) =>
  json({ message: trOf(request)(key), ...(errors ? { errors } : {}) }, { status });
const round2 = (n: number) => Math.round(n * 100) / 100;
const body = async (request: Request) => ((await request.json().catch(() => ({}))) ?? {}) as Record<string, unknown>;

/** Which action a body asks for: exactly the properties one action sets, with its values. */
export function actionFor(decl: ResourceDeclaration, data: Record<string, unknown>): RecordActionDeclaration | undefined {
  const keys = Object.keys(data).filter((k) => k !== 'id');
  return decl.actions?.find((a) => {
    const set = Object.entries(a.set);
    return set.length === keys.length && set.every(([k, v]) => data[k] === v);
  });
}

// --- reports -------------------------------------------------------------------------------

const PAID = new Set(['paid', 'partial_paid']);
/** A person's full name, in both languages when the parts are. */
const personName = (r: DemoRecord | undefined) => (r ? joinTexts([r.first_name, r.middle_name, r.last_name]) : '');

/** One row per company: plan, dates, what its invoices say it paid, in the plan's currency. */
export function subscriptionRows(store: DemoStore): DemoRecord[] {
  const plans = new Map(store.list('plans').map((p) => [p.id, p]));
  const agents = new Map(store.list('agents').map((a) => [a.id, a]));
  const agentOf = new Map(store.list('agents-customers').map((c) => [Number(c.company_id), Number(c.agent_id)]));
  const paid = new Map<number, number>();
  for (const invoice of store.list('invoices')) {
    if (!PAID.has(String(invoice.status))) continue;
    const id = Number(invoice.company_id);
    paid.set(id, (paid.get(id) ?? 0) + Number(invoice.amount ?? 0));
  }
  return store.list('companies').map((c) => {
    const plan = plans.get(Number(c.plan_id));
    const agentId = agentOf.get(c.id);
    const expire = String(c.expire_date ?? '');
    const expired = expire !== '' && expire < REPORT_TODAY;
    return {
      id: c.id,
      account_no: c.account_no,
      business_name: c.business_name,
      plan_id: c.plan_id,
      plan_name: plan?.name ?? '',
      agent_id: agentId ?? null,
      agent_name: personName(agentId ? agents.get(agentId) : undefined),
      start_date: c.start_date,
      end_date: c.end_date,
      expire_date: c.expire_date,
      days_expired: expired ? Math.round((Date.parse(`${REPORT_TODAY}T00:00:00Z`) - Date.parse(`${expire}T00:00:00Z`)) / DAY) : 0,
      amount_paid: round2(paid.get(c.id) ?? 0),
      currency: plan?.currency ?? 'SAR',
      status: expired ? 'expired' : 'active',
      email: c.email,
      phone: c.phone,
    };
  });
}

/**
 * One row per agent over the customers matching the filter (`date_gte`/`date_lte` on the
 * subscription date, `plan_id`): sales, commission earned, paid out (payouts marked paid for
 * those customers) and due, in the agent's currency. Agents with nothing in range are left out.
 */
export function agentDuesRows(store: DemoStore, filter: Record<string, unknown>): DemoRecord[] {
  const from = filter.date_gte ? String(filter.date_gte).slice(0, 10) : undefined;
  const to = filter.date_lte ? String(filter.date_lte).slice(0, 10) : undefined;
  const plan = filter.plan_id === undefined || filter.plan_id === '' || filter.plan_id === null ? undefined : String(filter.plan_id);
  const customers = store.list('agents-customers').filter((c) => {
    const day = String(c.subscription_date ?? '');
    return (!from || day >= from) && (!to || day <= to) && (!plan || String(c.plan_id) === plan);
  });
  const counted = new Set(customers.map((c) => `${c.agent_id}:${c.company_id}`));
  const rows: DemoRecord[] = [];
  for (const agent of store.list('agents')) {
    const mine = customers.filter((c) => c.agent_id === agent.id);
    const payouts = store
      .list('apply-commissions')
      .filter((p) => p.agent_id === agent.id && p.paid === true && counted.has(`${agent.id}:${p.customer_id}`));
    if (!mine.length && !payouts.length) continue;
    const sales = round2(mine.reduce((s, c) => s + Number(c.amount ?? 0), 0));
    const commission = round2(mine.reduce((s, c) => s + Number(c.commission_amount ?? 0), 0));
    const paidOut = round2(payouts.reduce((s, p) => s + Number(p.amount ?? 0), 0));
    rows.push({
      id: agent.id,
      agent_id: agent.id,
      agent_name: personName(agent),
      email: agent.email,
      customers_count: mine.length,
      sales_amount: sales,
      commission_amount: commission,
      paid_amount: paidOut,
      due_amount: round2(Math.max(0, commission - paidOut)),
      currency: agent.currency ?? 'SAR',
    });
  }
  return rows;
}

// --- settings ------------------------------------------------------------------------------

type SettingsName = 'admin-account' | 'system-log-config' | 'company-configuration' | 'user-settings' | 'account';
const SETTINGS: Record<SettingsName, { decl: ResourceDeclaration; permission: string | null; defaults: Record<string, unknown> }> = {
  'admin-account': { decl: ADMIN_ACCOUNT, permission: 'admin_accounts.update', defaults: {} },
  'system-log-config': {
    decl: SYSTEM_LOG,
    permission: 'admin_accounts.update',
    defaults: {
      log_level: 'info',
      retention_days: 90,
      log_logins: true,
      log_data_changes: true,
      log_exports: false,
      log_permission_denied: true,
      log_api_errors: true,
    },
  },
  'company-configuration': {
    decl: COMPANY,
    permission: null,
    defaults: {
      legal_name_ar: 'شركة المنصة السحابية للبرمجيات',
      legal_name_en: 'Cloud Platform Software Co.',
      vat_number: '310123456700003',
      cr_number: '1010123456',
      address: bi('طريق الملك فهد، حي العليا، الرياض 12214', 'King Fahd Road, Al Olaya, Riyadh 12214'),
      default_currency: 'SAR',
      fiscal_year_start: '01',
    },
  },
  // Per account; the username and email come from the account itself (see `accountDefaults`).
  account: {
    decl: ACCOUNT,
    permission: null,
    defaults: {
      language: 'ar',
      time_zone: 'Asia/Riyadh',
      digits: 'latin',
      calendar: 'gregorian',
      notify_email: true,
      notify_sms: false,
      notify_phone: false,
    },
  },
  'user-settings': {
    decl: USER_SETTINGS,
    permission: null,
    defaults: {
      default_language: 'ar',
      date_format: 'dd/mm/yyyy',
      rows_per_page: '25',
      notify_email: true,
      notify_sms: false,
      notify_push: true,
    },
  },
};
const isSettingsName = (name: string): name is SettingsName => name in SETTINGS;
/** Settings kept for each account apart; the others are the platform's. */
const PER_ACCOUNT: readonly SettingsName[] = ['user-settings', 'account'];

// --- handlers ------------------------------------------------------------------------------

export function screenHandlers({ base, store, declarations, wait }: DemoContext): HttpHandler[] {
  const account = (request: Request) => store.accountForToken(bearer(request));
  const declOf = (name: string) => declarations.find((d) => d.name === name);

  // Record actions of resources without an edit screen: the generic PUT would answer 403.
  const actionHandlers = declarations
    .filter((decl) => decl.actions?.length && !('edit' in decl.access))
    .map((decl) =>
      http.put(`${base}/${decl.endpoint}/:id`, async ({ request, params }) => {
        await wait();
        const who = account(request);
        if (!who) return problem(request, 401, 'app.errors.unauthenticated');
        const record = store.get(decl.endpoint, Number(params.id));
        if (!record) return problem(request, 404, 'app.errors.not_found');
        const moved = preconditionFailed(request, record);
        if (moved) return moved;
        const t = trOf(request);
        const data = await body(request);
        const action = actionFor(decl, data);
        const fieldOf = Object.keys(data).find((k) => k !== 'id') ?? 'status';
        if (!action) {
          return problem(request, 422, 'app.validation.correct_data', {
            [fieldOf]: [t('app.validation.invalid', { name: t(`resources.${decl.name}.fields.${fieldOf}`) })],
          });
        }
        if (action.permission && !who.permissions.includes(action.permission)) return problem(request, 403, 'app.page.forbidden');
        const applies = Object.entries(action.when ?? {}).every(([source, values]) => values.includes(record[source]));
        if (!applies) return problem(request, 422, 'screens.actions.not_applicable', { [fieldOf]: [t('screens.actions.not_applicable')] });
        return json(localized(store.update(decl.endpoint, record.id, { ...action.set }), requestLanguage(request)));
      }),
    );

  const report = (
    endpoint: string,
    resource: string,
    rowsOf: (filter: Record<string, unknown>) => { rows: DemoRecord[]; rest: Record<string, unknown> },
  ) =>
    http.get(`${base}/${endpoint}`, async ({ request }) => {
      await wait();
      if (!account(request)) return problem(request, 401, 'app.errors.unauthenticated');
      const url = new URL(request.url);
      const query = parseListQuery(url.searchParams);
      const { rows, rest } = rowsOf(query.filter ?? {});
      const matching = applySort(
        applyFilter(localized(rows, requestLanguage(request)), rest, declOf(resource)),
        query.sort,
        declOf(resource),
      );
      if (url.searchParams.get('is_export') === '1') return json({ data: matching });
      const { page, start, end, total } = applyRange(matching, query.range);
      return json(page, {
        headers: { 'Content-Range': `${endpoint} ${start}-${end}/${total}`, 'Access-Control-Expose-Headers': 'Content-Range' },
      });
    });

  const settingsOf = (name: SettingsName, accountId: number): Record<string, unknown> => {
    const key = PER_ACCOUNT.includes(name) ? `${name}:${accountId}` : name;
    const row = store.list('settings').find((r) => r.key === key);
    const { id: _id, key: _key, ...values } = row ?? ({} as DemoRecord);
    return { ...SETTINGS[name].defaults, ...values };
  };
  const saveSettings = (name: SettingsName, accountId: number, values: Record<string, unknown>) => {
    const key = PER_ACCOUNT.includes(name) ? `${name}:${accountId}` : name;
    const row = store.list('settings').find((r) => r.key === key);
    if (row) store.update('settings', row.id, values);
    else store.insert('settings', { key, ...values });
  };
  /** Another account signs in with this email already. */
  const emailTaken = (data: Record<string, unknown>, accountId: number, t: Translate, form: string): Record<string, string[]> => {
    const email = String(data.email ?? '')
      .trim()
      .toLowerCase();
    return email && store.accounts().some((a) => a.id !== accountId && a.email === email)
      ? { email: [t('app.validation.taken', { name: t(`resources.${form}.fields.email`) })] }
      : {};
  };
  const passwordErrors = (data: Record<string, unknown>, t: Translate): Record<string, string[]> =>
    data.password && data.password !== data.password_confirmation ? { password_confirmation: [t('app.validation.password_mismatch')] } : {};
  /** The account page's record: its own settings over the defaults, with the account's email and a username from it. */
  const accountOf = (who: { id: number; email: string }) => ({
    id: 'account',
    username: who.email.split('@')[0],
    ...settingsOf('account', who.id),
    email: who.email,
    // The demo's accounts all confirmed their email.
    verified: true,
  });

  const settingsHandlers = [
    http.get(`${base}/settings/:name`, async ({ request, params }) => {
      await wait();
      const who = account(request);
      if (!who) return problem(request, 401, 'app.errors.unauthenticated');
      const name = String(params.name);
      if (!isSettingsName(name)) return problem(request, 404, 'app.errors.not_found');
      const { permission } = SETTINGS[name];
      if (permission && !who.permissions.includes(permission)) return problem(request, 403, 'app.page.forbidden');
      const lang = requestLanguage(request);
      if (name === 'admin-account') return json(localized({ id: name, company_name: who.company_name, email: who.email }, lang));
      if (name === 'account') return json(localized(accountOf(who), lang));
      return json(localized({ id: name, ...settingsOf(name, who.id) }, lang));
    }),
    http.put(`${base}/settings/:name`, async ({ request, params }) => {
      await wait();
      const who = account(request);
      if (!who) return problem(request, 401, 'app.errors.unauthenticated');
      const name = String(params.name);
      if (!isSettingsName(name)) return problem(request, 404, 'app.errors.not_found');
      const { permission, decl } = SETTINGS[name];
      if (permission && !who.permissions.includes(permission)) return problem(request, 403, 'app.page.forbidden');
      const t = trOf(request);
      const data = await body(request);
      // Every field of the form is checked as on a create: a settings form always sends them all.
      const required = Object.fromEntries(decl.fields.map((f) => [f.source, data[f.source]]));
      const errors = {
        ...validateRecord(decl, required, [], t),
        ...(name === 'admin-account' || name === 'account' ? emailTaken(data, who.id, t, decl.name) : {}),
        ...(name === 'admin-account' ? passwordErrors(data, t) : {}),
      };
      if (Object.keys(errors).length) return problem(request, 422, 'app.validation.correct_data', errors);
      const lang = requestLanguage(request);
      // A seeded text sent back unchanged stays in both languages.
      const current: Record<string, unknown> = name === 'admin-account' ? { company_name: who.company_name } : settingsOf(name, who.id);
      const values = keepBilingual(current, storableData(decl, data), lang);
      if (name === 'admin-account') {
        const { password, ...rest } = values;
        store.updateAccount(who.id, {
          company_name: rest.company_name as DemoAccount['company_name'],
          email: String(rest.email).trim().toLowerCase(),
          ...(password ? { password: String(password) } : {}),
        });
        return json(localized({ id: name, company_name: rest.company_name, email: String(rest.email).trim().toLowerCase() }, lang));
      }
      if (name === 'account') {
        // The email is the sign-in email: it changes with the account.
        const email = String(values.email).trim().toLowerCase();
        store.updateAccount(who.id, { email });
        const { email: _email, ...rest } = values;
        saveSettings(name, who.id, rest);
        return json(localized(accountOf({ ...who, email }), lang));
      }
      saveSettings(name, who.id, values);
      return json(localized({ id: name, ...settingsOf(name, who.id) }, lang));
    }),
  ];

  return [
    ...actionHandlers,
    report('reports/subscriptions', 'reports_subscriptions', (filter) => ({ rows: subscriptionRows(store), rest: filter })),
    report('reports/expired-subscriptions', 'reports_expired_subscriptions', (filter) => ({
      rows: subscriptionRows(store).filter((r) => r.status === 'expired'),
      rest: filter,
    })),
    report('reports/agents-dues', 'reports_agents_dues', (filter) => {
      const { date_gte: _from, date_lte: _to, plan_id: _plan, ...rest } = filter;
      return { rows: agentDuesRows(store, filter), rest };
    }),
    ...settingsHandlers,
  ];
}
