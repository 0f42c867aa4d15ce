import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useAuthProvider, useLogout, useTranslate } from 'ra-core';
import { AuthForm, type SignIn } from './LoginForm';
import { sessionState } from '../providers/session';
// The sign-in form's style sheet comes with this page's chunk (src/theme/signInStyles.ts).
import '../theme/signIn.css';

/**
 * A 401 on any request (docs/decisions.md "Errors"): the session is over, but the screen stays, with
 * everything typed, under this dialog. Signing in again closes it and re-reads what failed;
 * the operator then saves again (nothing was saved, the message said so). "Go to the sign-in
 * page" signs out for good. The form is /login's (`AuthForm`), without its sign-up.
 */
export default function SessionDialog() {
  const translate = useTranslate();
  const authProvider = useAuthProvider();
  const logout = useLogout();
  const queryClient = useQueryClient();
  const signIn: SignIn = async (params) => {
    await authProvider!.login(params);
    sessionState.resume();
    // What failed with the 401 is read again; the form keeps its values.
    void queryClient.invalidateQueries();
  };
  return (
    <Dialog open aria-labelledby="session-dialog-title" maxWidth="xs" fullWidth>
      <DialogTitle id="session-dialog-title">{translate('app.errors.session_title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {translate('app.errors.session_body')}
        </Typography>
        <AuthForm
          idPrefix="session"
          formId="session-form"
          signIn={signIn}
          unknownMessage={translate('app.errors.server')}
          actions={
            <button type="button" className="sf-button" onClick={() => void logout()}>
              {translate('app.errors.session_sign_out')}
            </button>
          }
        />
      </DialogContent>
    </Dialog>
  );
}
