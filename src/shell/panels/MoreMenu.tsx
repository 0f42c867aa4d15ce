import { useEffect, useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import BoltIcon from '@mui/icons-material/Bolt';
import MoreIcon from '@mui/icons-material/MoreVert';
import RefreshIcon from '@mui/icons-material/Refresh';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCartOutlined';
import TuneIcon from '@mui/icons-material/Tune';
import { useLoading, useRefresh, useTranslate } from 'ra-core';
import { CartPanel } from './CartButton';
import { QuickActionsPanel } from './QuickActionsButton';
import { QuickPanel } from './QuickPanelButton';

/** The panels the menu opens: the same ones the top bar's buttons open on a wider screen. */
export const MORE_PANELS = ['quick_actions', 'cart', 'quick_panel'] as const;
export type MorePanel = (typeof MORE_PANELS)[number];

const ITEMS: readonly { panel: MorePanel; icon: typeof BoltIcon; label: string; testId: string }[] = [
  { panel: 'quick_actions', icon: BoltIcon, label: 'shell.panels.quick_actions', testId: 'more-quick-actions' },
  { panel: 'cart', icon: ShoppingCartIcon, label: 'shell.panels.cart', testId: 'more-cart' },
  { panel: 'quick_panel', icon: TuneIcon, label: 'shell.panels.quick_panel', testId: 'more-quick-panel' },
];

/**
 * The top bar's "More" menu on a phone: the secondary buttons — quick actions,
 * the cart, the activity-and-settings panel and refresh — as menu items, so the bar keeps 44 px
 * targets and the page title some room. An item opens the very panel its button opens; closing
 * the panel gives the focus back to "More". While data loads, a spinner sits on the button
 * (where react-admin's loading indicator would be). With `openAtOnce`, the menu is open as it
 * first shows.
 */
export function MoreMenu({ openAtOnce = false }: { openAtOnce?: boolean }) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const loading = useLoading();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [panel, setPanel] = useState<MorePanel | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  // The press that fetched this code again (MoreMenuSlot) asked for the menu: it opens as it arrives.
  useEffect(() => {
    if (openAtOnce) setAnchor(button.current);
  }, [openAtOnce]);
  const label = translate('shell.more.label');
  const choose = (next: MorePanel) => {
    setAnchor(null);
    setPanel(next);
  };
  const closePanel = () => {
    setPanel(null);
    button.current?.focus();
  };
  return (
    <>
      <Box sx={{ position: 'relative', display: 'flex' }}>
        <Tooltip title={label}>
          <IconButton
            ref={button}
            color="inherit"
            aria-label={label}
            aria-haspopup="menu"
            aria-controls={anchor ? menuId : undefined}
            aria-expanded={anchor ? 'true' : undefined}
            data-testid="app-bar-more"
            onClick={(e) => setAnchor(e.currentTarget)}
          >
            <MoreIcon />
          </IconButton>
        </Tooltip>
        {loading && (
          <CircularProgress
            color="inherit"
            size={16}
            thickness={6}
            data-testid="app-bar-loading"
            sx={{ position: 'absolute', insetBlockEnd: 2, insetInlineEnd: 2, pointerEvents: 'none' }}
          />
        )}
      </Box>
      {/* The menu is portalled out of the top bar: its paper is a named region, so its items
          sit in a landmark (axe "region"), as the quick search's results do. */}
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        data-testid="app-bar-more-menu"
        slotProps={{ paper: { role: 'region', 'aria-label': label } as object, list: { 'aria-label': label } as object }}
      >
        {ITEMS.map(({ panel: p, icon: Icon, label: key, testId }) => (
          <MenuItem key={p} onClick={() => choose(p)} aria-haspopup="dialog" data-testid={testId}>
            <ListItemIcon>
              <Icon />
            </ListItemIcon>
            <ListItemText>{translate(key)}</ListItemText>
          </MenuItem>
        ))}
        <MenuItem
          data-testid="more-refresh"
          onClick={() => {
            setAnchor(null);
            refresh();
          }}
        >
          <ListItemIcon>
            <RefreshIcon />
          </ListItemIcon>
          <ListItemText>{translate('ra.action.refresh')}</ListItemText>
        </MenuItem>
      </Menu>
      <QuickActionsPanel open={panel === 'quick_actions'} onClose={closePanel} />
      <CartPanel open={panel === 'cart'} onClose={closePanel} />
      <QuickPanel open={panel === 'quick_panel'} onClose={closePanel} />
    </>
  );
}
export default MoreMenu;
