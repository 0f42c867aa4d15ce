#!/usr/bin/env node
// Runs the end-to-end suite against the production build in a real Chromium.
// Browser: $CHROMIUM_PATH, else Chromium's headless shell (Debian's `chromium-headless-shell`,
// the build Playwright itself runs headless tests in: the same Blink and V8 as `chromium`, a
// quarter less CPU on this suite), else /usr/bin/chromium, else Playwright's own download if one
// is present; as root on Debian it installs the headless shell. It never skips silently.
import { existsSync } from 'node:fs';
import { execSync, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function findChromium() {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium-headless-shell',
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ];
  for (const c of candidates) if (c && existsSync(c)) return c;
  return undefined;
}

async function playwrightOwn() {
  try {
    const { chromium } = await import('playwright-core');
    const p = chromium.executablePath();
    return p && existsSync(p) ? p : undefined;
  } catch {
    return undefined;
  }
}

let chromium = findChromium() ?? (await playwrightOwn());
if (!chromium && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
  console.log("[e2e] No Chromium found: installing Debian's chromium-headless-shell package…");
  const r = spawnSync(
    'bash',
    ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell'],
    {
      stdio: 'inherit',
    },
  );
  if (r.status === 0) chromium = findChromium();
}
if (!chromium) {
  console.error(`[e2e] No Chromium browser was found, so the end-to-end tests cannot run.
  Install one and run again, for example:
    sudo apt-get install chromium-headless-shell   (Debian; or chromium)
    npx playwright install chromium          (Playwright's own build, where its download host is reachable)
  or point CHROMIUM_PATH at an existing Chrome/Chromium binary.`);
  process.exit(1);
}

// The deployment test runs the image's nginx configuration with Debian's nginx.
if (!existsSync('/usr/sbin/nginx') && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
  console.log("[e2e] No nginx found: installing Debian's nginx package…");
  spawnSync('bash', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx'], { stdio: 'inherit' });
}

const outDir = process.env.E2E_DIST ?? 'dist';
if (!existsSync(path.resolve(root, outDir, 'index.html'))) {
  console.log('[e2e] No demo build yet: running npm run build:demo…');
  execSync('npm run build:demo', { cwd: root, stdio: 'inherit' });
}

console.log(`[e2e] Chromium: ${chromium}`);
const result = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.e2e.config.ts', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
process.exit(result.status ?? 1);
