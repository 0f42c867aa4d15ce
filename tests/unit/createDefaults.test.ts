import { describe, expect, it } from 'vitest';
import { declarations } from '../../resources';
import { createCatalog } from '../../src/engine/catalog';
import { createDefaults } from '../../src/engine/views/createDefaults';

const catalog = createCatalog(declarations);
const decl = (name: string) => catalog.get(name)!;

describe('create forms prefilled from their URL', () => {
  it('should take the plan of /subscription/plans-discounts/create/:plan_id as a number', () => {
    expect(createDefaults(decl('plan_discounts'), { plan_id: '7' })).toEqual({ plan_id: 7 });
  });

  it('should leave the agent empty when /agents/commission/create has no :agent_id', () => {
    expect(createDefaults(decl('commissions'), {})).toEqual({});
    expect(createDefaults(decl('commissions'), { agent_id: '3' })).toEqual({ agent_id: 3 });
  });

  it("should set a nested resource's parent key, and ignore parameters that are not fields", () => {
    expect(createDefaults(decl('cities'), { code2: 'SA', other: 'x' })).toEqual({ country_code2: 'SA' });
    expect(createDefaults(decl('module_sub_actions'), { module_id: '4' })).toMatchObject({ module_id: expect.anything() });
  });
});
