import { useEffect, useRef, useState } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { useBlocker, useTranslate, type RaRecord } from 'ra-core';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface Props {
  /** Saves the form's values as a draft; resolves once saved, rejects when the save failed. */
  saveDraft: (values: RaRecord) => Promise<void>;
}

/**
 * Leaving a form with unsaved changes, for resources that keep drafts (`draft` in the
 * declaration): when what was typed is valid, "Do you want make it as draft?" with Save as
 * draft, Discard and Stay; when it is not, the unsaved-changes question with Discard and Stay
 * (the checks then show on the form). Closing or reloading the tab asks the browser's own
 * question. Staying keeps every value.
 */
export function LeaveGuard({ saveDraft }: Props) {
  const translate = useTranslate();
  const { trigger, getValues } = useFormContext();
  const { dirtyFields, isSubmitting, isSubmitSuccessful } = useFormState();
  const dirty = Object.keys(dirtyFields).length > 0 && !isSubmitting && !isSubmitSuccessful;
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  // The check of what was typed, for the navigation being held (keyed by its target).
  const [check, setCheck] = useState<{ target: string; ok: boolean } | null>(null);
  const [saving, setSaving] = useState(false);
  const blocked = blocker.state === 'blocked';
  const target = blocked ? (blocker.location?.key ?? 'blocked') : undefined;
  const valid = check && check.target === target ? check.ok : null;
  // The latest blocker, and whether this hold was already let go: a save settles after renders
  // that replaced the blocker, and may find the navigation already going on (the saved form is
  // no longer dirty), which must not be let go twice.
  const latest = useRef(blocker);
  const released = useRef<string | undefined>(undefined);
  useEffect(() => {
    latest.current = blocker;
  });
  const release = (how: 'proceed' | 'reset') => {
    const b = latest.current;
    if (b.state !== 'blocked') return;
    const key = b.location?.key ?? 'blocked';
    if (released.current === key) return;
    released.current = key;
    if (how === 'proceed') b.proceed?.();
    else b.reset?.();
  };

  useEffect(() => {
    if (!target) return;
    // Safe to leave after all (the form was saved or reset meanwhile): go on.
    if (!dirty) {
      release('proceed');
      return;
    }
    let alive = true;
    void trigger().then((ok) => alive && setCheck({ target, ok }));
    return () => {
      alive = false;
    };
    // `release` reads refs only.
  }, [target, dirty, trigger]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const stay = () => release('reset');
  const discard = () => release('proceed');
  const asDraft = async () => {
    setSaving(true);
    try {
      await saveDraft(getValues() as RaRecord);
      release('proceed');
    } catch {
      // The failure was said by the save; the operator stays with every value kept.
      release('reset');
    } finally {
      setSaving(false);
    }
  };

  const open = blocked && valid !== null;
  return (
    <Dialog open={open} onClose={saving ? undefined : stay} aria-labelledby="leave-guard-title" data-testid="leave-guard">
      <DialogTitle id="leave-guard-title">{translate(valid ? 'app.confirm.draft' : 'app.draft.unsaved_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate(valid ? 'app.draft.offer' : 'ra.message.unsaved_changes')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={stay} disabled={saving} autoFocus>
          {translate('app.draft.stay')}
        </Button>
        <Button onClick={discard} disabled={saving} color="error">
          {translate('app.draft.discard')}
        </Button>
        {valid && (
          <Button onClick={() => void asDraft()} disabled={saving} variant="contained">
            {translate('app.draft.save')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
