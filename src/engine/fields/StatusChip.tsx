import Chip from '@mui/material/Chip';
import { useTranslate } from 'ra-core';

const COLOURS: Record<string, 'success' | 'default' | 'warning' | 'error' | 'info'> = {
  active: 'success',
  inactive: 'default',
};

/** One look for every status in every list (SPEC §4 statuses). */
export function StatusChip({ value }: { value: unknown }) {
  const translate = useTranslate();
  if (value === undefined || value === null || value === '') return null;
  const key = String(value);
  return <Chip size="small" variant="outlined" color={COLOURS[key] ?? 'info'} label={translate(`app.status.${key}`, { _: key })} />;
}
