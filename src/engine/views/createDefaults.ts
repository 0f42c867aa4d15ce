import type { ResourceDeclaration } from '../types';

/**
 * What a create form starts with, from its URL: the parent's key of a nested resource
 * (`/settings/cities/create/SA` → `country_code2: 'SA'`), and any route parameter named like
 * a field (`/subscription/plans-discounts/create/7` → `plan_id: 7`). Numeric ids become numbers
 * so they match the records a reference input offers.
 */
export function createDefaults(decl: ResourceDeclaration, params: Record<string, string | undefined>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const sources = new Set(decl.fields.map((f) => f.source));
  for (const [key, raw] of Object.entries(params)) {
    // The parent's parameter names the parent (a city's `:code2` is its country's code), not a field.
    if (raw === undefined || raw === '' || key === 'id' || key === decl.parent?.param || !sources.has(key)) continue;
    out[key] = /^\d+$/.test(raw) ? Number(raw) : raw;
  }
  if (decl.parent) {
    const value = params[decl.parent.param];
    if (value !== undefined) out[decl.parent.source] = value;
  }
  return out;
}
