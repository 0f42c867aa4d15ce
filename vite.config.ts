import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { securityHeaders } from './deploy/security-headers.mjs';
import { firebaseServiceWorker } from './scripts/vite-firebase-sw';

/**
 * Rolldown's default splitting gives every module that the entry shares with a lazy chunk
 * its own small common chunk, so the sign-in page fetched ~38 files. Three groups keep the
 * first loads to a few files without adding code to them:
 *  - `framework` (tag `$initial`: what the entry statically needs, after tree-shaking):
 *    Rolldown merges it into the entry chunk;
 *  - `sign-in`: the libraries the sign-in page statically imports (not its own code, so
 *    signed-in pages that share e.g. Button pay nothing for the form);
 *  - `layout`: the libraries the signed-in layout statically imports (every signed-in
 *    screen renders inside it).
 * The last two sets come from the module graph (no hand-kept lists). Their walk does not
 * go through a library's wide barrel file (ra-core's index reaches all of react-admin):
 * the parts a page uses through one are left to the default splitting. Anything
 * reached only through import() (xlsx, jspdf, charts, the demo API, the resource catalogue)
 * is in none of these sets, so it stays lazy. See docs/decisions.md "Performance".
 */
const groups = { signIn: new Set<string>(), layout: new Set<string>() };

const isLibrary = (id: string) => id.includes('/node_modules/');

/**
 * A library's index file that re-exports many files (ra-core's, @mui/system's): walking
 * through it would reach far more than a page uses. A component folder's index (the
 * component and its classes) is followed.
 */
const isWideBarrel = (id: string, imports: number) => isLibrary(id) && /\/index\.m?js$/.test(id) && imports > 12;

/** Fills `groups` from the module graph once every module is known, before chunking. */
function firstLoadGroups(): Plugin {
  return {
    name: 'first-load-groups',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const walk = (root: string, into: Set<string>) => {
        const stack = [root];
        while (stack.length) {
          const id = stack.pop()!;
          if (into.has(id)) continue;
          const info = this.getModuleInfo(id);
          if (!info) continue;
          into.add(id);
          if (!isWideBarrel(id, info.importedIds.length)) stack.push(...info.importedIds);
        }
      };
      const find = (suffix: string) => {
        const id = ids.find((x) => x.endsWith(suffix));
        if (!id) this.error(`first-load-groups: no module ends with ${suffix}`);
        return id;
      };
      for (const set of Object.values(groups)) set.clear();
      walk(find('/src/app/SignInShell.tsx'), groups.signIn);
      walk(find('/src/layout/AppLayout.tsx'), groups.layout);
    },
  };
}

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

const basePath = () => `/${(process.env.BASE_PATH ?? '').replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');

export default defineConfig(({ mode }) => ({
  base: basePath(),
  plugins: [
    react(),
    firstLoadGroups(),
    withoutDemoWorker(mode),
    firebaseServiceWorker('src/shell/push/firebase-messaging-sw.ts', 'firebase-messaging-sw.js'),
  ],
  resolve: {
    alias: {
      // See src/shims/object-entries.cjs: a native stand-in for an ES5 polyfill package.
      'object.entries': fileURLToPath(new URL('./src/shims/object-entries.cjs', import.meta.url)),
    },
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
            { name: 'sign-in', priority: 2, test: (id) => groups.signIn.has(id) && isLibrary(id) },
            { name: 'layout', priority: 1, test: (id) => groups.layout.has(id) && isLibrary(id) },
          ],
        },
      },
    },
  },
  // Export workers as ES modules (`new Worker(url, { type: 'module' })` in runExport.ts): they
  // share chunks with each other instead of each carrying its own copy (docs/decisions.md "Dependencies").
  worker: { format: 'es' },
  server: { port: 5173 },
  // `vite preview` sends the production header set (deploy/security-headers.mjs), so every
  // end-to-end test runs under the strict CSP the web server sends.
  preview: { port: 4173, headers: securityHeaders() },
}));
