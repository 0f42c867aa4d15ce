import Chip from '@mui/material/Chip';
import { useTranslate } from 'ra-core';

import type { StatusValue } from '../types';

/** Green: done and good; amber: waiting on someone; red: late or lapsed; grey: switched off. */
const COLOURS: Record<StatusValue, 'success' | 'default' | 'warning' | 'error' | 'info'> = {
  active: 'success',
  inactive: 'default',
  paid: 'success',
  unpaid: 'warning',
  partial_paid: 'info',
  overdue: 'error',
  finished: 'success',
  unfinished: 'warning',
  available: 'success',
  unavailable: 'default',
  expired: 'error',
  pending: 'warning',
  approved: 'success',
  rejected: 'error',
};

/** One look for every status in every list (SPEC §4 statuses). */
export function StatusChip({ value }: { value: unknown }) {
  const translate = useTranslate();
  if (value === undefined || value === null || value === '') return null;
  const key = String(value);
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLOURS[key as StatusValue] ?? 'info'}
      label={translate(`app.status.${key}`, { _: key })}
    />
  );
}
