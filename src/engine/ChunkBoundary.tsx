import { Component, Suspense, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { useTranslate } from 'ra-core';
import { chunkFailureKind } from '../config/chunkTimeout';

type Kind = 'script' | 'style';
const messageOf = (kind: Kind) => (kind === 'style' ? 'app.page.style_failed' : 'app.page.chunk_failed');
const reload = () => window.location.reload();

function ChunkFailedInline({ kind }: { kind: Kind }) {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      data-testid="chunk-failed"
      action={
        <Button color="inherit" size="small" onClick={reload}>
          {translate('app.page.reload')}
        </Button>
      }
    >
      {translate(messageOf(kind))}
    </Alert>
  );
}

/** A dialog whose code did not arrive: the same words, in a dialog the operator can close. */
function ChunkFailedDialog({ kind, onClose }: { kind: Kind; onClose: () => void }) {
  const translate = useTranslate();
  return (
    // Named by what it says (axe "aria-dialog-name"): it has no title but its message.
    <Dialog open onClose={onClose} aria-labelledby="chunk-failed-text">
      <DialogContent>
        <Alert severity="error" id="chunk-failed-text" data-testid="chunk-failed">
          {translate(messageOf(kind))}
        </Alert>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
        <Button variant="contained" onClick={reload}>
          {translate('app.page.reload')}
        </Button>
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

  override render() {
    if (this.state.error === undefined) return this.props.children;
    const kind = chunkFailureKind(this.state.error);
    // Not a chunk: the page's own error boundary deals with it.
    if (!kind) throw this.state.error;
    return this.props.onClose ? <ChunkFailedDialog kind={kind} onClose={this.props.onClose} /> : <ChunkFailedInline kind={kind} />;
  }
}

/**
 * Where a lazily loaded widget stands (a dialog, the chart, the phone input, a list inside a
 * screen): while its code loads, `fallback`; if it does not arrive (a failed fetch, or none
 * after 120 s), the operator reads what happened there, with Reload, and the rest of the
 * screen, with what was typed in it, stays. Any other error goes on to the page's boundary.
 */
export function ChunkBoundary({ children, fallback = null, onClose }: Props & { fallback?: ReactNode }) {
  return (
    <Boundary onClose={onClose}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </Boundary>
  );
}
