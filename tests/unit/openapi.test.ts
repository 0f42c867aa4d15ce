import '../helpers/composedEngine';
import { describe, expect, it } from 'vitest';
import { declarations } from '../../resources';
import { buildOpenApi } from '../../src/engine/openapi';
import { screens } from '../../src/screens';

describe('the API contract document', () => {
  it('should be up to date in docs/openapi.json (regenerate with `npx vitest run tests/unit/openapi.test.ts -u`)', async () => {
    await expect(JSON.stringify(buildOpenApi(declarations, screens), null, 2) + '\n').toMatchFileSnapshot('../../docs/openapi.json');
  });

  it('should describe every declared resource with its permissions and the one-request bulk calls', () => {
    const doc = buildOpenApi(declarations) as { paths: Record<string, Record<string, Record<string, unknown>>> };
    const countries = doc.paths['/countries'];
    expect(countries.get['x-permission']).toBe('countries.list');
    expect(countries.delete.summary).toMatch(/ONE request/);
    expect(doc.paths['/users'].post['x-permission']).toBe('users.list');
    expect(doc.paths['/users/{id}'].put['x-permission']).toBe('users.update');
    for (const decl of declarations) expect(doc.paths[`/${decl.endpoint}`]).toBeDefined();
  });

  it('should name record schemas in the singular and state uniqueness, ranges and date order', () => {
    const doc = buildOpenApi(declarations) as {
      components: { schemas: Record<string, { properties: Record<string, Record<string, unknown>> }> };
    };
    const { Offer, City, Role } = doc.components.schemas;
    expect(Offer.properties.percentage).toMatchObject({ minimum: 0, maximum: 100 });
    expect(Offer.properties.end_date).toMatchObject({ 'x-not-before': 'start_date' });
    expect(Role.properties.name).toMatchObject({ 'x-unique': true });
    expect(City).toBeDefined();
    expect(doc.components.schemas.Offers).toBeUndefined();
  });
});
