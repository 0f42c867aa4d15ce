import type { KeyboardEvent, Ref } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useTranslate } from 'ra-core';
import { QUICK_SEARCH_MIN_CHARS } from '../constants';
import { ReadError } from '../../engine/views/ReadError';
import { SafeHtml } from './SafeHtml';
import type { QuickSearchState } from './scheduler';

export interface QuickSearchResultsProps {
  id: string;
  ref: Ref<HTMLDivElement>;
  state: QuickSearchState;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
  onRetry: () => void;
  /** A result was followed. */
  onNavigate: () => void;
}

/**
 * The quick search's results panel (src/shell/search/QuickSearch.tsx): what the search says
 * (too short, searching, failed with a retry) and the server's results, sanitised. A chunk of
 * its own, out of the first screen: fetched when the operator focuses the search box.
 */
export default function QuickSearchResults({ id, ref, state, onKeyDown, onRetry, onNavigate }: QuickSearchResultsProps) {
  const translate = useTranslate();
  return (
    <Paper
      id={id}
      ref={ref}
      elevation={8}
      role="region"
      aria-labelledby={`${id}-title`}
      aria-live="polite"
      onKeyDown={onKeyDown}
      data-testid="quick-search-results"
      sx={{ width: { xs: 'calc(100vw - 16px)', sm: 380 }, maxHeight: '70vh', overflowY: 'auto', p: 1.5, mt: 1 }}
    >
      {/* The region's heading, one level under the page's h1: the fragment's own headings
        are h3 (axe "heading-order"). */}
      <Typography id={`${id}-title`} component="h2" sx={visuallyHidden}>
        {translate('shell.search.results')}
      </Typography>
      {state.status === 'short' && (
        <Typography variant="body2" color="text.secondary">
          {translate('shell.search.min_chars', { min: QUICK_SEARCH_MIN_CHARS })}
        </Typography>
      )}
      {(state.status === 'waiting' || state.status === 'loading') && (
        <Typography variant="body2" color="text.secondary">
          {translate('shell.search.searching')}
        </Typography>
      )}
      {state.status === 'error' && (
        <Box role="group" aria-label={translate('shell.search.error')}>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {translate('shell.search.error')}
          </Typography>
          <ReadError error={state.error} onRetry={onRetry} compact />
        </Box>
      )}
      {state.status === 'done' && (
        <SafeHtml
          html={state.html}
          highlight={state.query}
          onNavigate={onNavigate}
          sx={(theme) => ({
            '& h3': { typography: 'overline', color: 'text.secondary', m: 0, mt: 1 },
            '& section:first-of-type h3': { mt: 0 },
            '& ul': { listStyle: 'none', m: 0, p: 0 },
            '& a': {
              display: 'flex',
              flexDirection: 'column',
              paddingInline: 1,
              paddingBlock: 0.75,
              borderRadius: 1,
              color: 'text.primary',
              textDecoration: 'none',
              outline: 'none',
            },
            '& a:hover, & a:focus-visible': { bgcolor: 'action.hover' },
            '& a:focus-visible': { boxShadow: `inset 0 0 0 2px ${theme.palette.primary.main}` },
            '& small': { color: 'text.secondary' },
            '& mark': {
              bgcolor: 'transparent',
              color: 'inherit',
              fontWeight: 700,
              textDecoration: 'underline',
              textUnderlineOffset: '0.2em',
            },
            '& p': { m: 0, typography: 'body2', color: 'text.secondary' },
          })}
        />
      )}
    </Paper>
  );
}
