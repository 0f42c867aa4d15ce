import { useContext } from 'react';
import { ListContext, useRecordContext, useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { groupPermissions, normalisePermissions, type PermissionVocabulary } from './permissionVocabulary';

/** True inside a list (a row of a datagrid); false on a details page. */
export function useInList(): boolean {
  return useContext(ListContext) !== null;
}

/**
 * A role's permissions: their number in a list, and on the details page the granted ones
 * grouped by entity ("Users: View, Edit"), which reads better than 30 raw strings.
 */
export function PermissionsView({ source, vocabulary }: { source: string; vocabulary: PermissionVocabulary }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const inList = useInList();
  const value: unknown[] = Array.isArray(record?.[source]) ? record[source] : [];
  const count = normalisePermissions(vocabulary, value).length;
  if (inList) return <>{translate('app.permissions.count', { count, smart_count: count })}</>;
  const groups = groupPermissions(vocabulary, value);
  if (groups.length === 0) return <Typography variant="body2">{translate('app.permissions.none')}</Typography>;
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
      {groups.map((g) => (
        <Box key={g.entity} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" sx={{ fontWeight: 500, alignSelf: 'center' }}>
            {translate(`app.permissions.entities.${g.entity}`, { _: g.entity })}
          </Typography>
          <Box component="dd" sx={{ m: 0, display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
            {g.actions.map((a) => (
              <Chip key={a} size="small" variant="outlined" label={translate(`app.permissions.actions.${a}`)} />
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** The export text: "Users: View, Edit; Roles: View". */
export function permissionsText(
  vocabulary: PermissionVocabulary,
  value: unknown,
  translate: (key: string, options?: Record<string, unknown>) => string,
): string {
  const list = Array.isArray(value) ? value : [];
  return groupPermissions(vocabulary, list)
    .map(
      (g) =>
        `${translate(`app.permissions.entities.${g.entity}`, { _: g.entity })}: ${g.actions.map((a) => translate(`app.permissions.actions.${a}`)).join(', ')}`,
    )
    .join('; ');
}
