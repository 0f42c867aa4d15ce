import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
// @ts-expect-error -- plain JavaScript shared with eslint.config.js
import { LAYERS } from '../../scripts/layers.js';
// @ts-expect-error -- plain JavaScript shared with eslint.config.js
import { layerOf, layerViolation } from '../../scripts/eslint-layers.js';

const root = path.resolve(__dirname, '../..');
const at = (p: string) => path.join(root, p);

describe('the layer rule (docs/architecture.md)', () => {
  it('should refuse an import of a layer above, and allow one below', () => {
    expect(layerViolation(at('src/engine/views/ListView.tsx'), at('src/widgets/export/ExportButton.tsx'))).toMatch(
      /"engine" must not import from "widgets"/,
    );
    expect(layerViolation(at('src/widgets/export/ExportButton.tsx'), at('src/engine/types.ts'))).toBeUndefined();
    expect(layerViolation(at('resources/shared/payments.ts'), at('resources/plans.ts'))).toMatch(
      /"domain" must not import from "resources"/,
    );
    expect(layerViolation(at('resources/plans.ts'), at('resources/shared/payments.ts'))).toBeUndefined();
  });

  it('should let every layer, the app included, reach the demo through its entry only', () => {
    expect(layerViolation(at('src/app/providers.ts'), at('src/demo'))).toBeUndefined();
    expect(layerViolation(at('src/app/providers.ts'), at('src/demo/index.ts'))).toBeUndefined();
    expect(layerViolation(at('src/app/providers.ts'), at('src/demo/browser.ts'))).toMatch(/entered through src\/demo\/index\.ts/);
    expect(layerViolation(at('src/demo/handlers.ts'), at('src/demo/store.ts'))).toBeUndefined();
  });

  it('should report a back-import through ESLint itself, as `npm run lint` does', async () => {
    const eslint = new ESLint({ cwd: root });
    const source = "import { ExportButton } from '../../widgets/export/ExportButton';\nexport const x = ExportButton;\n";
    const [result] = await eslint.lintText(source, { filePath: at('src/engine/views/BackImport.tsx') });
    expect(result.messages.map((m) => m.ruleId)).toContain('layers/import-order');
    const [clean] = await eslint.lintText("import type { ResourceDeclaration } from '../types';\nexport type X = ResourceDeclaration;\n", {
      filePath: at('src/engine/views/Fine.tsx'),
    });
    expect(clean.messages.filter((m) => m.ruleId === 'layers/import-order')).toEqual([]);
  }, 60000);

  it('should place every folder of src/ in a layer, so none escapes the rule', () => {
    const folders = readdirSync(at('src'), { withFileTypes: true })
      .filter((e) => e.isDirectory() && e.name !== 'shims')
      .map((e) => `src/${e.name}`);
    const unplaced = folders.filter((f) => !layerOf(at(`${f}/x.ts`)));
    expect(unplaced).toEqual([]);
    expect(LAYERS.map((l: { name: string }) => l.name)).toContain('engine');
  });

  it('should find no two folders that import each other', () => {
    const files = (dir: string): string[] =>
      readdirSync(at(dir), { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? files(`${dir}/${e.name}`) : /\.(tsx?)$/.test(e.name) ? [`${dir}/${e.name}`] : [],
      );
    const edges = new Set<string>();
    for (const file of [...files('src'), ...files('resources')]) {
      const from = layerOf(at(file))?.name;
      for (const m of readFileSync(at(file), 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)) {
        const to = layerOf(path.resolve(path.dirname(at(file)), m[1]))?.name;
        if (from && to && from !== to) edges.add(`${from}>${to}`);
      }
    }
    const mutual = [...edges].filter((e) => edges.has(e.split('>').reverse().join('>')));
    expect(mutual).toEqual([]);
  });
});
