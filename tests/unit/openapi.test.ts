import '../helpers/composedEngine';
import { describe, expect, it } from 'vitest';
import { declarations } from '../../resources';
import { buildOpenApi } from '../../src/engine/openapi';
import { screens } from '../../src/screens';

describe('the API contract document', () => {
  it('should be up to date in docs/openapi.json (regenerate with `npx vitest run -u tests/unit/openapi.test.ts`)', async () => {
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
});
