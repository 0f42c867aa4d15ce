import { useContext } from 'react';
import { ListContext, useRecordContext, useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import {
  ROLE_LABEL_KEYS,
  entityLabel,
  groupPermissions,
  normalisePermissions,
  type PermissionLabelKeys,
  type PermissionVocabulary,
  type Translate,
} from './permissionVocabulary';

export type { PermissionLabelKeys };

/** True inside a list (a row of a datagrid); false on a details page. */
export function useInList(): boolean {
  return useContext(ListContext) !== null;
}

/**
 * A role's permissions: their number in a list, and on the details page the granted ones
 * grouped by entity ("Users: View, Edit"), which reads better than 30 raw strings.
 */
export function PermissionsView({
  source,
  vocabulary,
  labelKeys = ROLE_LABEL_KEYS,
}: {
  source: string;
  vocabulary: PermissionVocabulary;
  labelKeys?: PermissionLabelKeys;
}) {
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
            {entityLabel(translate, g.entity, labelKeys)}
          </Typography>
          <Box component="dd" sx={{ m: 0, display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
            {g.actions.map((a) => (
              <Chip key={a} size="small" variant="outlined" label={translate(`${labelKeys.actions}.${a}`, { _: a })} />
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
  translate: Translate,
  labelKeys: PermissionLabelKeys = ROLE_LABEL_KEYS,
): string {
  const list = Array.isArray(value) ? value : [];
  return groupPermissions(vocabulary, list)
    .map(
      (g) =>
        `${entityLabel(translate, g.entity, labelKeys)}: ${g.actions.map((a) => translate(`${labelKeys.actions}.${a}`, { _: a })).join(', ')}`,
    )
    .join('; ');
}
