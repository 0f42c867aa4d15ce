/** A message key and its arguments, translated where it is shown. */
export interface FieldMessage {
  key: string;
  args?: Record<string, string | number>;
}
export type FormErrors = Record<string, FieldMessage>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface SignInValues {
  email: string;
  password: string;
}
export interface SignUpValues extends SignInValues {
  username: string;
  full_name: string;
  password_confirmation: string;
  terms: boolean;
}

/** Label keys of the sign-in/sign-up fields, for `{{name}} is required.` */
export const AUTH_LABELS: Record<string, string> = {
  email: 'app.auth.email',
  password: 'app.auth.password',
  username: 'app.auth.username',
  full_name: 'app.auth.full_name',
  password_confirmation: 'app.auth.confirm_password',
};

const required = (field: string): FieldMessage => ({ key: 'app.validation.required', args: { name: AUTH_LABELS[field] } });

/** SPEC §5 on the sign-in form: email and password required, email well formed. */
export function validateSignIn(values: SignInValues): FormErrors {
  const errors: FormErrors = {};
  if (!values.email.trim()) errors.email = required('email');
  else if (!EMAIL.test(values.email.trim())) errors.email = { key: 'app.validation.email' };
  if (!values.password) errors.password = required('password');
  return errors;
}

/**
 * SPEC §5 on the sign-up form: username, full name, email, password and confirm password
 * required; a valid email; password and confirm equal; terms accepted.
 */
export function validateSignUp(values: SignUpValues): FormErrors {
  const errors: FormErrors = {};
  for (const field of ['username', 'full_name', 'email', 'password', 'password_confirmation'] as const) {
    if (!String(values[field]).trim()) errors[field] = required(field);
  }
  if (!errors.email && !EMAIL.test(values.email.trim())) errors.email = { key: 'app.validation.email' };
  if (!errors.password_confirmation && values.password !== values.password_confirmation) {
    errors.password_confirmation = { key: 'app.validation.password_mismatch' };
  }
  if (!values.terms) errors.terms = { key: 'app.validation.agree_terms' };
  return errors;
}
