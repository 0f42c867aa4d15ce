import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useSidebarState } from 'ra-ui-materialui';
import { clearAsideState, readAsideState, restoreOperatorAside, writeAsideState, type AsideState } from '../asideCookie';

/** Below `md` (768 px) the aside is a drawer over the page; from `md` up it is docked. */
export function useIsDrawerAside(): boolean {
  return useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'), { noSsr: true });
}

/**
 * Keeps react-admin's sidebar state and the `kt_aside_toggle_state` cookie together:
 * restored from the cookie on load (and when the window grows back to a docked aside),
 * written whenever the docked aside is minimised or expanded. The drawer of small screens
 * opens and closes without touching the cookie.
 */
export function useAsideCookieSync(): void {
  const drawer = useIsDrawerAside();
  const [open, setOpen] = useSidebarState();
  const openRef = useRef(open);
  openRef.current = open;
  const skipWrite = useRef(false);
  useLayoutEffect(() => {
    restoreOperatorAside();
    const want = drawer ? false : readAsideState() === 'expanded';
    if (want !== openRef.current) {
      skipWrite.current = true;
      setOpen(want);
    }
  }, [drawer, setOpen]);
  useEffect(() => {
    if (skipWrite.current) {
      skipWrite.current = false;
      return;
    }
    if (!drawer) writeAsideState(open ? 'expanded' : 'minimized');
  }, [open, drawer]);
}

/** The docked aside's state for the settings tab: what the cookie says, settable. */
export function useAsideSetting(): [AsideState, (state: AsideState) => void] {
  const drawer = useIsDrawerAside();
  const [open, setOpen] = useSidebarState();
  const [stored, setStored] = useState<AsideState>(() => readAsideState());
  const state: AsideState = drawer ? stored : open ? 'expanded' : 'minimized';
  const set = useCallback(
    (next: AsideState) => {
      writeAsideState(next);
      setStored(next);
      if (!drawer) setOpen(next === 'expanded');
    },
    [drawer, setOpen],
  );
  return [state, set];
}

/** "Reset layout" for the aside: the cookie goes and a docked aside is expanded again. */
export function useResetAside(): () => void {
  const drawer = useIsDrawerAside();
  const [, setOpen] = useSidebarState();
  return useCallback(() => {
    clearAsideState();
    if (!drawer) setOpen(true);
  }, [drawer, setOpen]);
}
