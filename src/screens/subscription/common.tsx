import type { ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'ra-core';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../locale/languages';

export function useLocale(): Locale {
  const [locale] = useLocaleState();
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/** The route parameter as a number id (the demo and real APIs use numeric ids). */
export const idOf = (value: string | undefined) =>
  value === undefined || value === '' || Number.isNaN(Number(value)) ? undefined : Number(value);

/** Whole days from `today` (its local calendar day) to a `YYYY-MM-DD` date; negative: past. */
export function daysUntil(date: string | undefined | null, today: Date = new Date()): number | undefined {
  if (!date) return undefined;
  const d = Date.parse(String(date).slice(0, 10));
  if (Number.isNaN(d)) return undefined;
  const t = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return Math.round((d - t) / 86400000);
}

/** A labelled section of a screen (heading level 2, logical spacing). */
export function Section({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 3 }}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** A term and its value, readable in RTL and LTR. */
export function Fact({ label, children, ltr, wide }: { label: string; children: ReactNode; ltr?: boolean; wide?: boolean }) {
  return (
    <Box sx={{ minWidth: 0, gridColumn: wide ? { sm: 'span 2' } : undefined }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      {/* A Latin value (e-mail, UUID) keeps its own order inside and the page's side outside: it
          lines up under its label in Arabic too, and wraps only where it has to. */}
      <Typography variant="body1" component="div" sx={{ textAlign: 'start', overflowWrap: 'break-word' }}>
        {ltr ? (
          <Box component="span" dir="ltr" sx={{ display: 'inline-block', maxWidth: '100%' }}>
            {children}
          </Box>
        ) : (
          children
        )}
      </Typography>
    </Box>
  );
}

export function useT() {
  return useTranslate();
}

/** Today as the app counts it (see src/shell/dashboard/today.ts). */
export { useToday } from '../../shell/dashboard/today';
