// What a first load costs, counted the same way by the benchmark (scripts/bench.mjs) and the
// end-to-end budget (tests/e2e/budget.e2e.ts): JS and CSS as gzip level 9 of the built file,
// fonts (woff2, compressed already) as sent; the demo API's chunks and what only they import
// counted apart, since a real deployment never fetches them.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';

/** `js`, `css` or `fonts` for a fetched URL path; undefined for anything else. */
export function kindOf(urlPath) {
  if (urlPath.endsWith('.js')) return 'js';
  if (urlPath.endsWith('.css')) return 'css';
  if (/\.woff2?$/.test(urlPath)) return 'fonts';
  return undefined;
}

/**
 * Starts recording the JS, CSS and font files `page` (a Playwright page) fetches from `origin`;
 * returns the set the URL paths land in.
 */
export function recordFetched(page, origin) {
  const seen = new Set();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === origin && kindOf(url.pathname)) seen.add(url.pathname);
  });
  return seen;
}

/** Bytes a fetched file costs: gzip level 9 for JS and CSS, the file's size for a font. */
export function costOf(distDir, urlPath) {
  const file = path.join(distDir, urlPath);
  if (!existsSync(file)) return 0;
  return kindOf(urlPath) === 'fonts' ? statSync(file).size : gzipSync(readFileSync(file), { level: 9 }).length;
}

/** The chunks a built file imports statically (`import … from "./x.js"`), as URL paths. */
function staticImports(distDir, urlPath) {
  const file = path.join(distDir, urlPath);
  if (!existsSync(file) || !urlPath.endsWith('.js')) return [];
  const dir = path.posix.dirname(urlPath);
  return [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*["']\.\/([^"']+\.js)["']/g)].map((m) => path.posix.join(dir, m[1]));
}

function closure(distDir, starts) {
  const seen = new Set();
  const stack = [...starts];
  while (stack.length) {
    const f = stack.pop();
    if (seen.has(f)) continue;
    seen.add(f);
    stack.push(...staticImports(distDir, f));
  }
  return seen;
}

/**
 * The demo API's chunk (`browser-*.js`), the demo's entry (`demo-*.js`, src/demo/index.ts) and
 * what only they need (the seed, the other languages' catalogues the mock validates with):
 * fetched in demo mode only.
 */
export function demoOnlyFiles(distDir, fetched) {
  const demo = closure(
    distDir,
    fetched.filter((f) => /\/(browser|demo)-[^/]+\.js$/.test(f)),
  );
  // The app's own roots: the page's entry (index.html's module script, which the demo's entry
  // imports too) and whatever was fetched outside the demo's reach.
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g)].map((m) => new URL(m[1], 'http://x').pathname);
  const app = closure(distDir, [...entries, ...fetched.filter((f) => !demo.has(f))]);
  return new Set([...demo].filter((f) => !app.has(f) && fetched.includes(f)));
}

/**
 * The JS, CSS and fonts of one first load (`fetched`: the URL paths the browser fetched), the
 * demo's part apart, and each file's cost.
 */
export function firstLoadCost(distDir, fetched) {
  const out = { js: 0, css: 0, fonts: 0, demo: 0, files: [] };
  const demoOnly = demoOnlyFiles(distDir, fetched);
  for (const file of fetched) {
    const kind = kindOf(file);
    if (!kind) continue;
    const size = costOf(distDir, file);
    const isDemo = demoOnly.has(file);
    if (isDemo) out.demo += size;
    else out[kind] += size;
    out.files.push({ file, kind, gzip: size, demo: isDemo });
  }
  return out;
}
