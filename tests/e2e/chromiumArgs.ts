import { existsSync } from 'node:fs';

/** Chromium's flags for a closed network and a 2-core machine (no background traffic, no GPU). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** The browser a file run without `run.mjs` starts: $CHROMIUM_PATH, else the headless shell run.mjs prefers, else Chromium. */
export const chromiumPath = (): string =>
  process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');
