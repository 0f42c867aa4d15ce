import { Suspense, useState } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import IconButton from '@mui/material/IconButton';
import MoreIcon from '@mui/icons-material/MoreVert';
import { useTranslate } from 'ra-core';
import { chunkFailureKind, lazyPage, retryFailedChunks } from '../../config/chunks';

/** "More" shows below `lg` only: its menu's code comes with it, not with a wide screen's first screen. */
const MoreMenu = lazyPage(() => import('./MoreMenu'));

/**
 * The button as it will stand, in its place: disabled while the menu's code loads; if that code
 * did not arrive, a press loads it again. Any other error goes on to the page's boundary.
 */
function MoreButton({ onClick }: { onClick?: () => void }) {
  const translate = useTranslate();
  return (
    <IconButton color="inherit" aria-label={translate('shell.more.label')} disabled={!onClick} onClick={onClick} data-testid="app-bar-more">
      <MoreIcon />
    </IconButton>
  );
}

/** The top bar's "More" menu on a phone or a tablet (./MoreMenu.tsx), fetched as it first shows. */
export function MoreMenuSlot() {
  // Pressed while its code had not arrived: that code is fetched again and the menu opens with it.
  const [pressed, setPressed] = useState(false);
  const failed = ({ error, resetErrorBoundary }: FallbackProps) => {
    if (!chunkFailureKind(error)) throw error;
    return (
      <MoreButton
        onClick={() => {
          setPressed(true);
          retryFailedChunks();
          resetErrorBoundary();
        }}
      />
    );
  };
  return (
    <ErrorBoundary fallbackRender={failed}>
      <Suspense fallback={<MoreButton />}>
        <MoreMenu openAtOnce={pressed} />
      </Suspense>
    </ErrorBoundary>
  );
}
