import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { en } from '../../i18n/en';
import { createI18nProvider } from '../../src/locale/i18nProvider';
import { applyLocale } from '../../src/locale/languages';
import { SignInFrame } from '../../src/app/SignInShell';
import { LoginForm, type SignIn } from '../../src/pages/LoginForm';
import { LanguageButtons } from '../../src/layout/LanguageButtons';
import { LANGUAGES } from '../../src/locale/languages';
import { LoginError } from '../../src/providers/authProvider';

afterEach(() => {
  cleanup();
  applyLocale('en');
});

/** The sign-in shell's frame (no MUI, no react-admin providers) around the one form. */
function mount(signIn: SignIn = vi.fn(async () => undefined), onFirstInput = vi.fn()) {
  applyLocale('en');
  render(
    <SignInFrame i18nProvider={createI18nProvider('en', en)}>
      <LoginForm signIn={signIn} onFirstInput={onFirstInput} languages={<LanguageButtons locales={LANGUAGES.map((l) => l.locale)} />} />
    </SignInFrame>,
  );
  return { signIn, onFirstInput };
}

const input = (id: string) => document.getElementById(id) as HTMLInputElement;

describe('the sign-in form (plain markup, src/theme/signIn.css)', () => {
  it('should name its parts as before: the heading, the tabs, the labelled fields, the submit', () => {
    mount();
    expect(screen.getByRole('heading', { level: 1, name: en.app.title })).toBeTruthy();
    expect(screen.getByRole('tab', { name: en.app.auth.sign_in }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: en.app.auth.sign_up }).getAttribute('aria-selected')).toBe('false');
    expect(screen.getByRole('form')).toBe(document.getElementById('auth-form'));
    expect(screen.getByLabelText(new RegExp(`^${en.app.auth.email}`))).toBe(input('auth-email'));
    expect(screen.getByLabelText(new RegExp(`^${en.app.auth.password}`))).toBe(input('auth-password'));
    expect(screen.getByRole('group', { name: en.app.language.choose }).querySelectorAll('button[aria-pressed="true"]')).toHaveLength(1);
    expect(document.querySelector('form#auth-form button[type=submit]')?.textContent).toBe(en.app.auth.sign_in);
  });

  it('should refuse an empty submit with the SPEC messages and focus the first faulty field', () => {
    const { signIn } = mount();
    fireEvent.submit(input('auth-email').form!);
    expect(signIn).not.toHaveBeenCalled();
    expect(document.getElementById('auth-email-helper')?.textContent).toContain(en.app.auth.email);
    expect(input('auth-email').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input('auth-email'));
  });

  it('should submit on Enter, fetch the admin on the first input, and show the server error with the input kept', async () => {
    const signIn = vi.fn(async () => {
      throw new LoginError('The login detail is incorrect.', { email: ['The login detail is incorrect.'] }, 422);
    });
    const { onFirstInput } = mount(signIn);
    fireEvent.change(input('auth-email'), { target: { value: 'admin@demo.test' } });
    expect(onFirstInput).toHaveBeenCalled();
    fireEvent.change(input('auth-password'), { target: { value: 'wrong' } });
    fireEvent.submit(input('auth-password').form!);
    expect(await screen.findByRole('alert')).toHaveTextContent('The login detail is incorrect.');
    expect(signIn).toHaveBeenCalledWith({ email: 'admin@demo.test', password: 'wrong' });
    expect(input('auth-email').value).toBe('admin@demo.test');
    expect(document.getElementById('auth-email-helper')?.textContent).toBe('The login detail is incorrect.');
  });

  it('should show and hide the password, and ask for the terms on the sign-up tab', () => {
    mount();
    fireEvent.click(screen.getByRole('button', { name: en.app.auth.show_password }));
    expect(input('auth-password').type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: en.app.auth.hide_password }));
    expect(input('auth-password').type).toBe('password');
    fireEvent.click(screen.getByRole('tab', { name: en.app.auth.sign_up }));
    fireEvent.submit(input('auth-email').form!);
    expect(screen.getByRole('checkbox', { name: en.app.auth.accept_terms }).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input('auth-username'));
  });

  it('should switch the language live, without react-admin providers', async () => {
    mount();
    fireEvent.click(screen.getByRole('button', { name: 'Español' }));
    expect(document.documentElement.dir).toBe('ltr');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Iniciar sesión' })).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Español' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'العربية' }));
    expect(document.documentElement.dir).toBe('rtl');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'تسجيل الدخول' })).toBeTruthy());
  });

  it('should title the browser tab in the language the form is shown in', async () => {
    mount();
    expect(document.title).toBe('Sign in · Back-office');
    fireEvent.click(screen.getByRole('button', { name: 'العربية' }));
    await waitFor(() => expect(document.title).toBe('تسجيل الدخول · لوحة الإدارة'));
  });
});
