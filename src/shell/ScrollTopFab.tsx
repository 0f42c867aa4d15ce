import Fab from '@mui/material/Fab';
import Zoom from '@mui/material/Zoom';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { useTranslate } from 'ra-core';
import { SCROLL_TOP_DURATION_MS, SCROLL_TOP_INSET_PX } from './constants';

/** Scrolls the window to the top in `duration` ms with an ease-out; instantly if motion is reduced. */
export function scrollToTop(duration = SCROLL_TOP_DURATION_MS): void {
  const start = window.scrollY;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  if (reduced || start <= 0 || duration <= 0) {
    window.scrollTo({ top: 0 });
    return;
  }
  const t0 = performance.now();
  const step = (now: number) => {
    const p = Math.min(1, (now - t0) / duration);
    window.scrollTo({ top: Math.round(start * (1 - (1 - (1 - p) ** 3))) });
    if (p < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

/** The button itself, zooming in and out with `shown` (see ScrollTopButton). */
export default function ScrollTopFab({ shown }: { shown: boolean }) {
  const translate = useTranslate();
  return (
    <Zoom in={shown}>
      <Fab
        size="small"
        color="primary"
        aria-label={translate('shell.scroll_top')}
        data-testid="scroll-top"
        onClick={() => {
          scrollToTop();
          document.getElementById('page-content')?.focus({ preventScroll: true });
        }}
        sx={{
          position: 'fixed',
          insetBlockEnd: SCROLL_TOP_INSET_PX,
          insetInlineEnd: SCROLL_TOP_INSET_PX,
          zIndex: (t) => t.zIndex.speedDial,
        }}
      >
        <KeyboardArrowUpIcon />
      </Fab>
    </Zoom>
  );
}
