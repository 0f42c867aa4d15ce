import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import { styled } from '@mui/material/styles';
import { useSidebarState } from 'ra-ui-materialui';
import { Drawer } from '../../engine/overlays';
import { asideWidth } from './asideWidth';
import { useAsideCookieSync, useIsDrawerAside } from './useAside';

/**
 * The aside (SPEC §4): docked, minimised or expanded, from `md` (768 px) up, its state kept
 * in the `kt_aside_toggle_state` cookie; below `md` a drawer over the page that closes when
 * a page is chosen. The drawer opens at the inline start (MUI flips `left` in Arabic); it is an
 * overlay, fetched on the first intent to open it (src/engine/overlays).
 */
export function AsideSidebar({ children }: { children: ReactNode }) {
  useAsideCookieSync();
  const drawer = useIsDrawerAside();
  const [open, setOpen] = useSidebarState();
  const { pathname } = useLocation();
  useEffect(() => {
    if (drawer) setOpen(false);
    // Only on navigation: closing the drawer when a page was chosen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
  if (drawer) {
    return (
      <Drawer
        variant="temporary"
        anchor="left"
        open={open}
        onClose={() => setOpen(false)}
        ModalProps={{ keepMounted: true }}
        slotProps={{ paper: { sx: { width: 280 }, 'data-testid': 'aside-drawer' } as object }}
      >
        {children}
      </Drawer>
    );
  }
  return <DockedAside open={open}>{children}</DockedAside>;
}

/**
 * The docked aside: what react-admin's `Sidebar` draws from `sm` up (a permanent MUI Drawer),
 * without the Drawer, whose module brings MUI's Modal and Slide for the temporary variant this
 * branch never shows. Same elements and class names (the paper's `MuiDrawer-paper`, the
 * `RaSidebar-fixed` column), widths (the theme's `sidebar`) and behaviour: it follows the app
 * bar up when the bar slides away on scroll.
 */
function DockedAside({ open, children }: { open: boolean; children: ReactNode }) {
  const appBarHidden = useScrollTrigger();
  const className = ['MuiDrawer-root', 'MuiDrawer-docked', 'RaSidebar-docked', open ? 'RaSidebar-open' : 'RaSidebar-closed'];
  if (appBarHidden) className.push('RaSidebar-appBarCollapsed');
  return (
    <Docked className={className.join(' ')} open={open} data-testid="aside">
      <div className="MuiPaper-root MuiPaper-elevation0 MuiDrawer-paper MuiDrawer-paperAnchorDockedLeft RaSidebar-paper">
        <div className="RaSidebar-fixed">{children}</div>
      </div>
    </Docked>
  );
}

const Docked = styled('div', { name: 'RaSidebar', slot: 'Root', shouldForwardProp: (prop) => prop !== 'open' })<{ open: boolean }>(
  ({ open, theme }) => ({
    flex: '0 0 auto',
    height: 'calc(100vh - 3em)',
    marginTop: 0,
    transition: theme.transitions.create('margin', {
      easing: theme.transitions.easing.easeOut,
      duration: theme.transitions.duration.enteringScreen,
    }),
    '&.RaSidebar-appBarCollapsed': {
      // The layout keeps the app bar's height above the content; with the bar gone, the aside
      // takes that room back (as react-admin's does).
      marginTop: theme.spacing(-6),
      [theme.breakpoints.down('sm')]: { marginTop: theme.spacing(-7) },
      transition: theme.transitions.create('margin', {
        easing: theme.transitions.easing.sharp,
        duration: theme.transitions.duration.leavingScreen,
      }),
    },
    '& .RaSidebar-fixed': {
      position: 'fixed',
      height: 'calc(100vh - 3em)',
      overflowX: 'hidden',
      scrollbarWidth: 'none',
      '&::-webkit-scrollbar': { display: 'none' },
    },
    '& .RaSidebar-paper': {
      position: 'relative',
      display: 'flex',
      flexDirection: 'column',
      flex: '1 0 auto',
      height: '100%',
      outline: 0,
      overflowY: 'auto',
      color: (theme.vars || theme).palette.text.primary,
      width: asideWidth(theme, open),
      transition: theme.transitions.create('width', {
        easing: theme.transitions.easing.sharp,
        duration: theme.transitions.duration.leavingScreen,
      }),
      backgroundColor: 'transparent',
      border: 'none',
      zIndex: 'inherit',
    },
  }),
);
