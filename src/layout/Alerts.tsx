import { isValidElement, useCallback, useEffect, useState } from 'react';
import { CloseNotificationContext, useNotificationContext, useTakeUndoableMutation, useTranslate, type NotificationPayload } from 'ra-core';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import type { Theme } from '@mui/material/styles';
import { ALERT_DURATION_MS } from '../config/constants';
import { SERVER_WORDS_SEPARATOR } from '../providers/failureAlert';

/**
 * An alert's words: the app's translated text and, when the server explained itself
 * (`messageArgs.server`, or after the separator of a form's refusal), the server's `message` as
 * it came, as text in its own direction (<bdi>): an English sentence in the Arabic interface.
 */
function AlertText({ message, messageArgs }: { message: string; messageArgs?: Record<string, unknown> }) {
  const translate = useTranslate();
  const [key, fromForm] = message.split(SERVER_WORDS_SEPARATOR, 2);
  const server = typeof messageArgs?.server === 'string' ? messageArgs.server : fromForm;
  const own = translate(key, messageArgs);
  if (!server || server === own) return <>{own}</>;
  return (
    <>
      {own} {/* On a line of its own: the class's words and the server's sentence are two sentences. */}
      <bdi dir="auto" className="app-server-message" style={{ display: 'block', marginBlockStart: 4 }}>
        {server}
      </bdi>
    </>
  );
}

const COLOURS = { success: 'success', error: 'error', warning: 'warning' } as const;

/**
 * The alerts (SPEC §9: 2500 ms each), loaded with the first one. react-admin's own snackbar
 * queues them: a newer alert waited for the one on screen to time out, so after a rejected Save
 * and a corrected one the operator read "The form is not valid" for 2.5 s more, and only then
 * "Saved.". Here the newest alert wins: the one on screen closes at once (its short exit
 * animation) and the next follows. As MUI's snackbar does, the time pauses while the pointer is
 * over the alert or the window is in the background, so no alert runs out unread.
 *
 * On a phone, an alert on a form sits above the form's Save bar, not over it.
 *
 * A message takes its direction from its own first letter (`unicode-bidi: plaintext`): a server's
 * English message in the Arabic interface keeps its full stop at its end, and the other way round.
 */
export default function Alerts() {
  const { notifications, takeNotification } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();
  const [current, setCurrent] = useState<NotificationPayload>();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!notifications.length) return;
    if (!current) {
      const next = takeNotification();
      if (next) {
        // Taken out of react-admin's queue (a store outside React), so set from an effect.
        // eslint-disable-next-line react-hooks/set-state-in-effect
        setCurrent(next);
        setOpen(true);
      }
    } else if (open && !current.notificationOptions?.undoable) {
      // A newer alert is waiting: the one on screen gives way now (an Undo offer stays its time).
      setOpen(false);
    }
  }, [notifications, current, open, takeNotification]);

  const close = useCallback(() => setOpen(false), []);
  const exited = useCallback(() => {
    // An undoable write (none of the app's: its writes are pessimistic) runs once its alert has gone.
    if (current?.notificationOptions?.undoable) takeMutation()?.({ isUndo: false });
    setCurrent(undefined);
  }, [current, takeMutation]);
  const undo = useCallback(() => {
    takeMutation()?.({ isUndo: true });
    setOpen(false);
  }, [takeMutation]);

  if (!current) return null;
  const { message, type } = current;
  const { autoHideDuration, messageArgs, multiLine, undoable } = current.notificationOptions ?? {};
  const colour = COLOURS[type as keyof typeof COLOURS];
  return (
    <CloseNotificationContext.Provider value={close}>
      <Snackbar
        open={open}
        // Closed by its time, Escape, or a click elsewhere (as react-admin's own).
        onClose={close}
        // A message's own time (0 or null: until closed) or the SPEC's.
        autoHideDuration={autoHideDuration === undefined ? ALERT_DURATION_MS : (autoHideDuration ?? undefined)}
        disableWindowBlurListener={undoable}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        message={typeof message === 'string' ? <AlertText message={message} messageArgs={messageArgs} /> : undefined}
        action={
          undoable ? (
            <Button color="inherit" size="small" onClick={undo}>
              {translate('ra.action.undo')}
            </Button>
          ) : null
        }
        sx={{
          // On a phone a form's Save bar is fixed to the bottom of the screen (react-admin's
          // mobile toolbar, 76 px high): the alert sits above it instead of over the Save button.
          'body:has(.RaToolbar-mobileToolbar) &': { bottom: { xs: 84 } },
        }}
        slotProps={{
          transition: { onExited: exited },
          content: {
            sx: (theme: Theme) => ({
              ...(colour && { bgcolor: theme.palette[colour].main, color: theme.palette[colour].contrastText }),
              ...(multiLine && { whiteSpace: 'pre-wrap' }),
              '& .MuiSnackbarContent-message': { unicodeBidi: 'plaintext', textAlign: 'start', overflowWrap: 'anywhere' },
            }),
          },
        }}
      >
        {isValidElement(message) ? <div>{message}</div> : undefined}
      </Snackbar>
    </CloseNotificationContext.Provider>
  );
}
