/**
 * Where the API lives (DESIGN "API contract"): `VITE_API_URL` at build time, overridden at
 * run time by `public/config.json` (`{"apiUrl": "…"}`). Neither set: demo mode in the dev
 * server and the demo build (`npm run build:demo`), where the app serves its own mock API
 * under `/api` on its own origin; a configuration error page in a production build, which
 * holds no demo code at all (docs/deploy.md).
 */
export interface RuntimeConfig {
  apiUrl: string;
  demo: boolean;
  firebase?: Record<string, string>;
  /** Set when a production build found no API address: the app shows what is wrong, nothing else. */
  problem?: ConfigProblem;
}

/** Why a production build cannot start: config.json missing, not JSON (e.g. an HTML page), or without `apiUrl`. */
export type ConfigProblem = 'missing' | 'not_json' | 'no_api_url';

/**
 * The dev server and the demo build carry the demo API; `npm run build` does not. Written where
 * it is used as `import.meta.env.DEV || import.meta.env.MODE === 'demo'` too, so the bundler
 * drops the demo imports behind it from a production build (tests/e2e/config.e2e.ts checks).
 */
export const DEMO_BUILD: boolean = import.meta.env.DEV || import.meta.env.MODE === 'demo';

export const DEMO_API_URL = '/api';

let current: RuntimeConfig = { apiUrl: DEMO_API_URL, demo: true };

function clean(url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined;
  const trimmed = url.trim().replace(/\/+$/, '');
  return trimmed || undefined;
}

export function resolveConfig(
  buildTimeUrl: unknown,
  fileConfig: unknown,
  { demoAllowed = true, fileProblem }: { demoAllowed?: boolean; fileProblem?: Exclude<ConfigProblem, 'no_api_url'> } = {},
): RuntimeConfig {
  const file = (fileConfig && typeof fileConfig === 'object' && !Array.isArray(fileConfig) ? fileConfig : {}) as Record<string, unknown>;
  const apiUrl = clean(file.apiUrl) ?? clean(buildTimeUrl);
  const firebase = file.firebase && typeof file.firebase === 'object' ? (file.firebase as Record<string, string>) : undefined;
  if (apiUrl) return { apiUrl, demo: false, firebase };
  if (demoAllowed) return { apiUrl: DEMO_API_URL, demo: true, firebase };
  return { apiUrl: '', demo: false, problem: fileProblem ?? 'no_api_url' };
}

/**
 * Reads config.json once at start. A missing or broken file means "no override" when the build
 * has an API URL or demo mode; otherwise it is the configuration problem shown.
 */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  let fileConfig: unknown = undefined;
  let fileProblem: 'missing' | 'not_json' | undefined;
  try {
    // Same request as the `<link rel=preload>` in index.html, so the preloaded answer is reused.
    const response = await fetch(`${import.meta.env.BASE_URL}config.json`, { credentials: 'same-origin' });
    if (!response.ok) fileProblem = 'missing';
    else if (!(response.headers.get('content-type') ?? '').includes('json')) fileProblem = 'not_json';
    else fileConfig = await response.json().catch(() => (fileProblem = 'not_json'));
  } catch {
    fileProblem = 'missing';
  }
  if (fileProblem) fileConfig = undefined;
  current = resolveConfig(import.meta.env.VITE_API_URL, fileConfig, { demoAllowed: DEMO_BUILD, fileProblem });
  return current;
}

export function getConfig(): RuntimeConfig {
  return current;
}

export function setConfig(config: RuntimeConfig): void {
  current = config;
}
