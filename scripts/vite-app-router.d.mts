import type { Plugin } from 'vite';

/** See vite-app-router.mjs. */
export function appRouterForReactAdmin(): Plugin;
