import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { visuallyHidden } from '@mui/utils';
import { useQueries } from '@tanstack/react-query';
import { useCanAccessResources, useDataProvider, useGetList, useLocaleState, useTranslate } from 'ra-core';
import { lazyPage } from '../../config/chunks';
import { getConfig } from '../../config/runtimeConfig';
import { ChunkBoundary } from '../../engine/ChunkBoundary';
import { useCatalog } from '../../engine/CatalogContext';
import { ReadError } from '../../engine/views/ReadError';
import { formatMoney, formatNumber, formatPercent, monthTicks } from '../../locale/format';
import { DEFAULT_LOCALE, intlLocaleOf, isLocale, type Locale } from '../../locale/languages';
import { filteredListPath, narrowFilter, resourceFor } from '../declaredQuery';
import {
  DASHBOARD_CARDS,
  dayOf,
  lastDays,
  monthStart,
  monthToDate,
  percentChange,
  queriesOf,
  rowsIn,
  seriesOf,
  totalsByCurrency,
  type CardQuery,
  type ChartCard,
  type CountCard,
  type DashboardCard,
  type MoneyTableCard,
} from './cards';
import { useToday } from './today';

const ChartView = lazyPage(() => import('./charts'));

/** Rows fetched for sums and charts; beyond this the card says it shows the latest ones. */
export const SAMPLE_LIMIT = 1000;

interface CardProps<C extends DashboardCard> {
  card: C;
  today: Date;
  locale: Locale;
  /** The card's queries this operator may make, filters narrowed to what each resource declares. */
  queries: CardQuery[];
}

type State = 'loading' | 'ready' | 'error';

/** A money text without Arabic letters ("15,072.51 US$") is laid out left to right even in Arabic. */
const ARABIC = /[\u0600-\u06FF]/;

function Frame({ card, state, children }: { card: DashboardCard; state: State; children: React.ReactNode }) {
  return (
    <Card variant="outlined" data-testid="dashboard-card" data-card={card.id} data-state={state} sx={{ height: '100%' }}>
      {children}
    </Card>
  );
}

/**
 * The change against the previous period: an arrow by what it means (up is up in Arabic too),
 * the percent in the language's digits and sign, and the sentence a screen reader says.
 * Nothing when there is no previous figure to compare with.
 */
function Trend({ change, locale, period }: { change?: number; locale: Locale; period: 'days' | 'month' }) {
  const translate = useTranslate();
  if (change === undefined) return null;
  const way = change > 0 ? 'up' : change < 0 ? 'down' : 'flat';
  const percent = formatPercent(locale, Math.abs(change));
  const said = translate(`shell.dashboard.trend.${way}`, { percent, period: translate(`shell.dashboard.trend.${period}`) });
  return (
    <Box
      component="span"
      data-testid="dashboard-trend"
      data-change={change}
      title={said}
      sx={(t) => ({
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.25,
        typography: 'caption',
        // The darker shade on the light theme, the lighter on the dark one: 4.5:1 or more on a card.
        color:
          way === 'flat'
            ? t.palette.text.secondary
            : t.palette[way === 'up' ? 'success' : 'error'][t.palette.mode === 'dark' ? 'light' : 'dark'],
      })}
    >
      <ArrowUpwardIcon
        aria-hidden
        fontSize="inherit"
        sx={(t) => ({ rotate: way === 'up' ? '0deg' : way === 'down' ? '180deg' : t.direction === 'rtl' ? '-90deg' : '90deg' })}
      />
      <span aria-hidden>{percent}</span>
      <Box component="span" sx={visuallyHidden}>
        {said}
      </Box>
    </Box>
  );
}

function SampleNote({ total, locale }: { total?: number; locale: Locale }) {
  const translate = useTranslate();
  if (total === undefined || total <= SAMPLE_LIMIT) return null;
  return (
    <Typography variant="caption" color="text.secondary">
      {translate('shell.dashboard.sample', { count: formatNumber(locale, SAMPLE_LIMIT), smart_count: SAMPLE_LIMIT })}
    </Typography>
  );
}

function CountCardView({ card, locale, queries: [{ filter }] }: CardProps<CountCard>) {
  const translate = useTranslate();
  const catalog = useCatalog();
  // A plain count reads the total of one row; a count with a sum needs the rows themselves.
  const perPage = card.sum ? SAMPLE_LIMIT : 1;
  const { data, total, isPending, error, refetch } = useGetList(card.resource, { filter, pagination: { page: 1, perPage } });
  const totals = card.sum && data ? totalsByCurrency(data, card.sum.field, card.sum.currencyField) : undefined;
  const money = totals?.map(([currency, value]) => formatMoney(locale, value, currency)) ?? [];
  const to = filteredListPath(catalog, card.resource, filter);
  const title = translate(`shell.dashboard.cards.${card.id}`);
  const shown = total === undefined ? '' : formatNumber(locale, total);
  if (error) {
    // Not a link while it has nothing to show: what failed, and Retry.
    return (
      <Frame card={card} state="error">
        <CardContent>
          <Typography component="h2" variant="subtitle2" color="text.secondary" sx={{ mb: 1 }}>
            {title}
          </Typography>
          <ReadError error={error} onRetry={() => void refetch()} compact />
        </CardContent>
      </Frame>
    );
  }
  return (
    <Frame card={card} state={isPending || total === undefined ? 'loading' : 'ready'}>
      <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
        {/* The link's name is what the card shows (WCAG 2.5.3), then, unseen, where it leads. */}
        <CardContent>
          {/* Two lines kept for the title: the figures of a row line up when one title wraps. */}
          <Typography component="h2" variant="subtitle2" color="text.secondary" sx={{ minHeight: '2lh' }}>
            {title}
          </Typography>
          {isPending && <Skeleton width={80} height={48} />}
          {total !== undefined && (
            <Typography variant="h4" component="p" data-testid="dashboard-value" data-value={total}>
              {shown}
            </Typography>
          )}
          {totals && (
            <Box data-testid="dashboard-sums" data-totals={JSON.stringify(Object.fromEntries(totals))}>
              {money.map((t) => (
                <Typography key={t} variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {ARABIC.test(t) ? t : <bdi dir="ltr">{t}</bdi>}
                </Typography>
              ))}
              <SampleNote total={total} locale={locale} />
            </Box>
          )}
          <Box component="span" sx={visuallyHidden}>
            {translate('shell.dashboard.open_list', { name: translate(`resources.${card.resource}.name`) })}
          </Box>
        </CardContent>
      </CardActionArea>
    </Frame>
  );
}

function ChartCardView({ card, today, locale, queries: [{ filter }] }: CardProps<ChartCard>) {
  const translate = useTranslate();
  const catalog = useCatalog();
  const sort = { field: card.groupBy.field, order: 'DESC' as const };
  const { data, total, isPending, error, refetch } = useGetList(card.resource, {
    filter,
    sort,
    pagination: { page: 1, perPage: SAMPLE_LIMIT },
  });
  const to = filteredListPath(catalog, card.resource, filter, sort);
  const [drawn, setDrawn] = useState(false);
  const onReady = useCallback(() => setDrawn(true), []);
  const series = useMemo(() => (data ? seriesOf(card, data, today) : undefined), [card, data, today]);
  const change = useMemo(() => {
    if (!data || !card.trend) return undefined;
    const [now, before] = lastDays(today, card.trend.days).map((p) => rowsIn(data, card.groupBy.field, p).length);
    return percentChange(now, before);
  }, [card, data, today]);
  const title = translate(`shell.dashboard.cards.${card.id}`);
  const labels = useMemo(() => {
    const month = new Intl.DateTimeFormat(intlLocaleOf(locale), { month: 'long', year: 'numeric', timeZone: 'UTC' });
    return series?.keys.map((k) => month.format(new Date(`${k}-01T00:00:00Z`))) ?? [];
  }, [series, locale]);
  const ticks = useMemo(() => series && monthTicks(locale, series.keys), [series, locale]);
  const format = useCallback((v: number) => formatNumber(locale, v), [locale]);
  const empty = series && series.values.every((v) => v === 0);
  const state: State = error ? 'error' : !series || (!empty && !drawn) ? 'loading' : 'ready';
  return (
    <Frame card={card} state={state}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <Typography component="h2" variant="subtitle2" color="text.secondary" sx={{ flex: 1 }}>
            {title}
          </Typography>
          <Trend change={change} locale={locale} period="days" />
          <Button
            size="small"
            component={RouterLink}
            to={to}
            data-testid="dashboard-card-link"
            aria-label={translate('shell.dashboard.open_list', { name: translate(`resources.${card.resource}.name`) })}
          >
            {translate('shell.notifications.open_link')}
          </Button>
        </Box>
        {isPending && <Skeleton variant="rounded" height={240} />}
        {!!error && <ReadError error={error} onRetry={() => void refetch()} compact />}
        {empty && <Typography color="text.secondary">{translate('shell.dashboard.no_data')}</Typography>}
        {series && !empty && (
          <ChunkBoundary
            fallback={
              <Skeleton variant="rounded" height={240} role="progressbar" aria-label={translate('shell.dashboard.chart_loading')} />
            }
          >
            <Box data-testid="dashboard-chart" data-values={JSON.stringify(series.values)} data-keys={JSON.stringify(series.keys)}>
              <ChartView labels={labels} ticks={ticks} values={series.values} format={format} label={title} onReady={onReady} />
            </Box>
          </ChunkBoundary>
        )}
        <SampleNote total={total} locale={locale} />
      </CardContent>
    </Frame>
  );
}

/** Revenue per resource (row) and period (column), one total per currency: nothing is converted. */
function MoneyCardView({ card, today, locale, queries: cells }: CardProps<MoneyTableCard>) {
  const translate = useTranslate();
  const catalog = useCatalog();
  const dataProvider = useDataProvider();
  const rows = [...new Set(cells.map((c) => c.resource))];
  const results = useQueries({
    queries: cells.map(({ resource, filter }) => {
      const params = { filter, sort: { field: 'id', order: 'ASC' as const }, pagination: { page: 1, perPage: SAMPLE_LIMIT } };
      return { queryKey: [resource, 'getList', params], queryFn: () => dataProvider.getList(resource, params) };
    }),
  });
  const failed = results.find((r) => r.error);
  const state: State = failed ? 'error' : results.every((r) => r.data) ? 'ready' : 'loading';
  const monthName = (d: Date) => new Intl.DateTimeFormat(intlLocaleOf(locale), { month: 'long', year: 'numeric' }).format(d);
  const columnStart = (id: string) => (id === 'last_month' ? monthStart(today, -1) : monthStart(today));
  const title = translate(`shell.dashboard.cards.${card.id}`);
  const sampled = results.find((r) => (r.data?.total ?? 0) > SAMPLE_LIMIT)?.data?.total;
  const rowsOf = (resource: string, column: string) =>
    results[cells.findIndex((c) => c.resource === resource && c.column === column)]?.data?.data;
  /** Per currency, the first column's change against the same days of the second. */
  const changes = (resource: string) => {
    const [now, before] = card.trend ? card.columns.map((c) => rowsOf(resource, c.id)) : [];
    if (!now || !before || !card.trend) return undefined;
    const [thisPeriod, lastPeriod] = monthToDate(today);
    const sum = (rows: typeof now, period: typeof thisPeriod) =>
      totalsByCurrency(rowsIn(rows, card.trend!.field, period), card.field, card.currencyField);
    const previous = new Map(sum(before, lastPeriod));
    return new Map(sum(now, thisPeriod).map(([currency, value]) => [currency, percentChange(value, previous.get(currency))]));
  };
  return (
    <Frame card={card} state={state}>
      <CardContent>
        <Typography component="h2" variant="subtitle2" color="text.secondary">
          {title}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
          {translate('shell.dashboard.money_note')}
        </Typography>
        {failed && (
          <ReadError error={failed.error} onRetry={() => results.filter((r) => r.error).forEach((r) => void r.refetch())} compact />
        )}
        <Box
          component="table"
          sx={{
            width: '100%',
            borderCollapse: 'collapse',
            '& th, & td': { textAlign: 'start', verticalAlign: 'top', py: 0.75, px: 1, borderBottom: 1, borderColor: 'divider' },
          }}
        >
          <caption style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{title}</caption>
          <thead>
            <tr>
              <Typography component="th" variant="caption" scope="col" color="text.secondary">
                {translate('shell.dashboard.payment_method')}
              </Typography>
              {card.columns.map((c) => (
                <Typography key={c.id} component="th" variant="caption" scope="col" color="text.secondary">
                  {translate(`shell.dashboard.periods.${c.id}`, { month: monthName(columnStart(c.id)) })}
                </Typography>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((resource) => (
              <tr key={resource}>
                <Typography component="th" variant="body2" scope="row">
                  {translate(`resources.${resource}.name`)}
                </Typography>
                {card.columns.map((column) => {
                  const i = cells.findIndex((c) => c.resource === resource && c.column === column.id);
                  if (i < 0) return <td key={column.id} />;
                  const { data, error } = results[i];
                  const totals = data ? totalsByCurrency(data.data, card.field, card.currencyField) : undefined;
                  const to = filteredListPath(catalog, resource, cells[i].filter);
                  const trends = column.id === card.columns[0].id ? changes(resource) : undefined;
                  return (
                    <td
                      key={column.id}
                      data-testid="money-cell"
                      data-resource={resource}
                      data-column={column.id}
                      data-totals={totals ? JSON.stringify(Object.fromEntries(totals)) : undefined}
                    >
                      {!data && !error && <Skeleton width={90} />}
                      {!!error && (
                        <Typography color="error" variant="body2">
                          {translate('shell.dashboard.load_error')}
                        </Typography>
                      )}
                      {totals && (
                        <Link component={RouterLink} to={to} underline="hover" color="inherit" sx={{ display: 'block' }}>
                          {/* Named by what the cell shows (WCAG 2.5.3), then, unseen, which method and period it is. */}
                          {totals.length ? (
                            totals.map(([currency, value]) => {
                              const t = formatMoney(locale, value, currency);
                              return (
                                <Typography
                                  key={t}
                                  variant="body2"
                                  component="span"
                                  sx={{ display: 'block', fontVariantNumeric: 'tabular-nums' }}
                                >
                                  {ARABIC.test(t) ? t : <bdi dir="ltr">{t}</bdi>}{' '}
                                  <Trend change={trends?.get(currency)} locale={locale} period="month" />
                                </Typography>
                              );
                            })
                          ) : (
                            <Typography variant="body2" component="span" color="text.secondary">
                              {translate('shell.dashboard.no_payments')}
                            </Typography>
                          )}
                          <Box component="span" sx={visuallyHidden}>
                            {`: ${translate(`resources.${resource}.name`)}, ${translate(`shell.dashboard.periods.${column.id}`, { month: monthName(columnStart(column.id)) })}`}
                          </Box>
                        </Link>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </Box>
        <SampleNote total={sampled} locale={locale} />
      </CardContent>
    </Frame>
  );
}

/** Between the number cards (the gap the grid is given and the one its breakpoints count). */
const GAP_PX = 16;
/** The width below which a number card reads badly (a long title over a long amount). */
const CARD_MIN_PX = 170;

/**
 * The number cards' columns, by the width their row has (a container query): three or more all
 * in one row when each card gets at least CARD_MIN_PX; else rows of half of them (six cards: two
 * rows of three, never five and one alone); on a narrow screen, or one or two cards, as many
 * 200 px columns as fit.
 */
function balancedColumns(count: number) {
  const span = (columns: number, min: number) => columns * min + (columns - 1) * GAP_PX;
  const half = Math.ceil(count / 2);
  return {
    gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
    ...(count > 3 && { [`@container (min-width: ${span(half, 200)}px)`]: { gridTemplateColumns: `repeat(${half}, 1fr)` } }),
    ...(count > 2 && { [`@container (min-width: ${span(count, CARD_MIN_PX)}px)`]: { gridTemplateColumns: `repeat(${count}, 1fr)` } }),
  };
}

/** The cards this operator may see, from `DASHBOARD_CARDS`. */
export function DashboardCards({ cards = DASHBOARD_CARDS }: { cards?: readonly DashboardCard[] }) {
  // One "today" per visit, so every card and its link agree on it.
  const today = useToday();
  useEffect(() => {
    document.documentElement.toggleAttribute('data-dashboard', true);
    return () => document.documentElement.removeAttribute('data-dashboard');
  }, []);
  return today ? <CardsFor cards={cards} today={today} /> : null;
}

function CardsFor({ cards, today }: { cards: readonly DashboardCard[]; today: Date }) {
  const translate = useTranslate();
  const catalog = useCatalog();
  const [locale] = useLocaleState();
  const lang = isLocale(locale) ? locale : DEFAULT_LOCALE;
  // Per card, the queries whose resource declares every field (and status value) they use.
  const declared = cards
    .map((card) => ({
      card,
      queries: queriesOf(card, today).flatMap((q) => {
        const decl = resourceFor(catalog, q.resource, q.fields);
        const filter = decl && narrowFilter(decl, q.filter);
        return filter ? [{ ...q, filter }] : [];
      }),
    }))
    .filter(({ card, queries }) => (card.kind === 'money' ? queries.length > 0 : queries.length === 1));
  const resources = [...new Set(declared.flatMap((d) => d.queries.map((q) => q.resource)))];
  const { canAccess, isPending } = useCanAccessResources({ action: 'list', resources });
  if (isPending) return null;
  const visible = declared
    .map(({ card, queries }) => ({ card, queries: queries.filter((q) => canAccess?.[q.resource]) }))
    .filter((d) => d.queries.length > 0);
  if (!visible.length) return <Alert severity="info">{translate('shell.dashboard.empty')}</Alert>;
  const numbers = visible.filter((d) => d.card.kind === 'count');
  const wide = visible.filter((d) => d.card.kind !== 'count');
  const view = ({ card, queries }: (typeof visible)[number]) => {
    if (card.kind === 'count') return <CountCardView key={card.id} card={card} today={today} locale={lang} queries={queries} />;
    if (card.kind === 'chart') return <ChartCardView key={card.id} card={card} today={today} locale={lang} queries={queries} />;
    return <MoneyCardView key={card.id} card={card} today={today} locale={lang} queries={queries} />;
  };
  return (
    <Box data-testid="dashboard-cards" data-count={visible.length} data-today={dayOf(today)}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="dashboard-as-of">
        {translate(getConfig().demo ? 'shell.dashboard.as_of_demo' : 'shell.dashboard.as_of', {
          date: new Intl.DateTimeFormat(intlLocaleOf(lang), { dateStyle: 'long' }).format(today),
        })}
      </Typography>
      <Box sx={{ containerType: 'inline-size', mb: 2 }}>
        <Box sx={{ display: 'grid', gap: `${GAP_PX}px`, ...balancedColumns(numbers.length) }} data-testid="dashboard-numbers">
          {numbers.map(view)}
        </Box>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, 1fr)' } }}>{wide.map(view)}</Box>
    </Box>
  );
}
