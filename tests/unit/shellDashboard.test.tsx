import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { TestMemoryRouter as MemoryRouter } from 'ra-core';
import { CoreAdminContext, localStorageStore } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { en } from '../../i18n/en';
import { declarations } from '../../resources';
import { demoControls, provideDemoControls } from '../../src/config/demoControls';
import { createCatalog } from '../../src/engine/catalog';
import { CatalogContext } from '../../src/engine/CatalogContext';
import { DEMO_EPOCH, demoToday } from '../../src/demo/seed';
import { seedNotifications } from '../../src/demo/seedShell';
import { formatMoney } from '../../src/locale/format';
import { narrowFilter, resourceFor } from '../../src/shell/declaredQuery';
import {
  DASHBOARD_CARDS,
  dayOf,
  filterOf,
  lastDays,
  monthKeys,
  monthToDate,
  percentChange,
  queriesOf,
  rowsIn,
  seriesOf,
  totalsByCurrency,
  type ChartCard,
  type CountCard,
  type MoneyTableCard,
} from '../../src/shell/dashboard/cards';
import { DashboardCards } from '../../src/shell/dashboard/DashboardCards';
import { loadToday } from '../../src/shell/dashboard/today';
import { createDemoServer } from '../helpers/demoServer';
import { createTestProviders } from '../helpers/providers';

const catalog = createCatalog(declarations);
const today = new Date(2026, 10, 1);
const card = <T,>(id: string) => DASHBOARD_CARDS.find((c) => c.id === id) as T;

describe('the dashboard cards as declared queries', () => {
  it('should use only resources and fields the catalog declares, so every card can show', () => {
    for (const c of DASHBOARD_CARDS) {
      for (const q of queriesOf(c, today)) {
        const decl = resourceFor(catalog, q.resource, q.fields);
        expect(decl, `${c.id} → ${q.resource} ${q.fields.join(',')}`).toBeDefined();
        expect(narrowFilter(decl!, q.filter), `${c.id} → ${q.resource} status values`).toBeDefined();
      }
    }
  });

  it('should count subscriptions from "today": active from it, expiring within 30 days of it, expired before it', () => {
    expect(filterOf(card<CountCard>('subscriptions_active'), today)).toEqual({ expire_date_gte: '2026-11-01' });
    expect(filterOf(card<CountCard>('subscriptions_expiring'), today)).toEqual({
      expire_date_gte: '2026-11-01',
      expire_date_lte: '2026-12-01',
    });
    expect(filterOf(card<CountCard>('subscriptions_expired'), today)).toEqual({ expire_date_lt: '2026-11-01' });
    // "Open" tenant requests: whichever of the two wordings the resource declares.
    const open = narrowFilter(catalog.get('tenant_requests')!, filterOf(card<CountCard>('tenant_requests_new'), today))!;
    expect(['pending', 'unfinished']).toContain(open.status);
    expect(filterOf(card<CountCard>('invoices_overdue'), today)).toEqual({ status: 'overdue' });
    expect(filterOf(card<CountCard>('agents_dues'), today)).toEqual({ paid: false });
  });

  it('should take paid payments of this month and of last month, per payment resource', () => {
    const money = card<MoneyTableCard>('revenue_by_method');
    expect(money.rows).toEqual(['payments_moyasar', 'payments_paypal', 'payments_cash', 'bank_transfers']);
    expect(money.columns.map((c) => filterOf(c, new Date(2026, 0, 15)))).toEqual([
      { status: 'paid', date_gte: '2026-01-01', date_lt: '2026-02-01' },
      { status: 'paid', date_gte: '2025-12-01', date_lt: '2026-01-01' },
    ]);
  });

  it('should put a year of months in the chart, oldest first, empty months as 0', () => {
    const chart = card<ChartCard>('subscriptions_per_month');
    expect(monthKeys(today, 12)).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    expect(filterOf(chart, today)).toEqual({ start_date_gte: '2025-12-01', start_date_lte: '2026-11-01' });
    const series = seriesOf(
      chart,
      [{ start_date: '2026-10-03' }, { start_date: '2026-10-30' }, { start_date: '2025-12-01' }, { start_date: '2024-01-01' }],
      today,
    );
    expect(series.values).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0]);
  });

  it('should total money per currency without converting, rounded to each currency minor unit, SAR first', () => {
    const rows = [
      { amount: 10.1, currency: 'USD' },
      { amount: 0.2, currency: 'USD' },
      { amount: 1.0006, currency: 'KWD' },
      { amount: 99, currency: 'SAR' },
      { amount: 1, currency: 'SAR' },
      { amount: 5, currency: 'AED' },
    ];
    expect(totalsByCurrency(rows, 'amount', 'currency')).toEqual([
      ['SAR', 100],
      ['AED', 5],
      ['KWD', 1.001],
      ['USD', 10.3],
    ]);
    expect(totalsByCurrency([], 'amount', 'currency')).toEqual([]);
  });

  it('should count from the demo day in demo mode and from the real day with a real API', async () => {
    const before = demoControls();
    try {
      provideDemoControls({ reset: async () => undefined, today: async () => demoToday() });
      const demo = await loadToday();
      expect(dayOf(demo)).toBe(new Date(DEMO_EPOCH).toISOString().slice(0, 10));
      expect([demo.getHours(), demo.getMinutes()]).toEqual([0, 0]);
      provideDemoControls(undefined);
      expect(dayOf(await loadToday())).toBe(dayOf(new Date()));
    } finally {
      provideDemoControls(before);
    }
  });
});

describe('the trend against the previous period', () => {
  const days = ([a, b]: ReturnType<typeof lastDays>) => [a, b].map((p) => [dayOf(p.from), dayOf(p.to)]);

  it('should compare the last 30 days up to today with the 30 days before them', () => {
    expect(days(lastDays(new Date(2026, 10, 1), 30))).toEqual([
      ['2026-10-03', '2026-11-02'],
      ['2026-09-03', '2026-10-03'],
    ]);
    // Across a year's end, and over a leap February's 29 days.
    expect(days(lastDays(new Date(2026, 0, 10), 30))).toEqual([
      ['2025-12-12', '2026-01-11'],
      ['2025-11-12', '2025-12-12'],
    ]);
    expect(days(lastDays(new Date(2024, 2, 1), 30))).toEqual([
      ['2024-02-01', '2024-03-02'],
      ['2024-01-02', '2024-02-01'],
    ]);
  });

  it('should compare this month to date with the same days of last month, all of it when it is shorter', () => {
    expect(days(monthToDate(new Date(2026, 10, 1)))).toEqual([
      ['2026-11-01', '2026-11-02'],
      ['2026-10-01', '2026-10-02'],
    ]);
    expect(days(monthToDate(new Date(2026, 0, 15)))).toEqual([
      ['2026-01-01', '2026-01-16'],
      ['2025-12-01', '2025-12-16'],
    ]);
    // 31 March against February: its 28 days, never a day of March.
    expect(days(monthToDate(new Date(2026, 2, 31)))).toEqual([
      ['2026-03-01', '2026-04-01'],
      ['2026-02-01', '2026-03-01'],
    ]);
    expect(days(monthToDate(new Date(2024, 2, 30)))[1]).toEqual(['2024-02-01', '2024-03-01']);
  });

  it('should take the rows of a period by their calendar day, a timestamp as the API reads it', () => {
    const rows = [{ d: '2026-10-02' }, { d: '2026-10-03T23:59:00Z' }, { d: '2026-11-01' }, { d: '2026-11-02T00:00:00Z' }, { d: undefined }];
    const [now, before] = lastDays(new Date(2026, 10, 1), 30);
    expect(rowsIn(rows, 'd', now).map((r) => r.d)).toEqual(['2026-10-03T23:59:00Z', '2026-11-01']);
    expect(rowsIn(rows, 'd', before).map((r) => r.d)).toEqual(['2026-10-02']);
  });

  it('should give the change in whole percent, and nothing without a previous figure to divide by', () => {
    expect(percentChange(112, 100)).toBe(12);
    expect(percentChange(50, 200)).toBe(-75);
    expect(percentChange(0, 4)).toBe(-100);
    expect(percentChange(7, 7)).toBe(0);
    expect(percentChange(1, 3)).toBe(-67);
    expect(percentChange(5, 0)).toBeUndefined();
    expect(percentChange(0, 0)).toBeUndefined();
    expect(percentChange(5, undefined)).toBeUndefined();
    expect(percentChange(5, -10)).toBeUndefined();
  });

  it('should declare the trend where the data allows it: the chart over 30 days, the money table month to date', () => {
    expect(card<ChartCard>('subscriptions_per_month').trend).toEqual({ days: 30 });
    expect(card<MoneyTableCard>('revenue_by_method').trend).toEqual({ field: 'date' });
    // A count is a state of today (open, overdue, unpaid): the API keeps no earlier state to compare with.
    expect(DASHBOARD_CARDS.filter((c) => 'trend' in c).map((c) => c.id)).toEqual(['revenue_by_method', 'subscriptions_per_month']);
  });
});

describe('the trend on a card', () => {
  afterEach(() => cleanup());

  it('should show the arrow, the percent and the sentence, and no trend without a previous figure', async () => {
    const before = demoControls();
    const today = new Date(2026, 10, 1);
    const at = (daysAgo: number) => dayOf(new Date(2026, 10, 1 - daysAgo));
    // Last 30 days: 3 new subscriptions; the 30 before: 2. Then a year with nothing before.
    const runs = [
      { rows: [0, 10, 29, 30, 59].map((d) => ({ start_date: at(d) })), change: '50' },
      { rows: [0, 10].map((d) => ({ start_date: at(d) })), change: undefined },
    ];
    try {
      provideDemoControls({ reset: async () => undefined, today: async () => today });
      for (const run of runs) {
        const dataProvider = {
          getList: async () => ({ data: run.rows.map((r, id) => ({ id, ...r })), total: run.rows.length }),
        } as never;
        render(
          <MemoryRouter>
            <CoreAdminContext dataProvider={dataProvider} i18nProvider={polyglotI18nProvider(() => en as never, 'en')}>
              <CatalogContext.Provider value={catalog}>
                <DashboardCards cards={[card<ChartCard>('subscriptions_per_month')]} />
              </CatalogContext.Provider>
            </CoreAdminContext>
          </MemoryRouter>,
        );
        await screen.findByTestId('dashboard-chart', {}, { timeout: 8000 });
        const trend = screen.queryByTestId('dashboard-trend');
        expect(trend?.getAttribute('data-change')).toBe(run.change);
        if (run.change) {
          expect(trend!.textContent).toContain('50%Up 50% on the previous 30 days');
          expect(trend!.getAttribute('title')).toBe('Up 50% on the previous 30 days');
        }
        cleanup();
      }
    } finally {
      provideDemoControls(before);
    }
  });
});

describe('narrowFilter', () => {
  const decl = catalog.get('invoices')!;
  it('should keep the declared status values of a list of candidates, and a single one as a plain value', () => {
    expect(narrowFilter(decl, { status: ['overdue', 'late'], amount_gte: 5 })).toEqual({ status: 'overdue', amount_gte: 5 });
    expect(narrowFilter(decl, { status: ['paid', 'overdue'] })).toEqual({ status: ['paid', 'overdue'] });
  });
  it('should refuse a status the resource does not declare, so no false 0 is shown', () => {
    expect(narrowFilter(decl, { status: 'cancelled' })).toBeUndefined();
  });
});

describe('the seeded notifications', () => {
  it('should write numbers with Latin digits in every language, as the app formats them', () => {
    const texts = seedNotifications().flatMap((n) => [...Object.values(n.title as object), ...Object.values(n.body as object)] as string[]);
    expect(texts.filter((t) => /[\u0660-\u0669\u06F0-\u06F9]/.test(t))).toEqual([]);
    const bodies = seedNotifications().map((n) => n.body as Record<'ar' | 'en' | 'es', string>);
    for (const locale of ['ar', 'en', 'es'] as const) {
      expect(bodies.some((b) => b[locale].includes(formatMoney(locale, 1200, 'SAR')))).toBe(true);
    }
  });
});

describe('the dashboard against the demo API', () => {
  const { server } = createDemoServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => cleanup());
  afterAll(() => server.close());

  it('should show on every card what the API answers for the filter of its link, and link to the filtered list', async () => {
    const { dataProvider, authProvider } = createTestProviders();
    await authProvider.login({ email: 'admin@demo.test', password: 'demo1234' });
    const i18nProvider = polyglotI18nProvider(() => en as never, 'en');
    render(
      <MemoryRouter>
        <CoreAdminContext
          dataProvider={dataProvider}
          authProvider={authProvider}
          i18nProvider={i18nProvider}
          store={localStorageStore('t', 'dash')}
        >
          <CatalogContext.Provider value={catalog}>
            <DashboardCards cards={DASHBOARD_CARDS.filter((c) => c.kind !== 'chart')} />
          </CatalogContext.Provider>
        </CoreAdminContext>
      </MemoryRouter>,
    );
    await waitFor(
      () => expect(screen.getAllByTestId('dashboard-card').map((c) => c.getAttribute('data-state'))).toEqual(Array(7).fill('ready')),
      { timeout: 8000 },
    );
    const expectedDay = new Date(DEMO_EPOCH).toISOString().slice(0, 10);
    expect(screen.getByTestId('dashboard-cards').getAttribute('data-today')).toBe(expectedDay);

    const linkOf = (a: HTMLElement) => {
      const url = new URL(a.getAttribute('href')!, 'http://app.test');
      return { path: url.pathname, filter: JSON.parse(url.searchParams.get('filter') ?? '{}') as Record<string, unknown> };
    };
    for (const c of DASHBOARD_CARDS.filter((x): x is CountCard => x.kind === 'count')) {
      const el = screen.getAllByTestId('dashboard-card').find((e) => e.getAttribute('data-card') === c.id)!;
      const { path, filter } = linkOf(within(el).getByRole('link'));
      expect(path, c.id).toBe(catalog.path(c.resource, 'list'));
      const { total } = await dataProvider.getList(c.resource, {
        filter,
        sort: { field: 'id', order: 'ASC' },
        pagination: { page: 1, perPage: 1 },
      });
      expect(Number(within(el).getByTestId('dashboard-value').getAttribute('data-value')), c.id).toBe(total);
      expect(within(el).getByTestId('dashboard-value').textContent).toBe(new Intl.NumberFormat('en-GB').format(total!));
    }
    // The demo day gives every subscription card something to count.
    for (const id of ['subscriptions_active', 'subscriptions_expiring', 'subscriptions_expired', 'invoices_overdue', 'agents_dues']) {
      const el = screen.getAllByTestId('dashboard-card').find((e) => e.getAttribute('data-card') === id)!;
      expect(Number(within(el).getByTestId('dashboard-value').getAttribute('data-value')), id).toBeGreaterThan(0);
    }

    // Agents' dues: besides the count, one total per currency of the unpaid commissions, never converted.
    const dues = screen.getAllByTestId('dashboard-card').find((e) => e.getAttribute('data-card') === 'agents_dues')!;
    const unpaid = await dataProvider.getList('apply_commissions', {
      filter: { paid: false },
      sort: { field: 'id', order: 'ASC' },
      pagination: { page: 1, perPage: 1000 },
    });
    const perCurrency = Object.fromEntries(totalsByCurrency(unpaid.data, 'amount', 'currency'));
    expect(Object.keys(perCurrency).length, 'the demo has unpaid commissions in several currencies').toBeGreaterThan(1);
    expect(Object.keys(perCurrency)).not.toContain('undefined');
    expect(JSON.parse(within(dues).getByTestId('dashboard-sums').getAttribute('data-totals')!)).toEqual(perCurrency);
    for (const [currency, value] of Object.entries(perCurrency))
      expect(within(dues).getByTestId('dashboard-sums').textContent).toContain(formatMoney('en', value, currency));

    const cells = screen.getAllByTestId('money-cell');
    expect(cells).toHaveLength(8);
    let currencies = 0;
    for (const cell of cells) {
      const resource = cell.getAttribute('data-resource')!;
      const { path, filter } = linkOf(within(cell).getByRole('link'));
      expect(path).toBe(catalog.path(resource, 'list'));
      expect(filter.status).toBe('paid');
      const { data } = await dataProvider.getList(resource, {
        filter,
        sort: { field: 'id', order: 'ASC' },
        pagination: { page: 1, perPage: 1000 },
      });
      const expected = Object.fromEntries(totalsByCurrency(data, 'amount', 'currency'));
      expect(JSON.parse(cell.getAttribute('data-totals')!), `${resource} ${cell.getAttribute('data-column')}`).toEqual(expected);
      for (const [currency, value] of Object.entries(expected)) expect(cell.textContent).toContain(formatMoney('en', value, currency));
      currencies += Object.keys(expected).length;
      // This month's cell: per currency, the change against the same days of last month, when it had any.
      const trends = within(cell).queryAllByTestId('dashboard-trend');
      if (cell.getAttribute('data-column') !== 'this_month') {
        expect(trends).toEqual([]);
        continue;
      }
      const [now, before] = monthToDate(new Date(DEMO_EPOCH));
      const last = await dataProvider.getList(resource, {
        filter: filterOf(card<MoneyTableCard>('revenue_by_method').columns[1], new Date(DEMO_EPOCH)),
        sort: { field: 'id', order: 'ASC' },
        pagination: { page: 1, perPage: 1000 },
      });
      const previous = new Map(totalsByCurrency(rowsIn(last.data, 'date', before), 'amount', 'currency'));
      const changes = totalsByCurrency(rowsIn(data, 'date', now), 'amount', 'currency')
        .map(([currency, value]) => percentChange(value, previous.get(currency)))
        .filter((c) => c !== undefined);
      expect(
        trends.map((t) => Number(t.getAttribute('data-change'))),
        resource,
      ).toEqual(changes);
    }
    expect(currencies).toBeGreaterThan(8);
  });

  it('should leave out a card whose resource does not declare the fields or status values it needs', async () => {
    const { dataProvider, authProvider } = createTestProviders();
    await authProvider.login({ email: 'admin@demo.test', password: 'demo1234' });
    const i18nProvider = polyglotI18nProvider(() => en as never, 'en');
    render(
      <MemoryRouter>
        <CoreAdminContext
          dataProvider={dataProvider}
          authProvider={authProvider}
          i18nProvider={i18nProvider}
          store={localStorageStore('t', 'dash2')}
        >
          <CatalogContext.Provider value={catalog}>
            <DashboardCards
              cards={[
                { id: 'invoices_overdue', kind: 'count', resource: 'invoices', filter: { status: 'overdue' } },
                { id: 'agents_dues', kind: 'count', resource: 'apply_commissions', filter: { paid: false, agent_currency: 'SAR' } },
                { id: 'tenant_requests_new', kind: 'count', resource: 'tenant_requests', filter: { status: 'no-such-status' } },
              ]}
            />
          </CatalogContext.Provider>
        </CoreAdminContext>
      </MemoryRouter>,
    );
    await waitFor(() => expect(screen.getByTestId('dashboard-cards').getAttribute('data-count')).toBe('1'));
    expect(screen.getAllByTestId('dashboard-card').map((c) => c.getAttribute('data-card'))).toEqual(['invoices_overdue']);
  });
});
