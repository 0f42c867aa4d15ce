import type { Theme } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';

/**
 * The look of one record drawn as a card on a phone (under `sm`): a framed block with room
 * around its lines. Shared by the tables below and by the rows of an editable `rows` field.
 */
export const PHONE_CARD = { border: 1, borderColor: 'divider', borderRadius: 1, mb: 1, px: 1.5, py: 1 } as const;

/**
 * A small table drawn as one card per row on a phone (under `sm`), each cell on its own line
 * after its column's name (the cell's `data-label`), instead of a table cut at the screen's edge.
 * The name is at the start side (the right in Arabic), the value at the end; a row header
 * (`th scope="row"`) heads its card. A cell's own text direction goes on an element inside it,
 * never on the cell, or a Latin value would turn its line around in Arabic.
 */
export const CARDS_ON_PHONE = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: {
    '&, & tbody, & tr, & td, & th[scope="row"]': { display: 'block', width: '100%', boxSizing: 'border-box' },
    '& thead': visuallyHidden,
    '& tr': PHONE_CARD,
    '& th[scope="row"]': { border: 0, p: 0, pb: 0.5, fontWeight: 600 },
    '& td': {
      border: 0,
      px: 0,
      py: 0.25,
      display: 'flex',
      flexDirection: 'row',
      justifyContent: 'space-between',
      gap: 2,
      textAlign: 'end',
    },
    '& td::before': { content: 'attr(data-label)', color: 'text.secondary', textAlign: 'start' },
  },
});
