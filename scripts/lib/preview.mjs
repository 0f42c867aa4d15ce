// The benchmarks' shared plumbing: start `vite preview` on a build dir, wait until it answers,
// and stop it (its whole process group: npx spawns vite as a child) when the script ends.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

/** Chromium's flags for the benchmarks: no background traffic, so no request leaves the machine. */
export const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The value following `name` on the command line, or `fallback`. */
export function arg(name, fallback) {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : fallback;
}

/** Exits with a hint when `dist` holds no build (or lacks `file`, e.g. the Vite manifest). */
export function requireBuild(dist, file = 'index.html', hint = `npx vite build --mode demo --outDir ${dist}`) {
  if (existsSync(path.resolve(root, dist, file))) return;
  console.error(`No ${dist}/${file}: build first with ${hint}`);
  process.exit(1);
}

/**
 * Serves `dist` on `port` (with another Vite `config`: the bare baseline app) and resolves once
 * /login answers (or after `timeoutMs`).
 * Returns { base, stop }; stop is also run when the process exits.
 */
export async function startPreview({ dist, port, config, timeoutMs = 30000 }) {
  const args = ['vite', 'preview', '--port', String(port), '--strictPort'];
  if (config) args.push('--config', config);
  if (dist) args.push('--outDir', dist);
  const server = spawn('npx', args, { cwd: root, detached: true, stdio: 'ignore' });
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      /* gone */
    }
  };
  // Unref'd: the script exits when its own work is done (then 'exit' stops the server), and a
  // Ctrl-C or `timeout` stops it too instead of leaving it serving the port.
  server.unref();
  process.on('exit', stop);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));
  const base = `http://localhost:${port}`;
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      if ((await fetch(`${base}/login`)).ok) break;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { base, stop };
}

/** Builds the bare react-admin 5 + MUI baseline (scripts/bare-admin) into bench-results/bare-dist. */
export function buildBareAdmin(execSync) {
  execSync('npx vite build --config scripts/bare-admin/vite.config.ts', { cwd: root, stdio: 'inherit' });
  // Its config names the output directory (absolute), so preview is given the config alone;
  // `outDir` is where the benchmarks read its files' sizes.
  return { config: 'scripts/bare-admin/vite.config.ts', outDir: path.join(root, 'bench-results/bare-dist') };
}
