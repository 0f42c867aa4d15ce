import type { Theme } from '@mui/material/styles';

/** react-admin's defaults for the docked aside's widths; the theme's `sidebar` sets ours. */
export const ASIDE_WIDTH = 240;
export const ASIDE_CLOSED_WIDTH = 55;

export type AsideTheme = Theme & { sidebar?: { width?: number; closedWidth?: number } };
