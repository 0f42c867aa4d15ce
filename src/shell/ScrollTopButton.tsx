import { Suspense, useEffect, useState } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { chunkFailureKind, lazyPage } from '../config/chunks';
import { SCROLL_TOP_INSET_PX, SCROLL_TOP_SIZE_PX, SCROLL_TOP_THRESHOLD_PX } from './constants';

/** What the page leaves free below its end for the button: its size, its inset and 8 px. */
export const SCROLL_TOP_ROOM_PX = SCROLL_TOP_SIZE_PX + SCROLL_TOP_INSET_PX + 8;

/** The button's code (MUI's Fab and Zoom) arrives with the first scroll that shows it. */
const ScrollTopFab = lazyPage(() => import('./ScrollTopFab'));

/**
 * A convenience: if its code does not arrive, nothing shows (the page still scrolls). Any other
 * error goes on to the page's boundary, as `ChunkBoundary` does.
 */
function NothingIfChunkFailed({ error }: FallbackProps) {
  if (!chunkFailureKind(error)) throw error;
  return null;
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
    <ErrorBoundary FallbackComponent={NothingIfChunkFailed}>
      <Suspense fallback={null}>
        <ScrollTopFab shown={shown} />
      </Suspense>
    </ErrorBoundary>
  );
}
