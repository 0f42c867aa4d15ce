import type { Theme } from '@mui/material/styles';

/** react-admin's defaults for the docked aside's widths; the theme's `sidebar` sets ours. */
export const ASIDE_WIDTH = 240;
export const ASIDE_CLOSED_WIDTH = 55;

type AsideTheme = Theme & { sidebar?: { width?: number; closedWidth?: number } };

/** The docked aside's width, expanded or minimised (src/theme/themes.ts `sidebar`), as react-admin reads it. */
export function asideWidth(theme: Theme, open: boolean): number {
  const { sidebar } = theme as AsideTheme;
  return open ? (sidebar?.width ?? ASIDE_WIDTH) : (sidebar?.closedWidth ?? ASIDE_CLOSED_WIDTH);
}
