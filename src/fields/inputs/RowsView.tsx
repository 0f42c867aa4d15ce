import { useRecordContext } from 'ra-core';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { RowsFieldDeclaration } from '../kinds/rows';
import { useInList } from './PermissionsView';
import { CARDS_ON_PHONE } from '../phoneCards';
import { cellLabel, cellText, rowsOf, type RowsContext } from './rowsFormat';

/**
 * A rows field: the number of rows in a list, a small table on a details page; on a phone that
 * table is one card per row, each cell after its column's name.
 */
export function RowsView({ field, ctx }: { field: RowsFieldDeclaration; ctx: RowsContext }) {
  const record = useRecordContext();
  const inList = useInList();
  const rows = rowsOf(record?.[field.source]);
  if (inList) return <>{ctx.translate('app.rows.count', { count: rows.length, smart_count: rows.length })}</>;
  if (rows.length === 0) return <Typography variant="body2">{ctx.translate('app.rows.empty')}</Typography>;
  return (
    <Table size="small" sx={[{ width: 'auto', minInlineSize: { sm: 320 } }, CARDS_ON_PHONE]}>
      <TableHead>
        <TableRow>
          {field.of.map((c) => (
            <TableCell key={c.source} component="th" scope="col" align={c.kind === 'money' || c.kind === 'number' ? 'right' : 'left'}>
              {cellLabel(c, ctx)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row, i) => (
          <TableRow key={i}>
            {field.of.map((c) => (
              <TableCell key={c.source} align={c.kind === 'money' || c.kind === 'number' ? 'right' : 'left'} data-label={cellLabel(c, ctx)}>
                <span dir="auto">{cellText(c, row[c.source], record ?? {}, ctx)}</span>
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
