import { lazyPage } from '../../config/chunks';
import { ChunkBoundary } from '../../engine/ChunkBoundary';
import { useLocation } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocaleState, useStore, useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ResourceDeclaration } from '../../engine/types';
import { ReadError } from '../../engine/views/ReadError';
import type { AppDataProvider } from '../../providers/dataProvider';
import { formatMoney, formatNumber } from '../../locale/format';
import { DEFAULT_LOCALE, isLocale } from '../../locale/languages';
import { currentFilter, moneyFields, reportTotals } from './totals';

const ListView = lazyPage(() => import('../../engine/views/ListView'));

/**
 * The totals of a report over ALL the rows matching the list's current filters (not just the
 * page shown): `GET <endpoint>?is_export=1&filter=…`, the export call of SPEC §7, summed per
 * money column and currency. It follows the filters as the list applies them (the URL).
 */
export function ReportTotals({ decl }: { decl: ResourceDeclaration }) {
  const translate = useTranslate();
  const [rawLocale] = useLocaleState();
  const locale = isLocale(rawLocale) ? rawLocale : DEFAULT_LOCALE;
  const dataProvider = useDataProvider<AppDataProvider>();
  const location = useLocation();
  // ListView keeps its state under this key (`<name>.list.<parent value>`).
  const [stored] = useStore<{ filter?: Record<string, unknown> }>(`${decl.name}.list.`);
  const filter = currentFilter(location.search, stored, decl.filter);
  const {
    data: rows,
    isPending,
    error,
    refetch,
  } = useQuery({
    queryKey: ['report-totals', decl.name, filter],
    queryFn: () => dataProvider.getExportRows(decl.endpoint, { filter }),
  });
  const totals = rows ? reportTotals(decl, rows) : [];
  const columns = moneyFields(decl);
  return (
    <Card component="section" aria-labelledby={`${decl.name}-totals`} sx={{ mb: 2 }} data-testid="report-totals">
      <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'baseline', '&:last-child': { pb: 2 } }}>
        <Typography id={`${decl.name}-totals`} variant="subtitle1" component="h2" sx={{ fontWeight: 600, marginInlineEnd: 1 }}>
          {translate('screens.reports.totals')}
        </Typography>
        {isPending && <CircularProgress size={18} aria-label={translate('ra.page.loading')} />}
        {error && (
          <Box sx={{ flex: 1 }}>
            <Typography color="error" sx={{ mb: 0.5 }}>
              {translate('screens.reports.totals_failed')}
            </Typography>
            <ReadError error={error} onRetry={() => void refetch()} compact />
          </Box>
        )}
        {rows && (
          <>
            <Box>
              <Typography variant="caption" color="text.secondary" component="div">
                {translate('screens.reports.rows')}
              </Typography>
              <Typography variant="h6" component="div" data-testid="report-total-rows">
                {formatNumber(locale, rows.length)}
              </Typography>
            </Box>
            {columns.map((column) => {
              const own = totals.filter((t) => t.source === column.source);
              return (
                <Box key={column.source} data-testid={`report-total-${column.source}`}>
                  <Typography variant="caption" color="text.secondary" component="div">
                    {translate(`resources.${decl.name}.fields.${column.source}`)}
                  </Typography>
                  {own.length === 0 && (
                    <Typography variant="h6" component="div">
                      {formatNumber(locale, 0)}
                    </Typography>
                  )}
                  {own.map((t) => (
                    // <bdi>: a formatted amount keeps its own order inside either direction.
                    <Typography key={t.currency} variant="h6" component="div">
                      <bdi>{formatMoney(locale, t.amount, t.currency)}</bdi>
                    </Typography>
                  ))}
                </Box>
              );
            })}
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** A report: its totals card, then the generic list (filters, sort, pagination, export). */
export default function ReportListView({ decl }: { decl: ResourceDeclaration }) {
  return (
    <Box sx={{ minWidth: 0, pt: 1 }}>
      <ReportTotals decl={decl} />
      <ChunkBoundary>
        <ListView decl={decl} />
      </ChunkBoundary>
    </Box>
  );
}
