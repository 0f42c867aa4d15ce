import { useMemo, type KeyboardEvent, type Ref } from 'react';
import { Link as RouterLink, matchPath } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useCanAccessResources, useTranslate } from 'ra-core';
import { routeTemplates, type Catalog } from '../../engine/catalog';
import { useCatalog } from '../../engine/CatalogContext';
import { QUICK_SEARCH_MIN_CHARS } from '../constants';
import { filteredListPath } from '../declaredQuery';
import { ReadError } from '../../engine/views/ReadError';
import { SafeHtml } from './SafeHtml';
import { appPathOf } from './sanitize';
import type { QuickSearchState } from './scheduler';

/** The search's timing comes with its results: the top bar starts it once this chunk arrives. */
export { createQuickSearch } from './scheduler';

export interface QuickSearchResultsProps {
  id: string;
  ref: Ref<HTMLDivElement>;
  state: QuickSearchState;
  /** The focus goes back to the search box: an arrow up from the first link, or Escape (`close`). */
  onLeave: (close: boolean) => void;
  onRetry: () => void;
  /** A result was followed. */
  onNavigate: () => void;
}

/**
 * The resources the results fragment shows records of, in its order: the resource whose screen
 * (route template) each result link opens. One whose list needs a parent, or takes no search
 * text (`search: false`), is left out: no list of its own shows every match.
 */
export function resourcesIn(html: string, catalog: Catalog): string[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  const found = new Set<string>();
  for (const a of template.content.querySelectorAll('a[href]')) {
    const path = appPathOf(a.getAttribute('href'))?.split(/[?#]/)[0];
    const decl = path !== undefined && catalog.all.find((d) => Object.values(routeTemplates(d)).some((t) => matchPath(t, path)));
    if (decl && !decl.parent && decl.search !== false && catalog.tryPath(decl.name, 'list')) found.add(decl.name);
  }
  return [...found];
}

/** After the results, a link per resource to its list filtered by the text, for those the operator may list. */
function SeeAll({ html, query, onNavigate }: { html: string; query: string; onNavigate: () => void }) {
  const translate = useTranslate();
  const catalog = useCatalog();
  const resources = useMemo(() => resourcesIn(html, catalog), [html, catalog]);
  const { canAccess } = useCanAccessResources({ action: 'list', resources });
  const allowed = resources.filter((r) => canAccess?.[r]);
  if (!allowed.length) return null;
  return (
    <Box
      component="ul"
      data-testid="quick-search-see-all"
      sx={{ listStyle: 'none', m: 0, mt: 1, p: 0, pt: 1, borderTop: 1, borderColor: 'divider' }}
    >
      {allowed.map((resource) => (
        <li key={resource}>
          <Link
            component={RouterLink}
            to={filteredListPath(catalog, resource, { q: query.trim() })}
            onClick={onNavigate}
            variant="body2"
            underline="hover"
            sx={(theme) => ({
              display: 'block',
              paddingInline: 1,
              paddingBlock: 0.75,
              borderRadius: 1,
              outline: 'none',
              // Hover and focus shown as on the results' own links.
              '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
              '&:focus-visible': { boxShadow: `inset 0 0 0 2px ${theme.palette.primary.main}` },
            })}
          >
            {translate('shell.search.see_all', { name: translate(`resources.${resource}.name`) })}
          </Link>
        </li>
      ))}
    </Box>
  );
}

/**
 * The quick search's results panel (src/shell/search/QuickSearch.tsx): what the search says
 * (too short, searching, failed with a retry) and the server's results, sanitised. A chunk of
 * its own, out of the first screen: fetched when the operator focuses the search box.
 */
export default function QuickSearchResults({ id, ref, state, onLeave, onRetry, onNavigate }: QuickSearchResultsProps) {
  const translate = useTranslate();
  // The arrows, Home and End move through the links; Escape closes (SPEC §7).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = Array.from(event.currentTarget.querySelectorAll<HTMLAnchorElement>('a[href]'));
    const index = all.indexOf(document.activeElement as HTMLAnchorElement);
    const go = (next: number) => {
      event.preventDefault();
      if (next < 0) onLeave(false);
      else all[Math.min(next, all.length - 1)]?.focus();
    };
    if (event.key === 'ArrowDown') go(index + 1);
    else if (event.key === 'ArrowUp') go(index - 1);
    else if (event.key === 'Home' && all.length) go(0);
    else if (event.key === 'End' && all.length) go(all.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      onLeave(true);
    }
  };
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
      {state.status === 'done' && <SeeAll html={state.html} query={state.query} onNavigate={onNavigate} />}
    </Paper>
  );
}
