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
 * the parts a page uses through one are left to the default splitting; a component folder's
 * index is followed only to the files that export what is imported from it. Anything
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

/** What a module takes from one of its imports: some export names, or everything. */
type Wanted = Set<string> | 'all';

const STATEMENT = /\b(import|export)\s*([^;'"]*?)\s*from\s*["']([^"']+)["']|\bimport\s*["']([^"']+)["']/g;
const COMMENTS = /\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm;
/** `export * from './x'`, `export * as ns from './x'`, `export { a, b as c } from './x'`. */
const RE_EXPORT = /export\s*(\*(?:\s*as\s+\w+)?|\{[^}]*\})\s*from\s*["']([^"']+)["'];?/g;

/** The module a relative specifier of `from` names, among the ids it imports. */
const resolveAmong = (importedIds: readonly string[], from: string, spec: string) => {
  const target = path.resolve(path.dirname(from), spec);
  return importedIds.find((x) => x === target || x.startsWith(`${target}.`) || x.startsWith(`${target}/index.`));
};

/** The export names an `import …`/`export … from` clause takes (`import x, { a as b }` -> default, a). */
function clauseNames(kind: string, clause: string): Wanted {
  if (clause.includes('*')) return 'all';
  const names = new Set<string>();
  const braces = /\{([^}]*)\}/.exec(clause);
  if (
    kind === 'import' &&
    clause
      .replace(/\{[^}]*\}/, '')
      .replace(/[\s,]/g, '')
      .replace(/^type$/, '')
  )
    names.add('default');
  for (const part of braces?.[1].split(',') ?? []) {
    const name = part
      .trim()
      .replace(/^type\s+/, '')
      .split(/\s+as\s+/)[0];
    if (name) names.add(name);
  }
  return names;
}

/**
 * A library file made only of `export … from` lines (a component folder's index: the component,
 * its classes, a hook). Importing one name of it should not bring the others: MUI's MenuItem
 * takes `useSelectFocusSource` from `../Select/index.js`, which also re-exports the whole Select
 * (with its inputs and menu).
 */
const isReExportFile = (id: string, code: string | null) =>
  isLibrary(id) && !!code && code.replace(COMMENTS, '').replace(RE_EXPORT, '').trim() === '';

/**
 * Fills `groups` from the module graph once every module is known, before chunking: what a root
 * reaches through static imports. A wide barrel is not followed; a re-export file is followed
 * only to the files that export the names its importers take from it.
 */
function firstLoadGroups(): Plugin {
  return {
    name: 'first-load-groups',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      /** Each static import of `id` with what `id` takes from it. */
      const edges = (id: string): [string, Wanted][] => {
        const info = this.getModuleInfo(id);
        if (!info) return [];
        const wanted = new Map<string, Wanted>(info.importedIds.map((to) => [to, new Set<string>()]));
        const unresolved = new Set(info.importedIds);
        for (const m of (info.code ?? '').replace(COMMENTS, '').matchAll(STATEMENT)) {
          const spec = m[3] ?? m[4];
          if (!spec.startsWith('.')) continue;
          const to = resolveAmong(info.importedIds, id, spec);
          if (!to) continue;
          unresolved.delete(to);
          const names = m[4] ? 'all' : clauseNames(m[1], m[2]);
          const have = wanted.get(to)!;
          if (names === 'all' || have === 'all') wanted.set(to, 'all');
          else for (const n of names) have.add(n);
        }
        // A bare specifier (`@mui/material/Tooltip`) is not resolved here: everything of it.
        for (const to of unresolved) wanted.set(to, 'all');
        return [...wanted];
      };
      /** What a re-export file passes on for `names`: [target, names] per line that provides them. */
      const reExports = (id: string, code: string, names: Wanted): [string, Wanted][] => {
        const info = this.getModuleInfo(id)!;
        const out: [string, Wanted][] = [];
        const explicit = new Set<string>();
        const stars: string[] = [];
        for (const m of code.matchAll(RE_EXPORT)) {
          const to = resolveAmong(info.importedIds, id, m[2]);
          if (!to) continue;
          if (m[1].startsWith('*')) {
            if (/\sas\s/.test(m[1])) out.push([to, names === 'all' || names.has(m[1].split(/\s+as\s+/)[1].trim()) ? 'all' : new Set()]);
            else stars.push(to);
            continue;
          }
          const take = new Set<string>();
          for (const part of m[1].slice(1, -1).split(',')) {
            const [from, as = from] = part
              .trim()
              .split(/\s+as\s+/)
              .map((x) => x.trim());
            if (!from) continue;
            explicit.add(as);
            if (names === 'all' || names.has(as)) take.add(from);
          }
          if (take.size) out.push([to, take]);
        }
        const rest: Wanted = names === 'all' ? 'all' : new Set([...names].filter((n) => n !== 'default' && !explicit.has(n)));
        for (const to of stars) if (rest === 'all' || rest.size) out.push([to, rest]);
        return out;
      };
      const walk = (root: string, into: Set<string>) => {
        const taken = new Map<string, Wanted>();
        const stack: [string, Wanted][] = [[root, 'all']];
        while (stack.length) {
          const [id, names] = stack.pop()!;
          const info = this.getModuleInfo(id);
          if (!info) continue;
          if (isWideBarrel(id, info.importedIds.length)) {
            into.add(id);
            continue;
          }
          if (isReExportFile(id, info.code)) {
            const had = taken.get(id) ?? new Set<string>();
            if (had === 'all') continue;
            const fresh: Wanted = names === 'all' ? 'all' : new Set([...names].filter((n) => !had.has(n)));
            if (fresh !== 'all' && !fresh.size) continue;
            taken.set(id, fresh === 'all' ? 'all' : new Set([...had, ...fresh]));
            into.add(id);
            stack.push(...reExports(id, info.code!, fresh));
            continue;
          }
          if (into.has(id)) continue;
          into.add(id);
          stack.push(...edges(id));
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
