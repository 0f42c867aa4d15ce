import { cloneElement, isValidElement, useRef, useState, type ReactElement } from 'react';
import { Link } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import FilterListIcon from '@mui/icons-material/FilterList';
import { FilterLiveForm, RecordContextProvider, useListContext, useLocale, useTranslate, type RaRecord } from 'ra-core';
import { FilterFormBase } from 'ra-ui-materialui';
import { fieldKind } from '../kinds';
import type { FieldDeclaration, ResourceDeclaration } from '../types';
import { useHiddenColumns } from './ListLayout';
import { RowActions, rowsOffer } from './RowActions';
import { recordTitleOf } from './useResourceRoute';

/*
 * Lists on a phone (docs/decisions.md "Phone"). Below the theme's `sm`
 * breakpoint (576 px, SPEC §9 — the same line as the phone top bar) a list is a column of
 * cards instead of a table, and its filters (all but the search box) live in a bottom sheet.
 */

/** Below the theme's `sm` breakpoint: the phone layout of lists. */
export function usePhone(): boolean {
  return useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'), { noSsr: true });
}

/** How many secondary lines a card shows under its title. */
const SECONDARY_LINES = 2;

/**
 * What a card shows of a record: its title (the declaration's `recordTitle`; when that is only
 * the id, the first column's cell), up to two more columns, and a badge (the first column whose
 * kind says it is one: a status chip). Columns the operator hid in the chooser are left out.
 */
export function cardLayout(decl: ResourceDeclaration, columns: readonly FieldDeclaration[], hidden: readonly string[]) {
  const shown = columns.filter((f) => !hidden.includes(f.source));
  const badge = shown.find((f) => fieldKind(f.kind).badge);
  const rest = shown.filter(
    (f) => f !== badge && f.source !== decl.recordTitle && !(decl.recordTitle === '{locale}' && /^name_(ar|en)$/.test(f.source)),
  );
  const titleColumn = decl.recordTitle === 'id' ? rest[0] : undefined;
  const secondary = (titleColumn ? rest.slice(1) : rest).slice(0, SECONDARY_LINES);
  return { badge, titleColumn, secondary };
}

export interface ListCardsProps {
  decl: ResourceDeclaration;
  /** The list's columns, in order. */
  columns: readonly FieldDeclaration[];
  /** A column's cell, as the table renders it (reference columns read the list's one lookup). */
  cell: (field: FieldDeclaration) => ReactElement;
  /** Where tapping a card leads (false: nowhere). */
  rowPath: (id: string | number) => string | false;
  nested: readonly ResourceDeclaration[];
  detailsPath?: (id: string | number) => string | undefined;
  editPath?: (id: string | number) => string | undefined;
}

/**
 * No card to show: with filters set, it says so and offers to clear them (as the table's empty
 * state does), so a phone is not left with "No Users found" and no way back.
 */
export function NoCards({ name }: { name: string }) {
  const { filterValues, setFilters } = useListContext();
  const translate = useTranslate();
  const filtered = Object.keys(filterValues ?? {}).length > 0;
  return (
    <Box sx={{ p: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <Typography color="text.secondary">
        {translate(filtered ? 'ra.navigation.no_filtered_results' : 'ra.navigation.no_results', { name })}
      </Typography>
      {filtered && (
        <Button variant="outlined" size="small" onClick={() => setFilters({}, [])}>
          {translate('ra.navigation.clear_filters')}
        </Button>
      )}
    </Box>
  );
}

/** The records of the list's page as cards: title, two lines, status chip, the row's actions. */
export function ListCards({ decl, columns, cell, rowPath, nested, detailsPath, editPath }: ListCardsProps) {
  const { data, isPending } = useListContext();
  const translate = useTranslate();
  const locale = useLocale() as 'ar' | 'en' | 'es';
  const hidden = useHiddenColumns(decl.name);
  const { badge, titleColumn, secondary } = cardLayout(decl, columns, hidden);
  const offers = rowsOffer(decl, nested, detailsPath, editPath);
  const label = (f: FieldDeclaration) => translate(`resources.${decl.name}.fields.${f.source}`, { _: f.source });
  if (isPending) return null;
  if (!data?.length) return <NoCards name={translate(`resources.${decl.name}.name`, { smart_count: 2 })} />;
  return (
    <Box component="ul" data-testid="list-cards" sx={{ listStyle: 'none', m: 0, p: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
      {data.map((record: RaRecord) => {
        const to = rowPath(record.id);
        const body = (
          <CardContent sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, pb: 1, '&:last-child': { pb: 1 } }}>
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Typography variant="subtitle1" component="h2" dir="auto" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {titleColumn ? cell(titleColumn) : recordTitleOf(decl, record, locale)}
              </Typography>
              {secondary.map((f) => (
                <Typography key={f.source} variant="body2" color="text.secondary" component="div" sx={{ overflowWrap: 'anywhere' }}>
                  <span>{label(f)}: </span>
                  {cell(f)}
                </Typography>
              ))}
            </Box>
            {badge && <Box sx={{ flexShrink: 0 }}>{cell(badge)}</Box>}
          </CardContent>
        );
        return (
          <li key={record.id}>
            <RecordContextProvider value={record}>
              <Card variant="outlined" data-testid="list-card">
                {to ? (
                  <CardActionArea component={Link} to={to}>
                    {body}
                  </CardActionArea>
                ) : (
                  body
                )}
                {offers && (
                  <CardActions sx={{ flexWrap: 'wrap', gap: 0.5, pt: 0, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
                    <RowActions
                      decl={decl}
                      record={record}
                      nested={nested}
                      detailsPath={detailsPath?.(record.id)}
                      editPath={editPath?.(record.id)}
                    />
                  </CardActions>
                )}
              </Card>
            </RecordContextProvider>
          </li>
        );
      })}
    </Box>
  );
}

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** The filter values an operator set (the search box's `q` is not in the sheet). */
const activeFilters = (values: Record<string, unknown>) =>
  Object.entries(values).filter(([k, v]) => k !== 'q' && v !== undefined && v !== null && v !== '').length;

/**
 * A phone list's filters: a "Filters" button (with the number of active ones) opening a bottom
 * sheet with every filter input of the list, applied as they change (react-admin's live filter
 * form, the same behaviour as the filter bar). "Clear filters" keeps the search text.
 */
export function FilterSheetButton({ filters }: { filters: readonly ReactElement[] }) {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const [open, setOpen] = useState(false);
  const showResults = useRef<HTMLButtonElement>(null);
  const count = activeFilters(filterValues ?? {});
  const title = translate('app.layout.filters');
  const inputs = filters.filter(isValidElement).map((f) => cloneElement(f as ReactElement<{ alwaysOn?: boolean }>, { alwaysOn: true }));
  return (
    <>
      {/* Named by its text (no aria-label, WCAG 2.5.3): "Filters", then ", 2 active" for screen readers. */}
      <Button size="small" onClick={() => setOpen(true)} aria-haspopup="dialog" startIcon={<FilterListIcon />}>
        {title}
        {count > 0 && (
          <>
            <Box component="span" sx={VISUALLY_HIDDEN}>
              {`, ${translate('app.layout.filters_active', { smart_count: count })}`}
            </Box>
            <Box
              component="span"
              aria-hidden
              sx={{
                display: 'inline-flex',
                justifyContent: 'center',
                alignItems: 'center',
                minWidth: 20,
                height: 20,
                px: 0.5,
                marginInlineStart: 1,
                borderRadius: 10,
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                fontSize: '0.75rem',
              }}
            >
              {count}
            </Box>
          </>
        )}
      </Button>
      <Drawer
        anchor="bottom"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{
          paper: { role: 'dialog', 'aria-label': title, sx: { maxHeight: '85vh', borderTopLeftRadius: 12, borderTopRightRadius: 12 } },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', px: 2, pt: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            {title}
          </Typography>
          <IconButton aria-label={translate('ra.action.close')} onClick={() => setOpen(false)}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Box
          data-testid="filter-sheet"
          sx={{
            px: 2,
            '& form': { display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: 1 },
            '& .RaFilterForm-filterFormInput, & .MuiFormControl-root': { width: '100%', m: 0 },
          }}
        >
          <FilterLiveForm>
            <FilterFormBase filters={inputs} />
          </FilterLiveForm>
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, p: 2 }}>
          <Button
            disabled={!count}
            onClick={() => {
              setFilters(filterValues?.q ? { q: filterValues.q } : {}, {});
              // This button is disabled once nothing is filtered, and a disabled button drops the
              // focus out of the sheet (where Escape no longer closes it): hand it on first.
              showResults.current?.focus();
            }}
          >
            {translate('ra.navigation.clear_filters')}
          </Button>
          <Button ref={showResults} variant="contained" onClick={() => setOpen(false)}>
            {translate('app.layout.filters_show')}
          </Button>
        </Box>
      </Drawer>
    </>
  );
}
