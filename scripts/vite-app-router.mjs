import { fileURLToPath } from 'node:url';
import { standIn } from './vite-stand-in.mjs';

/**
 * react-admin's default router is its React Router adapter (ra-core
 * `routing/adapters/reactRouterProvider.js`), which imports React Router's data router whether
 * or not an app passes its own `routerProvider`. This resolves that one file to the app's router
 * (src/router/raDefault.ts), so react-admin has one router wherever it is used (the app, its
 * tests), and React Router is not in the build. docs/architecture.md "Router".
 * @returns {import('vite').Plugin}
 */
export const appRouterForReactAdmin = () =>
  standIn(
    'app-router-for-react-admin',
    /(^|\/)reactRouterProvider(\.js)?$/,
    /[\\/]ra-core[\\/]dist[\\/]routing[\\/]adapters[\\/]reactRouterProvider\.js$/,
    fileURLToPath(new URL('../src/router/raDefault.ts', import.meta.url)),
  );
