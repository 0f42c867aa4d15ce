/**
 * The dashboard's cards, as data: what an operator checks first each morning. Each card is
 * one declared query (resource + filter); it is shown only when its resource is in the
 * catalog, declares every field the query uses, and the operator may list it (`canAccess`).
 * Adding a card is adding one entry here plus its title in `i18n/*\/shell.ts`
 * (`shell.dashboard.cards.<id>`): see docs/shell.md.
 */

/** A filter, or a filter built from "today" (local midnight of the dashboard's day, see `today.ts`). */
export type CardFilter = Record<string, unknown> | ((today: Date) => Record<string, unknown>);

interface CardBase {
  /** Also the title key `shell.dashboard.cards.<id>`. */
  id: string;
  resource: string;
  filter?: CardFilter;
}

/** A number: how many records match (the list's total). */
export interface CountCard extends CardBase {
  kind: 'count';
  /**
   * Also sum `field` over the matching records, one total per value of `currencyField`
   * (amounts are never converted). The card then fetches the records (up to the sample limit).
   */
  sum?: { field: string; currencyField: string };
}

/** A chart over the matching records: one bar per month of a date field. */
export interface ChartCard extends CardBase {
  kind: 'chart';
  chart: 'bar';
  groupBy: { by: 'month'; field: string; months: number };
  /** Also the change over the last `days` days against the `days` before them (`lastDays`). */
  trend?: { days: number };
}

/**
 * Money from several resources (one row each) over several periods (one column each), summed
 * per currency: amounts are never converted, so a cell lists one total per currency found.
 */
export interface MoneyTableCard {
  kind: 'money';
  id: string;
  /** One row per resource, in this order; a row whose resource is missing is left out. */
  rows: readonly string[];
  /** One column per period; `id` is the key `shell.dashboard.periods.<id>`. */
  columns: readonly { id: string; filter: CardFilter }[];
  /** The amount field and the currency field every row's resource declares. */
  field: string;
  currencyField: string;
  /**
   * Also the change of the first column (this month to date) against the same days of the
   * second (last month), by the records' date `field` (`monthToDate`), per currency.
   */
  trend?: { field: string };
}

export type DashboardCard = CountCard | ChartCard | MoneyTableCard;

const pad = (n: number) => String(n).padStart(2, '0');
/** `YYYY-MM-DD` of a date's local calendar day. */
export const dayOf = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
/** The local day `days` after (negative: before) `date`. */
export const addDays = (date: Date, days: number) => new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
/** The first day of the month `months` after (negative: before) the month of `date`. */
export const monthStart = (date: Date, months = 0) => new Date(date.getFullYear(), date.getMonth() + months, 1);

/**
 * Paid payments from `from` (inclusive) to `to` (exclusive). Payment dates are ISO timestamps:
 * comparing them with a `YYYY-MM-DD` bound as text is what the demo API (and a SQL `>=` on a
 * date) does, so the month runs by the API's calendar day.
 */
const paidBetween = (from: Date, to: Date) => ({ status: 'paid', date_gte: dayOf(from), date_lt: dayOf(to) });

export const DASHBOARD_CARDS: readonly DashboardCard[] = [
  // A subscription is a company (tenant subdomain); it is current while its expire date is not past.
  { id: 'subscriptions_active', kind: 'count', resource: 'companies', filter: (today) => ({ expire_date_gte: dayOf(today) }) },
  {
    id: 'subscriptions_expiring',
    kind: 'count',
    resource: 'companies',
    filter: (today) => ({ expire_date_gte: dayOf(today), expire_date_lte: dayOf(addDays(today, 30)) }),
  },
  { id: 'subscriptions_expired', kind: 'count', resource: 'companies', filter: (today) => ({ expire_date_lt: dayOf(today) }) },
  // Still open, waiting for an operator: `pending` (approve/reject), or `unfinished` in the SPEC §4
  // wording; the one the resource declares is used (`narrowFilter`), else the card is hidden.
  { id: 'tenant_requests_new', kind: 'count', resource: 'tenant_requests', filter: { status: ['pending', 'unfinished'] } },
  { id: 'invoices_overdue', kind: 'count', resource: 'invoices', filter: { status: 'overdue' } },
  // Commissions applied to an agent and not paid yet: how many, and how much per currency (each
  // amount is in its agent's currency; nothing is converted, docs/shell.md).
  {
    id: 'agents_dues',
    kind: 'count',
    resource: 'apply_commissions',
    filter: { paid: false },
    sum: { field: 'amount', currencyField: 'currency' },
  },
  {
    id: 'revenue_by_method',
    kind: 'money',
    rows: ['payments_moyasar', 'payments_paypal', 'payments_cash', 'bank_transfers'],
    columns: [
      { id: 'this_month', filter: (today) => paidBetween(monthStart(today), monthStart(today, 1)) },
      { id: 'last_month', filter: (today) => paidBetween(monthStart(today, -1), monthStart(today)) },
    ],
    field: 'amount',
    currencyField: 'currency',
    trend: { field: 'date' },
  },
  {
    id: 'subscriptions_per_month',
    kind: 'chart',
    chart: 'bar',
    resource: 'companies',
    groupBy: { by: 'month', field: 'start_date', months: 12 },
    trend: { days: 30 },
    filter: (today) => ({ start_date_gte: dayOf(monthStart(today, -11)), start_date_lte: dayOf(today) }),
  },
];

export function filterOf(card: { filter?: CardFilter }, today: Date): Record<string, unknown> {
  return typeof card.filter === 'function' ? card.filter(today) : (card.filter ?? {});
}

/** One query behind a card: a resource, its filter (before `narrowFilter`), the fields it relies on. */
export interface CardQuery {
  resource: string;
  /** The money table's column; absent for the other kinds. */
  column?: string;
  filter: Record<string, unknown>;
  fields: string[];
}

/** Every query a card makes, for the "does the resource declare it" check and for the views. */
export function queriesOf(card: DashboardCard, today: Date): CardQuery[] {
  if (card.kind === 'money') {
    return card.rows.flatMap((resource) =>
      card.columns.map((column) => {
        const filter = filterOf(column, today);
        return { resource, column: column.id, filter, fields: [...Object.keys(filter), card.field, card.currencyField] };
      }),
    );
  }
  const filter = filterOf(card, today);
  const fields = Object.keys(filter);
  if (card.kind === 'chart') fields.push(card.groupBy.field);
  if (card.kind === 'count' && card.sum) fields.push(card.sum.field, card.sum.currencyField);
  return [{ resource: card.resource, filter, fields }];
}

export interface Series {
  keys: string[];
  values: number[];
}

/** Month buckets `YYYY-MM`, oldest first, ending with the month of `today`. */
export function monthKeys(today: Date, months: number): string[] {
  const out: string[] = [];
  for (let i = months - 1; i >= 0; i--) out.push(dayOf(monthStart(today, -i)).slice(0, 7));
  return out;
}

/** Groups fetched records into the chart's series: nothing is invented, empty months are 0. */
export function seriesOf(card: ChartCard, rows: readonly Record<string, unknown>[], today: Date): Series {
  const keys = monthKeys(today, card.groupBy.months);
  const values = keys.map(() => 0);
  for (const row of rows) {
    const i = keys.indexOf(String(row[card.groupBy.field] ?? '').slice(0, 7));
    if (i >= 0) values[i] += 1;
  }
  return { keys, values };
}

/** Decimals of a currency's minor unit (3 for the dinars and the Omani rial), for honest rounding. */
export const decimalsOf = (currency: string) => (['KWD', 'BHD', 'OMR', 'JOD', 'IQD', 'LYD', 'TND'].includes(currency) ? 3 : 2);

/** Sums `field` per value of `currencyField`, rounded to each currency's minor unit; currencies sorted, SAR first. */
export function totalsByCurrency(rows: readonly Record<string, unknown>[], field: string, currencyField: string): [string, number][] {
  const totals = new Map<string, number>();
  for (const row of rows) {
    const currency = String(row[currencyField] ?? '');
    totals.set(currency, (totals.get(currency) ?? 0) + (Number(row[field]) || 0));
  }
  return [...totals]
    .map(([c, v]): [string, number] => [c, Number(v.toFixed(decimalsOf(c)))])
    .sort(([a], [b]) => (a === 'SAR' ? -1 : b === 'SAR' ? 1 : a.localeCompare(b)));
}

/** Local days from `from` (inclusive) to `to` (exclusive). */
export interface Period {
  from: Date;
  to: Date;
}

/** The last `days` days up to and including `today`, and the `days` days before them. */
export const lastDays = (today: Date, days: number): [Period, Period] => [
  { from: addDays(today, 1 - days), to: addDays(today, 1) },
  { from: addDays(today, 1 - 2 * days), to: addDays(today, 1 - days) },
];

/** This month up to and including `today`, and the same days of last month (all of it when it is shorter). */
export function monthToDate(today: Date): [Period, Period] {
  const sameDay = new Date(today.getFullYear(), today.getMonth() - 1, today.getDate() + 1);
  return [
    { from: monthStart(today), to: addDays(today, 1) },
    { from: monthStart(today, -1), to: sameDay < monthStart(today) ? sameDay : monthStart(today) },
  ];
}

/** The rows whose date `field` falls in `period`, a timestamp by its calendar day as the API reads it. */
export function rowsIn<R extends Record<string, unknown>>(rows: readonly R[], field: string, { from, to }: Period): R[] {
  const [first, end] = [dayOf(from), dayOf(to)];
  return rows.filter((row) => {
    const day = String(row[field] ?? '').slice(0, 10);
    return day >= first && day < end;
  });
}

/**
 * The change from `previous` to `current` in whole percent. Undefined when there is nothing
 * to compare with (no previous figure, or 0: no division by zero), so no trend is shown.
 */
export function percentChange(current: number, previous: number | undefined): number | undefined {
  if (!previous || !(previous > 0) || !Number.isFinite(current)) return undefined;
  return Math.round(((current - previous) / previous) * 100);
}
