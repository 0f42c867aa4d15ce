/**
 * The overlays of the shell (menus, drawers, the confirmation dialog) with what only they use:
 * MUI's Modal, Popover, focus trap, backdrop and transitions. One chunk, fetched when an
 * operator shows an intent to open one (src/engine/overlays/index.tsx), not with the first screen.
 */
export { default as Menu } from '@mui/material/Menu';
export { default as Drawer } from '@mui/material/Drawer';
export { Confirm } from 'ra-ui-materialui';
