import { Component, Suspense, useLayoutEffect, useRef, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
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

/**
 * A modal of the browser's own (`<dialog>` shown with `showModal`: focus kept inside, Escape
 * closes, the page behind inert), with the look of MUI's dialog. Not MUI's Dialog: this is what
 * shows when a chunk did not arrive, the confirmation dialog's included (ConfirmProvider), so it
 * must need no chunk itself.
 */
const NativeDialog = styled('dialog')(({ theme }) => ({
  border: 0,
  padding: 0,
  margin: 'auto',
  maxWidth: 'min(600px, calc(100% - 64px))',
  borderRadius: theme.shape.borderRadius,
  color: theme.palette.text.primary,
  backgroundColor: theme.palette.background.paper,
  boxShadow: theme.shadows[24],
  fontFamily: theme.typography.fontFamily,
  '&::backdrop': { backgroundColor: 'rgba(0, 0, 0, 0.5)' },
  '& .ChunkFailed-content': { padding: theme.spacing(2.5, 3) },
  // The message wraps; as a scroll box (MUI's default) a fraction of a pixel of rounding made it
  // one that a keyboard cannot reach (axe "scrollable-region-focusable").
  '& .MuiAlert-message': { overflow: 'visible' },
  '& .ChunkFailed-actions': {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'flex-end',
    gap: theme.spacing(1),
    padding: theme.spacing(1),
  },
}));

/** A dialog whose code did not arrive: the same words, in a dialog the operator can close. */
function ChunkFailedDialog({ kind, onRetry, onClose }: FailureProps & { onClose: () => void }) {
  const translate = useTranslate();
  const ref = useRef<HTMLDialogElement>(null);
  // Closed before it leaves the document, so the browser gives the focus back to what had it.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    // Named by what it says (axe "aria-dialog-name"): it has no title but its message. Escape
    // (the `cancel` event) closes it as Close does: the browser does not close it by itself.
    <NativeDialog
      ref={ref}
      aria-labelledby="chunk-failed-text"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="ChunkFailed-content">
        <Alert severity="error" id="chunk-failed-text" data-testid="chunk-failed">
          {translate(chunkFailedMessage(kind, !!onRetry))}
        </Alert>
      </div>
      <div className="ChunkFailed-actions">
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
        <Button variant={onRetry ? 'text' : 'contained'} onClick={reload}>
          {translate('app.page.reload')}
        </Button>
        {onRetry && (
          <Button variant="contained" onClick={onRetry}>
            {translate('app.errors.retry')}
          </Button>
        )}
      </div>
    </NativeDialog>
  );
}

interface Props {
  children: ReactNode;
  /** Given for a dialog: the failure shows in a dialog this closes. */
  onClose?: () => void;
  /** Called as Retry loads the code again, for what waits on that code besides the children. */
  onRetry?: () => void;
}

class Boundary extends Component<Props, { error?: unknown }> {
  override state: { error?: unknown } = {};

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  /** Draws the children again, and a lazy component that failed loads afresh (`lazyPage`). */
  retry = () => {
    retryFailedChunks();
    this.props.onRetry?.();
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
export function ChunkBoundary({ children, fallback = null, onClose, onRetry }: Props & { fallback?: ReactNode }) {
  return (
    <Boundary onClose={onClose} onRetry={onRetry}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </Boundary>
  );
}
