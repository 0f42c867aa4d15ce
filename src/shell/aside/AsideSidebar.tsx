import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import Drawer from '@mui/material/Drawer';
import { Sidebar, useSidebarState } from 'ra-ui-materialui';
import { useAsideCookieSync, useIsDrawerAside } from './useAside';

/**
 * The aside (SPEC §4): docked, minimised or expanded, from `md` (768 px) up, its state kept
 * in the `kt_aside_toggle_state` cookie; below `md` a drawer over the page that closes when
 * a page is chosen. The drawer opens at the inline start (MUI flips `left` in Arabic).
 * react-admin's `Sidebar` turns into a drawer only below `sm` (576 px): from 576 to 767 px its
 * docked column would leave the page too little room, so that drawer is MUI's own.
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
  return <Sidebar data-testid="aside">{children}</Sidebar>;
}
