import type { Plugin } from 'vite';

/** See vite-stand-in.mjs. */
export function standIn(name: string, specifier: RegExp, resolved: RegExp, file: string): Plugin;
