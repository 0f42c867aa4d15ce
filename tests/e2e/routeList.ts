import type { Page } from 'playwright-core';

/**
 * Every route of SPEC §2, opened by an operator holding every permission, with its parameters
 * taken from the demo data. What each screen must show once settled:
 *   list: a table with at least one filled row; form: a form with inputs; edit: a form whose
 *   inputs hold the record; details: labelled fields with values; plus the dashboard and the
 *   notification list, which are neither.
 */
export type Kind = 'list' | 'form' | 'edit' | 'details' | 'dashboard' | 'notifications';

/** `{name}` is the id of the first demo record of `name`, `{name.field}` one of its fields. */
export const ROUTES: [string, Kind][] = [
  ['/dashboard', 'dashboard'],
  ['/users/users', 'list'],
  ['/users/users/create', 'form'],
  ['/users/users/edit/{users}', 'edit'],
  ['/admin_account/setting', 'edit'],
  ['/settings/system-log-config', 'edit'],
  ['/users/roles', 'list'],
  ['/users/roles/edit/{roles}', 'edit'],
  ['/company-configuration', 'edit'],
  ['/user-settings', 'edit'],
  ['/settings/countries', 'list'],
  ['/settings/countries/edit/{countries}', 'edit'],
  ['/settings/cities/{cities.country_code2}', 'list'],
  ['/settings/categories', 'list'],
  ['/settings/module-settings', 'list'],
  ['/settings/module-settings/create', 'form'],
  ['/settings/module-settings/edit/{module-settings}', 'edit'],
  ['/settings/module-settings-sub-actions/{module-sub-actions.module_id}', 'list'],
  ['/settings/module-settings-sub-actions/create/{module-sub-actions.module_id}', 'form'],
  ['/settings/module-settings-sub-actions/edit/{module-sub-actions.module_id}/{module-sub-actions}', 'edit'],
  ['/settings/business-field', 'list'],
  ['/settings/register-company', 'list'],
  ['/settings/sync-endpoint', 'list'],
  ['/settings/periods', 'list'],
  ['/subscription/plans', 'list'],
  ['/subscription/plans/create', 'form'],
  ['/subscription/plans/edit/{plans}', 'edit'],
  ['/subscription/plans/details/{plans}', 'details'],
  ['/subscription/plans/print-setting-management/{plans}', 'edit'],
  ['/subscription/plans/invoices-bonds-management/{plans}', 'edit'],
  ['/subscription/plans/code-settings/{plans}', 'edit'],
  ['/subscription/request-tenant-subdomain', 'list'],
  ['/subscription/request-tenant-subdomain/details/{tenant-requests}', 'details'],
  ['/subscription/management-subdomain', 'list'],
  ['/subscription/management-subdomain/details/{companies}', 'details'],
  ['/subscription/management-subdomain/permission-management/{companies.plan_id}/{companies}', 'form'],
  ['/subscription/management-subdomain/print-setting-management/{companies.plan_id}/{companies}', 'edit'],
  ['/subscription/management-subdomain/invoices-bonds-management/{companies.plan_id}/{companies}', 'edit'],
  ['/subscription/management-subdomain/code-settings/{companies.plan_id}/{companies}', 'edit'],
  ['/subscription/management-database', 'list'],
  ['/subscription/management-database/details/{databases}', 'details'],
  ['/subscription/required-tenant', 'list'],
  ['/subscription/required-tenant/details/{required-tenants}', 'details'],
  ['/subscription/reset-company', 'list'],
  ['/subscription/offers', 'list'],
  ['/subscription/offers/create', 'form'],
  ['/subscription/offers/edit/{offers}', 'edit'],
  ['/subscription/plans-discounts', 'list'],
  ['/subscription/plans-discounts/create/{plans}', 'form'],
  ['/subscription/plans-discounts/edit/{plans-discounts}', 'edit'],
  ['/reports/reports-subscription', 'list'],
  ['/reports/reports-expired-subscription', 'list'],
  ['/subscription/payments-moyasar', 'list'],
  ['/subscription/payments-paypal', 'list'],
  ['/subscription/payments-cash', 'list'],
  ['/subscription/bank-transfers', 'list'],
  ['/subscription/invoices', 'list'],
  ['/subscription/extension-requests', 'list'],
  ['/subscription/request-services', 'list'],
  ['/notifications', 'notifications'],
  ['/agents/agents', 'list'],
  ['/agents/agents/create', 'form'],
  ['/agents/agents/edit/{agents}', 'edit'],
  ['/agents/commission', 'list'],
  ['/agents/commission/create/{agents}', 'form'],
  ['/agents/commission/create', 'form'],
  ['/agents/commission/edit/{commissions}', 'edit'],
  ['/agents/agents-customers', 'list'],
  ['/agents/apply-commission', 'list'],
  ['/agents/apply-commission/create', 'form'],
  ['/agents/apply-commission/edit/{apply-commissions}', 'edit'],
  ['/reports/reports-agents-dues', 'list'],
  ['/agents/partners', 'list'],
  ['/agents/partners/details/{partners}', 'details'],
];

/** The first demo record of each endpoint the templates name, read from the demo API with the page's token. */
export async function demoRecords(page: Page, templates: readonly string[]): Promise<Map<string, Record<string, unknown>>> {
  const demo = new Map<string, Record<string, unknown>>();
  const endpoints = new Set(templates.flatMap((t) => [...t.matchAll(/\{([a-z-]+)/g)].map((m) => m[1])));
  for (const endpoint of endpoints) {
    const rows = await page.evaluate(async (e) => {
      const r = await fetch(`/api/${e}?range=${encodeURIComponent('[0,0]')}`, {
        headers: { Authorization: `Bearer ${localStorage.getItem('id_token')}`, Accept: 'application/json' },
      });
      return r.ok ? ((await r.json()) as Record<string, unknown>[]) : [];
    }, endpoint);
    if (rows[0]) demo.set(endpoint, rows[0]);
  }
  return demo;
}

/** A route template with its `{name}` / `{name.field}` parameters taken from the demo records. */
export function fillRoute(template: string, demo: ReadonlyMap<string, Record<string, unknown>>): string {
  return template.replace(/\{([a-z-]+)(?:\.([a-z0-9_]+))?\}/g, (_, endpoint: string, field?: string) => {
    const row = demo.get(endpoint);
    if (!row) throw new Error(`the demo API returned no ${endpoint}`);
    const value = row[field ?? 'id'];
    if (value === undefined || value === null || value === '') throw new Error(`the first demo ${endpoint} has no ${field ?? 'id'}`);
    return encodeURIComponent(String(value));
  });
}

/** Whether the screen's main content has rendered (evaluated in the page: self-contained). */
export function rendered(kind: Kind): boolean {
  // react-admin's content element (#main-content) holds the screen.
  const main = document.getElementById('main-content');
  if (!main) return false;
  const filled = (el: Element) => (el as HTMLElement).innerText.trim().length > 0;
  // A list's filter bar is a form too: only the screen's own form counts.
  const form = 'form:not([class*="RaFilterForm"])';
  const inputs = () => Array.from(main.querySelectorAll(`${form} input:not([type=hidden]), ${form} textarea, ${form} [role=combobox]`));
  switch (kind) {
    case 'dashboard':
      return main.querySelectorAll('[data-testid="dashboard-card"]').length > 0;
    case 'notifications':
      return Array.from(main.querySelectorAll('[data-testid="notification-list"] li')).some(filled);
    case 'list':
      // The loading skeleton has rows too, but empty ones. On a phone the rows are cards.
      return Array.from(main.querySelectorAll('table tbody tr, [data-testid="list-card"]')).some(filled);
    case 'form':
      return inputs().length > 0;
    case 'edit':
      return inputs().some((i) => (i as HTMLInputElement).value?.trim() || (i as HTMLInputElement).checked);
    case 'details': {
      // A labelled field shows its label at once: it counts once a value follows the label.
      const value = (el: Element) =>
        (el as HTMLElement).innerText.replace(el.querySelector('label')?.innerText ?? '', '').trim().length > 0;
      return Array.from(main.querySelectorAll('.ra-field, [data-testid^="usage-"], [data-testid^="price-"]')).some(value);
    }
  }
}
