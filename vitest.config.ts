import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { appRouterForReactAdmin } from './scripts/vite-app-router.mjs';

/**
 * Node 25+ has a built-in `localStorage` global (Web Storage, on by default) that hides
 * happy-dom's: without a `--localstorage-file` it is undefined in the test workers. Turning it
 * off gives the tests happy-dom's storage as on Node 22/24. Older lines are passed nothing
 * (Node 20 does not know the flag).
 */
const nodeMajor = Number(process.versions.node.split('.')[0]);
const workerArgs = nodeMajor >= 25 ? ['--no-experimental-webstorage'] : [];

/**
 * No unit test reaches the internet: happy-dom follows no link or form to another page (and
 * tests/setup.ts refuses any request that MSW did not answer unless it is for this machine).
 */
const offline = { navigation: { disableMainFrameNavigation: true, disableChildFrameNavigation: true, disableChildPageNavigation: true } };

export default defineConfig({
  plugins: [appRouterForReactAdmin(), react()],
  // The same stand-ins as vite.config.ts, so unit tests run what the build ships. MUI's Tooltip
  // only as the app imports it (`@mui/material/Tooltip`): react-admin's files import MUI's index,
  // and MUI's are loaded by Node, so their tooltips are MUI's in unit tests (end-to-end tests run
  // the build's).
  resolve: {
    alias: [
      { find: 'object.entries', replacement: fileURLToPath(new URL('./src/shims/object-entries.cjs', import.meta.url)) },
      { find: '@mui/material/Tooltip', replacement: fileURLToPath(new URL('./src/shims/Tooltip.tsx', import.meta.url)) },
      { find: /^lodash\/isEqual(\.js)?$/, replacement: fileURLToPath(new URL('./src/shims/isEqual.ts', import.meta.url)) },
      { find: /^hoist-non-react-statics$/, replacement: fileURLToPath(new URL('./src/shims/hoistNonReactStatics.ts', import.meta.url)) },
      { find: /^query-string$/, replacement: fileURLToPath(new URL('./src/shims/queryString.ts', import.meta.url)) },
      { find: /^lodash\/debounce(\.js)?$/, replacement: fileURLToPath(new URL('./src/shims/debounce.ts', import.meta.url)) },
    ],
  },
  test: {
    environment: 'happy-dom',
    environmentOptions: { happyDOM: { settings: offline } },
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/contract/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup.ts'],
    // react-admin's packages go through Vite, as in the build, so its default router is the app's
    // (scripts/vite-app-router.ts) here too. All of them, so they share one copy of ra-core.
    server: { deps: { inline: [/[\\/]node_modules[\\/](ra-[^\\/]+|react-admin)[\\/]/] } },
    // Two cores: keep workers modest so the run stays predictable.
    maxWorkers: 2,
    execArgv: workerArgs,
    testTimeout: 20000,
  },
});
