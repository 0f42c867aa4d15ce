import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

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
  plugins: [react()],
  // The same native `object.entries` as vite.config.ts.
  resolve: {
    alias: [{ find: 'object.entries', replacement: fileURLToPath(new URL('./src/config/object-entries.cjs', import.meta.url)) }],
  },
  test: {
    environment: 'happy-dom',
    environmentOptions: { happyDOM: { settings: offline } },
    setupFiles: ['tests/setup.ts'],
    // Component tests get the composed engine before they start; logic tests do not pay for it
    // (a third of their CPU time) and import tests/helpers/composedEngine.ts where they need it.
    projects: [
      { extends: true, test: { name: 'logic', include: ['tests/{unit,contract}/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'components',
          include: ['tests/{unit,contract}/**/*.test.tsx'],
          setupFiles: ['tests/helpers/composedEngine.ts'],
        },
      },
    ],
    // react-admin's packages go through Vite, as in the build, all of them, so they share one
    // copy of ra-core (and of its contexts) with the app's code.
    server: { deps: { inline: [/[\\/]node_modules[\\/](ra-[^\\/]+|react-admin)[\\/]/] } },
    // Two cores: keep workers modest so the run stays predictable.
    maxWorkers: 2,
    execArgv: workerArgs,
    testTimeout: 20000,
  },
});
