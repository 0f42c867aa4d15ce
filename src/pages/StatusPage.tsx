import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLayoutTitle } from '../layout/inLayout';

/**
 * The shared look of the 403, 404, error and chunk-failure pages. Inside the layout the title
 * is the app bar's (the page's one h1) and the page's own heading an h2; alone (a failure
 * before the layout exists) its heading is the h1.
 */
export function StatusPage({ code, title, hint, actions }: { code?: string; title: string; hint?: string; actions?: ReactNode }) {
  const layoutTitle = useLayoutTitle();
  const inLayout = layoutTitle !== null;
  return (
    <Box component="section" sx={{ py: 8, px: 2, textAlign: 'center', maxWidth: 560, mx: 'auto' }}>
      {layoutTitle?.(title)}
      {code && (
        <Typography component="p" variant="h2" color="primary" sx={{ fontWeight: 700 }} aria-hidden>
          {code}
        </Typography>
      )}
      <Typography component={inLayout ? 'h2' : 'h1'} variant="h5" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {hint && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {hint}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center', flexWrap: 'wrap' }}>{actions}</Box>
    </Box>
  );
}
