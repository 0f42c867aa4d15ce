import { describe, expect, it } from 'vitest';
import { AUTH_LABELS, validateSignIn, validateSignUp, type SignUpValues } from '../../src/auth/loginValidation';

const goodSignUp: SignUpValues = {
  username: 'noura',
  full_name: 'Noura Al-Harbi',
  email: 'noura@example.com',
  password: 'secret123',
  password_confirmation: 'secret123',
  terms: true,
};

describe('validateSignIn', () => {
  it('should accept a valid email and password', () => {
    expect(validateSignIn({ email: 'admin@demo.test', password: 'demo1234' })).toEqual({});
  });

  it('should require email and password with the {{name}} is required key', () => {
    expect(validateSignIn({ email: '', password: '' })).toEqual({
      email: { key: 'app.validation.required', args: { name: 'app.auth.email' } },
      password: { key: 'app.validation.required', args: { name: 'app.auth.password' } },
    });
  });

  it('should treat a whitespace-only email as missing', () => {
    expect(validateSignIn({ email: '   ', password: 'x' }).email).toEqual({
      key: 'app.validation.required',
      args: { name: 'app.auth.email' },
    });
  });

  it('should refuse a malformed email with app.validation.email', () => {
    for (const email of ['admin', 'admin@demo', 'a b@c.d', '@demo.test']) {
      expect(validateSignIn({ email, password: 'x' })).toEqual({ email: { key: 'app.validation.email' } });
    }
  });

  it('should accept an email with surrounding spaces', () => {
    expect(validateSignIn({ email: '  admin@demo.test ', password: 'x' })).toEqual({});
  });
});

describe('validateSignUp', () => {
  it('should accept valid values', () => {
    expect(validateSignUp(goodSignUp)).toEqual({});
  });

  it('should require username, full name, email, password and confirm password', () => {
    const errors = validateSignUp({ username: '', full_name: ' ', email: '', password: '', password_confirmation: '', terms: true });
    expect(errors).toEqual({
      username: { key: 'app.validation.required', args: { name: 'app.auth.username' } },
      full_name: { key: 'app.validation.required', args: { name: 'app.auth.full_name' } },
      email: { key: 'app.validation.required', args: { name: 'app.auth.email' } },
      password: { key: 'app.validation.required', args: { name: 'app.auth.password' } },
      password_confirmation: { key: 'app.validation.required', args: { name: 'app.auth.confirm_password' } },
    });
  });

  it('should refuse a malformed email', () => {
    expect(validateSignUp({ ...goodSignUp, email: 'nope' })).toEqual({ email: { key: 'app.validation.email' } });
  });

  it('should refuse a confirm password that differs', () => {
    expect(validateSignUp({ ...goodSignUp, password_confirmation: 'other123' })).toEqual({
      password_confirmation: { key: 'app.validation.password_mismatch' },
    });
  });

  it('should require accepting the terms', () => {
    expect(validateSignUp({ ...goodSignUp, terms: false })).toEqual({ terms: { key: 'app.validation.agree_terms' } });
  });

  it('should use label keys that exist for every field', () => {
    expect(AUTH_LABELS).toMatchObject({
      email: 'app.auth.email',
      password: 'app.auth.password',
      username: 'app.auth.username',
      full_name: 'app.auth.full_name',
      password_confirmation: 'app.auth.confirm_password',
    });
  });
});
