// ESLint: TypeScript, React hooks, accessibility, and the layer order of docs/architecture.md.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { LAYERS } from './scripts/layers.js';

/**
 * One zone per layer: a layer may import only the layers listed after it (below it), so no
 * two folders import each other. The list itself lives in scripts/layers.js, shared with the
 * test that proves the rule catches a back-import.
 */
const layerZones = LAYERS.flatMap((layer, i) =>
  LAYERS.slice(0, i).map((above) => ({
    target: layer.paths,
    from: above.paths,
    except: above.except ?? [],
    message: `layer "${layer.name}" must not import from "${above.name}" (above it): see docs/architecture.md`,
  })),
).flatMap((zone) =>
  // import-x takes one target/from pair per zone when `except` is used.
  zone.target.flatMap((target) => zone.from.map((from) => ({ ...zone, target, from }))),
);

/** A layer with an `entry` is reached from anywhere, the app included, through that file only. */
const entryZones = LAYERS.filter((layer) => layer.entry).flatMap((layer) =>
  LAYERS.filter((other) => other !== layer).flatMap((other) =>
    other.paths.flatMap((target) =>
      layer.paths.map((from) => ({
        target,
        from,
        except: [layer.entry],
        message: `"${layer.name}" is entered through ${layer.entry} only: see docs/architecture.md`,
      })),
    ),
  ),
);

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-*/**',
      'coverage/**',
      'bench-results/**',
      'public/**',
      'node_modules/**',
      '.scratch/**',
      'tests/e2e/screenshots/**',
      'tests/e2e/downloads/**',
      'tests/e2e/artifacts/**',
      'tests/fixtures/lint/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...entryZones] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // Node scripts, configuration and test runners.
    files: ['scripts/**/*.{js,mjs}', 'tests/**/*.{js,mjs}', '*.config.{js,ts}', 'tests/e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['src/shims/**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
  },
);
