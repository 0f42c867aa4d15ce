import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useCanAccess, useGetList, useLocaleState, useTranslate } from 'ra-core';
import { useCatalog } from '../../engine/CatalogContext';
import { ReadError } from '../../engine/views/ReadError';
import { routeTemplates } from '../../engine/catalog';
import type { ResourceDeclaration } from '../../engine/types';
import { filteredListPath, narrowFilter, recordTitle, resourceFor } from '../declaredQuery';
import { useRecordLabels } from '../recordLabel';

/**
 * What the cart lists (SPEC §2 "cart"): open service and extension requests. An entry
 * whose resource, fields or status values are not declared is left out (docs/shell.md). Nothing is shown that was not fetched.
 */
export const CART_SOURCES: readonly { resource: string; filter: Record<string, unknown> }[] = [
  // Open requests: `pending` (approve/reject) or `unfinished` (SPEC §4 wording), whichever is declared.
  { resource: 'service_requests', filter: { status: ['pending', 'unfinished'] } },
  { resource: 'extension_requests', filter: { status: ['pending', 'unfinished'] } },
];

const PER_SOURCE = 5;

function CartSource({ decl, filter, onNavigate }: { decl: ResourceDeclaration; filter: Record<string, unknown>; onNavigate: () => void }) {
  const translate = useTranslate();
  const catalog = useCatalog();
  const [locale] = useLocaleState();
  const { canAccess } = useCanAccess({ resource: decl.name, action: 'list' });
  const { data, total, error, isPending, refetch } = useGetList(
    decl.name,
    { filter, pagination: { page: 1, perPage: PER_SOURCE } },
    { enabled: !!canAccess },
  );
  // A request's id says nothing: its declared label names the company (and the days asked).
  const labelOf = useRecordLabels(decl, data ?? []);
  if (!canAccess) return null;
  const openable = routeTemplates(decl).edit ? 'edit' : routeTemplates(decl).details ? 'details' : undefined;
  return (
    <Box component="section" sx={{ mb: 2 }}>
      <Typography component="h3" variant="subtitle2" sx={{ paddingInline: 2, pt: 1 }}>
        {translate(`resources.${decl.name}.name`)}
      </Typography>
      {isPending && <Skeleton sx={{ mx: 2 }} height={40} />}
      {error && (
        <Box sx={{ mx: 2 }}>
          <Typography color="error" variant="body2" sx={{ mb: 0.5 }}>
            {translate('shell.panels.cart_error')}
          </Typography>
          <ReadError error={error} onRetry={() => void refetch()} compact />
        </Box>
      )}
      {data && !data.length && (
        <Typography color="text.secondary" sx={{ paddingInline: 2 }}>
          {translate('shell.panels.cart_empty')}
        </Typography>
      )}
      {data && data.length > 0 && (
        <List dense>
          {data.map((record) => (
            // A list holds list items: the link is inside one (axe "list").
            <ListItem key={record.id} disablePadding>
              <ListItemButton
                component={RouterLink}
                to={openable ? catalog.path(decl.name, openable, { id: record.id }) : catalog.path(decl.name, 'list')}
                onClick={onNavigate}
              >
                <ListItemText primary={labelOf ? labelOf(record) : recordTitle(decl, record, locale)} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
      {!!total && (
        <Button component={RouterLink} to={filteredListPath(catalog, decl.name, filter)} onClick={onNavigate} sx={{ marginInlineStart: 1 }}>
          {translate('shell.panels.cart_more', { count: total })}
        </Button>
      )}
    </Box>
  );
}

export function CartList({ onNavigate }: { onNavigate: () => void }) {
  const translate = useTranslate();
  const catalog = useCatalog();
  const sources = CART_SOURCES.flatMap((s) => {
    const decl = resourceFor(catalog, s.resource, Object.keys(s.filter));
    const filter = decl && narrowFilter(decl, s.filter);
    return decl && filter ? [{ decl, filter }] : [];
  });
  if (!sources.length) {
    return (
      <Typography color="text.secondary" sx={{ p: 2 }} data-testid="cart-unavailable">
        {translate('shell.panels.cart_unavailable')}
      </Typography>
    );
  }
  return (
    <>
      {sources.map((s) => (
        <CartSource key={s.decl.name} decl={s.decl} filter={s.filter} onNavigate={onNavigate} />
      ))}
    </>
  );
}

export default CartList;
