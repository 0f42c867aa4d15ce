import { useState } from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Popover from '@mui/material/Popover';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import CheckIcon from '@mui/icons-material/Check';
import DensityMediumIcon from '@mui/icons-material/DensityMedium';
import DensitySmallIcon from '@mui/icons-material/DensitySmall';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import ViewWeekIcon from '@mui/icons-material/ViewWeek';
import { FieldTitle, useStore, useTranslate } from 'ra-core';
import type { ConfigurableDatagridColumn } from 'ra-ui-materialui';

/*
 * The list's layout choices, kept per operator: which columns show (react-admin's configurable
 * datagrid, chosen with `ColumnsButton`) and how dense the rows are. Both are store keys that
 * the app's store keeps per operator (src/locale/operatorLayout.ts).
 */

export type Density = 'comfortable' | 'compact';
export const DENSITIES: readonly Density[] = ['comfortable', 'compact'];
/** One choice for every list of this operator. */
export const DENSITY_KEY = 'layout.density';

export function useDensity() {
  return useStore<Density>(DENSITY_KEY, 'comfortable');
}

/** The configurable datagrid's preference key of a resource's list (react-admin's default). */
export const columnsPreferenceKey = (resource: string) => `${resource}.datagrid`;

/**
 * The datagrid's look for a density. Comfortable is the lists as they always were (react-admin's
 * `size="small"` table); compact tightens the cells and the row buttons.
 */
export function densityProps(density: Density): { size: 'small' | 'medium'; sx: Record<string, object> } {
  return density === 'compact'
    ? {
        size: 'small' as const,
        sx: {
          '& .MuiTableCell-sizeSmall': { padding: '1px 8px', fontSize: '0.8125rem' },
          '& .MuiTableCell-sizeSmall .MuiButton-root': { paddingTop: 0, paddingBottom: 0, minHeight: 0, fontSize: '0.75rem' },
          '& .MuiTableCell-sizeSmall .MuiChip-root': { height: 20 },
        },
      }
    : { size: 'small', sx: {} };
}

/**
 * The sources of the columns this operator hid on a resource's list (so the export dialog can
 * leave them out of its first choice). Nothing hidden until the chooser was used.
 */
export function useHiddenColumns(resource: string): string[] {
  const key = columnsPreferenceKey(resource);
  const [available] = useStore<ConfigurableDatagridColumn[]>(`preferences.${key}.availableColumns`, []);
  const [shown] = useStore<string[] | undefined>(`preferences.${key}.columns`);
  if (!shown) return [];
  return available.flatMap((c) => (c.source && !shown.includes(c.index) ? [c.source] : []));
}

/** The toolbar's density choice: a button (an icon on a phone) opening Comfortable / Compact. */
export function DensityButton() {
  const translate = useTranslate();
  const [density, setDensity] = useDensity();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const title = translate('app.layout.density');
  const icon = density === 'compact' ? <DensitySmallIcon /> : <DensityMediumIcon />;
  const open = (e: React.MouseEvent<HTMLElement>) => setAnchor(e.currentTarget);
  return (
    <>
      {phone ? (
        <Tooltip title={title}>
          <IconButton color="primary" aria-label={title} aria-haspopup="menu" onClick={open}>
            {icon}
          </IconButton>
        </Tooltip>
      ) : (
        <Button size="small" startIcon={icon} aria-haspopup="menu" onClick={open}>
          {title}
        </Button>
      )}
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {DENSITIES.map((d) => (
          <MenuItem
            key={d}
            selected={d === density}
            role="menuitemradio"
            aria-checked={d === density}
            onClick={() => {
              setDensity(d);
              setAnchor(null);
            }}
          >
            <ListItemIcon>{d === density ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
            <ListItemText>{translate(`app.layout.density_${d}`)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/**
 * The toolbar's column chooser: which of the list's columns show, in which order (drag a row).
 * It reads and writes react-admin's own preference keys (`preferences.<key>.columns` and
 * `.availableColumns`), so `DatagridConfigurable` follows it as it followed react-admin's
 * `SelectColumnsButton`. That button made each row an `option` outside any list box, holding a
 * switch (axe: critical and serious); here a row is a plain list item with a labelled switch.
 */
export function ColumnsButton({ preferenceKey }: { preferenceKey: string }) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dragged, setDragged] = useState<string | null>(null);
  // react-admin's configurable datagrid writes these keys itself, `omit` as its prop (undefined
  // when the list passes none): each is read as a list whatever is stored.
  const [storedAvailable, setAvailable] = useStore<ConfigurableDatagridColumn[] | undefined>(
    `preferences.${preferenceKey}.availableColumns`,
    [],
  );
  const [storedOmit] = useStore<string[] | undefined>(`preferences.${preferenceKey}.omit`, []);
  const available = storedAvailable ?? [];
  const omit = storedOmit ?? [];
  const shownByDefault = available.filter((c) => !c.source || !omit.includes(c.source)).map((c) => c.index);
  const [storedShown, setShown] = useStore<string[] | undefined>(`preferences.${preferenceKey}.columns`, shownByDefault);
  const shown = storedShown ?? shownByDefault;
  const toggle = (index: string, on: boolean) =>
    setShown(
      on ? available.filter((c) => c.index === index || shown.includes(c.index)).map((c) => c.index) : shown.filter((i) => i !== index),
    );
  /** The dragged column takes the place of the one it is over. */
  const moveTo = (index: string, target: string) => {
    const from = available.findIndex((c) => c.index === index);
    const to = available.findIndex((c) => c.index === target);
    if (from < 0 || to < 0 || from === to) return;
    const next = [...available];
    const [moving] = next.splice(from, 1);
    next.splice(to, 0, moving);
    setAvailable(next);
    setShown(next.filter((c) => shown.includes(c.index)).map((c) => c.index));
  };
  /** Alt+↑ / Alt+↓ on a column's switch moves it one place: the order without a mouse. */
  const moveByKey = (index: string) => (e: React.KeyboardEvent) => {
    if (!e.altKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
    e.preventDefault();
    const at = available.findIndex((c) => c.index === index);
    const target = available[at + (e.key === 'ArrowUp' ? -1 : 1)];
    if (target) moveTo(index, target.index);
  };
  const hintId = `${preferenceKey}-columns-hint`;
  return (
    <>
      <Button size="small" startIcon={<ViewWeekIcon />} aria-haspopup="dialog" onClick={(e) => setAnchor(e.currentTarget)}>
        {translate('ra.action.select_columns')}
      </Button>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        transformOrigin={{ vertical: 'top', horizontal: 'center' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': translate('ra.action.select_columns') } as object }}
      >
        <Typography id={hintId} variant="caption" component="p" color="text.secondary" sx={{ px: 2, pt: 1.5, maxWidth: 260 }}>
          {translate('app.layout.columns_hint')}
        </Typography>
        <List dense sx={{ p: 1 }}>
          {available.map((c) => (
            <ListItem
              key={c.index}
              disablePadding
              draggable
              onDragStart={() => setDragged(c.index)}
              onDragOver={(e) => {
                e.preventDefault();
                if (dragged !== null) moveTo(dragged, c.index);
              }}
              onDragEnd={() => setDragged(null)}
              sx={{ cursor: 'move', opacity: dragged === c.index ? 0.5 : 1 }}
            >
              <FormControlLabel
                sx={{ m: 0, flex: 1 }}
                control={
                  <Switch
                    size="small"
                    checked={shown.includes(c.index)}
                    onChange={(e) => toggle(c.index, e.target.checked)}
                    onKeyDown={moveByKey(c.index)}
                    slotProps={{ input: { 'aria-describedby': hintId } }}
                  />
                }
                label={
                  <Typography variant="body2" component="span">
                    <FieldTitle label={c.label} source={c.source} />
                  </Typography>
                }
              />
              <DragIndicatorIcon fontSize="small" color="disabled" aria-hidden />
            </ListItem>
          ))}
        </List>
      </Popover>
    </>
  );
}
