import { spawn, type ChildProcess } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { chromium, type BrowserServer } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from './chromiumArgs';

const PORT = Number(process.env.E2E_PORT ?? 4179);

async function waitFor(url: string, ms: number, alive: () => boolean) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (!alive()) throw new Error('vite preview exited before it answered');
    try {
      const r = await fetch(url);
      if (r.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

let server: ChildProcess | undefined;

export default async function setup(project: TestProject) {
  // E2E_DIST lets a second build (another checkout's work) be tested without touching dist/.
  const outDir = process.env.E2E_DIST ?? 'dist';
  server = spawn('npx', ['vite', 'preview', '--port', String(PORT), '--strictPort', '--outDir', outDir], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  server.stdout?.on('data', (d) => (output += String(d)));
  server.stderr?.on('data', (d) => (output += String(d)));
  const base = `http://localhost:${PORT}`;
  let exited = false;
  server.on('exit', () => (exited = true));
  try {
    await waitFor(`${base}/login`, 90000, () => !exited);
  } catch (error) {
    stopServer();
    throw new Error(`${(error as Error).message}\n--- vite preview said ---\n${output}`);
  }
  project.provide('baseUrl', base);
  // One Chromium for the whole run: every file connects to it (tests/e2e/browser.ts `launch`)
  // instead of starting its own.
  let browserServer: BrowserServer;
  try {
    browserServer = await chromium.launchServer({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  } catch (error) {
    stopServer();
    throw error;
  }
  project.provide('browserWs', browserServer.wsEndpoint());
  return async () => {
    await browserServer.close();
    stopServer();
  };
}

function stopServer() {
  if (!server?.pid) return;
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    browserWs: string;
  }
}
