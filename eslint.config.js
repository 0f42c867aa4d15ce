// ESLint: TypeScript, React hooks, accessibility, and the layer order of docs/architecture.md.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import layers from './scripts/eslint-layers.js';

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
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, layers },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'layers/import-order': 'error',
      // The project does not run the React Compiler. This rule of its set flags reading a ref
      // during render, which the code does on purpose in two forms that are correct without the
      // compiler: the latest-value ref (`ref.current = value`) and a popover's anchor element.
      'react-hooks/refs': 'off',
      // Focusing the first field of a dialog the operator has just opened is the WAI-ARIA dialog
      // pattern; MUI components take `autoFocus` for it. Raw DOM elements still may not.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // Icons that point along the reading line come mirrored from src/theme/icons.tsx; a lazy
    // component comes from src/config/chunks.ts (the 120 s chunk limit and its message).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/theme/icons.tsx', 'src/config/chunks.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react',
              importNames: ['lazy'],
              message:
                "A lazy chunk: use lazyPage from src/config/chunks.ts (time limit) inside a ChunkBoundary or a page's error boundary.",
            },
          ],
          patterns: [
            {
              regex:
                '^@mui/icons-material/(ArrowBack|ArrowForward|ExitToApp|Logout|Login|ChevronLeft|ChevronRight|NavigateBefore|NavigateNext|KeyboardArrowLeft|KeyboardArrowRight|ArrowLeft|ArrowRight|FirstPage|LastPage|Undo|Redo|Send|Reply)(Outlined|Rounded|Sharp|TwoTone)?$',
              message: 'A directional icon: use (or add) its mirrored form in src/theme/icons.tsx.',
            },
          ],
        },
      ],
    },
  },
  {
    // Node scripts, configuration and test runners.
    files: ['scripts/**/*.{js,mjs}', 'deploy/**/*.mjs', 'tests/**/*.{js,mjs}', '*.config.{js,ts}', 'tests/e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['src/**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
  },
);
