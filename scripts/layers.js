/**
 * The layers of the code, top to bottom (docs/architecture.md). A layer may import the layers
 * after it in this list, never one before it. Read by eslint.config.js (the boundary rule) and
 * by tests/unit/layers.test.ts, through scripts/eslint-layers.js.
 *
 * A file belongs to the deepest layer path that contains it (resources/shared is the domain layer,
 * below the screens, inside resources/). `entry`: the one file through which every other layer,
 * the app included, reaches that layer (the demo API).
 */
export const LAYERS = [
  { name: 'app', paths: ['./src/app', './src/main.tsx'] },
  { name: 'demo', paths: ['./src/demo'], entry: './index.ts' },
  { name: 'resources', paths: ['./resources'] },
  { name: 'screens', paths: ['./src/screens'] },
  { name: 'domain', paths: ['./resources/shared'] },
  { name: 'pages', paths: ['./src/pages'] },
  { name: 'layout', paths: ['./src/layout'] },
  { name: 'shell', paths: ['./src/shell'] },
  { name: 'widgets', paths: ['./src/widgets'] },
  { name: 'fields', paths: ['./src/fields'] },
  { name: 'engine', paths: ['./src/engine'] },
  { name: 'providers', paths: ['./src/providers'] },
  { name: 'auth', paths: ['./src/auth'] },
  { name: 'theme', paths: ['./src/theme'] },
  { name: 'locale', paths: ['./src/locale'] },
  { name: 'config', paths: ['./src/config'] },
  { name: 'i18n', paths: ['./i18n'] },
];
