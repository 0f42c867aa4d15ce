import { Component, Suspense, useEffect, useState, type ReactNode } from 'react';
import { lazyPage } from '../config/chunks';
import { SCROLL_TOP_THRESHOLD_PX } from './constants';

/** What the page leaves free below its end for the button: its 40 px, its 24 px inset and 8 px. */
export const SCROLL_TOP_ROOM_PX = 72;

/** The button's code (MUI's Fab and Zoom) arrives with the first scroll that shows it. */
const ScrollTopFab = lazyPage(() => import('./ScrollTopFab'));

/** A button that is a convenience: if its code does not arrive, nothing shows (the page still scrolls). */
class Optional extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Shown after 300 px of scroll; takes the page back up in 600 ms (SPEC §9). */
export function ScrollTopButton() {
  const [shown, setShown] = useState(false);
  // Once shown, it stays mounted, so it zooms out as it zoomed in.
  const [wanted, setWanted] = useState(false);
  if (shown && !wanted) setWanted(true);
  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > SCROLL_TOP_THRESHOLD_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!wanted) return null;
  return (
    <Optional>
      <Suspense fallback={null}>
        <ScrollTopFab shown={shown} />
      </Suspense>
    </Optional>
  );
}
