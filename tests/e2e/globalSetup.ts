import { spawn, type ChildProcess } from 'node:child_process';
import type { TestProject } from 'vitest/node';

const PORT = Number(process.env.E2E_PORT ?? 4179);

async function waitFor(url: string, ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
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
  const base = `http://localhost:${PORT}`;
  await waitFor(`${base}/login`, 30000);
  project.provide('baseUrl', base);
  return async () => {
    if (server?.pid) {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
    }
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
