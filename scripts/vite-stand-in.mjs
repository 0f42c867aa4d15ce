/**
 * A Vite plugin that puts `file` in place of one module of a dependency, for every importer:
 * an import whose specifier matches `specifier` and which resolves to a path matching
 * `resolved`. Used by vite.config.ts (MUI's Tooltip) and vite-app-router.mjs (react-admin's
 * default router); give it to `optimizeDeps` too, so `npm start` runs what the build ships.
 * @param {string} name
 * @param {RegExp} specifier
 * @param {RegExp} resolved
 * @param {string} file
 * @returns {import('vite').Plugin}
 */
export function standIn(name, specifier, resolved, file) {
  return {
    name,
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!specifier.test(source)) return null;
      const found = await this.resolve(source, importer, { ...options, skipSelf: true });
      return found && resolved.test(found.id) ? file : null;
    },
  };
}
