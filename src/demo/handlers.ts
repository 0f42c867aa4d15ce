import { http, HttpResponse, delay, type HttpHandler } from 'msw';
import type { ResourceAction, ResourceDeclaration } from '../engine/types';
import { DEMO_EPOCH, type DemoRecord } from './seed';
import { VIEWER_PERMISSIONS } from './accounts';
import { applyFilter, applyRange, applySort, parseListQuery } from './query';
import type { DemoStore } from './store';
import { loadServerLanguage, serverTranslator } from './translate';
import type { DemoContext } from './context';
import { shellHandlers } from './shellHandlers';
import { widgetHandlers } from './widgetHandlers';
import { subscriptionHandlers } from './subscriptionHandlers';
import { screenHandlers } from './screenHandlers';
import { readable, storableData, validateRecord } from './validation';
import { keepBilingual, localized, requestLanguage } from './bilingual';
import { preconditionFailed } from './versions';
import { dispatch } from './dispatch';

export interface HandlerOptions {
  /** Absolute base URL, e.g. `http://localhost:4173/api`. */
  baseUrl: string;
  store: DemoStore;
  declarations: readonly ResourceDeclaration[];
  /** Simulated network latency, so loading states are visible in demo mode. */
  latencyMs?: number;
}

type Req = Request;

const bearer = (request: Req) => request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? null;

/**
 * The whole demo API as MSW handlers: one set of CRUD routes per resource declaration plus
 * the special calls of SPEC §7. The browser worker (demo mode) and the Node contract tests
 * use these same handlers.
 */
export function createHandlers({ baseUrl, store, declarations, latencyMs = 0 }: HandlerOptions): HttpHandler[] {
  const base = baseUrl.replace(/\/+$/, '');
  const wait = () => (latencyMs > 0 ? delay(latencyMs) : Promise.resolve());

  const json = (body: unknown, init?: ResponseInit) => HttpResponse.json(body as never, init);
  const problem = (request: Req, status: number, key: string, errors?: Record<string, string[]>) =>
    json({ message: serverTranslator(request.headers.get('accept-language'))(key), ...(errors ? { errors } : {}) }, { status });

  /** Who is calling, and may they? `undefined` answers 401/403 itself through `deny`. */
  const authorise = (request: Req, decl: ResourceDeclaration, actions: ResourceAction[]) => {
    const account = store.accountForToken(bearer(request));
    if (!account) return { deny: problem(request, 401, 'app.errors.unauthenticated') };
    const allowed = actions.some((a) => a in decl.access && (decl.access[a] == null || account.permissions.includes(decl.access[a]!)));
    return allowed ? { account } : { deny: problem(request, 403, 'app.page.forbidden') };
  };

  const idsFromFilter = (request: Req): number[] | undefined => {
    const { filter } = parseListQuery(new URL(request.url).searchParams);
    const ids = filter?.id;
    return Array.isArray(ids) ? ids.map(Number).filter(Number.isFinite) : undefined;
  };

  /**
   * Creates already made, by Idempotency-Key: a POST that comes again with the same key (a retry
   * after a time-out whose first attempt did arrive) gets the first answer and creates nothing.
   */
  const created = new Map<string, { endpoint: string; id: number }>();

  const resourceHandlers = declarations.flatMap((decl) => {
    const collection = `${base}/${decl.endpoint}`;
    const item = `${collection}/:id`;
    const t = (request: Req) => serverTranslator(request.headers.get('accept-language'));
    // Write-only values (a password) are stored, never answered.
    const out = readable(decl);
    /** A bulk write's `If-Match` is checked when it names one record (the app sends none for several). */
    const onlyOne = (request: Req, ids: number[]) => {
      const record = ids.length === 1 ? store.get(decl.endpoint, ids[0]) : undefined;
      return record ? preconditionFailed(request, record, out) : undefined;
    };
    return [
      http.get(collection, async ({ request }) => {
        await wait();
        const auth = authorise(request, decl, ['list']);
        if (auth.deny) return auth.deny;
        const query = parseListQuery(new URL(request.url).searchParams);
        // Filtered and sorted in the language answered, so `q` finds what the operator reads.
        // Answered as the API answers a record (composed values added) before filtering and sorting.
        const answered = localized(store.list(decl.endpoint), requestLanguage(request)).map(out);
        const rows = applySort(applyFilter(answered, query.filter, decl), query.sort, decl);
        // SPEC §7 export: every matching row at once, as `{data: [rows]}`.
        if (new URL(request.url).searchParams.get('is_export') === '1') return json({ data: rows.map(out) });
        const { page, start, end, total } = applyRange(rows, query.range);
        return json(page.map(out), {
          headers: { 'Content-Range': `${decl.endpoint} ${start}-${end}/${total}`, 'Access-Control-Expose-Headers': 'Content-Range' },
        });
      }),
      http.get(item, async ({ request, params }) => {
        await wait();
        const auth = authorise(request, decl, ['list', 'details', 'edit']);
        if (auth.deny) return auth.deny;
        const record = store.get(decl.endpoint, Number(params.id));
        return record ? json(out(localized(record, requestLanguage(request)))) : problem(request, 404, 'app.errors.not_found');
      }),
      http.post(collection, async ({ request }) => {
        await wait();
        const auth = authorise(request, decl, ['create']);
        if (auth.deny) return auth.deny;
        const key = request.headers.get('idempotency-key');
        const before = key ? created.get(key) : undefined;
        const again = before?.endpoint === decl.endpoint ? store.get(decl.endpoint, before.id) : undefined;
        if (again) return json(out(localized(again, requestLanguage(request))), { status: 201 });
        const data = ((await request.json().catch(() => ({}))) ?? {}) as Record<string, unknown>;
        const errors = validateRecord(decl, data, store.list(decl.endpoint), t(request));
        if (Object.keys(errors).length) return problem(request, 422, 'app.validation.correct_data', errors);
        const extra = decl.fields.some((f) => f.source === 'created_at') ? { created_at: new Date().toISOString() } : {};
        const record = store.insert(decl.endpoint, { ...storableData(decl, data, true), ...extra });
        if (key) created.set(key, { endpoint: decl.endpoint, id: Number(record.id) });
        return json(out(localized(record, requestLanguage(request))), { status: 201 });
      }),
      http.put(item, async ({ request, params }) => {
        await wait();
        const auth = authorise(request, decl, ['edit']);
        if (auth.deny) return auth.deny;
        const id = Number(params.id);
        const stored = store.get(decl.endpoint, id);
        if (!stored) return problem(request, 404, 'app.errors.not_found');
        const moved = preconditionFailed(request, stored, out);
        if (moved) return moved;
        const data = ((await request.json().catch(() => ({}))) ?? {}) as Record<string, unknown>;
        const errors = validateRecord(decl, data, store.list(decl.endpoint), t(request), id);
        if (Object.keys(errors).length) return problem(request, 422, 'app.validation.correct_data', errors);
        const lang = requestLanguage(request);
        return json(
          out(
            localized(
              store.update(decl.endpoint, id, keepBilingual(store.get(decl.endpoint, id), storableData(decl, data, false), lang))!,
              lang,
            ),
          ),
        );
      }),
      http.put(collection, async ({ request }) => {
        await wait();
        const auth = authorise(request, decl, ['edit']);
        if (auth.deny) return auth.deny;
        const ids = idsFromFilter(request);
        if (!ids) return problem(request, 422, 'app.validation.correct_data');
        const moved = onlyOne(request, ids);
        if (moved) return moved;
        const data = storableData(decl, ((await request.json().catch(() => ({}))) ?? {}) as Record<string, unknown>, false);
        const lang = requestLanguage(request);
        return json(ids.filter((id) => store.update(decl.endpoint, id, keepBilingual(store.get(decl.endpoint, id), data, lang))));
      }),
      http.delete(item, async ({ request, params }) => {
        await wait();
        const auth = authorise(request, decl, ['delete']);
        if (auth.deny) return auth.deny;
        const record = store.get(decl.endpoint, Number(params.id));
        if (!record) return problem(request, 404, 'app.errors.not_found');
        const moved = preconditionFailed(request, record, out);
        if (moved) return moved;
        store.remove(decl.endpoint, [record.id]);
        return json(out(localized(record, requestLanguage(request))));
      }),
      http.delete(collection, async ({ request }) => {
        await wait();
        const auth = authorise(request, decl, ['delete']);
        if (auth.deny) return auth.deny;
        const ids = idsFromFilter(request);
        if (!ids) return problem(request, 422, 'app.validation.correct_data');
        const moved = onlyOne(request, ids);
        if (moved) return moved;
        return json(store.remove(decl.endpoint, ids));
      }),
    ];
  });

  const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

  const ctx: DemoContext = { base, store, declarations, wait };

  // Every call first waits for its language's strings, so the handler that answers translates
  // synchronously. Only a write's validation messages name fields; the sign-in's do not, so
  // signing in fetches no more than the app does.
  const loadLanguage = async (request: Req) => {
    const write = !['GET', 'HEAD'].includes(request.method) && new URL(request.url).pathname !== `${new URL(base).pathname}/login`;
    await loadServerLanguage(request.headers.get('accept-language'), write);
  };

  const routes: HttpHandler[] = [
    // Special routes first: the first matching handler answers.
    ...shellHandlers(ctx),
    ...widgetHandlers(ctx),
    ...subscriptionHandlers(ctx),
    ...screenHandlers(ctx),
    http.post(`${base}/login`, async ({ request }) => {
      await wait();
      const tr = serverTranslator(request.headers.get('accept-language'));
      const body = ((await request.json().catch(() => ({}))) ?? {}) as Record<string, unknown>;
      const email = String(body.email ?? '')
        .trim()
        .toLowerCase();
      const password = String(body.password ?? '');
      const errors: Record<string, string[]> = {};
      const isRegister = 'full_name' in body || 'username' in body;
      if (isRegister) {
        // SPEC §4: register also posts to login.
        const required: [string, string][] = [
          ['username', 'app.auth.username'],
          ['full_name', 'app.auth.full_name'],
          ['email', 'app.auth.email'],
          ['password', 'app.auth.password'],
          ['password_confirmation', 'app.auth.confirm_password'],
        ];
        for (const [key, label] of required) {
          if (!String(body[key] ?? '').trim()) errors[key] = [tr('app.validation.required', { name: tr(label) })];
        }
        if (email && !EMAIL.test(email)) errors.email = [tr('app.validation.email')];
        if (email && store.accounts().some((a) => a.email === email))
          errors.email = [tr('app.validation.taken', { name: tr('app.auth.email') })];
        if (password && password !== body.password_confirmation) errors.password_confirmation = [tr('app.validation.password_mismatch')];
        if (body.terms !== true) errors.terms = [tr('app.validation.terms_required')];
        if (Object.keys(errors).length) return json({ message: tr('app.validation.correct_data'), errors }, { status: 422 });
        const [first, ...rest] = String(body.full_name).trim().split(/\s+/);
        const account = store.addAccount({
          email,
          password,
          permissions: [...VIEWER_PERMISSIONS],
          first_name: first,
          last_name: rest.join(' '),
          company_name: '',
          job: '',
          phone: '',
          company_site: '',
          image: '',
        });
        return json({ access_token: store.openSession(account.id), permission: account.permissions.join(',') });
      }
      const account = store.accounts().find((a) => a.email === email && a.password === password);
      if (!account) {
        const message = tr('app.auth.login_incorrect');
        return json({ message, errors: { email: [message] } }, { status: 422 });
      }
      return json({ access_token: store.openSession(account.id), permission: account.permissions.join(',') });
    }),
    http.get(`${base}/getUserPersonal`, async ({ request }) => {
      await wait();
      const account = store.accountForToken(bearer(request));
      if (!account) return problem(request, 401, 'app.errors.unauthenticated');
      const { id, image, first_name, last_name, company_name, job, email, phone, company_site } = account;
      return json({
        data: localized({ id, image, first_name, last_name, company_name, job, email, phone, company_site }, requestLanguage(request)),
      });
    }),
    // Our extension (docs/api-contract.md): the photo chosen in the profile area. `image` is the
    // upload call's answer; the profile then shows its `path`.
    http.put(`${base}/updateUserPersonal`, async ({ request }) => {
      await wait();
      const account = store.accountForToken(bearer(request));
      if (!account) return problem(request, 401, 'app.errors.unauthenticated');
      const tr = serverTranslator(request.headers.get('accept-language'));
      const body = ((await request.json().catch(() => ({}))) ?? {}) as Record<string, unknown>;
      const image = body.image as { path?: unknown; pathDB?: unknown } | null | undefined;
      if (!image || typeof image.path !== 'string' || !image.path || typeof image.pathDB !== 'string') {
        return json(
          {
            message: tr('app.validation.correct_data'),
            errors: { image: [tr('app.validation.invalid', { name: tr('widgets.profile.photo') })] },
          },
          { status: 422 },
        );
      }
      store.updateAccount(account.id, { image: image.path });
      const { id, first_name, last_name, company_name, job, email, phone, company_site } = account;
      return json({
        data: localized(
          { id, image: image.path, first_name, last_name, company_name, job, email, phone, company_site },
          requestLanguage(request),
        ),
      });
    }),
    http.put(`${base}/password`, async ({ request }) => {
      await wait();
      const account = store.accountForToken(bearer(request));
      if (!account) return problem(request, 401, 'app.errors.unauthenticated');
      const tr = serverTranslator(request.headers.get('accept-language'));
      const body = ((await request.json().catch(() => ({}))) ?? {}) as Record<string, unknown>;
      const password = String(body.password ?? '');
      if (password.length < 8) {
        return json(
          {
            message: tr('app.validation.correct_data'),
            errors: { password: [tr('app.validation.min_length', { name: tr('app.auth.password'), min: 8 })] },
          },
          { status: 422 },
        );
      }
      if (password !== body.password_confirmation) {
        return json(
          { message: tr('app.validation.correct_data'), errors: { password_confirmation: [tr('app.validation.password_mismatch')] } },
          { status: 422 },
        );
      }
      store.updateAccount(account.id, { password });
      return json({ message: 'ok' });
    }),
    ...resourceHandlers,
  ];
  return [dispatch(base, routes, loadLanguage)];
}

export type { DemoRecord };
export { DEMO_EPOCH };
