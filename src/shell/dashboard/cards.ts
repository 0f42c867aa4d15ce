/**
 * The dashboard's cards, as data: what an operator checks first each morning. Each card is
 * one declared query (resource + filter); it is shown only when its resource is in the
 * catalog, declares every field the query uses, and the operator may list it (`canAccess`).
 * Adding a card is adding one entry here plus its title in `i18n/*\/shell.ts`
 * (`shell.dashboard.cards.<id>`): see docs/shell.md.
 */

export type CardFilter = Record<string, unknown> | ((now: Date) => Record<string, unknown>);

interface CardBase {
  /** Also the title key `shell.dashboard.cards.<id>`. */
  id: string;
  resource: string;
  filter?: CardFilter;
}

/** A number: how many records match (the list's total). */
export interface CountCard extends CardBase {
  kind: 'count';
}

/** A total of one numeric field over the matching records. */
export interface SumCard extends CardBase {
  kind: 'sum';
  field: string;
  /** Shown as money in this currency field's value, else as a plain number. */
  money?: boolean;
}

/** A chart over the matching records: one bar per month, or one slice per value of a field. */
export interface ChartCard extends CardBase {
  kind: 'chart';
  chart: 'bar' | 'pie';
  groupBy: { by: 'month'; field: string; months: number } | { by: 'value'; field: string };
  /** Sum this field instead of counting records. */
  sum?: string;
  money?: boolean;
}

export type DashboardCard = CountCard | SumCard | ChartCard;

const startOfMonth = (now: Date) => new Date(now.getFullYear(), now.getMonth(), 1).toISOString().slice(0, 10);
const inDays = (now: Date, days: number) => new Date(now.getTime() + days * 86400000).toISOString().slice(0, 10);

export const DASHBOARD_CARDS: readonly DashboardCard[] = [
  // Later issues' resources: inert until a resource file with these names and fields exists.
  { id: 'subscriptions_active', kind: 'count', resource: 'management_subdomains', filter: { status: 'active' } },
  { id: 'subscriptions_expiring', kind: 'count', resource: 'management_subdomains', filter: (now) => ({ expire_date_gte: inDays(now, 0), expire_date_lte: inDays(now, 30) }) },
  { id: 'tenant_requests_new', kind: 'count', resource: 'tenant_requests', filter: { status: 'unfinished' } },
  { id: 'payments_overdue', kind: 'count', resource: 'payments', filter: { status: 'overdue' } },
  { id: 'agents_dues', kind: 'sum', resource: 'agents_dues', field: 'amount', money: true, filter: { paid: false } },
  { id: 'revenue_by_method', kind: 'chart', chart: 'pie', resource: 'payments', groupBy: { by: 'value', field: 'payment_method' }, sum: 'amount', money: true, filter: (now) => ({ created_at_gte: startOfMonth(now) }) },
  // What exists today.
  { id: 'users_active', kind: 'count', resource: 'users', filter: { status: 'active' } },
  { id: 'users_inactive', kind: 'count', resource: 'users', filter: { status: 'inactive' } },
  { id: 'roles_active', kind: 'count', resource: 'roles', filter: { status: 'active' } },
  { id: 'countries_total', kind: 'count', resource: 'countries' },
  { id: 'users_per_month', kind: 'chart', chart: 'bar', resource: 'users', groupBy: { by: 'month', field: 'created_at', months: 12 } },
];

export function filterOf(card: DashboardCard, now: Date): Record<string, unknown> {
  return typeof card.filter === 'function' ? card.filter(now) : (card.filter ?? {});
}

/** Every field a card's query relies on, for the "does the resource declare it" check. */
export function fieldsOf(card: DashboardCard, now: Date): string[] {
  const fields = Object.keys(filterOf(card, now));
  if (card.kind === 'sum') fields.push(card.field);
  if (card.kind === 'chart') {
    fields.push(card.groupBy.field);
    if (card.sum) fields.push(card.sum);
  }
  return fields;
}

export interface Series {
  keys: string[];
  values: number[];
}

/** Month buckets `YYYY-MM`, oldest first, ending with the month of `now`. */
export function monthKeys(now: Date, months: number): string[] {
  const out: string[] = [];
  for (let i = months - 1; i >= 0; i--) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    out.push(d.toISOString().slice(0, 7));
  }
  return out;
}

/** Groups fetched records into the chart's series: nothing is invented, empty months are 0. */
export function seriesOf(card: ChartCard, rows: readonly Record<string, unknown>[], now: Date): Series {
  const measure = (row: Record<string, unknown>) => (card.sum ? Number(row[card.sum]) || 0 : 1);
  if (card.groupBy.by === 'month') {
    const keys = monthKeys(now, card.groupBy.months);
    const values = keys.map(() => 0);
    for (const row of rows) {
      const month = String(row[card.groupBy.field] ?? '').slice(0, 7);
      const i = keys.indexOf(month);
      if (i >= 0) values[i] += measure(row);
    }
    return { keys, values };
  }
  const totals = new Map<string, number>();
  for (const row of rows) {
    const key = String(row[card.groupBy.field] ?? '');
    totals.set(key, (totals.get(key) ?? 0) + measure(row));
  }
  return { keys: [...totals.keys()], values: [...totals.values()] };
}
