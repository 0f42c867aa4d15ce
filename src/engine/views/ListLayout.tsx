import { useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import CheckIcon from '@mui/icons-material/Check';
import DensityMediumIcon from '@mui/icons-material/DensityMedium';
import DensitySmallIcon from '@mui/icons-material/DensitySmall';
import { useStore, useTranslate } from 'ra-core';
import type { ConfigurableDatagridColumn } from 'ra-ui-materialui';

/*
 * The list's layout choices (issue 13 item 2): which columns show (react-admin's configurable
 * datagrid and its SelectColumnsButton) and how dense the rows are. Both are store keys that
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
