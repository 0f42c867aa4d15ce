import type { Theme } from '@mui/material/styles';

/** The class of the row actions' cells and header: the column that stays in view. */
export const ROW_ACTIONS = 'app-row-actions';

/** How wide a cut text may grow before its ellipsis (a long name, an address, an e-mail). */
export const CELL_TEXT_MAX_WIDTH = '20rem';

/**
 * The look of every list's table (docs/decisions.md "Tables and numbers"):
 * - a table wider than its card scrolls inside the card, never the page;
 * - the row actions are a sticky end column (logical `inset-inline-end`, so the same rule holds
 *   in Arabic and English), over an opaque background that follows the row's hover and selection;
 * - headers wrap between words only, never inside one;
 * - cell texts (`CellText`) stay on one line, cut with an ellipsis.
 */
export const tableLook = {
  '& .RaDatagrid-tableWrapper': { overflowX: 'auto' },
  '& .RaDatagrid-headerCell': { wordBreak: 'keep-all', overflowWrap: 'normal', hyphens: 'none' },
  [`& .${ROW_ACTIONS}`]: {
    position: 'sticky',
    insetInlineEnd: 0,
    zIndex: 1,
    backgroundColor: 'background.paper',
    // A line on its start side, written for LTR: the RTL style cache flips it (theme/rtlFlip.ts).
    boxShadow: (theme: Theme) => `inset 1px 0 0 ${theme.palette.divider}`,
  },
  // Above the other header cells (react-admin's sticky header is z-index 2).
  [`& .RaDatagrid-headerCell.${ROW_ACTIONS}`]: { zIndex: 3 },
  // The row's own hover and selection tints are see-through: painted over the opaque cell.
  [`& .RaDatagrid-row:hover .${ROW_ACTIONS}`]: {
    backgroundImage: (theme: Theme) => `linear-gradient(${theme.palette.action.hover}, ${theme.palette.action.hover})`,
  },
  [`& .RaDatagrid-row.Mui-selected .${ROW_ACTIONS}`]: {
    backgroundImage: (theme: Theme) =>
      `linear-gradient(${theme.palette.action.selected}, ${theme.palette.action.selected}), linear-gradient(${theme.palette.primary.main}14, ${theme.palette.primary.main}14)`,
  },
  '& .app-cell-text': {
    display: 'block',
    maxWidth: CELL_TEXT_MAX_WIDTH,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    borderRadius: '2px',
    '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: '1px' },
  },
  '& .app-cell-stack': { display: 'flex', flexDirection: 'column', minWidth: 0 },
  '& .app-cell-secondary': { color: 'text.secondary', fontSize: '0.8125rem' },
} as const;
