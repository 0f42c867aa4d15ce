import { Component, Suspense, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { useTranslate } from 'ra-core';
import { chunkFailedMessage, chunkFailureKind, retryable, retryFailedChunks } from '../config/chunks';

type Kind = 'script' | 'style';
const reload = () => window.location.reload();

interface FailureProps {
  kind: Kind;
  /** Loads the code again, in place (a script only: `retryable`). */
  onRetry?: () => void;
}

function ChunkFailedInline({ kind, onRetry }: FailureProps) {
  const translate = useTranslate();
  // The buttons under the words, not in the alert's action slot: in a card a third of the
  // page wide, two buttons beside the message squeezed it and broke "Reload the page" in two.
  return (
    <Alert severity="error" data-testid="chunk-failed">
      <div>{translate(chunkFailedMessage(kind, !!onRetry))}</div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 8 }}>
        {onRetry && (
          <Button color="inherit" size="small" onClick={onRetry} sx={{ whiteSpace: 'nowrap' }}>
            {translate('app.errors.retry')}
          </Button>
        )}
        <Button color="inherit" size="small" onClick={reload} sx={{ whiteSpace: 'nowrap' }}>
          {translate('app.page.reload')}
        </Button>
      </div>
    </Alert>
  );
}

/** A dialog whose code did not arrive: the same words, in a dialog the operator can close. */
function ChunkFailedDialog({ kind, onRetry, onClose }: FailureProps & { onClose: () => void }) {
  const translate = useTranslate();
  return (
    // Named by what it says (axe "aria-dialog-name"): it has no title but its message.
    <Dialog open onClose={onClose} aria-labelledby="chunk-failed-text">
      <DialogContent>
        <Alert severity="error" id="chunk-failed-text" data-testid="chunk-failed">
          {translate(chunkFailedMessage(kind, !!onRetry))}
        </Alert>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
        <Button variant={onRetry ? 'text' : 'contained'} onClick={reload}>
          {translate('app.page.reload')}
        </Button>
        {onRetry && (
          <Button variant="contained" onClick={onRetry}>
            {translate('app.errors.retry')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

interface Props {
  children: ReactNode;
  /** Given for a dialog: the failure shows in a dialog this closes. */
  onClose?: () => void;
}

class Boundary extends Component<Props, { error?: unknown }> {
  override state: { error?: unknown } = {};

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  /** Draws the children again, and a lazy component that failed loads afresh (`lazyPage`). */
  retry = () => {
    retryFailedChunks();
    this.setState({ error: undefined });
  };

  override render() {
    if (this.state.error === undefined) return this.props.children;
    const kind = chunkFailureKind(this.state.error);
    // Not a chunk: the page's own error boundary deals with it.
    if (!kind) throw this.state.error;
    const onRetry = retryable(kind) ? this.retry : undefined;
    return this.props.onClose ? (
      <ChunkFailedDialog kind={kind} onRetry={onRetry} onClose={this.props.onClose} />
    ) : (
      <ChunkFailedInline kind={kind} onRetry={onRetry} />
    );
  }
}

/**
 * Where a lazily loaded widget stands (a dialog, the chart, the phone input, a list inside a
 * screen): while its code loads, `fallback`; if it does not arrive (a failed fetch, or none
 * after 120 s), the operator reads what happened there, with Retry (loads it again in place)
 * and Reload, and the rest of the screen, with what was typed in it, stays. Any other error
 * goes on to the page's boundary.
 */
export function ChunkBoundary({ children, fallback = null, onClose }: Props & { fallback?: ReactNode }) {
  return (
    <Boundary onClose={onClose}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </Boundary>
  );
}
