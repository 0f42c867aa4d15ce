import { Link as RouterLink } from 'react-router-dom';
import { useGetList, useLocaleState, useRecordContext, useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useCatalog } from '../../engine/CatalogContext';
import { LinkButton } from '../../engine/views/LinkButton';
import { ReadError } from '../../engine/views/ReadError';
import { recordTitleOf, useCan } from '../../engine/views/useResourceRoute';
import { DEFAULT_LOCALE, isLocale } from '../../locale/languages';
import type { RelatedFieldDeclaration } from '../kinds/related';

/** At most this many are listed; beyond it a link opens the filtered list. */
export const RELATED_SHOWN = 50;

/**
 * The records of another resource that point at this one (a category's sub-categories): each a
 * link to its details page (else its edit page), a link to all of them in their list when there
 * are more, and "Add" opening that resource's create form with the pointer preset
 * (`?source={"parent_id":7}`, react-admin's way). Nothing on a record not saved yet.
 */
export function RelatedList({ field, resource, label }: { field: RelatedFieldDeclaration; resource: string; label?: string }) {
  const record = useRecordContext();
  const catalog = useCatalog();
  const translate = useTranslate();
  const [rawLocale] = useLocaleState();
  const locale = isLocale(rawLocale) ? rawLocale : DEFAULT_LOCALE;
  const target = catalog.get(field.reference);
  const canList = useCan(field.reference, 'list');
  const canCreate = useCan(field.reference, 'create');
  const canDetails = useCan(field.reference, 'details');
  const canEdit = useCan(field.reference, 'edit');
  const id = record?.id;
  const filter = { [field.target]: id };
  const { data, total, isPending, error, refetch } = useGetList(
    field.reference,
    { filter, sort: target?.defaultSort ?? { field: 'id', order: 'ASC' }, pagination: { page: 1, perPage: RELATED_SHOWN } },
    { enabled: id !== undefined && id !== null && canList },
  );
  if (!record || id === undefined || id === null || !target) return null;
  const keys = `resources.${resource}.related.${field.source}`;
  const linkOf = (rid: string | number) =>
    (canDetails && catalog.tryPath(field.reference, 'details', { id: rid })) ||
    (canEdit && catalog.tryPath(field.reference, 'edit', { id: rid }));
  const listPath = catalog.tryPath(field.reference, 'list');
  const createPath = canCreate && catalog.tryPath(field.reference, 'create');
  const headingId = `related-${field.source}`;

  return (
    <Box component="section" aria-labelledby={label ? headingId : undefined} sx={{ mb: 2, width: '100%' }}>
      {label && (
        <FormLabel id={headingId} component="h3" sx={{ display: 'block', mb: 1, typography: 'body2' }}>
          {label}
        </FormLabel>
      )}
      {!canList ? null : isPending ? (
        <CircularProgress size={18} aria-label={translate('ra.page.loading')} />
      ) : error ? (
        <ReadError error={error} onRetry={() => void refetch()} compact />
      ) : data && data.length > 0 ? (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {data.map((r) => {
            const name = recordTitleOf(target, r, locale);
            const to = linkOf(r.id);
            return (
              <Box component="li" key={r.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 4, px: 1.5, py: 0.25 }}>
                {to ? (
                  <Link component={RouterLink} to={to} dir="auto" underline="hover">
                    {name}
                  </Link>
                ) : (
                  <bdi>{name}</bdi>
                )}
              </Box>
            );
          })}
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate(`${keys}.none`)}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
        {createPath && (
          <LinkButton
            to={`${createPath}?${new URLSearchParams({ source: JSON.stringify({ [field.target]: id }) })}`}
            icon={<AddIcon />}
            label={`${keys}.add`}
            variant="outlined"
          />
        )}
        {listPath && total !== undefined && data && total > data.length && (
          <LinkButton
            to={`${listPath}?${new URLSearchParams({ filter: JSON.stringify(filter) })}`}
            label={translate(`${keys}.all`, { total })}
          />
        )}
      </Box>
    </Box>
  );
}
