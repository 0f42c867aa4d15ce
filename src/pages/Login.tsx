import { useLogin } from 'ra-core';
import { LoginForm } from './LoginForm';
import { LanguageButtons } from '../layout/LanguageButtons';
import { LANGUAGES } from '../locale/languages';
// The sign-in form's style sheet comes with this page's chunk (src/theme/signInStyles.ts).
import '../theme/signIn.css';

/**
 * The sign-in page inside the admin (after a sign-out): the form with react-admin's
 * `useLogin()`, which goes back to where the operator was going.
 */
export default function Login() {
  const login = useLogin();
  return <LoginForm signIn={login} languages={<LanguageButtons locales={LANGUAGES.map((l) => l.locale)} />} />;
}
