import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Alert from '@mui/material/Alert';
import { useTranslate } from 'ra-core';
import { companyNameMatches, newCompanyName } from './companyName';

interface Base {
  open: boolean;
  /** The company's current name. */
  companyName: string;
  onClose: () => void;
}

/** A failed call keeps the dialog open with the server's message. */
function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : String(error);
}

/**
 * Deleting a company (SPEC §5): the operator types the company's exact name; otherwise
 * "The company name is incorrect, …" shows and `onConfirm` is not called, so nothing is sent.
 * For the companies resource (`/subscription/management-subdomain`) to use.
 */
export function CompanyDeleteDialog({ open, companyName, onClose, onConfirm }: Base & { onConfirm: () => Promise<unknown> | void }) {
  const translate = useTranslate();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!companyNameMatches(typed, companyName)) {
      setError(translate('widgets.company.name_mismatch'));
      return;
    }
    setBusy(true);
    try {
      await onConfirm();
      setTyped('');
      setError(null);
      onClose();
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="company-delete-title" fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="company-delete-title">{translate('widgets.company.delete_title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('widgets.company.delete_hint', { name: companyName })}</DialogContentText>
          <TextField
            autoFocus
            fullWidth
            margin="normal"
            label={translate('widgets.company.name_label')}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            error={!!error}
            helperText={error ?? ' '}
            autoComplete="off"
            slotProps={{ htmlInput: { dir: 'auto' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('widgets.company.cancel')}</Button>
          <Button type="submit" color="error" variant="contained" disabled={busy}>
            {translate('widgets.company.delete')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** Renaming a company (SPEC §5): a new name is required; `onRename` gets it trimmed. */
export function CompanyRenameDialog({
  open,
  companyName,
  onClose,
  onRename,
}: Base & { onRename: (name: string) => Promise<unknown> | void }) {
  const translate = useTranslate();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const name = newCompanyName(typed);
    if (!name) {
      setError(translate('widgets.company.new_name_required'));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await onRename(name);
      setTyped('');
      setFailure(null);
      onClose();
    } catch (e) {
      setFailure(messageOf(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="company-rename-title" fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="company-rename-title">{translate('widgets.company.rename_title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('widgets.company.rename_hint', { name: companyName })}</DialogContentText>
          <TextField
            autoFocus
            fullWidth
            required
            margin="normal"
            label={translate('widgets.company.new_name')}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            error={!!error}
            helperText={error ?? ' '}
            slotProps={{ htmlInput: { dir: 'auto' } }}
          />
          {failure && <Alert severity="error">{failure}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('widgets.company.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {translate('widgets.company.rename')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
