import { describe, expect, it } from 'vitest';
import { declarations } from '../../resources';
import { STATUS_TONES } from '../../resources/shared/statuses';
import { ROLE_PERMISSIONS } from '../../resources/shared/permissions';
import { validateRecord } from '../../src/demo/validation';
import { fieldKind, registeredKinds } from '../../src/engine/kinds';
import { apiResourcesOf } from '../../src/engine/catalog';
import type { FieldDeclaration, ResourceDeclaration } from '../../src/engine/types';
import { validatorsFor } from '../../src/engine/validators';
import { FIELD_KINDS } from '../../src/fields';
import { screens } from '../../src/screens';

/** Every field declared anywhere: resources, the API-only records of pages and screens, rows cells. */
function allFields(): FieldDeclaration[] {
  const top = [...declarations.flatMap((d) => d.fields), ...apiResourcesOf(declarations, screens).flatMap((u) => u.api.fields ?? [])];
  return top.flatMap((f): FieldDeclaration[] => (f.kind === 'rows' ? [f, ...f.of] : [f]));
}

describe('the field kinds of src/fields', () => {
  it('should register a definition for every kind a declaration uses, each once, under its own name', () => {
    const used = new Set(allFields().map((f) => f.kind));
    expect(used.size).toBeGreaterThan(10);
    for (const kind of used) expect(registeredKinds(), `kind "${kind}"`).toContain(kind);
    const names = FIELD_KINDS.map((d) => d.kind);
    expect(new Set(names).size).toBe(names.length);
    for (const d of FIELD_KINDS) expect(fieldKind(d.kind)).toBe(d);
  });

  it('should refuse a kind nobody registered, saying where to add it', () => {
    expect(() => fieldKind('colour')).toThrow(/src\/fields\/index\.ts/);
  });

  it('should give every status field values that have a colour and a label in the domain list', () => {
    const statusFields = allFields().filter((f) => f.kind === 'status');
    expect(statusFields.length).toBeGreaterThan(5);
    for (const f of statusFields) for (const v of f.choices) expect(Object.keys(STATUS_TONES), `${f.source}: ${v}`).toContain(v);
  });
});

/** The form's verdict on one value: the message key of the first failing validator, or undefined. */
function formVerdict(field: FieldDeclaration, value: unknown, all: Record<string, unknown>): string | undefined {
  for (const v of validatorsFor(field, 'Label', true)) {
    const out = v(value, { ...all, [field.source]: value }, {} as never);
    if (out) return typeof out === 'string' ? out : (out as { message: string }).message;
  }
  return undefined;
}

/** The demo API's verdict: the message key of the field's first 422 error, or undefined. */
function apiVerdict(field: FieldDeclaration, value: unknown, all: Record<string, unknown>): string | undefined {
  const decl: ResourceDeclaration = { name: 'things', base: '/things', endpoint: 'things', access: {}, recordTitle: 'id', fields: [field] };
  const errors = validateRecord(decl, { ...all, [field.source]: value }, [], (key) => key);
  return errors[field.source]?.[0]?.replace(/ \(.*\)$/, '');
}

type Case = [field: FieldDeclaration, good: unknown[], bad: [unknown, string][], all?: Record<string, unknown>];

const CASES: Case[] = [
  [
    { source: 'name', kind: 'text', required: true, minLength: 2 },
    ['ab', 'Oman'],
    [
      ['a', 'app.validation.min_length'],
      ['', 'app.validation.required'],
    ],
  ],
  [
    { source: 'code', kind: 'text', pattern: /^[A-Z]{2}$/ },
    ['SA', ''],
    [
      ['S1', 'app.validation.invalid'],
      ['SAU', 'app.validation.invalid'],
    ],
  ],
  [
    { source: 'email', kind: 'email' },
    ['a@b.co'],
    [
      ['not-an-email', 'app.validation.email'],
      ['a@b', 'app.validation.email'],
    ],
  ],
  [{ source: 'password', kind: 'password', minLength: 8 }, ['Secret123!'], [['short', 'app.validation.min_length']]],
  [
    { source: 'password_confirmation', kind: 'password', confirms: 'password' },
    ['abc12345'],
    [['abc12346', 'app.validation.password_mismatch']],
    { password: 'abc12345' },
  ],
  [
    { source: 'days', kind: 'number', min: 1, max: 365 },
    [1, 30, 365],
    [
      [0, 'app.validation.min_value'],
      [366, 'app.validation.max_value'],
      ['x', 'app.validation.invalid'],
    ],
  ],
  [
    { source: 'amount', kind: 'money' },
    [0, 1234.5],
    [
      [-0.5, 'app.validation.min_value'],
      ['abc', 'app.validation.invalid'],
    ],
  ],
  [{ source: 'state', kind: 'status', choices: ['pending', 'approved'] }, ['pending'], [['active', 'app.validation.invalid']]],
  [{ source: 'size', kind: 'select', choices: ['a4', 'a5'] }, ['a5'], [['a3', 'app.validation.invalid']]],
  [
    { source: 'permissions', kind: 'permissions', ...ROLE_PERMISSIONS },
    [['users.list', 'roles.update']],
    [
      [['users.list', 'users.delete'], 'app.validation.invalid'],
      ['users.list', 'app.validation.invalid'],
    ],
  ],
  [
    { source: 'services', kind: 'rows', of: [{ source: 'price', kind: 'money', required: true }] },
    [[{ price: 10 }]],
    [['not rows', 'app.validation.invalid']],
  ],
];

describe("a kind's rules in the form and in the demo API", () => {
  for (const [field, good, bad, all = {}] of CASES) {
    it(`should give the same verdict for a ${field.kind} field (${field.source})`, () => {
      for (const value of good) {
        expect(formVerdict(field, value, all), `form accepts ${JSON.stringify(value)}`).toBeUndefined();
        expect(apiVerdict(field, value, all), `API accepts ${JSON.stringify(value)}`).toBeUndefined();
      }
      for (const [value, message] of bad) {
        expect(formVerdict(field, value, all), `form refuses ${JSON.stringify(value)}`).toBe(message);
        expect(apiVerdict(field, value, all), `API refuses ${JSON.stringify(value)}`).toBe(message);
      }
    });
  }

  it('should key a bad rows cell as <field>.<row>.<cell> on the server, the rule of the cell kind', () => {
    const field: FieldDeclaration = { source: 'services', kind: 'rows', of: [{ source: 'price', kind: 'money', required: true }] };
    const decl: ResourceDeclaration = { name: 'plans', base: '/p', endpoint: 'p', access: {}, recordTitle: 'id', fields: [field] };
    const errors = validateRecord(decl, { services: [{ price: 5 }, { price: -1 }, {}] }, [], (key) => key);
    expect(errors).toEqual({ 'services.1.price': ['app.validation.min_value'], 'services.2.price': ['app.validation.required'] });
    // The cell's own input checks the same: a money value below 0.
    expect(formVerdict({ source: 'price', kind: 'money' }, -1, {})).toBe('app.validation.min_value');
  });
});
