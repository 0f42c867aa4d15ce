import { useRecordContext, useTranslate } from 'ra-core';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import type { Locale } from '../../locale/languages';
import { formatDate } from '../../locale/format';

/**
 * Light list cells. A 500-row page renders thousands of cells: react-admin's DateField
 * builds a formatter per cell and BooleanField wraps each icon in a Tooltip. These read the
 * record once and use the app's cached formatters, so a list shows dates exactly as its
 * export and details page do.
 */
interface CellProps {
  source: string;
  /** Read by the Datagrid header, not here. */
  sortable?: boolean;
  label?: string;
}

export function DateCell({ source, locale, withTime = false }: CellProps & { locale: Locale; withTime?: boolean }) {
  const record = useRecordContext();
  const value = record?.[source] as string | number | undefined;
  if (value === undefined || value === null || value === '') return null;
  // Kept on one line: an Arabic time's "م" must not wrap under the date.
  return (
    <span dir="auto" style={{ whiteSpace: 'nowrap' }}>
      {formatDate(locale, value, withTime)}
    </span>
  );
}

export function BooleanCell({ source }: CellProps) {
  const record = useRecordContext();
  const translate = useTranslate();
  const value = record?.[source];
  if (value === undefined || value === null) return null;
  const text = translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
  const Icon = value ? CheckIcon : CloseIcon;
  return <Icon fontSize="small" role="img" aria-label={text} titleAccess={text} sx={{ verticalAlign: 'middle' }} />;
}
