import { useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslate } from 'ra-core';
import { getConfig } from '../config/runtimeConfig';
import { LoginError } from '../providers/authProvider';
import { useThemeMode } from '../theme/themeMode';
import { AUTH_LABELS, validateSignIn, validateSignUp, type FormErrors, type SignUpValues } from '../auth/loginValidation';

type Mode = 'signin' | 'signup';

const EMPTY: SignUpValues = { username: '', full_name: '', email: '', password: '', password_confirmation: '', terms: false };

/** What the form hands its submit to: react-admin's `useLogin()`, the sign-in shell's own, the session dialog's. */
export type SignIn = (params: { email: string; password: string } | (SignUpValues & { mode: 'register' })) => Promise<unknown>;

/**
 * `/login`, in its own layout: sign in, or create an account (which SPEC §4 posts to
 * `login` too). It needs only the translation and store contexts (no router, no react-admin
 * core, no MUI: plain markup styled by src/theme/signIn.css), so the first page a signed-out
 * visitor opens carries none of them (src/app/SignInShell.tsx).
 * `onFirstInput`: the operator started typing (the shell fetches the signed-in code then).
 * `languages`: the language buttons, drawn by the page's frame (in the entry, where the form's
 * own chunk finds what it shares with them).
 */
export function LoginForm({ signIn, onFirstInput, languages }: { signIn: SignIn; onFirstInput?: () => void; languages: ReactNode }) {
  const translate = useTranslate();
  const [mode, setMode] = useState<Mode>('signin');
  const tabs = useRef<Record<Mode, HTMLButtonElement | null>>({ signin: null, signup: null });
  // Arrow keys, Home and End move between the two tabs (the tab list's keyboard pattern).
  const onTabKey = (event: KeyboardEvent) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const focused = document.activeElement === tabs.current.signup ? 'signup' : 'signin';
    const next: Mode = event.key === 'Home' ? 'signin' : event.key === 'End' ? 'signup' : focused === 'signin' ? 'signup' : 'signin';
    tabs.current[next]?.focus();
  };
  const tab = (value: Mode, label: string) => (
    <button
      type="button"
      role="tab"
      id={`tab-${value}`}
      aria-controls="auth-form"
      aria-selected={mode === value}
      tabIndex={mode === value ? 0 : -1}
      className="sf-tab"
      ref={(el) => {
        tabs.current[value] = el;
      }}
      onClick={() => setMode(value)}
      onKeyDown={onTabKey}
    >
      {translate(label)}
    </button>
  );
  return (
    <main className="sf-scope sf-page" data-theme={useThemeMode()}>
      <div className="sf-card">
        <div className="sf-langs">{languages}</div>
        <h1 className="sf-title">{translate('app.title')}</h1>
        <div role="tablist" className="sf-tabs">
          {tab('signin', 'app.auth.sign_in')}
          {tab('signup', 'app.auth.sign_up')}
        </div>
        <AuthForm
          idPrefix="auth"
          formId="auth-form"
          labelledBy={`tab-${mode}`}
          signUp={mode === 'signup'}
          signIn={signIn}
          onFirstInput={onFirstInput}
        />
        {/* The build-time test first: a production build carries no demo account. */}
        {(import.meta.env.DEV || import.meta.env.MODE === 'demo') && getConfig().demo && mode === 'signin' && (
          <p className="sf-note" dir="auto">
            {translate('app.auth.demo_accounts', { admin: 'admin@demo.test', viewer: 'viewer@demo.test', password: 'demo1234' })}
          </p>
        )}
      </div>
    </main>
  );
}

interface AuthFormProps {
  /** The fields' ids are `${idPrefix}-email`, `${idPrefix}-password` … */
  idPrefix: string;
  formId: string;
  labelledBy?: string;
  /** The sign-up fields (user name, full name, confirmation, terms) and its submit. */
  signUp?: boolean;
  signIn: SignIn;
  onFirstInput?: () => void;
  /** Shown when a failure's message is no key of ours (the session dialog's generic one); else the message itself. */
  unknownMessage?: string;
  /** Buttons before the submit, in one row with it (the session dialog's "Go to the sign-in page"). */
  actions?: ReactNode;
}

/**
 * The one sign-in form: `/login` (sign in and sign up) and the session dialog (sign in again).
 * Client checks use the SPEC §5 messages; the server's `errors` show under the fields and its
 * `message` above the form. What was typed is never cleared on error; the first faulty field
 * gets the focus.
 */
export function AuthForm({ idPrefix, formId, labelledBy, signUp = false, signIn, onFirstInput, unknownMessage, actions }: AuthFormProps) {
  const translate = useTranslate();
  const theme = useThemeMode();
  const [values, setValues] = useState<SignUpValues>(EMPTY);
  const [errors, setErrors] = useState<FormErrors>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  // Switching between signing in and signing up clears the errors (what was typed stays).
  const [shownMode, setShownMode] = useState(signUp);
  if (shownMode !== signUp) {
    setShownMode(signUp);
    setErrors({});
    setServerErrors({});
    setMessage(null);
  }

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
    if (busy) return;
    const found = signUp ? validateSignUp(values) : validateSignIn(values);
    setErrors(found);
    setServerErrors({});
    setMessage(null);
    if (Object.keys(found).length) {
      const first = Object.keys(found)[0];
      document.getElementById(`${idPrefix}-${first}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      if (signUp) await signIn({ ...values, email: values.email.trim(), mode: 'register' });
      else await signIn({ email: values.email.trim(), password: values.password });
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

  const field = (name: Exclude<keyof SignUpValues, 'terms'>, type: string, autoComplete: string, end?: ReactNode) => {
    const id = `${idPrefix}-${name}`;
    const error = errorOf(name);
    return (
      <div className={error ? 'sf-field sf-invalid' : 'sf-field'}>
        <div className={values[name] ? 'sf-box sf-filled' : 'sf-box'}>
          <label className="sf-label" htmlFor={id}>
            {translate(AUTH_LABELS[name])}
            <span aria-hidden="true"> *</span>
          </label>
          <input
            className="sf-input"
            id={id}
            name={name}
            type={type}
            required
            value={values[name]}
            autoComplete={autoComplete}
            aria-invalid={Boolean(error)}
            aria-describedby={`${id}-helper`}
            dir={type === 'email' ? 'ltr' : undefined}
            onChange={(e) => set(name)(e.target.value)}
          />
          {end}
        </div>
        <p className="sf-helper" id={`${id}-helper`}>
          {error ?? ' '}
        </p>
      </div>
    );
  };

  const passwordType = showPassword ? 'text' : 'password';
  const passwordToggle = (
    <button
      type="button"
      className="sf-icon-button"
      onClick={() => setShowPassword((s) => !s)}
      aria-label={translate(showPassword ? 'app.auth.hide_password' : 'app.auth.show_password')}
    >
      <EyeIcon crossed={showPassword} />
    </button>
  );
  const termsError = errorOf('terms');
  const submitButton = (
    <button type="submit" className={actions ? 'sf-button sf-contained' : 'sf-button sf-contained sf-submit'} disabled={busy}>
      {busy && <span className="sf-spinner" role="progressbar" aria-label={translate('ra.page.loading')} />}
      {translate(signUp ? 'app.auth.sign_up' : 'app.auth.sign_in')}
    </button>
  );

  return (
    <form id={formId} className="sf-scope" data-theme={theme} noValidate onSubmit={submit} aria-labelledby={labelledBy}>
      {message && (
        <div className="sf-alert" role="alert">
          <svg className="sf-icon" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 18a8 8 0 1 1 0-16 8 8 0 0 1 0 16zm-1-13h2v6h-2zm0 8h2v2h-2z" />
          </svg>
          <p>{translate(message, { _: unknownMessage ?? message })}</p>
        </div>
      )}
      {signUp && field('username', 'text', 'username')}
      {signUp && field('full_name', 'text', 'name')}
      {field('email', 'email', 'email')}
      {field('password', passwordType, signUp ? 'new-password' : 'current-password', passwordToggle)}
      {signUp && field('password_confirmation', passwordType, 'new-password')}
      {signUp && (
        <div>
          <label className="sf-check">
            <input
              type="checkbox"
              id={`${idPrefix}-terms`}
              checked={values.terms}
              aria-invalid={Boolean(termsError)}
              aria-describedby={termsError ? `${idPrefix}-terms-helper` : undefined}
              onChange={(e) => set('terms')(e.target.checked)}
            />
            {translate('app.auth.accept_terms')}
          </label>
          {termsError && (
            <p className="sf-helper sf-error" id={`${idPrefix}-terms-helper`}>
              {termsError}
            </p>
          )}
        </div>
      )}
      {actions ? (
        <div className="sf-actions">
          {actions}
          {submitButton}
        </div>
      ) : (
        submitButton
      )}
    </form>
  );
}

/** An eye (show the password), crossed out when it is shown (hide it). */
function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg className="sf-icon" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M12 5C7 5 2.9 8.1 1.2 12c1.7 3.9 5.8 7 10.8 7s9.1-3.1 10.8-7C21.1 8.1 17 5 12 5zm0 11.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9zm0-7a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z" />
      {crossed && <path d="M3.3 2 2 3.3 20.7 22l1.3-1.3z" />}
    </svg>
  );
}
