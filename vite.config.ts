import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { securityHeaders } from './deploy/security-headers.mjs';
import { firebaseServiceWorker } from './scripts/vite-firebase-sw';

/**
 * Build modes (docs/deploy.md): `vite build` is the production build, with no demo code (the
 * demo imports sit behind `import.meta.env.MODE === 'demo'`), and without the mock API's
 * service worker kept in public/ (as MSW recommends: under version control, refreshed by
 * `npm install` through package.json's `msw.workerDirectory`); `vite build --mode demo` is the static demo
 * site. BASE_PATH (e.g. `/admin/`) serves the app under a sub-path.
 */
function withoutDemoWorker(mode: string): Plugin {
  let outDir = 'dist';
  return {
    name: 'without-demo-worker',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (mode !== 'demo') rmSync(path.join(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

/**
 * The signed-in shell's own modules (from src/app/App.tsx, the catalogue, the layout and the
 * dashboard, where every sign-in lands, through static imports, from the bundler's module graph)
 * and the library modules they import: one chunk compresses better than the many small shared
 * chunks of the default splitting (first screen 338 -> 307 KB; the dashboard in it 328.8 -> 324.7
 * KB, a list opened first 473.6 -> 475.2). A library's own imports are left to the default
 * splitting, so what only other screens use does not come with the first one.
 */
const signedIn = new Set<string>();
const isLibrary = (id: string) => /[\\/]node_modules[\\/]/.test(id);
function signedInGroup(): Plugin {
  return {
    name: 'signed-in-group',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const roots = ['/src/app/App.tsx', '/src/app/catalog.ts', '/src/layout/AppLayout.tsx', '/src/pages/Dashboard.tsx'].map((end) => {
        const found = ids.find((id) => id.endsWith(end));
        if (!found) this.error(`signed-in-group: no module ends with ${end}`);
        return found;
      });
      const stack = [...roots];
      signedIn.clear();
      while (stack.length) {
        const id = stack.pop()!;
        if (signedIn.has(id)) continue;
        signedIn.add(id);
        if (!isLibrary(id)) stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
      // The admin's entry stays a chunk of its own: what fails, with its message, when it cannot load.
      signedIn.delete(roots[0]);
    },
  };
}

const basePath = () => `/${(process.env.BASE_PATH ?? '').replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');

export default defineConfig(({ mode }) => ({
  base: basePath(),
  plugins: [
    react(),
    signedInGroup(),
    withoutDemoWorker(mode),
    firebaseServiceWorker('src/shell/push/firebase-messaging-sw.ts', 'firebase-messaging-sw.js'),
  ],
  resolve: {
    alias: [
      // node-polyglot requires the ES5 `object.entries` polyfill (~10 KB of helpers); every supported browser has it natively.
      { find: 'object.entries', replacement: fileURLToPath(new URL('./src/config/object-entries.cjs', import.meta.url)) },
    ],
  },
  build: {
    target: 'es2022',
    // Browsers without `<link rel="modulepreload">` still load every chunk, only without the head start.
    modulePreload: { polyfill: false },
    // Fonts are always files: a strict CSP (`font-src 'self'`) refuses data: fonts.
    assetsInlineLimit: (file: string) => (/\.(woff2?|ttf|otf)$/.test(file) ? false : undefined),
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', priority: 3, tags: ['$initial'] },
            { name: 'layout', priority: 1, test: (id) => signedIn.has(id) },
          ],
        },
      },
    },
  },
  // Export workers as ES modules (`new Worker(url, { type: 'module' })` in runExport.ts): they
  // share chunks with each other instead of each carrying its own copy.
  worker: { format: 'es' },
  server: { port: 5173 },
  // `vite preview` sends the production header set (deploy/security-headers.mjs), so every
  // end-to-end test runs under the strict CSP the web server sends.
  preview: { port: 4173, headers: securityHeaders() },
}));
