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
 * service worker that `msw init` leaves in public/; `vite build --mode demo` is the static demo
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
 * The modules the signed-in shell (src/app/App.tsx, the catalogue, the layout) imports
 * statically, from the bundler's module graph: every signed-in screen loads them, and one chunk
 * of them compresses better than the many small shared chunks of the default splitting (the
 * first screen: 101 files, 338 KB -> 37 files, 323 KB). A library's index that re-exports most
 * of the library (`ra-core`, `@mui/material`) is not walked through, or every screen's code
 * would come with the first one.
 */
const signedIn = new Set<string>();
const isLibraryIndex = (id: string, imports: number) => /[\\/]node_modules[\\/].*[\\/]index\.m?js$/.test(id) && imports > 12;
function signedInGroup(): Plugin {
  return {
    name: 'signed-in-group',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const roots = ['/src/app/App.tsx', '/src/app/catalog.ts', '/src/layout/AppLayout.tsx'].map((end) => {
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
        const imported = this.getModuleInfo(id)?.importedIds ?? [];
        if (!isLibraryIndex(id, imported.length)) stack.push(...imported);
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
