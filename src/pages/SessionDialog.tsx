import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useAuthProvider, useLogout, useTranslate } from 'ra-core';
import { AuthField } from './AuthField';
import { AUTH_LABELS, validateSignIn, type FormErrors } from '../auth/loginValidation';
import { LoginError } from '../providers/authProvider';
import { sessionState } from '../providers/session';

/**
 * A 401 on any request (issue 10, "Session"): the session is over, but the screen stays, with
 * everything typed, under this dialog. Signing in again closes it and re-reads what failed;
 * the operator then saves again (nothing was saved, the message said so). "Go to the sign-in
 * page" signs out for good.
 */
export default function SessionDialog() {
  const translate = useTranslate();
  const authProvider = useAuthProvider();
  const logout = useLogout();
  const queryClient = useQueryClient();
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<FormErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateSignIn(values);
    setErrors(found);
    setMessage(null);
    if (Object.keys(found).length || busy) return;
    setBusy(true);
    try {
      await authProvider!.login({ email: values.email.trim(), password: values.password });
      sessionState.resume();
      // What failed with the 401 is read again; the form keeps its values.
      void queryClient.invalidateQueries();
    } catch (error) {
      setMessage(error instanceof LoginError || error instanceof Error ? error.message : 'app.errors.network');
    } finally {
      setBusy(false);
    }
  };

  const errorOf = (field: 'email' | 'password') => {
    const found = errors[field];
    if (!found) return undefined;
    // Arguments that are keys themselves (a field's label) are translated too, as on /login.
    const args = Object.fromEntries(
      Object.entries(found.args ?? {}).map(([k, v]) => [k, typeof v === 'string' && v.startsWith('app.') ? translate(v) : v]),
    );
    return translate(found.key, args);
  };

  return (
    <Dialog open aria-labelledby="session-dialog-title" maxWidth="xs" fullWidth>
      <form id="session-form" noValidate onSubmit={submit}>
        <DialogTitle id="session-dialog-title">{translate('app.errors.session_title')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {translate('app.errors.session_body')}
          </Typography>
          {message && (
            <Alert severity="error" sx={{ mb: 1 }} role="alert">
              {translate(message, { _: translate('app.errors.server') })}
            </Alert>
          )}
          <AuthField
            id="session-email"
            name="email"
            type="email"
            autoComplete="email"
            label={translate(AUTH_LABELS.email)}
            value={values.email}
            onChange={(email) => setValues((v) => ({ ...v, email }))}
            error={errorOf('email')}
          />
          <AuthField
            id="session-password"
            name="password"
            type="password"
            autoComplete="current-password"
            label={translate(AUTH_LABELS.password)}
            value={values.password}
            onChange={(password) => setValues((v) => ({ ...v, password }))}
            error={errorOf('password')}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => void logout()}>{translate('app.errors.session_sign_out')}</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={busy}
            startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {translate('app.auth.sign_in')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
