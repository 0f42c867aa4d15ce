import Chip from '@mui/material/Chip';
import { useTranslate } from 'ra-core';

import { fieldSettings } from '../settings';

/** One look for every status in every list (SPEC §4 statuses), coloured by the app's status tones. */
export function StatusChip({ value }: { value: unknown }) {
  const translate = useTranslate();
  if (value === undefined || value === null || value === '') return null;
  const key = String(value);
  return (
    <Chip
      size="small"
      variant="outlined"
      color={fieldSettings().statusTones[key] ?? 'info'}
      label={translate(`app.status.${key}`, { _: key })}
    />
  );
}
