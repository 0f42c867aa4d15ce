/**
 * Stands in for ra-core's `routing/adapters/reactRouterProvider.js` (vite.config.ts,
 * `appRouterForReactAdmin`): react-admin's default router is then the app's, and React Router's
 * data router, which that file imports, stays out of the build.
 */
export { routerProvider as reactRouterProvider } from './raProvider';
