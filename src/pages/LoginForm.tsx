import { useState, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useTranslate } from 'ra-core';
import { LANGUAGES } from '../locale/languages';
import { LanguageButtons } from '../layout/LanguageButtons';
import { AuthField } from './AuthField';
import { getConfig } from '../config/runtimeConfig';
import { LoginError } from '../providers/authProvider';
import { AUTH_LABELS, validateSignIn, validateSignUp, type FormErrors, type SignUpValues } from '../auth/loginValidation';

type Mode = 'signin' | 'signup';

const EMPTY: SignUpValues = { username: '', full_name: '', email: '', password: '', password_confirmation: '', terms: false };

/** What the form hands its submit to: react-admin's `useLogin()`, or the sign-in shell's own. */
export type SignIn = (params: { email: string; password: string } | (SignUpValues & { mode: 'register' })) => Promise<unknown>;

/**
 * `/login`, in its own layout: sign in, or create an account (which SPEC §4 posts to
 * `login` too). Client checks use the SPEC §5 messages; the server's `errors` show under
 * the fields and its `message` above the form. What was typed is never cleared on error.
 * It needs only the translation and store contexts (no router, no react-admin core), so the
 * first page a signed-out visitor opens carries neither (src/app/SignInShell.tsx).
 * `onFirstInput`: the operator started typing (the shell fetches the signed-in code then).
 */
export function LoginForm({ signIn: login, onFirstInput }: { signIn: SignIn; onFirstInput?: () => void }) {
  const translate = useTranslate();
  const [mode, setMode] = useState<Mode>('signin');
  const [values, setValues] = useState<SignUpValues>(EMPTY);
  const [errors, setErrors] = useState<FormErrors>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [showPassword, setShowPassword] = useState(false);

  const t = (key: string, args?: Record<string, string | number>) =>
    translate(
      key,
      Object.fromEntries(Object.entries(args ?? {}).map(([k, v]) => [k, typeof v === 'string' && v.startsWith('app.') ? translate(v) : v])),
    );
  const errorOf = (field: string) => (errors[field] ? t(errors[field].key, errors[field].args) : serverErrors[field]?.[0]);

  const set = (field: keyof SignUpValues) => (value: string | boolean) => {
    onFirstInput?.();
    setValues((v) => ({ ...v, [field]: value }));
    setErrors(({ [field]: _drop, ...rest }) => rest);
    setServerErrors(({ [field]: _drop, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = mode === 'signin' ? validateSignIn(values) : validateSignUp(values);
    setErrors(found);
    setServerErrors({});
    setMessage(null);
    if (Object.keys(found).length) {
      const first = Object.keys(found)[0];
      document.getElementById(`auth-${first}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      if (mode === 'signin') await login({ email: values.email.trim(), password: values.password });
      else await login({ ...values, email: values.email.trim(), mode: 'register' });
    } catch (error) {
      if (error instanceof LoginError) {
        setServerErrors(error.errors);
        setMessage(error.message);
      } else {
        setMessage(error instanceof Error ? error.message : 'app.errors.network');
      }
    } finally {
      setBusy(false);
    }
  };

  const field = (name: keyof SignUpValues, props: { type?: string; autoComplete?: string; adornment?: ReactNode } = {}) => (
    <AuthField
      id={`auth-${name}`}
      name={name}
      label={translate(AUTH_LABELS[name])}
      value={values[name] as string}
      onChange={(v) => set(name)(v)}
      error={errorOf(name)}
      type={props.type}
      autoComplete={props.autoComplete}
      endAdornment={props.adornment}
    />
  );

  const passwordToggle = (
    <InputAdornment position="end">
      <IconButton
        onClick={() => setShowPassword((s) => !s)}
        edge="end"
        aria-label={translate(showPassword ? 'app.auth.hide_password' : 'app.auth.show_password')}
      >
        {showPassword ? <VisibilityOff /> : <Visibility />}
      </IconButton>
    </InputAdornment>
  );

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        background: 'linear-gradient(160deg, #1f4e79 0%, #163a5a 55%, #0f7b6c 100%)',
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 440, p: { xs: 2, sm: 3 } }}>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
          <LanguageButtons locales={LANGUAGES.map((l) => l.locale)} />
        </Box>
        <Typography component="h1" variant="h6" sx={{ mb: 1 }}>
          {translate('app.title')}
        </Typography>
        <Tabs
          value={mode}
          onChange={(_e, next: Mode) => {
            setMode(next);
            setErrors({});
            setServerErrors({});
            setMessage(null);
          }}
          variant="fullWidth"
          sx={{ mb: 2 }}
        >
          <Tab value="signin" label={translate('app.auth.sign_in')} id="tab-signin" aria-controls="auth-form" />
          <Tab value="signup" label={translate('app.auth.sign_up')} id="tab-signup" aria-controls="auth-form" />
        </Tabs>
        <form id="auth-form" noValidate onSubmit={submit} aria-labelledby={mode === 'signin' ? 'tab-signin' : 'tab-signup'}>
          {message && (
            <Alert severity="error" sx={{ mb: 2 }} role="alert">
              {translate(message, { _: message })}
            </Alert>
          )}
          {mode === 'signup' && field('username', { autoComplete: 'username' })}
          {mode === 'signup' && field('full_name', { autoComplete: 'name' })}
          {field('email', { type: 'email', autoComplete: 'email' })}
          {field('password', {
            type: showPassword ? 'text' : 'password',
            autoComplete: mode === 'signin' ? 'current-password' : 'new-password',
            adornment: passwordToggle,
          })}
          {mode === 'signup' && field('password_confirmation', { type: showPassword ? 'text' : 'password', autoComplete: 'new-password' })}
          {mode === 'signup' && (
            <Box>
              <FormControlLabel
                control={<Checkbox id="auth-terms" checked={values.terms} onChange={(e) => set('terms')(e.target.checked)} />}
                label={translate('app.auth.accept_terms')}
              />
              {errorOf('terms') && <FormHelperText error>{errorOf('terms')}</FormHelperText>}
            </Box>
          )}
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={busy}
            sx={{ mt: 2 }}
            startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {translate(mode === 'signin' ? 'app.auth.sign_in' : 'app.auth.sign_up')}
          </Button>
        </form>
        {/* The build-time test first: a production build carries no demo account. */}
        {(import.meta.env.DEV || import.meta.env.MODE === 'demo') && getConfig().demo && mode === 'signin' && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }} dir="auto">
            {translate('app.auth.demo_accounts', { admin: 'admin@demo.test', viewer: 'viewer@demo.test', password: 'demo1234' })}
          </Typography>
        )}
      </Card>
    </Box>
  );
}
