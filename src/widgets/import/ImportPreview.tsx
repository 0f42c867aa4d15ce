import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Problem, SheetCell } from '../../engine/kinds';
import type { FieldDeclaration } from '../../engine/types';
import type { CheckedRow } from './check';

export interface PreviewProps {
  headers: readonly string[];
  rows: readonly (readonly SheetCell[])[];
  mapping: readonly (string | null)[];
  onMapping: (column: number, source: string | null) => void;
  fields: readonly FieldDeclaration[];
  checked: readonly CheckedRow[] | null;
  labelOf: (source: string) => string;
  say: (p: Problem, source: string) => string;
  translate: (key: string, args?: Record<string, unknown>) => string;
  disabled: boolean;
  /** The file's first row is line 1: a data row's line is its index plus this. */
  firstLine: number;
  /** A cell as it will be sent, written as the list writes it (a date cell's day, Yes for TRUE). */
  display: (row: number, source: string, cell: SheetCell) => string;
}

const PAGE = 25;

/** A cell's own text. */
export const shown = (cell: SheetCell | undefined) => (cell === undefined ? '' : String(cell));

/**
 * The column matching (each header's field, changeable) and the rows as they will be sent, a
 * page at a time, each broken rule under its cell; problems of fields without a column (a
 * required one) in the last column.
 */
export function ImportPreview(props: PreviewProps) {
  const { headers, rows, mapping, onMapping, fields, checked, labelOf, say, translate, disabled, firstLine, display } = props;
  const [onlyBad, setOnlyBad] = useState(false);
  const [page, setPage] = useState(0);
  const mappedSources = new Set(mapping.filter((s): s is string => !!s));
  const indexes = useMemo(() => {
    const all = rows.map((_, i) => i);
    return onlyBad && checked ? all.filter((i) => Object.keys(checked[i]?.problems ?? {}).length > 0) : all;
  }, [rows, checked, onlyBad]);
  const pageCount = Math.max(1, Math.ceil(indexes.length / PAGE));
  const current = Math.min(page, pageCount - 1);
  const visible = indexes.slice(current * PAGE, current * PAGE + PAGE);
  const columns = mapping.map((s, i) => ({ source: s, i })).filter((c) => c.source);
  const rest = (problems: Record<string, Problem[]>) =>
    Object.entries(problems)
      .filter(([source]) => !mappedSources.has(source))
      .flatMap(([source, list]) => list.map((p) => say(p, source)));

  return (
    <>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
        {translate('widgets.import.columns')}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' }, gap: 1.5, mt: 1 }}>
        {headers.map((h, i) => (
          <TextField
            key={i}
            select
            size="small"
            disabled={disabled}
            label={h || `#${i + 1}`}
            value={mapping[i] ?? ''}
            onChange={(e) => onMapping(i, e.target.value || null)}
            slotProps={{ htmlInput: { 'aria-label': translate('widgets.import.column_field', { header: h || `#${i + 1}` }) } }}
          >
            <MenuItem value="">
              <em>{translate('widgets.import.ignore')}</em>
            </MenuItem>
            {fields.map((f) => (
              <MenuItem key={f.source} value={f.source} disabled={mapping[i] !== f.source && mappedSources.has(f.source)}>
                {labelOf(f.source)}
              </MenuItem>
            ))}
          </TextField>
        ))}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mt: 2 }}>
        <Typography variant="subtitle2" component="h3">
          {translate('widgets.import.preview')}
        </Typography>
        <FormControlLabel
          control={
            <Checkbox
              checked={onlyBad}
              onChange={(e) => {
                setOnlyBad(e.target.checked);
                setPage(0);
              }}
            />
          }
          label={translate('widgets.import.only_bad')}
        />
      </Box>
      <TableContainer sx={{ maxHeight: { xs: 'none', sm: 420 }, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" stickyHeader aria-label={translate('widgets.import.preview')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('widgets.import.line')}</TableCell>
              {columns.map((c) => (
                <TableCell key={c.i}>{labelOf(c.source!)}</TableCell>
              ))}
              <TableCell>{translate('widgets.import.problems')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {visible.map((r) => {
              const problems = checked?.[r]?.problems ?? {};
              const bad = Object.keys(problems).length > 0;
              return (
                <TableRow key={r} data-bad={bad || undefined} sx={bad ? { bgcolor: 'action.hover' } : undefined}>
                  <TableCell>{(r + firstLine).toLocaleString()}</TableCell>
                  {columns.map((c) => {
                    const list = problems[c.source!] ?? [];
                    return (
                      <TableCell key={c.i} sx={{ verticalAlign: 'top' }}>
                        <bdi>{display(r, c.source!, rows[r][c.i])}</bdi>
                        {list.map((p, k) => (
                          <Typography key={k} variant="caption" color="error" component="div">
                            {say(p, c.source!)}
                          </Typography>
                        ))}
                      </TableCell>
                    );
                  })}
                  <TableCell sx={{ verticalAlign: 'top' }}>
                    {rest(problems).map((text, k) => (
                      <Typography key={k} variant="caption" color="error" component="div">
                        {text}
                      </Typography>
                    ))}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      {indexes.length > PAGE && (
        <TablePagination
          component="div"
          count={indexes.length}
          page={current}
          rowsPerPage={PAGE}
          rowsPerPageOptions={[PAGE]}
          onPageChange={(_, p) => setPage(p)}
          labelDisplayedRows={({ from, to, count }) =>
            translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })
          }
          getItemAriaLabel={(type) => translate(type === 'previous' ? 'ra.navigation.previous' : 'ra.navigation.next')}
        />
      )}
    </>
  );
}
