import { fileURLToPath } from 'node:url';

const STAND_IN = fileURLToPath(new URL('../src/router/raDefault.ts', import.meta.url));

/**
 * react-admin's default router is its React Router adapter (ra-core
 * `routing/adapters/reactRouterProvider.js`), which imports React Router's data router whether
 * or not an app passes its own `routerProvider`. This resolves that one file to the app's router
 * (src/router), so react-admin has one router wherever it is used (the app, its tests), and
 * React Router is not in the build. docs/architecture.md "Router".
 */
/** @returns {import('vite').Plugin} */
export function appRouterForReactAdmin() {
  return {
    name: 'app-router-for-react-admin',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!/(^|\/)reactRouterProvider(\.js)?$/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && /[\\/]ra-core[\\/]dist[\\/]routing[\\/]adapters[\\/]reactRouterProvider\.js$/.test(resolved.id) ? STAND_IN : null;
    },
  };
}
