import { describe, expect, it } from 'vitest';
import { validateRecord } from '../../src/demo/validation';
import type { ResourceDeclaration } from '../../src/engine/types';

const decl: ResourceDeclaration = {
  name: 'things',
  base: '/things',
  endpoint: 'things',
  access: { list: null, create: null },
  recordTitle: 'name',
  fields: [
    { source: 'status', kind: 'status', required: true, choices: ['paid', 'unpaid'] },
    { source: 'method', kind: 'select', choices: ['GET', 'POST'] },
    { source: 'days', kind: 'number', min: 1, max: 30 },
  ],
};
const t = (key: string, vars: Record<string, string | number> = {}) => `${key}(${Object.values(vars).join(',')})`;

describe("the demo server's checks", () => {
  it("should accept values among a field's choices and inside its range", () => {
    expect(validateRecord(decl, { status: 'paid', method: 'POST', days: 30 }, [], t)).toEqual({});
  });

  it('should refuse a status or a choice the field does not take, and a number out of range', () => {
    const errors = validateRecord(decl, { status: 'active', method: 'PATCH', days: 31 }, [], t);
    expect(Object.keys(errors).sort()).toEqual(['days', 'method', 'status']);
    expect(errors.status[0]).toBe('app.validation.invalid(resources.things.fields.status())');
  });
});
