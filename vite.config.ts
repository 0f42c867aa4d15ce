import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { securityHeaders } from './deploy/security-headers.mjs';
import { firebaseServiceWorker } from './scripts/vite-firebase-sw';
import { appRouterForReactAdmin } from './scripts/vite-app-router.mjs';
import { standIn } from './scripts/vite-stand-in.mjs';

/**
 * Rolldown's default splitting gives every module that the entry shares with a lazy chunk
 * its own small common chunk, so the sign-in page fetched ~38 files. Three groups keep the
 * first loads to a few files without adding code to them:
 *  - `framework` (tag `$initial`: what the entry statically needs, after tree-shaking):
 *    Rolldown merges it into the entry chunk;
 *  - `sign-in`: the libraries the sign-in page statically imports (not its own code, so
 *    signed-in pages that share e.g. Button pay nothing for the form);
 *  - `layout`: everything the signed-in app statically imports, libraries and the app's own
 *    code: the admin shell (`src/app/App.tsx`), the resource catalogue and the layout. Every
 *    signed-in screen loads all of it, so one file compresses better than the ~50 small
 *    chunks the default splitting made of it (the first screen: 87 files -> 41, 22 KB less).
 * The last two sets come from the module graph (no hand-kept lists). Their walk goes through
 * a re-export file (a component folder's index, ra-core's index) only to the files that
 * export the names imported from it; a wide barrel imported whole (`import *`) is not
 * followed. Anything reached only through import() (screens, the dashboard, xlsx, jspdf,
 * charts, the demo API) is in none of these sets, so it stays lazy. See docs/decisions.md
 * "Performance".
 */
const groups = { signIn: new Set<string>(), layout: new Set<string>() };

const isLibrary = (id: string) => id.includes('/node_modules/');

/**
 * A library's index file that re-exports many files (ra-core's, @mui/system's): walking
 * through all of it would reach far more than a page uses, so it is followed only for the
 * names taken from it. A component folder's index (the component and its classes) is small.
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
 * reaches through static imports. A re-export file is followed only to the files that export
 * the names its importers take from it; a wide barrel taken whole is not followed.
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
        // Each name goes only to the `export *` line whose module provides it.
        for (const to of stars) {
          const take: Wanted = rest === 'all' ? 'all' : new Set([...rest].filter((n) => provides(to).has(n)));
          if (take === 'all' || take.size) out.push([to, take]);
        }
        return out;
      };
      /** The names a module exports, its `export *` lines followed (rolldown lists those as '*'). */
      const provided = new Map<string, Set<string>>();
      const provides = (id: string): Set<string> => {
        const known = provided.get(id);
        if (known) return known;
        const names = new Set<string>();
        provided.set(id, names);
        const info = this.getModuleInfo(id);
        if (!info) return names;
        for (const n of info.exports ?? []) if (n !== '*') names.add(n);
        for (const m of (info.code ?? '').replace(COMMENTS, '').matchAll(RE_EXPORT)) {
          if (m[1] !== '*') continue;
          const to = resolveAmong(info.importedIds, id, m[2]);
          if (to) for (const n of provides(to)) if (n !== 'default') names.add(n);
        }
        return names;
      };
      const walk = (root: string, into: Set<string>) => {
        const taken = new Map<string, Wanted>();
        const stack: [string, Wanted][] = [[root, 'all']];
        while (stack.length) {
          const [id, names] = stack.pop()!;
          const info = this.getModuleInfo(id);
          if (!info) continue;
          // A wide barrel is followed only for the names taken from it (`import { useStore } from
          // 'ra-core'`), never whole (`import * as`, a bare side-effect import).
          if (isWideBarrel(id, info.importedIds.length) && (names === 'all' || !isReExportFile(id, info.code))) {
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
      const admin = find('/src/app/App.tsx');
      for (const root of [admin, find('/src/app/catalog.ts'), find('/src/layout/AppLayout.tsx')]) walk(root, groups.layout);
      // The admin's entry stays a chunk of its own (`App-*.js`): what a signed-in start or a
      // sign-in fetches first, and what fails, with its message, when the admin cannot load.
      groups.layout.delete(admin);
    },
  };
}

const TOOLTIP_SHIM = fileURLToPath(new URL('./src/shims/Tooltip.tsx', import.meta.url));

/**
 * MUI's Tooltip module becomes src/shims/Tooltip.tsx for every importer: the app's code,
 * react-admin's and MUI's own index files (which import `./Tooltip.js`). MUI's positions itself
 * with Popper.js, which would otherwise come with the first screen's app bar (see that file).
 * Also given to the dependency optimizer, so `npm start` runs the same tooltip as the build.
 */
const lightTooltip = () =>
  standIn('light-tooltip', /(^|\/)Tooltip(\.js)?$/, /[\\/]@mui[\\/]material[\\/](esm[\\/])?Tooltip[\\/]Tooltip\.js$/, TOOLTIP_SHIM);

/**
 * MUI's CSS-variables theme maker, which this app never calls, out of every styled component's
 * imports (src/shims/createThemeWithVars.ts). Given to the dependency optimizer too.
 */
const plainThemesOnly = () =>
  standIn(
    'plain-themes-only',
    /(^|\/)createThemeWithVars(\.js)?$/,
    /[\\/]@mui[\\/]material[\\/](esm[\\/])?styles[\\/]createThemeWithVars\.js$/,
    fileURLToPath(new URL('./src/shims/createThemeWithVars.ts', import.meta.url)),
  );

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
 * The language catalogues' chunks (modules of i18n/ only) keep their text as UTF-8. The build
 * writes every chunk in ASCII (`charset: 'ascii'` below), so that the browser keeps a script's
 * source at one byte per character; a catalogue is mostly Arabic, which as escapes is three
 * times as long and 10% larger gzipped (1 KB of the first screen), while as UTF-8 it costs its
 * few dozen KB twice in memory. Catalogues are object literals of strings: an escape of a
 * non-ASCII character (not preceded by an escaping backslash) is that character.
 */
function utf8Catalogues(): Plugin {
  const i18n = fileURLToPath(new URL('./i18n/', import.meta.url));
  const escape = /(?<!\\)((?:\\\\)*)\\u([0-9a-fA-F]{4})/g;
  return {
    name: 'utf8-catalogues',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.moduleIds.length || !chunk.moduleIds.every((id) => id.startsWith(i18n))) continue;
        chunk.code = chunk.code.replace(escape, (all: string, slashes: string, hex: string) => {
          const code = parseInt(hex, 16);
          return code < 0x80 || (code >= 0xd800 && code <= 0xdfff) ? all : slashes + String.fromCharCode(code);
        });
      }
    },
  };
}

const basePath = () => `/${(process.env.BASE_PATH ?? '').replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');

export default defineConfig(({ mode }) => ({
  base: basePath(),
  plugins: [
    lightTooltip(),
    plainThemesOnly(),
    appRouterForReactAdmin(),
    react(),
    firstLoadGroups(),
    utf8Catalogues(),
    withoutDemoWorker(mode),
    firebaseServiceWorker('src/shell/push/firebase-messaging-sw.ts', 'firebase-messaging-sw.js'),
  ],
  optimizeDeps: { rolldownOptions: { plugins: [lightTooltip(), plainThemesOnly(), appRouterForReactAdmin()] } },
  resolve: {
    alias: [
      // See src/shims/object-entries.cjs: a native stand-in for an ES5 polyfill package.
      { find: 'object.entries', replacement: fileURLToPath(new URL('./src/shims/object-entries.cjs', import.meta.url)) },
      // See src/shims/isEqual.ts: lodash's isEqual, as react-admin imports it, without lodash's helpers.
      { find: /^lodash\/isEqual(\.js)?$/, replacement: fileURLToPath(new URL('./src/shims/isEqual.ts', import.meta.url)) },
      // See src/shims/hoistNonReactStatics.ts: emotion's withTheme helper as an ES module, left out unused.
      { find: /^hoist-non-react-statics$/, replacement: fileURLToPath(new URL('./src/shims/hoistNonReactStatics.ts', import.meta.url)) },
      // See src/shims/queryString.ts: query-string's stringify and parse as react-admin calls them.
      { find: /^query-string$/, replacement: fileURLToPath(new URL('./src/shims/queryString.ts', import.meta.url)) },
      // See src/shims/debounce.ts: lodash's debounce as react-admin calls it.
      { find: /^lodash\/debounce(\.js)?$/, replacement: fileURLToPath(new URL('./src/shims/debounce.ts', import.meta.url)) },
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
        // Non-ASCII characters written as escapes: a script with even one character beyond Latin-1
        // (an Arabic message, a U+FFFD in a library) is kept by the browser at two bytes per
        // character for as long as the page lives; ASCII-only, at one (docs/decisions.md "Memory, session 22").
        charset: 'ascii',
        codeSplitting: {
          groups: [
            { name: 'framework', priority: 3, tags: ['$initial'] },
            // The Arabic sign-in strings, which the first chunk imports (i18n/index.ts): a chunk of
            // their own, fetched beside it, so they stay UTF-8 (utf8Catalogues above).
            { name: 'start-ar', priority: 4, test: /[\\/]i18n[\\/]ar[\\/](ra|app)\.ts$/ },
            { name: 'sign-in', priority: 2, test: (id) => groups.signIn.has(id) && isLibrary(id) },
            { name: 'layout', priority: 1, test: (id) => groups.layout.has(id) },
          ],
        },
      },
    },
  },
  // Export workers as ES modules (`new Worker(url, { type: 'module' })` in runExport.ts): they
  // share chunks with each other instead of each carrying its own copy (docs/decisions.md "Dependencies").
  worker: { format: 'es', rolldownOptions: { output: { charset: 'ascii' } } },
  server: { port: 5173 },
  // `vite preview` sends the production header set (deploy/security-headers.mjs), so every
  // end-to-end test runs under the strict CSP the web server sends.
  preview: { port: 4173, headers: securityHeaders() },
}));
