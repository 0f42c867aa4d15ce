import { useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { formatNumber } from '../../locale/format';
import { useLocale } from './common';

/** A company's usage counter and the plan limit it is measured against (none for some). */
export const USAGE: readonly [counter: string, limit: string | null][] = [
  ['users_count', 'users_count'],
  ['items_count', 'items_count'],
  ['customers_count', 'customers_count'],
  ['suppliers_count', null],
  ['sales_count', 'sales_invoices_count'],
  ['purchases_count', null],
  ['payments_count', null],
];

export type UsageLevel = 'ok' | 'near' | 'over' | 'unlimited';
export interface UsageRow {
  counter: string;
  used: number;
  limit?: number;
  /** 0–100, for the bar. */
  percent: number;
  level: UsageLevel;
}

/** Usage against the plan: near from 80 %, over past 100 %; a plan without that limit is unlimited. */
export function usageRows(company: Record<string, unknown>, plan: Record<string, unknown> | undefined): UsageRow[] {
  return USAGE.map(([counter, limitSource]) => {
    const used = Number(company[counter] ?? 0) || 0;
    const raw = limitSource && plan ? Number(plan[limitSource]) : NaN;
    if (!Number.isFinite(raw) || raw <= 0) return { counter, used, percent: 0, level: 'unlimited' };
    const ratio = used / raw;
    return {
      counter,
      used,
      limit: raw,
      percent: Math.min(100, Math.round(ratio * 100)),
      level: ratio > 1 ? 'over' : ratio >= 0.8 ? 'near' : 'ok',
    };
  });
}

const COLOR: Record<UsageLevel, 'primary' | 'warning' | 'error' | 'inherit'> = {
  ok: 'primary',
  near: 'warning',
  over: 'error',
  unlimited: 'inherit',
};

/** One labelled bar per counter; the bar grows from the start edge (right in Arabic). */
export function UsageBars({ company, plan }: { company: Record<string, unknown>; plan?: Record<string, unknown> }) {
  const translate = useTranslate();
  const locale = useLocale();
  const n = (v: number) => formatNumber(locale, v);
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}
    >
      {usageRows(company, plan).map((row) => {
        const label = translate(`resources.companies.fields.${row.counter}`);
        const text =
          row.limit === undefined
            ? translate('resources.companies.details.used_no_limit', { used: n(row.used) })
            : translate('resources.companies.details.used_of', { used: n(row.used), limit: n(row.limit) });
        return (
          <Box component="li" key={row.counter} data-testid={`usage-${row.counter}`} data-level={row.level}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mb: 0.5 }}>
              <Typography variant="body2" fontWeight={600}>
                {label}
              </Typography>
              <Typography variant="body2" color={row.level === 'over' ? 'error' : 'text.secondary'}>
                {text}
              </Typography>
            </Box>
            {row.limit !== undefined ? (
              <LinearProgress
                variant="determinate"
                value={row.percent}
                color={COLOR[row.level] as 'primary'}
                aria-label={label}
                aria-valuetext={text}
                sx={{ height: 8, borderRadius: 4 }}
              />
            ) : (
              <Box sx={{ height: 8, borderRadius: 4, bgcolor: 'action.hover' }} aria-hidden />
            )}
            {row.level === 'over' && (
              <Typography variant="caption" color="error">
                {translate('resources.companies.details.over_limit')}
              </Typography>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
