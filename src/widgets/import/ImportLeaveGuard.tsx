import { useEffect, useId } from 'react';
import { useBlocker, useTranslate } from 'ra-core';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { markFormDirty } from '../../engine/dirtyForms';

/**
 * Leaving the page while rows are being sent asks first, with react-router's blocker as the
 * forms' LeaveGuard does; closing or reloading the tab gets the browser's own question, and a
 * language switch (which redraws the app) asks as it does over a form with unsaved changes.
 */
export function ImportLeaveGuard({ active, onLeave }: { active: boolean; onLeave: () => void }) {
  const translate = useTranslate();
  const id = useId();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    markFormDirty(id, active);
    if (!active) return () => markFormDirty(id, false);
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      markFormDirty(id, false);
    };
  }, [active, id]);
  // The import ended while the question was open: nothing to stop any more.
  useEffect(() => {
    if (!active && blocker.state === 'blocked') blocker.proceed?.();
  }, [active, blocker]);
  const blocked = blocker.state === 'blocked';
  return (
    <Dialog open={blocked} onClose={() => blocker.reset?.()} aria-labelledby="import-leave-title">
      <DialogTitle id="import-leave-title">{translate('widgets.import.leave_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('widgets.import.leave_text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => blocker.reset?.()} autoFocus>
          {translate('widgets.import.stay')}
        </Button>
        <Button
          color="error"
          onClick={() => {
            onLeave();
            blocker.proceed?.();
          }}
        >
          {translate('widgets.import.leave')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
