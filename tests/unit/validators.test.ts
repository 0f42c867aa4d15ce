import '../helpers/composedEngine';
import { describe, expect, it } from 'vitest';
import { validatorsFor } from '../../src/engine/validators';
import type { FieldDeclaration } from '../../src/engine/types';

/** Runs every validator of the field and returns the first error, like react-admin's composed validate. */
function check(field: FieldDeclaration, value: unknown, all: Record<string, unknown> = {}, creating = true, label = 'Label') {
  for (const v of validatorsFor(field, label, creating)) {
    const out = v(value, { [field.source]: value, ...all }, {} as never);
    if (out) return out;
  }
  return undefined;
}

describe('validatorsFor', () => {
  it('should return the required message with the label', () => {
    const f: FieldDeclaration = { source: 'name_en', kind: 'text', required: true };
    for (const empty of [undefined, null, '', []]) {
      expect(check(f, empty, {}, true, 'English name')).toEqual({ message: 'app.validation.required', args: { name: 'English name' } });
    }
    expect(check(f, 'Oman')).toBeUndefined();
  });

  it("should check number bounds and never accept a negative amount of money, in the app's words", () => {
    const days: FieldDeclaration = { source: 'days', kind: 'number', min: 1, max: 365 };
    expect(check(days, 0, {}, true, 'Days')).toEqual({ message: 'app.validation.min_value', args: { name: 'Days', min: 1 } });
    expect(check(days, 366, {}, true, 'Days')).toEqual({ message: 'app.validation.max_value', args: { name: 'Days', max: 365 } });
    expect(check(days, 30)).toBeUndefined();
    expect(check(days, '')).toBeUndefined();
    const amount: FieldDeclaration = { source: 'amount', kind: 'money' };
    expect(check(amount, -0.5, {}, true, 'Amount')).toEqual({ message: 'app.validation.min_value', args: { name: 'Amount', min: 0 } });
    expect(check(amount, 1234.5)).toBeUndefined();
    expect(check(amount, 'abc', {}, true, 'Amount')).toEqual({ message: 'app.validation.invalid', args: { name: 'Amount' } });
  });

  it('should not require an optional field', () => {
    expect(check({ source: 'x', kind: 'text' }, '')).toBeUndefined();
  });

  it('should not require a password when editing, only when creating', () => {
    const f: FieldDeclaration = { source: 'password', kind: 'password', required: true };
    expect(check(f, '', {}, true)).toEqual({ message: 'app.validation.required', args: { name: 'Label' } });
    expect(check(f, '', {}, false)).toBeUndefined();
  });

  it('should refuse a malformed email with app.validation.email', () => {
    const f: FieldDeclaration = { source: 'email', kind: 'email' };
    expect(check(f, 'not-an-email')).toBe('app.validation.email');
    expect(check(f, 'a@b.co')).toBeUndefined();
    expect(check(f, '')).toBeUndefined();
  });

  it('should check minimum length with name and min', () => {
    const f: FieldDeclaration = { source: 'name_ar', kind: 'text', minLength: 2 };
    expect(check(f, 'a', {}, true, 'Arabic name')).toEqual({ message: 'app.validation.min_length', args: { name: 'Arabic name', min: 2 } });
    expect(check(f, 'ab')).toBeUndefined();
    const p: FieldDeclaration = { source: 'password', kind: 'password', minLength: 8 };
    expect(check(p, 'short')).toEqual({ message: 'app.validation.min_length', args: { name: 'Label', min: 8 } });
  });

  it('should check a pattern with the invalid message', () => {
    const f: FieldDeclaration = { source: 'code2', kind: 'text', pattern: /^[A-Za-z]{2}$/ };
    expect(check(f, 'S1', {}, true, 'Code')).toEqual({ message: 'app.validation.invalid', args: { name: 'Code' } });
    expect(check(f, 'SA')).toBeUndefined();
    expect(check(f, '')).toBeUndefined();
  });

  it('should check that a confirmation matches the confirmed field', () => {
    const f: FieldDeclaration = { source: 'password_confirmation', kind: 'password', confirms: 'password' };
    expect(check(f, 'abc12345', { password: 'abc12346' })).toBe('app.validation.password_mismatch');
    expect(check(f, 'abc12345', { password: 'abc12345' })).toBeUndefined();
  });

  it('should report required before other rules', () => {
    const f: FieldDeclaration = { source: 'code2', kind: 'text', required: true, minLength: 2, pattern: /^[A-Z]{2}$/ };
    expect(check(f, '')).toEqual({ message: 'app.validation.required', args: { name: 'Label' } });
  });

  it('should add no validators for a field whose kind has no rules', () => {
    expect(validatorsFor({ source: 'logo', kind: 'image' }, 'Logo', true)).toHaveLength(0);
  });

  it('should refuse a value of the wrong type for a yes/no field', () => {
    const f: FieldDeclaration = { source: 'flag', kind: 'boolean' };
    expect(check(f, 'yes', {}, true, 'Flag')).toEqual({ message: 'app.validation.invalid', args: { name: 'Flag' } });
    expect(check(f, false)).toBeUndefined();
  });
});
