import './fieldKinds';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { buildPath, routeTemplates } from '../engine/catalog';
import type { ResourceDeclaration } from '../engine/types';
import type { DemoContext } from './context';
import type { DemoRecord } from './seed';
import { NOTIFICATIONS_COLLECTION, seedNotifications } from './seedShell';
import { serverTranslator } from './translate';
import { fieldKind } from '../engine/kinds';
import { localized, requestLanguage } from './bilingual';
import { readable } from './validation';

const PER_SECTION = 5;

const escapeHtml = (text: unknown) =>
  String(text ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const langOf = (request: Request) => {
  const l = (request.headers.get('accept-language') ?? 'ar').slice(0, 2).toLowerCase();
  return l === 'en' || l === 'es' ? l : 'ar';
};

/** The name of the record a reference of `row` points at (`references: { company_id: 'business_name' }`). */
type ReferenceName = (decl: ResourceDeclaration, source: string, property: string, row: DemoRecord, lang: string) => string | undefined;

/** How a record is named in a search result, in the request's language. */
function titleOf(decl: ResourceDeclaration, row: DemoRecord, lang: string, referenceName: ReferenceName): string {
  if (decl.name === 'users') return `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim();
  // A record titled by its id alone (an extension request) is named by what it refers to.
  const references = Object.entries(decl.recordTitle === 'id' ? (decl.recordLabel?.references ?? {}) : {});
  const named = references.map(([source, property]) => referenceName(decl, source, property, row, lang)).filter(Boolean);
  if (named.length) return `${named.join(' · ')} (#${row.id})`;
  if (decl.recordTitle === '{locale}') return String(lang === 'ar' ? row.name_ar : row.name_en);
  return String(row[decl.recordTitle] ?? row.id);
}

function subtitleOf(decl: ResourceDeclaration, row: DemoRecord): string {
  if (decl.name === 'users') return String(row.email ?? '');
  if (row.code2 && row.code3) return `${row.code2} · ${row.code3}`;
  return typeof row.description === 'string' ? row.description : '';
}

/** The record's canonical app URL: its edit screen, else its details, else its list. */
function linkOf(decl: ResourceDeclaration, row: DemoRecord, parentParam?: string): string | undefined {
  const templates = routeTemplates(decl);
  const params: Record<string, string | number> = { id: row.id };
  if (decl.parent) {
    if (!parentParam) return undefined;
    params[decl.parent.param] = parentParam;
  }
  const template = templates.edit ?? templates.details ?? templates.list;
  return template ? buildPath(template, params) : undefined;
}

/** The shell's calls (quick search, notifications): SPEC §7. */
export function shellHandlers({ base, store, declarations, wait }: DemoContext): HttpHandler[] {
  const bearer = (request: Request) => request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? null;
  const unauthenticated = (request: Request) =>
    HttpResponse.json({ message: serverTranslator(request.headers.get('accept-language'))('app.errors.unauthenticated') }, { status: 401 });

  /** Seeded on first use: the base seed knows nothing of the shell, and a reset empties it again. */
  const notifications = () => {
    if (!store.list(NOTIFICATIONS_COLLECTION).length) {
      for (const n of seedNotifications()) store.insert(NOTIFICATIONS_COLLECTION, n);
    }
    return store.list(NOTIFICATIONS_COLLECTION);
  };
  const localised = (row: DemoRecord, lang: string) => {
    const pick = (v: unknown) =>
      v && typeof v === 'object' ? String((v as Record<string, string>)[lang] ?? (v as Record<string, string>).en ?? '') : String(v ?? '');
    return {
      id: row.id,
      title: pick(row.title),
      body: pick(row.body),
      created_at: row.created_at,
      read_at: row.read_at ?? null,
      link: row.link ?? null,
    };
  };

  const referenceName: ReferenceName = (decl, source, property, row, lang) => {
    const field = decl.fields.find((f) => f.source === source);
    const target = field?.kind === 'reference' ? declarations.find((d) => d.name === field.reference) : undefined;
    const record = target && store.get(target.endpoint, Number(row[source]));
    const value = record ? localized(record[property], lang === 'ar' ? 'ar' : 'en') : undefined;
    return value ? String(value) : undefined;
  };

  return [
    http.get(`${base}/quick_search.php`, async ({ request }) => {
      await wait();
      const account = store.accountForToken(bearer(request));
      if (!account) return unauthenticated(request);
      const lang = langOf(request);
      const t = serverTranslator(lang);
      const needle = (new URL(request.url).searchParams.get('query') ?? '').trim().toLocaleLowerCase();
      const sections: string[] = [];
      if (needle.length >= 2) {
        for (const decl of declarations) {
          const permission = decl.access.list;
          if (permission === undefined || (permission !== null && !account.permissions.includes(permission))) continue;
          const textSources = decl.fields.filter((f) => fieldKind(f.kind).searchable).map((f) => f.source);
          // Searched and named in the language answered.
          // As the API answers a record (a person's composed name included), write-only values left out.
          const hits = localized(store.list(decl.endpoint), requestLanguage(request))
            .map(readable(decl))
            .filter((row) =>
              textSources.some((s) =>
                String(row[s] ?? '')
                  .toLocaleLowerCase()
                  .includes(needle),
              ),
            )
            .slice(0, PER_SECTION);
          const items = hits.flatMap((row) => {
            // A nested record (a city) opens under its parent's parameter (its country's code2).
            const parentParam = decl.parent ? String(row[decl.parent.source] ?? '') : undefined;
            const href = linkOf(decl, row, parentParam);
            if (!href) return [];
            const subtitle = subtitleOf(decl, row);
            return [
              `<li class="quick-search-item"><a href="${escapeHtml(href)}"><span class="quick-search-title">${escapeHtml(titleOf(decl, row, lang, referenceName))}</span>` +
                (subtitle ? `<small class="quick-search-subtitle">${escapeHtml(subtitle)}</small>` : '') +
                '</a></li>',
            ];
          });
          if (items.length) {
            sections.push(
              `<section class="quick-search-section"><h3>${escapeHtml(t(`resources.${decl.name}.name`))}</h3><ul>${items.join('')}</ul></section>`,
            );
          }
        }
      }
      const html = sections.length ? sections.join('') : `<p class="quick-search-empty">${escapeHtml(t('shell.search.no_results'))}</p>`;
      return new HttpResponse(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
    }),
    http.get(`${base}/notifications/get_not_read_count`, async ({ request }) => {
      await wait();
      if (!store.accountForToken(bearer(request))) return unauthenticated(request);
      return HttpResponse.json({ count: notifications().filter((n) => !n.read_at).length });
    }),
    http.get(`${base}/notifications/list`, async ({ request }) => {
      await wait();
      if (!store.accountForToken(bearer(request))) return unauthenticated(request);
      const lang = langOf(request);
      const rows = [...notifications()].sort((a, b) => String(b.created_at).localeCompare(String(a.created_at)));
      return HttpResponse.json({ data: rows.map((r) => localised(r, lang)) });
    }),
    http.put(`${base}/notifications/:id/read`, async ({ request, params }) => {
      await wait();
      if (!store.accountForToken(bearer(request))) return unauthenticated(request);
      const id = Number(params.id);
      const row = notifications().find((n) => n.id === id);
      if (!row) return HttpResponse.json({ message: serverTranslator(langOf(request))('app.errors.not_found') }, { status: 404 });
      const updated = store.update(NOTIFICATIONS_COLLECTION, id, { read_at: row.read_at ?? new Date().toISOString() })!;
      return HttpResponse.json({ data: localised(updated, langOf(request)) });
    }),
  ];
}
