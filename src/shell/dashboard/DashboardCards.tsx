import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useCanAccessResources, useGetList, useLocaleState, useTranslate } from 'ra-core';
import { useCatalog } from '../../engine/CatalogContext';
import { formatMoney, formatNumber } from '../../locale/format';
import { DEFAULT_LOCALE, intlLocaleOf, isLocale, type Locale } from '../../locale/languages';
import { filteredListPath, resourceFor } from '../declaredQuery';
import { DASHBOARD_CARDS, fieldsOf, filterOf, seriesOf, type ChartCard, type CountCard, type DashboardCard, type SumCard } from './cards';

const ChartView = lazy(() => import('./charts'));

/** Rows fetched for sums and charts; beyond this the card says it shows the latest ones. */
export const SAMPLE_LIMIT = 1000;

interface CardProps<C extends DashboardCard> {
  card: C;
  now: Date;
  locale: Locale;
}

function useCardLink(card: DashboardCard, now: Date, sort?: { field: string; order: 'ASC' | 'DESC' }) {
  const catalog = useCatalog();
  return filteredListPath(catalog, card.resource, filterOf(card, now), sort);
}

function Frame({ card, state, children }: { card: DashboardCard; state: 'loading' | 'ready' | 'error'; children: React.ReactNode }) {
  return (
    <Card variant="outlined" data-testid="dashboard-card" data-card={card.id} data-state={state} sx={{ height: '100%' }}>
      {children}
    </Card>
  );
}

function NumberCard({ card, now, locale, value, total, isPending, error }: CardProps<CountCard | SumCard> & { value?: number; total?: number; isPending: boolean; error: unknown }) {
  const translate = useTranslate();
  const to = useCardLink(card, now);
  const title = translate(`shell.dashboard.cards.${card.id}`);
  const shown = value === undefined ? '' : card.kind === 'sum' && card.money ? formatMoney(locale, value) : formatNumber(locale, value);
  return (
    <Frame card={card} state={error ? 'error' : isPending ? 'loading' : 'ready'}>
      <CardActionArea component={RouterLink} to={to} aria-label={`${title}: ${shown}. ${translate('shell.dashboard.open_list', { name: translate(`resources.${card.resource}.name`) })}`} sx={{ height: '100%' }}>
        <CardContent>
          <Typography component="h2" variant="subtitle2" color="text.secondary">{title}</Typography>
          {isPending && <Skeleton width={80} height={48} />}
          {!!error && <Typography color="error" variant="body2">{translate('shell.dashboard.load_error')}</Typography>}
          {value !== undefined && !error && (
            <Typography variant="h4" component="p" data-testid="dashboard-value">{shown}</Typography>
          )}
          {card.kind === 'sum' && total !== undefined && total > SAMPLE_LIMIT && (
            <Typography variant="caption" color="text.secondary">{translate('shell.dashboard.sample', { count: formatNumber(locale, SAMPLE_LIMIT) })}</Typography>
          )}
        </CardContent>
      </CardActionArea>
    </Frame>
  );
}

function CountCardView(props: CardProps<CountCard>) {
  const { data, total, isPending, error } = useGetList(props.card.resource, { filter: filterOf(props.card, props.now), pagination: { page: 1, perPage: 1 } });
  return <NumberCard {...props} value={data ? (total ?? data.length) : undefined} isPending={isPending} error={error} />;
}

function SumCardView(props: CardProps<SumCard>) {
  const { data, total, isPending, error } = useGetList(props.card.resource, { filter: filterOf(props.card, props.now), pagination: { page: 1, perPage: SAMPLE_LIMIT } });
  const value = data?.reduce((sum, row) => sum + (Number(row[props.card.field]) || 0), 0);
  return <NumberCard {...props} value={value} total={total} isPending={isPending} error={error} />;
}

function ChartCardView({ card, now, locale }: CardProps<ChartCard>) {
  const translate = useTranslate();
  const sort = card.groupBy.by === 'month' ? { field: card.groupBy.field, order: 'DESC' as const } : undefined;
  const filter = filterOf(card, now);
  const { data, total, isPending, error } = useGetList(card.resource, { filter, sort, pagination: { page: 1, perPage: SAMPLE_LIMIT } });
  const to = useCardLink(card, now, sort);
  const [drawn, setDrawn] = useState(false);
  const onReady = useCallback(() => setDrawn(true), []);
  const series = useMemo(() => (data ? seriesOf(card, data, now) : undefined), [card, data, now]);
  const title = translate(`shell.dashboard.cards.${card.id}`);
  const labels = useMemo(() => {
    if (!series) return [];
    if (card.groupBy.by !== 'month') return series.keys.map((k) => translate(`resources.${card.resource}.choices.${card.groupBy.field}.${k}`, { _: k }));
    const month = new Intl.DateTimeFormat(intlLocaleOf(locale), { month: 'long', year: 'numeric', timeZone: 'UTC' });
    return series.keys.map((k) => month.format(new Date(`${k}-01T00:00:00Z`)));
  }, [series, card, locale, translate]);
  const ticks = useMemo(() => {
    if (!series || card.groupBy.by !== 'month') return undefined;
    const month = new Intl.DateTimeFormat(intlLocaleOf(locale), { month: 'short', timeZone: 'UTC' });
    return series.keys.map((k) => month.format(new Date(`${k}-01T00:00:00Z`)));
  }, [series, card, locale]);
  const format = useCallback((v: number) => (card.money ? formatMoney(locale, v) : formatNumber(locale, v)), [card.money, locale]);
  const empty = series && series.values.every((v) => v === 0);
  const state = error ? 'error' : !series || (!empty && !drawn) ? 'loading' : 'ready';
  return (
    <Frame card={card} state={state}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <Typography component="h2" variant="subtitle2" color="text.secondary" sx={{ flex: 1 }}>{title}</Typography>
          <Button size="small" component={RouterLink} to={to} aria-label={translate('shell.dashboard.open_list', { name: translate(`resources.${card.resource}.name`) })}>
            {translate('shell.notifications.open_link')}
          </Button>
        </Box>
        {isPending && <Skeleton variant="rounded" height={240} />}
        {!!error && <Typography color="error" variant="body2">{translate('shell.dashboard.load_error')}</Typography>}
        {empty && <Typography color="text.secondary">{translate('shell.dashboard.no_data')}</Typography>}
        {series && !empty && (
          <Suspense fallback={<Skeleton variant="rounded" height={240} aria-label={translate('shell.dashboard.chart_loading')} />}>
            <Box data-testid="dashboard-chart">
              <ChartView type={card.chart} labels={labels} ticks={ticks} values={series.values} format={format} label={title} onReady={onReady} />
            </Box>
          </Suspense>
        )}
        {total !== undefined && total > SAMPLE_LIMIT && (
          <Typography variant="caption" color="text.secondary">{translate('shell.dashboard.sample', { count: formatNumber(locale, SAMPLE_LIMIT) })}</Typography>
        )}
      </CardContent>
    </Frame>
  );
}

function CardView(props: CardProps<DashboardCard>) {
  const { card } = props;
  if (card.kind === 'count') return <CountCardView {...props} card={card} />;
  if (card.kind === 'sum') return <SumCardView {...props} card={card} />;
  return <ChartCardView {...props} card={card} />;
}

/** The cards this operator may see today, from `DASHBOARD_CARDS`. */
export function DashboardCards({ cards = DASHBOARD_CARDS }: { cards?: readonly DashboardCard[] }) {
  const translate = useTranslate();
  const catalog = useCatalog();
  const [locale] = useLocaleState();
  const lang = isLocale(locale) ? locale : DEFAULT_LOCALE;
  // One "now" per visit, so every card and its link agree on "this month".
  const [now] = useState(() => new Date());
  const declared = cards.filter((c) => resourceFor(catalog, c.resource, fieldsOf(c, now)));
  const resources = [...new Set(declared.map((c) => c.resource))];
  const { canAccess, isPending } = useCanAccessResources({ action: 'list', resources });
  useEffect(() => {
    document.documentElement.toggleAttribute('data-dashboard', true);
    return () => document.documentElement.removeAttribute('data-dashboard');
  }, []);
  if (isPending) return null;
  const visible = declared.filter((c) => canAccess?.[c.resource]);
  if (!visible.length) return <Alert severity="info">{translate('shell.dashboard.empty')}</Alert>;
  const numbers = visible.filter((c) => c.kind !== 'chart');
  const charts = visible.filter((c) => c.kind === 'chart');
  return (
    <Box data-testid="dashboard-cards" data-count={visible.length}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', mb: 2 }}>
        {numbers.map((card) => <CardView key={card.id} card={card} now={now} locale={lang} />)}
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, 1fr)' } }}>
        {charts.map((card) => <CardView key={card.id} card={card} now={now} locale={lang} />)}
      </Box>
    </Box>
  );
}
